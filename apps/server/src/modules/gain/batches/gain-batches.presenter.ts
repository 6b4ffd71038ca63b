// The only way a gain batch row becomes JSON (admin-console.md section 3 "Gain batch").
import type { GainBatchAnswer, GainDeliveryState, GainProcessType } from '@cairn/contracts';
import type { BatchFileRow, BatchRow } from './gain-batches.store.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What the caller may do with batches (Pipelines Start at the engagement may retry a delivery). */
export interface BatchAbilities {
  mayStart: boolean;
}

function delivery(row: BatchRow): GainBatchAnswer['delivery'] {
  if (!row.deliveryState || !row.deliveryAt) return null;
  return {
    state: row.deliveryState as GainDeliveryState,
    target: row.deliveryTarget ?? '',
    at: row.deliveryAt.toISOString(),
    answer: row.deliveryAnswer,
    attempts: row.deliveryAttempts ?? 0,
  };
}

export function presentBatch(
  row: BatchRow,
  files: readonly BatchFileRow[],
  abilities: BatchAbilities,
): GainBatchAnswer {
  return {
    id: row.id,
    batchId: row.batchId,
    processType: row.processType as GainProcessType,
    status: row.status,
    statusMessage: row.statusMessage,
    createdAt: row.createdAt.toISOString(),
    recordsReceivedFromClientAt: iso(row.recordsReceivedFromClientAt),
    numRecordsReceivedFromClient: row.numRecordsReceivedFromClient,
    recordsSentToGainAt: iso(row.recordsSentToGainAt),
    numRecordsSentToGain: row.numRecordsSentToGain,
    delivery: delivery(row),
    abilities: { retryDelivery: abilities.mayStart && row.deliveryState === 'Failed' },
    files: files.map((f) => ({
      fileName: f.fileName,
      batch: f.batch,
      isTrigger: f.isTrigger,
      isMissing: f.isMissing,
      archived: f.archived,
    })),
  };
}
