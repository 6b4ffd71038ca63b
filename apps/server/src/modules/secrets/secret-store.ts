// The engagement secret store: configuration and connector secrets (a PGP passphrase, an SFTP password,
// an API token) sealed with the data directory's key. Callers write inside their own transaction so a
// secret stands or falls with the configuration that names it; answers only ever carry `status()`
// (set or not), while `reveal()` is for server-side use (a connector calling out), never an answer.
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { engagementScope } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { Db, Tx } from '../../db/client.js';
import { escapeLike } from '../../db/like.js';
import { engagementSecrets } from '../../db/schema/secrets.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { dataDirectoryKey, open, seal } from './secret-box.js';

export const SECRET_AUDIT_ACTIONS = { set: 'Secret.Set', remove: 'Secret.Remove' } as const;

export class SecretStore {
  private key: Buffer | undefined;

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
  ) {}

  /** Read lazily: a server that never stores a secret never makes a key file. */
  private sealingKey() {
    this.key ??= dataDirectoryKey(this.dataDir);
    return this.key;
  }

  /** Sets or replaces a secret; audited (the key name, never the value). */
  async set(tx: Db | Tx, engagementId: string, keyName: string, value: string, caller: Principal | null) {
    const ciphertext = seal(this.sealingKey(), value);
    const updatedBy = caller?.id ?? null;
    await tx
      .insert(engagementSecrets)
      .values({ engagementId, keyName, ciphertext, updatedBy })
      .onConflictDoUpdate({
        target: [engagementSecrets.engagementId, engagementSecrets.keyName],
        set: { ciphertext, updatedBy, updatedAt: sql`now()` },
      });
    await recordAuditEvent(tx, {
      action: SECRET_AUDIT_ACTIONS.set,
      actor: caller,
      target: keyName,
      scope: engagementScope(engagementId),
    });
  }

  /**
   * The secret's value, set to `value` first when it has none: of several processes asking at once,
   * the first to write wins and all get its value (Cairn's own secrets, e.g. a warehouse role's
   * password; not audited, as no user set it).
   */
  async setIfAbsent(engagementId: string, keyName: string, value: string): Promise<string> {
    const ciphertext = seal(this.sealingKey(), value);
    const inserted = await this.db
      .insert(engagementSecrets)
      .values({ engagementId, keyName, ciphertext, updatedBy: null })
      .onConflictDoNothing({ target: [engagementSecrets.engagementId, engagementSecrets.keyName] })
      .returning({ keyName: engagementSecrets.keyName });
    if (inserted.length) return value;
    return (await this.reveal(engagementId, keyName))!;
  }

  /** Removes a secret (nothing happens when it is not set); audited when given the caller. */
  async remove(tx: Db | Tx, engagementId: string, keyName: string, caller?: Principal | null) {
    const removed = await tx
      .delete(engagementSecrets)
      .where(and(eq(engagementSecrets.engagementId, engagementId), eq(engagementSecrets.keyName, keyName)))
      .returning({ keyName: engagementSecrets.keyName });
    if (removed.length > 0 && caller !== undefined)
      await recordAuditEvent(tx, {
        action: SECRET_AUDIT_ACTIONS.remove,
        actor: caller,
        target: keyName,
        scope: engagementScope(engagementId),
      });
  }

  /** Whether each key is set: the only thing an answer may say about a secret. */
  async status(engagementId: string, keyNames: readonly string[], tx: Db | Tx = this.db) {
    const result: Record<string, boolean> = Object.fromEntries(keyNames.map((k) => [k, false]));
    if (keyNames.length === 0) return result;
    const rows = await tx
      .select({ keyName: engagementSecrets.keyName })
      .from(engagementSecrets)
      .where(
        and(
          eq(engagementSecrets.engagementId, engagementId),
          inArray(engagementSecrets.keyName, [...keyNames]),
        ),
      );
    for (const row of rows) result[row.keyName] = true;
    return result;
  }

  /**
   * The secrets of one object of the engagement (a broker, an API connection). Key names a request
   * gives are resolved under the object's own prefix, so a body can name neither another object's
   * secret nor Cairn's own (a configuration card's, a warehouse role's password).
   */
  ownedBy(engagementId: string, owner: SecretOwner): OwnedSecrets {
    return new OwnedSecrets(this, engagementId, secretOwnerPrefix(owner));
  }

  /** The plain value, for server-side use only (never put it in an answer or a log). */
  async reveal(engagementId: string, keyName: string, tx: Db | Tx = this.db): Promise<string | undefined> {
    const [row] = await tx
      .select({ ciphertext: engagementSecrets.ciphertext })
      .from(engagementSecrets)
      .where(and(eq(engagementSecrets.engagementId, engagementId), eq(engagementSecrets.keyName, keyName)));
    return row ? open(this.sealingKey(), row.ciphertext).toString('utf8') : undefined;
  }
}

/** An object that owns secrets; its id must not contain '/', so one prefix never covers another's. */
export interface SecretOwner {
  kind: 'broker' | 'api-connection';
  id: string;
}

/** `broker/<id>/`: the store's key names of an object start with it; Cairn's own keys never do. */
export const secretOwnerPrefix = (owner: SecretOwner) => `${owner.kind}/${owner.id}/`;

export class OwnedSecrets {
  constructor(
    private readonly store: SecretStore,
    private readonly engagementId: string,
    private readonly prefix: string,
  ) {}

  private key(keyName: string) {
    return `${this.prefix}${keyName}`;
  }

  set(tx: Db | Tx, keyName: string, value: string, caller: Principal | null) {
    return this.store.set(tx, this.engagementId, this.key(keyName), value, caller);
  }

  /** Whether each of the object's key names is set, by the name the object gives it. */
  async status(keyNames: readonly string[]): Promise<Record<string, boolean>> {
    const found = await this.store.status(
      this.engagementId,
      keyNames.map((k) => this.key(k)),
    );
    return Object.fromEntries(keyNames.map((k) => [k, found[this.key(k)] === true]));
  }

  reveal(keyName: string): Promise<string | undefined> {
    return this.store.reveal(this.engagementId, this.key(keyName));
  }

  /** Removes every secret of the object (it is being deleted); audited. */
  async removeAll(tx: Db | Tx, caller: Principal | null) {
    const rows = await tx
      .select({ keyName: engagementSecrets.keyName })
      .from(engagementSecrets)
      .where(
        and(
          eq(engagementSecrets.engagementId, this.engagementId),
          like(engagementSecrets.keyName, `${escapeLike(this.prefix)}%`),
        ),
      );
    for (const row of rows) await this.store.remove(tx, this.engagementId, row.keyName, caller);
  }
}
