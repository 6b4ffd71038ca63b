// API connections of an engagement (admin-console.md sections 3-5): one per API name of the
// enumeration, every save a new version (history, restore); the client secret goes into the secret
// store under clientSecretKeyName, a key name of this connection's own (another connection's or
// Cairn's own secrets are out of its reach), and is used only by the Test call, server-side.
import { and, eq } from 'drizzle-orm';
import {
  API_CONNECTION_NAMES,
  engagementScope,
  apiConnectionProblems,
  apiConnectionSaveSchema,
  type ApiConnection,
  type ApiConnectionList,
  type ApiConnectionSave,
  type ApiConnectionTestResult,
} from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { Db } from '../../db/client.js';
import { apiConnectionConfigurations } from '../../db/schema/connectors.js';
import type { PrincipalNames } from '../authorization/principal-directory.js';
import type { SecretStore } from '../secrets/secret-store.js';
import { apiConnectionAbilities, listAbilities, type ConnectorsPolicyContext } from './connectors.policy.js';
import { presentApiConnection, type ApiConnectionRow } from './connectors.presenter.js';
import { fetchToken, requestToken, type TokenInput } from './token-request.js';
import type { OutboundAddresses } from '../../net/outbound-addresses.js';
import { VersionedConnectors } from './versioned-connectors.js';
import { recordAuditEvent } from '../audit/audit.service.js';

const t = apiConnectionConfigurations;
export const API_CONNECTION_TEST_ACTION = 'ApiConnection.Test';

/** A version's columns, trimmed. */
const connectionVersion = (
  engagementId: string,
  apiName: string,
  v: Omit<ApiConnectionRow, 'id' | 'engagementId' | 'apiName' | 'createdAt' | 'version'>,
) => ({
  engagementId,
  apiName,
  enabled: v.enabled,
  clientId: v.clientId.trim(),
  clientSecretKeyName: v.clientSecretKeyName.trim(),
  tokenUrl: v.tokenUrl.trim(),
  scope: v.scope.trim(),
  grantType: v.grantType.trim(),
  responseType: v.responseType.trim(),
  createdBy: v.createdBy,
});

export class ApiConnectionService {
  /** A connection's versions, by engagement and API name, and its secrets (a namespace per API name). */
  private readonly connections: VersionedConnectors<typeof t>;

  constructor(
    private readonly db: Db,
    secrets: SecretStore,
    names: PrincipalNames,
    private readonly outbound: OutboundAddresses,
  ) {
    this.connections = new VersionedConnectors(db, secrets, names, {
      table: t,
      noun: 'API connection',
      same: (engagementId, apiName) => and(eq(t.engagementId, engagementId), eq(t.apiName, apiName)),
      nameKey: t.apiName,
      nameOf: (r) => r.apiName,
      secretOwner: (apiName) => ({ kind: 'api-connection', id: apiName }),
      secretKeyNames: (r) => [r.clientSecretKeyName],
    });
  }

  private async present(engagementId: string, rows: ApiConnectionRow[], context: ConnectorsPolicyContext) {
    const { status, who } = await this.connections.statusAndAuthors(engagementId, rows);
    const abilities = apiConnectionAbilities(context);
    return rows.map((r, i) => presentApiConnection(r, status[i], who(r.createdBy), abilities));
  }

  async list(engagementId: string, context: ConnectorsPolicyContext): Promise<ApiConnectionList> {
    const rows = await this.connections.latest(engagementId);
    const used = rows.map((r) => r.apiName);
    return {
      results: await this.present(engagementId, rows, context),
      availableApiNames: API_CONNECTION_NAMES.filter((n) => !used.includes(n)),
      abilities: listAbilities(context),
    };
  }

  async history(engagementId: string, apiName: string, context: ConnectorsPolicyContext) {
    return this.present(engagementId, await this.connections.history(engagementId, apiName), context);
  }

  async save(
    engagementId: string,
    apiName: string,
    body: ApiConnectionSave,
    caller: Principal,
    context: ConnectorsPolicyContext,
  ): Promise<ApiConnection> {
    const input = apiConnectionSaveSchema.parse(body);
    const row = await this.connections.save(
      engagementId,
      apiName,
      {
        version: input.version,
        problems: (isNew, used) => apiConnectionProblems({ ...input, apiName, isNew }, used),
        values: () => connectionVersion(engagementId, apiName, { ...input, createdBy: caller.id }),
        secrets: (saved) => [[saved.clientSecretKeyName, input.clientSecret]],
      },
      caller,
    );
    return (await this.present(engagementId, [row], context))[0];
  }

  async restore(
    engagementId: string,
    apiName: string,
    version: number,
    caller: Principal,
    context: ConnectorsPolicyContext,
  ) {
    const row = await this.connections.restore(engagementId, apiName, version, (earlier) =>
      connectionVersion(engagementId, apiName, { ...earlier, createdBy: caller.id }),
    );
    return (await this.present(engagementId, [row], context))[0];
  }

  /** Deletes the connection with its history and its unshared client secret. */
  async remove(engagementId: string, apiName: string, caller: Principal) {
    await this.connections.remove(engagementId, apiName, caller);
  }

  /** The saved connection's token request with its stored secret, or why there is none. */
  private async tokenInput(
    engagementId: string,
    apiName: string,
    current: {
      tokenUrl: string;
      clientId: string;
      clientSecretKeyName: string;
      scope: string;
      grantType: string;
    },
  ): Promise<TokenInput | { message: string }> {
    const clientSecret = await this.connections
      .secretsOf(engagementId, apiName)
      .reveal(current.clientSecretKeyName);
    if (clientSecret === undefined)
      return { message: `No client secret is stored under ${current.clientSecretKeyName}.` };
    const { tokenUrl, clientId, scope, grantType } = current;
    return { tokenUrl, clientId, clientSecret, scope, grantType };
  }

  /**
   * A token of the saved connection for Cairn's own call with it (the gain delivery), or the reason
   * there is none. The token is never stored, logged or returned by a route.
   */
  async accessToken(
    engagementId: string,
    apiName: string,
  ): Promise<{ accessToken: string } | { message: string }> {
    const current = await this.connections.find(engagementId, apiName);
    if (!current) return { message: `There is no API connection '${apiName}' in this engagement.` };
    if (!current.enabled) return { message: `The API connection ${apiName} is disabled.` };
    const input = await this.tokenInput(engagementId, apiName, current);
    if ('message' in input) return input;
    const answer = await fetchToken(input, this.outbound);
    return answer.accessToken
      ? { accessToken: answer.accessToken }
      : { message: `No token from ${current.tokenUrl}: ${answer.message}` };
  }

  /**
   * Fetches a token from the saved connection's tokenUrl with its stored secret (the Test button).
   * Audited, outcome included: the call sends the secret out of Cairn.
   */
  async test(engagementId: string, apiName: string, caller: Principal): Promise<ApiConnectionTestResult> {
    const current = await this.connections.existing(engagementId, apiName);
    const input = await this.tokenInput(engagementId, apiName, current);
    const result: ApiConnectionTestResult =
      'message' in input
        ? { success: false, message: input.message }
        : await requestToken(input, this.outbound);
    await recordAuditEvent(this.db, {
      action: API_CONNECTION_TEST_ACTION,
      actor: caller,
      target: apiName,
      scope: engagementScope(engagementId),
      detail: { tokenUrl: current.tokenUrl, version: current.version, success: result.success },
    });
    return result;
  }
}
