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
import { badRequest, conflict, notFound } from '../../http/problem.js';
import type { PrincipalNames } from '../authorization/principal-directory.js';
import { versionedStore } from '../../db/versioned-store.js';
import { invalid } from './connectors.problems.js';
import type { SecretStore } from '../secrets/secret-store.js';
import { configurationAbilities, listAbilities, type ConnectorsPolicyContext } from './connectors.policy.js';
import { presentBroker, type BrokerRow } from './connectors.presenter.js';
import type { BrokerHostKeys } from './broker-polls.store.js';
import { authorNames } from './version-authors.js';
import { recordAuditEvent } from '../audit/audit.service.js';

const t = brokerSftpConfigurations;
export const BROKER_HOST_KEY_RESET_ACTION = 'Broker.HostKey.Reset';
/** A broker's secrets: its name ignoring case (as `sameBroker`), never another object's. */
export const brokerSecretOwner = (brokerId: string) => ({
  kind: 'broker' as const,
  id: brokerId.toLowerCase(),
});
const sameBroker = (engagementId: string, brokerId: string) =>
  and(eq(t.engagementId, engagementId), sql`lower(${t.brokerId}) = lower(${brokerId})`);
const versionChanged = () =>
  conflict('Someone saved this broker meanwhile; reload to see their version.', 'versionChanged');
/** A broker's versions, by engagement and name ignoring case; a version saved meanwhile is a 409. */
const store = versionedStore({
  table: t,
  of: ({ engagementId, brokerId }: { engagementId: string; brokerId: string }) =>
    sameBroker(engagementId, brokerId),
  identity: [t.engagementId, sql`lower(${t.brokerId})`],
  conflict: versionChanged,
});
const noBroker = () => notFound('There is no broker with this name.');

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
  constructor(
    private readonly db: Db,
    private readonly secrets: SecretStore,
    private readonly names: PrincipalNames,
    private readonly hostKeys: BrokerHostKeys,
  ) {}

  /** The newest version of each broker of the engagement (or of every engagement). */
  async latest(engagementId?: string, db: Db | Tx = this.db): Promise<BrokerRow[]> {
    return store.latestOfEach(db, engagementId ? eq(t.engagementId, engagementId) : undefined);
  }

  async find(engagementId: string, brokerId: string, db: Db | Tx = this.db): Promise<BrokerRow | undefined> {
    return store.latest(db, { engagementId, brokerId });
  }

  /** The broker's own secrets (a namespace per broker). */
  secretsOf(engagementId: string, brokerId: string) {
    return this.secrets.ownedBy(engagementId, brokerSecretOwner(brokerId));
  }

  private async present(engagementId: string, rows: BrokerRow[], context: ConnectorsPolicyContext) {
    // All rows are of one broker (history) or each of a different one (list): status per row.
    const statuses = rows.map((r) =>
      this.secretsOf(engagementId, r.brokerId).status([r.passwordKeyName, r.sshKeyKeyName].filter(Boolean)),
    );
    const [status, who, trusted] = await Promise.all([
      Promise.all(statuses),
      authorNames(
        this.names,
        rows.map((r) => r.createdBy),
      ),
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
    const rows = await store.history(this.db, { engagementId, brokerId });
    if (rows.length === 0) throw noBroker();
    return this.present(engagementId, rows, context);
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
    const row = await this.db.transaction(async (tx) => {
      const current = await this.find(engagementId, brokerId, tx);
      const isNew = input.version === null;
      const others = isNew ? (await this.latest(engagementId, tx)).map((r) => r.brokerId) : [];
      const problems = brokerProblems({ ...input, brokerId, isNew }, others);
      if (input.password && input.passwordKeyName.trim() === '')
        problems.push({ field: 'passwordKeyName', message: { key: 'thisFieldIsRequired' } });
      if (input.sshPrivateKey && input.sshKeyKeyName.trim() === '')
        problems.push({ field: 'sshKeyKeyName', message: { key: 'thisFieldIsRequired' } });
      if (problems.length) throw invalid(problems);
      if (!isNew && !current) throw noBroker();
      if (current && !isNew && current.version !== input.version) throw versionChanged();
      const inserted = await store.append(
        tx,
        { engagementId, brokerId },
        brokerVersion(engagementId, current?.brokerId ?? brokerId.trim(), { ...input, createdBy: caller.id }),
        { after: current?.version ?? 0 },
      );
      const own = this.secretsOf(engagementId, inserted.brokerId);
      if (input.password) await own.set(tx, inserted.passwordKeyName, input.password, caller);
      if (input.sshPrivateKey) await own.set(tx, inserted.sshKeyKeyName, input.sshPrivateKey, caller);
      return inserted;
    });
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
    const row = await this.db.transaction((tx) =>
      store.restoreAsNew(
        tx,
        { engagementId, brokerId },
        version,
        (earlier, newest) =>
          brokerVersion(engagementId, newest.brokerId, { ...earlier, createdBy: caller.id }),
        (reason) =>
          reason === 'none'
            ? noBroker()
            : badRequest('Choose an earlier version.', [
                { field: 'version', message: 'Invalid value', key: 'invalidValue' },
              ]),
      ),
    );
    return (await this.present(engagementId, [row], context))[0];
  }

  /** Deletes the broker with its history, what it remembers of copied files, and its unshared secrets. */
  async remove(engagementId: string, brokerId: string, caller: Principal) {
    await this.db.transaction(async (tx) => {
      const deleted = await tx.delete(t).where(sameBroker(engagementId, brokerId)).returning({ id: t.id });
      if (deleted.length === 0) throw noBroker();
      await this.secretsOf(engagementId, brokerId).removeAll(tx, caller);
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
    const broker = await this.find(engagementId, brokerId);
    if (!broker) throw noBroker();
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
