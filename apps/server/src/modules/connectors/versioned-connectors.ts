// What brokers and API connections have in common (admin-console.md sections 3-5): a connector of an
// engagement, named within it, kept as versions (db/versioned-store.ts: history, restore), whose
// secrets live in the secret store under the connector's own namespace and are written in the same
// transaction as the version naming them. Kept once here so that both answer a stale edit, a missing
// name, a refused restore and a delete alike; each service keeps its rules, columns and presenter,
// and its extras (a broker's host key and polls, a connection's token test).
import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FieldProblem } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { Db, Tx } from '../../db/client.js';
import {
  versionedStore,
  type NewVersion,
  type VersionedStore,
  type VersionRow,
  type VersionTable,
} from '../../db/versioned-store.js';
import { badRequest, conflict, notFound } from '../../http/problem.js';
import type { PrincipalNames } from '../authorization/principal-directory.js';
import type { SecretOwner, SecretStore } from '../secrets/secret-store.js';
import { invalid } from './connectors.problems.js';
import { authorNames } from './version-authors.js';

/** A table of connector versions: by engagement, with who saved each version. */
type ConnectorTable = VersionTable & {
  id: AnyPgColumn;
  engagementId: AnyPgColumn;
  $inferSelect: { version: number; createdBy: string | null };
};
/** One connector: its engagement and its name (as the user typed it in the address). */
interface ConnectorKey {
  engagementId: string;
  name: string;
}

export interface VersionedConnectorSpec<T extends ConnectorTable> {
  table: T;
  /** What a user calls one, in the answers' English: "broker", "API connection". */
  noun: string;
  /** One connector's rows: its engagement and its name, compared as the table's unique index does. */
  same: (engagementId: string, name: string) => SQL | undefined;
  /** The name as the unique index has it (the column, or lower() of it): the newest of each. */
  nameKey: AnyPgColumn | SQL;
  nameOf: (row: VersionRow<T>) => string;
  /** The secret-store namespace of a connector's own secrets. */
  secretOwner: (name: string) => SecretOwner;
  /** The key names a version gives its secrets (an empty one names none). */
  secretKeyNames: (row: VersionRow<T>) => string[];
}

/** The parts of a save that are the connector's own. */
export interface ConnectorEdit<T extends ConnectorTable> {
  /** The version the edit started from; null creates the connector. */
  version: number | null;
  /** The rule failures, given whether it is new and (for a new one) the names already in use. */
  problems: (isNew: boolean, used: string[]) => FieldProblem[];
  /** The new version's columns, given the newest one (none for a new connector). */
  values: (current: VersionRow<T> | undefined) => NewVersion<T>;
  /** The secret values typed in, each with the key name the saved version gives it; none typed keeps the stored one. */
  secrets: (saved: VersionRow<T>) => [keyName: string, value: string | undefined][];
}

export class VersionedConnectors<T extends ConnectorTable> {
  private readonly store: VersionedStore<T, ConnectorKey>;

  constructor(
    private readonly db: Db,
    private readonly secrets: SecretStore,
    private readonly names: PrincipalNames,
    private readonly spec: VersionedConnectorSpec<T>,
  ) {
    // A version saved meanwhile is a 409 (the form edited an older one), never a silent overwrite.
    this.store = versionedStore({
      table: spec.table,
      of: ({ engagementId, name }: ConnectorKey) => spec.same(engagementId, name),
      identity: [spec.table.engagementId, spec.nameKey],
      conflict: () => this.versionChanged(),
    });
  }

  versionChanged() {
    return conflict(
      `Someone saved this ${this.spec.noun} meanwhile; reload to see their version.`,
      'versionChanged',
    );
  }

  missing() {
    return notFound(`There is no ${this.spec.noun} with this name.`);
  }

  /** The newest version of each connector of the engagement (or of every engagement). */
  latest(engagementId?: string, db: Db | Tx = this.db): Promise<VersionRow<T>[]> {
    return this.store.latestOfEach(
      db,
      engagementId ? eq(this.spec.table.engagementId, engagementId) : undefined,
    );
  }

  find(engagementId: string, name: string, db: Db | Tx = this.db): Promise<VersionRow<T> | undefined> {
    return this.store.latest(db, { engagementId, name });
  }

  /** The connector as it stands, or the 404. */
  async existing(engagementId: string, name: string): Promise<VersionRow<T>> {
    const row = await this.find(engagementId, name);
    if (!row) throw this.missing();
    return row;
  }

  /** The connector's own secrets (a namespace per connector). */
  secretsOf(engagementId: string, name: string) {
    return this.secrets.ownedBy(engagementId, this.spec.secretOwner(name));
  }

  /** Every version, newest first; none is the 404. */
  async history(engagementId: string, name: string): Promise<VersionRow<T>[]> {
    const rows = await this.store.history(this.db, { engagementId, name });
    if (rows.length === 0) throw this.missing();
    return rows;
  }

  /**
   * What an answer shows beside each row: whether its secrets are set and who saved it. All rows
   * are of one connector (history) or each of a different one (list): a status per row.
   */
  async statusAndAuthors(engagementId: string, rows: VersionRow<T>[]) {
    const [status, who] = await Promise.all([
      Promise.all(
        rows.map((r) =>
          this.secretsOf(engagementId, this.spec.nameOf(r)).status(
            this.spec.secretKeyNames(r).filter(Boolean),
          ),
        ),
      ),
      authorNames(
        this.names,
        rows.map((r) => r.createdBy),
      ),
    ]);
    return { status, who };
  }

  /** Creates (version null) or updates (the version edited) a connector: a new version either way. */
  save(
    engagementId: string,
    name: string,
    edit: ConnectorEdit<T>,
    caller: Principal,
  ): Promise<VersionRow<T>> {
    return this.db.transaction(async (tx) => {
      const current = await this.find(engagementId, name, tx);
      const isNew = edit.version === null;
      const used = isNew ? (await this.latest(engagementId, tx)).map(this.spec.nameOf) : [];
      const problems = edit.problems(isNew, used);
      if (problems.length) throw invalid(problems);
      if (!isNew && !current) throw this.missing();
      if (!isNew && current?.version !== edit.version) throw this.versionChanged();
      const saved = await this.store.append(tx, { engagementId, name }, edit.values(current), {
        after: current?.version ?? 0,
      });
      const own = this.secretsOf(engagementId, this.spec.nameOf(saved));
      for (const [keyName, value] of edit.secrets(saved))
        if (value) await own.set(tx, keyName, value, caller);
      return saved;
    });
  }

  /** Restores an earlier version as the newest one (section 4: any version but the newest). */
  restore(
    engagementId: string,
    name: string,
    version: number,
    values: (chosen: VersionRow<T>, newest: VersionRow<T>) => NewVersion<T>,
  ): Promise<VersionRow<T>> {
    return this.db.transaction((tx) =>
      this.store.restoreAsNew(tx, { engagementId, name }, version, values, (reason) =>
        reason === 'none'
          ? this.missing()
          : badRequest('Choose an earlier version.', [
              { field: 'version', message: 'Invalid value', key: 'invalidValue' },
            ]),
      ),
    );
  }

  /**
   * Deletes the connector with its history and its unshared secrets; `alsoDelete` removes, in the
   * same transaction, what else the connector leaves behind.
   */
  async remove(
    engagementId: string,
    name: string,
    caller: Principal,
    alsoDelete?: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const t = this.spec.table;
      const deleted = await tx.delete(t).where(this.spec.same(engagementId, name)).returning({ id: t.id });
      if (deleted.length === 0) throw this.missing();
      await this.secretsOf(engagementId, name).removeAll(tx, caller);
      await alsoDelete?.(tx);
    });
  }
}
