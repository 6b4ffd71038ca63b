// An engagement's storage roots as the RBAC tasks read them (modules/rbac/ports.ts RbacStorageRoots),
// so that module need not read this module's tables. Reads that run inside a caller's transaction
// take it as `db`.
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { storageConfigurations } from '../../db/schema/storage.js';

export class StorageRoots {
  constructor(private readonly db: Db) {}

  async purposes(engagementId: string, db: Db | Tx = this.db) {
    const rows = await db
      .select({ purpose: storageConfigurations.storagePurpose })
      .from(storageConfigurations)
      .where(eq(storageConfigurations.engagementId, engagementId))
      .orderBy(asc(storageConfigurations.position));
    return rows.map((r) => r.purpose);
  }

  async configurationOf(engagementId: string, purpose: string) {
    const [row] = await this.db
      .select({ configuration: storageConfigurations.configuration })
      .from(storageConfigurations)
      .where(
        and(
          eq(storageConfigurations.engagementId, engagementId),
          eq(storageConfigurations.storagePurpose, purpose),
        ),
      );
    return row?.configuration;
  }
}

/** Hears which storage roots a save added or pointed elsewhere, inside its transaction (RBAC tasks are queued there). */
export interface StorageRootsListener {
  afterStorageRootsChanged(tx: Tx, engagementId: string, purposes: string[]): Promise<void>;
}

type Root = { storagePurpose: string; implementation: string; configuration: string };

/** The purposes of `after` that `before` lacks or configured differently (same spelling, as RBAC names resources). */
export function changedRoots(before: readonly Root[], after: readonly Root[]): string[] {
  return after
    .filter((root) => {
      const old = before.find((b) => b.storagePurpose === root.storagePurpose);
      return !old || old.implementation !== root.implementation || old.configuration !== root.configuration;
    })
    .map((root) => root.storagePurpose);
}
