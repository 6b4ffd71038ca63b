// The queries of the gain batches module's tables (db/schema/gain-batches.ts): batches, their
// files and the staging state. Only modules/gain/batches reads or writes them.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { GainBatchFile, GainProcessType, PagedQuery } from '@cairn/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { columnsEqual } from '../../../db/columns-equal.js';
import { paginate } from '../../../db/paginate.js';
import { gainBatches, gainBatchFiles, gainStagingState } from '../../../db/schema/gain-batches.js';

export type BatchRow = typeof gainBatches.$inferSelect;
export type BatchFileRow = typeof gainBatchFiles.$inferSelect;
export type NewBatchFile = GainBatchFile & { filePath?: string; storageObjectId?: string | null };

export class GainBatchesStore {
  constructor(readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Newest first. */
  page(engagementId: string, query: PagedQuery<'createdAt'>) {
    return paginate(this.db, query, {
      select: () => this.db.select().from(gainBatches).$dynamic(),
      where: eq(gainBatches.engagementId, engagementId),
      sortColumns: { createdAt: gainBatches.createdAt },
      defaultSort: '-createdAt',
      tiebreak: [gainBatches.id],
    });
  }

  async filesOf(batchRowIds: readonly string[], tx: Db | Tx = this.db): Promise<BatchFileRow[]> {
    if (!batchRowIds.length) return [];
    return tx
      .select()
      .from(gainBatchFiles)
      .where(inArray(gainBatchFiles.batchRowId, [...batchRowIds]))
      .orderBy(gainBatchFiles.fileName);
  }

  /** One batch of the engagement (another engagement's is undefined, like a missing one). */
  async byId(engagementId: string, id: string): Promise<BatchRow | undefined> {
    const [row] = await this.db
      .select()
      .from(gainBatches)
      .where(columnsEqual(gainBatches, { engagementId, id }));
    return row;
  }

  async insertBatch(
    tx: Db | Tx,
    values: typeof gainBatches.$inferInsert,
    files: readonly NewBatchFile[],
  ): Promise<BatchRow> {
    const [row] = await tx.insert(gainBatches).values(values).returning();
    await this.replaceFiles(tx, row.id, files);
    return row;
  }

  async updateBatch(id: string, values: Partial<typeof gainBatches.$inferInsert>, tx: Db | Tx = this.db) {
    await tx.update(gainBatches).set(values).where(eq(gainBatches.id, id));
  }

  /** The run queued for a Waiting batch; a report that came first has already claimed the row. */
  async attachRun(id: string, runId: string) {
    await this.db
      .update(gainBatches)
      .set({ runId })
      .where(and(eq(gainBatches.id, id), isNull(gainBatches.runId)));
  }

  async deleteBatch(id: string) {
    await this.db.delete(gainBatches).where(eq(gainBatches.id, id));
  }

  async replaceFiles(tx: Db | Tx, batchRowId: string, files: readonly NewBatchFile[]) {
    await tx.delete(gainBatchFiles).where(eq(gainBatchFiles.batchRowId, batchRowId));
    if (!files.length) return;
    await tx.insert(gainBatchFiles).values(
      files.map((f) => ({
        batchRowId,
        fileName: f.fileName,
        filePath: f.filePath ?? '',
        batch: f.batch,
        isTrigger: f.isTrigger,
        isMissing: f.isMissing,
        archived: f.archived,
        storageObjectId: f.storageObjectId ?? null,
      })),
    );
  }

  /**
   * The row a run's report completes: the one queued with the run, else a Waiting row of the same
   * batch queued just before its run id was known.
   */
  async forReport(
    tx: Db | Tx,
    engagementId: string,
    processType: GainProcessType,
    batchId: string,
    runId: string,
  ): Promise<BatchRow | undefined> {
    const [byRun] = await tx
      .select()
      .from(gainBatches)
      .where(columnsEqual(gainBatches, { engagementId, runId }))
      .for('update');
    if (byRun) return byRun;
    const [waiting] = await tx
      .select()
      .from(gainBatches)
      .where(
        and(
          columnsEqual(gainBatches, { engagementId, processType, batchId, status: 0 }),
          isNull(gainBatches.runId),
        ),
      )
      .orderBy(desc(gainBatches.createdAt))
      .limit(1)
      .for('update');
    return waiting;
  }

  /**
   * The row a hand-over to Gain completes: the newest of the batch that loaded exactly these tables
   * (a gain data and an FX rate batch may share a batch id), else the newest of the batch.
   */
  async toSend(
    engagementId: string,
    batchId: string,
    tables: readonly string[],
  ): Promise<BatchRow | undefined> {
    const [row] = await this.db
      .select()
      .from(gainBatches)
      .where(columnsEqual(gainBatches, { engagementId, batchId }))
      .orderBy(
        desc(sql`${gainBatches.tables} = ${JSON.stringify(tables)}::jsonb`),
        desc(gainBatches.createdAt),
        desc(gainBatches.id),
      )
      .limit(1);
    return row;
  }

  async lastSelectionAt(engagementId: string, processType: GainProcessType): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ at: gainStagingState.lastSelectionAt })
      .from(gainStagingState)
      .where(columnsEqual(gainStagingState, { engagementId, processType }));
    return row?.at;
  }

  async selected(engagementId: string, processType: GainProcessType, at = new Date()) {
    await this.db
      .insert(gainStagingState)
      .values({ engagementId, processType, lastSelectionAt: at })
      .onConflictDoUpdate({
        target: [gainStagingState.engagementId, gainStagingState.processType],
        set: { lastSelectionAt: at },
      });
  }
}
