// Gain batches (admin-console.md section 3 "Gain batch"): the batch a gain import run reports
// (GainBatches.recordBatch), the hand-over of its validated rows to Gain (sendToGain) and the Gain
// area's list. docs/gain.md "Batches" and "Outbound" give the statuses and what is sent.
import { GAIN_BATCH_STATUSES, type GainBatchAnswer, type Paged, type PagedQuery } from '@cairn/contracts';
import type { GainBatchReport, GainBatches, GainSent } from '../ports.js';
import type { WarehouseSql } from '../../../warehouse/warehouse.service.js';
import { conflict, notFound } from '../../../http/problem.js';
import { WarehouseError } from '../../../warehouse/warehouse-errors.js';
import type { DeliveryOutcome, GainDelivery } from './delivery/gain-delivery.js';
import type { ImportFilesStore } from '../../import/import-files.store.js';
import { copyToOutbound } from './gain-outbound.js';
import { presentBatch, type BatchAbilities } from './gain-batches.presenter.js';
import type { BatchRow, GainBatchesStore } from './gain-batches.store.js';

export const BATCH_STATUS = Object.fromEntries(GAIN_BATCH_STATUSES.map((s, i) => [s, i])) as Record<
  (typeof GAIN_BATCH_STATUSES)[number],
  number
>;

/** The gain configuration card's batch size (engagement-configurations, kind 'gain'); 0 = one chunk. */
export type GainBatchSize = (engagementId: string) => Promise<number>;
/** A connection for Cairn's own SQL on the engagement's warehouse (a retried delivery reads its staging). */
export type StagingConnection = (engagementId: string) => Promise<WarehouseSql>;

const deliveryColumns = (outcome: DeliveryOutcome) => ({
  deliveryState: outcome.state,
  deliveryTarget: outcome.target,
  deliveryAt: new Date(),
  deliveryAnswer: outcome.answer,
  deliveryAttempts: outcome.attempts,
});

export class GainBatchesService implements GainBatches {
  constructor(
    private readonly store: GainBatchesStore,
    private readonly files: ImportFilesStore,
    private readonly batchSize: GainBatchSize,
    private readonly delivery: GainDelivery,
    private readonly staging: StagingConnection,
  ) {}

  async list(
    engagementId: string,
    query: PagedQuery<'createdAt'>,
    abilities: BatchAbilities,
  ): Promise<Paged<GainBatchAnswer>> {
    const page = await this.store.page(engagementId, query);
    const files = await this.store.filesOf(page.results.map((r) => r.id));
    return {
      results: page.results.map((row) =>
        presentBatch(
          row,
          files.filter((f) => f.batchRowId === row.id),
          abilities,
        ),
      ),
      meta: page.meta,
    };
  }

  /**
   * Completes the batch row queued with the run (or adds one, for a run started another way). Its
   * staged files are finished when the batch was received, and staged again when it failed, so a
   * reprocess or the next trigger picks them up.
   */
  async recordBatch(engagementId: string, report: GainBatchReport): Promise<void> {
    const now = new Date();
    const received = report.status !== BATCH_STATUS.Waiting;
    const values = {
      engagementId,
      processType: report.processType,
      batchId: report.batchId,
      runId: report.runId,
      configurationVersion: report.configurationVersion,
      status: report.status,
      statusMessage: report.statusMessage,
      tables: report.tables,
      recordsReceivedFromClientAt: received ? now : null,
      numRecordsReceivedFromClient: report.numRecordsReceivedFromClient,
      numValidRecords: report.numValidRecords,
    };
    const storageIds = await this.store.transaction(async (tx) => {
      const row = await this.store.forReport(
        tx,
        engagementId,
        report.processType,
        report.batchId,
        report.runId,
      );
      if (!row) {
        await this.store.insertBatch(tx, values, report.files);
        return [];
      }
      const queued = await this.store.filesOf([row.id], tx);
      await this.store.updateBatch(row.id, values, tx);
      // The report's view of the files, keeping where each queued one is in storage.
      await this.store.replaceFiles(
        tx,
        row.id,
        report.files.map((f) => {
          const known = queued.find((q) => q.fileName.toLowerCase() === f.fileName.toLowerCase());
          return { ...f, filePath: known?.filePath, storageObjectId: known?.storageObjectId };
        }),
      );
      return queued.flatMap((q) => (q.storageObjectId ? [q.storageObjectId] : []));
    });
    if (report.status === BATCH_STATUS.Failed) await this.files.restageUnfinished(storageIds);
    else if (received) await this.files.setQueueState(storageIds, 'Finished');
  }

  /**
   * Stages the batch in gain_outbound, then delivers it from there to the gain card's outbound
   * target. The batch is SentToGain once delivered; a failed delivery leaves it Validated with the
   * receiver's answer, for the run to fail with and a retry to pick up.
   */
  async sendToGain(
    engagementId: string,
    batchId: string,
    sql: WarehouseSql,
    tables: string[],
    signal?: AbortSignal,
  ): Promise<GainSent> {
    const chunkSize = await this.batchSize(engagementId);
    const { numRecordsSentToGain } = await copyToOutbound(sql, batchId, tables, chunkSize);
    const row = await this.store.toSend(engagementId, batchId, tables);
    const processType = row?.processType ?? 'GainData';
    const delivery = await this.delivery.deliver(engagementId, { batchId, processType }, sql, tables, signal);
    if (row) await this.store.updateBatch(row.id, this.afterDelivery(delivery, numRecordsSentToGain));
    return { numRecordsSentToGain, delivery };
  }

  private afterDelivery(delivery: DeliveryOutcome | null, numRecordsSentToGain: number) {
    if (delivery?.state === 'Failed') return deliveryColumns(delivery);
    return {
      status: BATCH_STATUS.SentToGain,
      recordsSentToGainAt: new Date(),
      numRecordsSentToGain,
      ...(delivery ? deliveryColumns(delivery) : {}),
    };
  }

  /** Delivers a batch whose delivery failed again, from its staging copy; answers the batch as it is now. */
  async retryDelivery(engagementId: string, id: string, abilities: BatchAbilities): Promise<GainBatchAnswer> {
    const row = await this.existing(engagementId, id);
    if (row.deliveryState !== 'Failed')
      throw conflict('Only a batch whose delivery failed can be delivered again.');
    // A PostgreSQL warehouse's staging lived in the run's scratch file: nothing to deliver from.
    const sql = await this.staging(engagementId).catch((err: unknown) => {
      if (err instanceof WarehouseError && err.reason === 'refused')
        throw conflict(
          "This batch's staged rows are not kept on a PostgreSQL warehouse: run the import again.",
        );
      throw err;
    });
    try {
      const delivery = await this.delivery.deliver(
        engagementId,
        { batchId: row.batchId, processType: row.processType },
        sql,
        row.tables,
      );
      await this.store.updateBatch(row.id, this.afterDelivery(delivery, row.numValidRecords ?? 0));
    } finally {
      await sql.close();
    }
    const updated = await this.existing(engagementId, id);
    return presentBatch(updated, await this.store.filesOf([id]), abilities);
  }

  /** Another engagement's batch is not found, like one that does not exist. */
  private async existing(engagementId: string, id: string): Promise<BatchRow> {
    const row = await this.store.byId(engagementId, id);
    if (!row) throw notFound('There is no such batch in this engagement.');
    return row;
  }
}
