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
import type { Db, Tx } from '../../db/client.js';
import { apiConnectionConfigurations } from '../../db/schema/connectors.js';
import { badRequest, conflict, notFound } from '../../http/problem.js';
import type { PrincipalNames } from '../authorization/principal-directory.js';
import type { SecretStore } from '../secrets/secret-store.js';
import { apiConnectionAbilities, listAbilities, type ConnectorsPolicyContext } from './connectors.policy.js';
import { presentApiConnection, type ApiConnectionRow } from './connectors.presenter.js';
import { versionedStore } from '../../db/versioned-store.js';
import { invalid } from './connectors.problems.js';
import { requestToken } from './token-request.js';
import type { OutboundAddresses } from '../../net/outbound-addresses.js';
import { authorNames } from './version-authors.js';
import { recordAuditEvent } from '../audit/audit.service.js';

const t = apiConnectionConfigurations;
export const API_CONNECTION_TEST_ACTION = 'ApiConnection.Test';
const sameApi = (engagementId: string, apiName: string) =>
  and(eq(t.engagementId, engagementId), eq(t.apiName, apiName));
const versionChanged = () =>
  conflict('Someone saved this API connection meanwhile; reload to see their version.', 'versionChanged');
/** A connection's versions, by engagement and API name; a version saved meanwhile is a 409. */
const store = versionedStore({
  table: t,
  of: ({ engagementId, apiName }: { engagementId: string; apiName: string }) =>
    sameApi(engagementId, apiName),
  identity: [t.engagementId, t.apiName],
  conflict: versionChanged,
});
const noConnection = () => notFound('There is no API connection with this name.');

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
  constructor(
    private readonly db: Db,
    private readonly secrets: SecretStore,
    private readonly names: PrincipalNames,
    private readonly outbound: OutboundAddresses,
  ) {}

  private latest(engagementId: string, db: Db | Tx = this.db): Promise<ApiConnectionRow[]> {
    return store.latestOfEach(db, eq(t.engagementId, engagementId));
  }

  private async find(engagementId: string, apiName: string, db: Db | Tx = this.db) {
    return store.latest(db, { engagementId, apiName });
  }

  /** The connection's own secrets (a namespace per API name). */
  private secretsOf(engagementId: string, apiName: string) {
    return this.secrets.ownedBy(engagementId, { kind: 'api-connection', id: apiName });
  }

  private async present(engagementId: string, rows: ApiConnectionRow[], context: ConnectorsPolicyContext) {
    const statuses = rows.map((r) =>
      this.secretsOf(engagementId, r.apiName).status([r.clientSecretKeyName].filter(Boolean)),
    );
    const [status, who] = await Promise.all([
      Promise.all(statuses),
      authorNames(
        this.names,
        rows.map((r) => r.createdBy),
      ),
    ]);
    const abilities = apiConnectionAbilities(context);
    return rows.map((r, i) => presentApiConnection(r, status[i], who(r.createdBy), abilities));
  }

  async list(engagementId: string, context: ConnectorsPolicyContext): Promise<ApiConnectionList> {
    const rows = await this.latest(engagementId);
    const used = rows.map((r) => r.apiName);
    return {
      results: await this.present(engagementId, rows, context),
      availableApiNames: API_CONNECTION_NAMES.filter((n) => !used.includes(n)),
      abilities: listAbilities(context),
    };
  }

  async history(engagementId: string, apiName: string, context: ConnectorsPolicyContext) {
    const rows = await store.history(this.db, { engagementId, apiName });
    if (rows.length === 0) throw noConnection();
    return this.present(engagementId, rows, context);
  }

  async save(
    engagementId: string,
    apiName: string,
    body: ApiConnectionSave,
    caller: Principal,
    context: ConnectorsPolicyContext,
  ): Promise<ApiConnection> {
    const input = apiConnectionSaveSchema.parse(body);
    const row = await this.db.transaction(async (tx) => {
      const current = await this.find(engagementId, apiName, tx);
      const isNew = input.version === null;
      const used = isNew ? (await this.latest(engagementId, tx)).map((r) => r.apiName) : [];
      const problems = apiConnectionProblems({ ...input, apiName, isNew }, used);
      if (problems.length) throw invalid(problems);
      if (!isNew && !current) throw noConnection();
      if (!isNew && current?.version !== input.version) throw versionChanged();
      const inserted = await store.append(
        tx,
        { engagementId, apiName },
        connectionVersion(engagementId, apiName, { ...input, createdBy: caller.id }),
        { after: current?.version ?? 0 },
      );
      if (input.clientSecret)
        await this.secretsOf(engagementId, apiName).set(
          tx,
          inserted.clientSecretKeyName,
          input.clientSecret,
          caller,
        );
      return inserted;
    });
    return (await this.present(engagementId, [row], context))[0];
  }

  async restore(
    engagementId: string,
    apiName: string,
    version: number,
    caller: Principal,
    context: ConnectorsPolicyContext,
  ) {
    const row = await this.db.transaction((tx) =>
      store.restoreAsNew(
        tx,
        { engagementId, apiName },
        version,
        (earlier) => connectionVersion(engagementId, apiName, { ...earlier, createdBy: caller.id }),
        (reason) =>
          reason === 'none'
            ? noConnection()
            : badRequest('Choose an earlier version.', [
                { field: 'version', message: 'Invalid value', key: 'invalidValue' },
              ]),
      ),
    );
    return (await this.present(engagementId, [row], context))[0];
  }

  /** Deletes the connection with its history and its unshared client secret. */
  async remove(engagementId: string, apiName: string, caller: Principal) {
    await this.db.transaction(async (tx) => {
      const deleted = await tx.delete(t).where(sameApi(engagementId, apiName)).returning({ id: t.id });
      if (deleted.length === 0) throw noConnection();
      await this.secretsOf(engagementId, apiName).removeAll(tx, caller);
    });
  }

  /**
   * Fetches a token from the saved connection's tokenUrl with its stored secret (the Test button).
   * Audited, outcome included: the call sends the secret out of Cairn.
   */
  async test(engagementId: string, apiName: string, caller: Principal): Promise<ApiConnectionTestResult> {
    const current = await this.find(engagementId, apiName);
    if (!current) throw noConnection();
    const secret = await this.secretsOf(engagementId, apiName).reveal(current.clientSecretKeyName);
    const result: ApiConnectionTestResult =
      secret === undefined
        ? { success: false, message: `No client secret is stored under ${current.clientSecretKeyName}.` }
        : await requestToken(
            {
              tokenUrl: current.tokenUrl,
              clientId: current.clientId,
              clientSecret: secret,
              scope: current.scope,
              grantType: current.grantType,
            },
            this.outbound,
          );
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
