// Broker SFTP configurations of an engagement (admin-console.md sections 3-5): every save is a new
// version of the broker (history, restore); the password and private key go into the secret store
// under the broker's key names in the same transaction, and never come back. A broker's key names
// are its own (brokerSecrets): naming another broker's or Cairn's own key reaches nothing.
import { and, eq, sql } from 'drizzle-orm';
import {
  brokerProblems,
  engagementScope,
  type BrokerList,
  type BrokerSave,
  type BrokerSftpConfiguration,
  brokerSaveSchema,
} from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { Db, Tx } from '../../db/client.js';
import { brokerCopiedFiles, brokerPolls, brokerSftpConfigurations } from '../../db/schema/connectors.js';
import type { PrincipalNames } from '../authorization/principal-directory.js';
import type { SecretStore } from '../secrets/secret-store.js';
import { configurationAbilities, listAbilities, type ConnectorsPolicyContext } from './connectors.policy.js';
import { presentBroker, type BrokerRow } from './connectors.presenter.js';
import type { BrokerHostKeys } from './broker-polls.store.js';
import { VersionedConnectors } from './versioned-connectors.js';
import { recordAuditEvent } from '../audit/audit.service.js';

const t = brokerSftpConfigurations;
export const BROKER_HOST_KEY_RESET_ACTION = 'Broker.HostKey.Reset';
/** A broker's secrets: its name ignoring case (as its versions), never another object's. */
export const brokerSecretOwner = (brokerId: string) => ({
  kind: 'broker' as const,
  id: brokerId.toLowerCase(),
});
/** A version's columns, trimmed. */
const brokerVersion = (
  engagementId: string,
  brokerId: string,
  v: Omit<BrokerRow, 'id' | 'engagementId' | 'brokerId' | 'createdAt' | 'version'>,
) => ({
  engagementId,
  brokerId,
  enabled: v.enabled,
  hostName: v.hostName.trim(),
  userName: v.userName.trim(),
  passwordKeyName: v.passwordKeyName.trim(),
  sshKeyKeyName: v.sshKeyKeyName.trim(),
  port: v.port,
  scanPath: v.scanPath.trim(),
  fileFilters: v.fileFilters.map((f) => ({ namePattern: f.namePattern.trim() })),
  createdBy: v.createdBy,
});

export class BrokerService {
  /** A broker's versions, by engagement and name ignoring case, and its secrets (a namespace per broker). */
  private readonly brokers: VersionedConnectors<typeof t>;

  constructor(
    private readonly db: Db,
    secrets: SecretStore,
    names: PrincipalNames,
    private readonly hostKeys: BrokerHostKeys,
  ) {
    this.brokers = new VersionedConnectors(db, secrets, names, {
      table: t,
      noun: 'broker',
      same: (engagementId, brokerId) =>
        and(eq(t.engagementId, engagementId), sql`lower(${t.brokerId}) = lower(${brokerId})`),
      nameKey: sql`lower(${t.brokerId})`,
      nameOf: (r) => r.brokerId,
      secretOwner: brokerSecretOwner,
      secretKeyNames: (r) => [r.passwordKeyName, r.sshKeyKeyName],
    });
  }

  /** The newest version of each broker of the engagement (or of every engagement). */
  async latest(engagementId?: string, db: Db | Tx = this.db): Promise<BrokerRow[]> {
    return this.brokers.latest(engagementId, db);
  }

  async find(engagementId: string, brokerId: string, db: Db | Tx = this.db): Promise<BrokerRow | undefined> {
    return this.brokers.find(engagementId, brokerId, db);
  }

  /** The broker's own secrets (a namespace per broker). */
  secretsOf(engagementId: string, brokerId: string) {
    return this.brokers.secretsOf(engagementId, brokerId);
  }

  private async present(engagementId: string, rows: BrokerRow[], context: ConnectorsPolicyContext) {
    const [{ status, who }, trusted] = await Promise.all([
      this.brokers.statusAndAuthors(engagementId, rows),
      this.hostKeys.trustedOf(engagementId),
    ]);
    const abilities = configurationAbilities(context);
    return rows.map((r, i) =>
      presentBroker(r, status[i], who(r.createdBy), trusted.get(r.brokerId.toLowerCase()) ?? null, abilities),
    );
  }

  async list(engagementId: string, context: ConnectorsPolicyContext): Promise<BrokerList> {
    const rows = await this.latest(engagementId);
    rows.sort((a, b) => a.brokerId.localeCompare(b.brokerId));
    return { results: await this.present(engagementId, rows, context), abilities: listAbilities(context) };
  }

  async history(engagementId: string, brokerId: string, context: ConnectorsPolicyContext) {
    return this.present(engagementId, await this.brokers.history(engagementId, brokerId), context);
  }

  /** Creates (version null) or updates (the version edited) a broker: a new version either way. */
  async save(
    engagementId: string,
    brokerId: string,
    body: BrokerSave,
    caller: Principal,
    context: ConnectorsPolicyContext,
  ): Promise<BrokerSftpConfiguration> {
    const input = brokerSaveSchema.parse(body);
    const problems = (isNew: boolean, others: string[]) => {
      const found = brokerProblems({ ...input, brokerId, isNew }, others);
      if (input.password && input.passwordKeyName.trim() === '')
        found.push({ field: 'passwordKeyName', message: { key: 'thisFieldIsRequired' } });
      if (input.sshPrivateKey && input.sshKeyKeyName.trim() === '')
        found.push({ field: 'sshKeyKeyName', message: { key: 'thisFieldIsRequired' } });
      return found;
    };
    const row = await this.brokers.save(
      engagementId,
      brokerId,
      {
        version: input.version,
        problems,
        // An existing broker keeps the name it was created with (case included).
        values: (current) =>
          brokerVersion(engagementId, current?.brokerId ?? brokerId.trim(), {
            ...input,
            createdBy: caller.id,
          }),
        secrets: (saved) => [
          [saved.passwordKeyName, input.password],
          [saved.sshKeyKeyName, input.sshPrivateKey],
        ],
      },
      caller,
    );
    return (await this.present(engagementId, [row], context))[0];
  }

  /** Restores an earlier version as the newest one (section 4: any version but the newest). */
  async restore(
    engagementId: string,
    brokerId: string,
    version: number,
    caller: Principal,
    context: ConnectorsPolicyContext,
  ) {
    const row = await this.brokers.restore(engagementId, brokerId, version, (earlier, newest) =>
      brokerVersion(engagementId, newest.brokerId, { ...earlier, createdBy: caller.id }),
    );
    return (await this.present(engagementId, [row], context))[0];
  }

  /** Deletes the broker with its history, what it remembers of copied files, and its unshared secrets. */
  async remove(engagementId: string, brokerId: string, caller: Principal) {
    await this.brokers.remove(engagementId, brokerId, caller, async (tx) => {
      await tx
        .delete(brokerCopiedFiles)
        .where(
          and(
            eq(brokerCopiedFiles.engagementId, engagementId),
            sql`lower(${brokerCopiedFiles.brokerId}) = lower(${brokerId})`,
          ),
        );
      await tx
        .delete(brokerPolls)
        .where(
          and(eq(brokerPolls.engagementId, engagementId), eq(brokerPolls.brokerKey, brokerId.toLowerCase())),
        );
    });
  }

  /** Forgets the server's trusted host key (the user confirmed): the next poll trusts what it finds. */
  async resetHostKey(engagementId: string, brokerId: string, caller: Principal) {
    const broker = await this.brokers.existing(engagementId, brokerId);
    const trusted = await this.hostKeys.trusted(engagementId, brokerId);
    if (!(await this.hostKeys.reset(engagementId, brokerId))) return;
    await recordAuditEvent(this.db, {
      action: BROKER_HOST_KEY_RESET_ACTION,
      actor: caller,
      target: broker.brokerId,
      scope: engagementScope(engagementId),
      detail: { hostName: broker.hostName, port: broker.port, fingerprint: trusted },
    });
  }
}
