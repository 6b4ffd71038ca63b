// The usage meter: storage, the run worker and the warehouse tell it what happened (bytes stored or
// removed, a run's seconds, a warehouse file's size after a run) and it adds that to today's row of
// the resource at once, so the costs page only sums daily rows. Levels (bytes stored now) are kept
// beside the daily rows; the snapshot job copies them into every new day.
import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { CostMeter } from '@cairn/contracts';
import type { Db, Tx } from '../../db/client.js';
import { meteredUsage, usageLevels } from '../../db/schema/costs.js';
import type { CostsTenancy, NamedEngagement } from '../engagements/costs-tenancy.port.js';

/** What the storage module reports (modules/storage/storage-objects.service.ts). */
export interface StorageUsageMeter {
  /** Bytes added (positive) or removed (negative) in one engagement's storage purpose. */
  storageChanged(engagementId: string, purpose: string, deltaBytes: number): Promise<void>;
}

/** What the run worker reports when a run has ended (jobs/run-worker.ts). */
export interface RunUsageMeter {
  runFinished(run: { engagementId: string; seconds: number }): Promise<void>;
}

/** Where an engagement's warehouse file is (warehouse/warehouse.service.ts). */
export interface WarehouseFiles {
  fileOf(engagementId: string): string | Promise<string>;
}

/** A metered resource of an engagement, as its rows name it. */
export interface MeteredResource {
  resourcePath: string;
  resourceName: string;
  /** StorageRoot, Warehouse or Pipelines. */
  resourceType: string;
  meter: CostMeter;
}

export const storageResource = (engagementId: string, purpose: string): MeteredResource => ({
  resourcePath: `/engagements/${engagementId}/storage/${purpose.toLowerCase()}`,
  resourceName: `${purpose.toLowerCase()} storage`,
  resourceType: 'StorageRoot',
  meter: 'storage.bytes',
});
export const warehouseResource = (engagementId: string): MeteredResource => ({
  resourcePath: `/engagements/${engagementId}/warehouse`,
  resourceName: 'warehouse',
  resourceType: 'Warehouse',
  meter: 'warehouse.bytes',
});
export const pipelinesResource = (engagementId: string): MeteredResource => ({
  resourcePath: `/engagements/${engagementId}/pipelines`,
  resourceName: 'pipeline runs',
  resourceType: 'Pipelines',
  meter: 'pipeline.seconds',
});

/** The UTC day of `at` as YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export class UsageMeter implements StorageUsageMeter, RunUsageMeter {
  constructor(
    private readonly db: Db,
    private readonly tenancy: CostsTenancy,
    private readonly warehouse?: WarehouseFiles,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async storageChanged(engagementId: string, purpose: string, deltaBytes: number) {
    if (deltaBytes === 0) return;
    const engagement = await this.tenancy.engagement(engagementId);
    if (!engagement) return;
    await this.moveLevel(engagement, storageResource(engagementId, purpose), { delta: deltaBytes });
  }

  async runFinished(run: { engagementId: string; seconds: number }) {
    const engagement = await this.tenancy.engagement(run.engagementId);
    if (!engagement) return;
    if (run.seconds > 0) await this.add(engagement, pipelinesResource(run.engagementId), run.seconds);
    const bytes = await this.warehouseBytes(run.engagementId);
    if (bytes !== undefined)
      await this.moveLevel(engagement, warehouseResource(run.engagementId), { set: bytes });
  }

  /** Copies every level into today's rows: a day without uploads still stores what is there. */
  async snapshotLevels() {
    const day = utcDay(this.clock());
    const levels = await this.db.select().from(usageLevels);
    for (const level of levels) {
      await this.upsertDay(this.db, day, level, level.quantity, 'set');
    }
    return levels.length;
  }

  private async warehouseBytes(engagementId: string) {
    if (!this.warehouse) return undefined;
    try {
      const file = await this.warehouse.fileOf(engagementId);
      // DuckDB keeps recent changes in a write-ahead log beside the file until a checkpoint.
      const sizes = await Promise.all(
        [file, `${file}.wal`].map((f) =>
          fs.stat(f).then(
            (s) => s.size,
            () => 0,
          ),
        ),
      );
      return sizes[0] + sizes[1];
    } catch {
      return undefined; // not a local file (no engagement id), nothing to meter
    }
  }

  private async add(engagement: NamedEngagement, resource: MeteredResource, quantity: number) {
    await this.upsertDay(this.db, utcDay(this.clock()), { ...resource, ...ids(engagement) }, quantity, 'add');
  }

  private async moveLevel(
    engagement: NamedEngagement,
    resource: MeteredResource,
    change: { delta: number } | { set: number },
  ) {
    const row = { ...resource, ...ids(engagement) };
    await this.db.transaction(async (tx) => {
      const next =
        'set' in change
          ? sql`${change.set}::double precision`
          : sql`greatest(0, ${usageLevels.quantity} + ${change.delta}::double precision)`;
      const [level] = await tx
        .insert(usageLevels)
        .values({ ...row, quantity: 'set' in change ? change.set : Math.max(0, change.delta) })
        .onConflictDoUpdate({
          target: [usageLevels.tenantId, usageLevels.resourcePath, usageLevels.meter],
          set: { quantity: next, updatedAt: sql`now()`, resourceName: row.resourceName },
        })
        .returning({ quantity: usageLevels.quantity });
      await this.upsertDay(tx, utcDay(this.clock()), row, level.quantity, 'set');
    });
  }

  private async upsertDay(
    db: Db | Tx,
    day: string,
    row: MeteredResource & { tenantId: string; engagementId: string | null },
    quantity: number,
    mode: 'add' | 'set',
  ) {
    await db
      .insert(meteredUsage)
      .values({
        day,
        tenantId: row.tenantId,
        engagementId: row.engagementId,
        resourcePath: row.resourcePath,
        resourceName: row.resourceName,
        resourceType: row.resourceType,
        meter: row.meter,
        quantity,
      })
      .onConflictDoUpdate({
        target: [meteredUsage.tenantId, meteredUsage.resourcePath, meteredUsage.meter, meteredUsage.day],
        set: {
          quantity:
            mode === 'add' ? sql`${meteredUsage.quantity} + excluded.quantity` : sql`excluded.quantity`,
        },
      });
  }

  /** Today's rows of one engagement (tests). */
  async today(engagementId: string) {
    return this.db
      .select()
      .from(meteredUsage)
      .where(
        sql`${eq(meteredUsage.engagementId, engagementId)} and ${meteredUsage.day} = ${utcDay(this.clock())}`,
      );
  }
}

const ids = (engagement: NamedEngagement) => ({ tenantId: engagement.tenantId, engagementId: engagement.id });
