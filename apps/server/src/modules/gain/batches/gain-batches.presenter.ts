// The only way a gain batch row becomes JSON (admin-console.md section 3 "Gain batch").
import type { GainBatchAnswer, GainProcessType } from '@cairn/contracts';
import type { BatchFileRow, BatchRow } from './gain-batches.store.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentBatch(row: BatchRow, files: readonly BatchFileRow[]): GainBatchAnswer {
  return {
    batchId: row.batchId,
    processType: row.processType as GainProcessType,
    status: row.status,
    statusMessage: row.statusMessage,
    createdAt: row.createdAt.toISOString(),
    recordsReceivedFromClientAt: iso(row.recordsReceivedFromClientAt),
    numRecordsReceivedFromClient: row.numRecordsReceivedFromClient,
    recordsSentToGainAt: iso(row.recordsSentToGainAt),
    numRecordsSentToGain: row.numRecordsSentToGain,
    files: files.map((f) => ({
      fileName: f.fileName,
      batch: f.batch,
      isTrigger: f.isTrigger,
      isMissing: f.isMissing,
      archived: f.archived,
    })),
  };
}
