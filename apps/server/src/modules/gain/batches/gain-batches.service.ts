// Gain batches (admin-console.md section 3 "Gain batch"): the batch a gain import run reports
// (GainBatches.recordBatch), the hand-over of its validated rows to Gain (sendToGain) and the Gain
// area's list. docs/gain.md "Batches" and "Outbound" give the statuses and what is sent.
import { GAIN_BATCH_STATUSES, type GainBatchAnswer, type Paged, type PagedQuery } from '@cairn/contracts';
import type { GainBatchReport, GainBatches } from '../ports.js';
import type { WarehouseSql } from '../../../warehouse/warehouse.service.js';
import type { ImportFilesStore } from '../../import/import-files.store.js';
import { copyToOutbound } from './gain-outbound.js';
import { presentBatch } from './gain-batches.presenter.js';
import type { GainBatchesStore } from './gain-batches.store.js';

export const BATCH_STATUS = Object.fromEntries(GAIN_BATCH_STATUSES.map((s, i) => [s, i])) as Record<
  (typeof GAIN_BATCH_STATUSES)[number],
  number
>;

/** The gain configuration card's batch size (engagement-configurations, kind 'gain'); 0 = one chunk. */
export type GainBatchSize = (engagementId: string) => Promise<number>;

export class GainBatchesService implements GainBatches {
  constructor(
    private readonly store: GainBatchesStore,
    private readonly files: ImportFilesStore,
    private readonly batchSize: GainBatchSize,
  ) {}

  async list(engagementId: string, query: PagedQuery<'createdAt'>): Promise<Paged<GainBatchAnswer>> {
    const page = await this.store.page(engagementId, query);
    const files = await this.store.filesOf(page.results.map((r) => r.id));
    return {
      results: page.results.map((row) =>
        presentBatch(
          row,
          files.filter((f) => f.batchRowId === row.id),
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

  async sendToGain(
    engagementId: string,
    batchId: string,
    sql: WarehouseSql,
    tables: string[],
  ): Promise<{ numRecordsSentToGain: number }> {
    const chunkSize = await this.batchSize(engagementId);
    const { numRecordsSentToGain } = await copyToOutbound(sql, batchId, tables, chunkSize);
    // No outbound SFTP broker or API connection can be named in the gain configuration yet:
    // the warehouse schema is the whole hand-over (docs/gain.md "Outbound").
    const row = await this.store.toSend(engagementId, batchId, tables);
    if (row) {
      await this.store.updateBatch(row.id, {
        status: BATCH_STATUS.SentToGain,
        recordsSentToGainAt: new Date(),
        numRecordsSentToGain,
      });
    }
    return { numRecordsSentToGain };
  }
}
