// Storage configurations of an engagement: fetched as a list, replaced as a whole on save.
import { asc, eq } from 'drizzle-orm';
import { duplicatePurposes, type StorageConfiguration, type StorageImplementation } from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { storageConfigurations } from '../../db/schema/storage.js';
import { badRequest, notFound } from '../../http/problem.js';
import { changedRoots, type StorageRootsListener } from './storage-roots.port.js';
import { storageLocationProblems } from './storage-locations.js';
import {
  DEFAULT_STORAGE_CONFIGURATIONS,
  defaultStorageConfigurations,
  localStorageProblems,
  sharedStoreOffers,
  type StorageDeployment,
} from './storage-defaults.js';

/** The local file system's purposes: the embedded default (storage-defaults.ts). */
export { DEFAULT_STORAGE_CONFIGURATIONS };

const present = (row: typeof storageConfigurations.$inferSelect): StorageConfiguration => ({
  storagePurpose: row.storagePurpose,
  displayName: row.displayName,
  implementation: row.implementation as StorageImplementation,
  configuration: row.configuration,
});

/** The storage configurations (JSON texts) offered to an engagement by its selected storage resources. */
export type StorageOffersOf = (engagementId: string) => Promise<string[]>;

export class StorageConfigService {
  constructor(
    private readonly db: Db,
    /** Told of roots added or re-pointed, inside the save's transaction (RBAC tasks are queued there). */
    private readonly listener?: StorageRootsListener,
    /** What a configuration may point at besides the engagement's own (storage-locations.ts). */
    private readonly offers: StorageOffersOf = async () => [],
    /** Where files may go here (storage-defaults.ts); without it, the local file system, as embedded. */
    private readonly deployment?: StorageDeployment,
  ) {}

  async list(engagementId: string): Promise<StorageConfiguration[]> {
    const rows = await this.db
      .select()
      .from(storageConfigurations)
      .where(eq(storageConfigurations.engagementId, engagementId))
      .orderBy(asc(storageConfigurations.position));
    return rows.map(present);
  }

  async get(engagementId: string, purpose: string): Promise<StorageConfiguration> {
    const found = (await this.list(engagementId)).find(
      (c) => c.storagePurpose.toLowerCase() === purpose.toLowerCase(),
    );
    if (!found) throw notFound(`This engagement has no storage '${purpose}'.`);
    return found;
  }

  /** The configurations an engagement turning storage on gets: none when it has some (409 when none can be made here). */
  private async defaultsFor(engagementId: string) {
    if ((await this.list(engagementId)).length > 0) return [];
    return this.deployment ? defaultStorageConfigurations(this.deployment) : DEFAULT_STORAGE_CONFIGURATIONS;
  }

  /** Checked before Storage is turned on (engagement-provisioning.port.ts): 409 when no default can be made here. */
  async checkDefaults(engagementId: string) {
    await this.defaultsFor(engagementId);
  }

  /** An engagement that turns storage on gets the default configurations, unless it has some. */
  async provisionDefaults(engagementId: string) {
    const defaults = await this.defaultsFor(engagementId);
    if (defaults.length) await this.replace(engagementId, defaults);
  }

  /** Replaces the engagement's list in one transaction; duplicates (ignoring case) change nothing. */
  async replace(engagementId: string, list: StorageConfiguration[]) {
    const local = this.deployment ? localStorageProblems(list, this.deployment) : [];
    if (local.length) throw badRequest(local.map((p) => `${p.field}: ${p.message}`).join('; '), local);
    const duplicates = duplicatePurposes(list);
    if (duplicates.length) {
      throw badRequest(
        'Storage purposes must be unique.',
        duplicates.map((i) => ({
          field: `${i}.storagePurpose`,
          message: 'This purpose already exists',
          key: 'thisPurposeAlreadyExists',
        })),
      );
    }
    const saved = (await this.list(engagementId)).map((c) => c.configuration);
    const offered = [
      ...(await this.offers(engagementId)),
      ...(this.deployment ? sharedStoreOffers(this.deployment) : []),
    ];
    const elsewhere = storageLocationProblems(list, offered, saved);
    if (elsewhere.length)
      throw badRequest(elsewhere.map((p) => `${p.field}: ${p.message}`).join('; '), elsewhere);
    await this.db.transaction(async (tx) => {
      const before = await tx
        .delete(storageConfigurations)
        .where(eq(storageConfigurations.engagementId, engagementId))
        .returning();
      if (list.length) {
        await tx
          .insert(storageConfigurations)
          .values(list.map((c, position) => ({ ...c, engagementId, position })));
      }
      const changed = changedRoots(before, list);
      if (changed.length) await this.listener?.afterStorageRootsChanged(tx, engagementId, changed);
    });
    return this.list(engagementId);
  }
}
