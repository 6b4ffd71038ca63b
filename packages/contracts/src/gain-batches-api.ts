// The Gain area's batches and the staging calls of a gain engagement (admin-console.md section 3
// "Gain batch"; workspace.md sections 3 "Staging file", 4 "FX rate", 7 "gain start FX-rate
// process", "fetch staging files"). The entities' fields are in gain.ts; here are the request and
// answer shapes.
import { z } from 'zod';
import './zod-messages.js';
import { pagedQuerySchema, pagedResultSchema } from './paging.js';
import { GAIN_PROCESS_TYPES } from './gain.js';
import { tablePreviewSchema } from './pipelines-api.js';
import { gainBatchDeliverySchema } from './gain-outbound.js';

export const gainBatchSchema = z.object({
  /** The batch record's own id (a batch id may repeat across process types and runs). */
  id: z.string(),
  batchId: z.string(),
  /** GainData or FxRate. */
  processType: z.enum(GAIN_PROCESS_TYPES),
  /** Index into GAIN_BATCH_STATUSES. */
  status: z.number().int(),
  statusMessage: z.string().nullable(),
  createdAt: z.string(),
  recordsReceivedFromClientAt: z.string().nullable(),
  numRecordsReceivedFromClient: z.number().int().nullable(),
  recordsSentToGainAt: z.string().nullable(),
  numRecordsSentToGain: z.number().int().nullable(),
  /** The last delivery to the gain card's outbound target; null when none was attempted. */
  delivery: gainBatchDeliverySchema.nullable(),
  /** May the caller retry a failed delivery (Pipelines Start at the engagement). */
  abilities: z.object({ retryDelivery: z.boolean() }),
  files: z.array(
    z.object({
      fileName: z.string(),
      batch: z.string(),
      isTrigger: z.boolean(),
      isMissing: z.boolean(),
      archived: z.boolean(),
    }),
  ),
});
export type GainBatchAnswer = z.infer<typeof gainBatchSchema>;

export const GAIN_BATCH_SORTS = ['createdAt'] as const;
export const gainBatchesQuerySchema = pagedQuerySchema(GAIN_BATCH_SORTS);
export const pagedGainBatchesSchema = pagedResultSchema(gainBatchSchema);

export const gainStagingFilesQuerySchema = z.object({
  processType: z.enum(GAIN_PROCESS_TYPES).default('GainData'),
});

export const gainStagingFileSchema = z.object({
  name: z.string(),
  /** Arrived since the last selection of this process type. */
  isNewDrop: z.boolean(),
  /** Where it is in import storage (slash separated, inside the purpose). */
  path: z.string(),
  size: z.number().int().nullable(),
  arrivedAt: z.string(),
});
export type GainStagingFileAnswer = z.infer<typeof gainStagingFileSchema>;

/**
 * Import, reprocess and the FX-rate process of files ticked in the storage manager: the folder of
 * import storage they are in ('' at the root) and their names.
 */
export const gainFileActionSchema = z.object({
  path: z.string().max(2000).default(''),
  fileNames: z.array(z.string().min(1).max(255)).min(1).max(500),
});
export type GainFileAction = z.input<typeof gainFileActionSchema>;

/** The engagement's FX rates: the warehouse tables of the FX rate configuration. */
export const gainFxRatesSchema = z.object({
  configurationVersion: z.number().int(),
  tables: z.array(
    z.object({
      targetTableName: z.string(),
      /** Null when the table was not loaded yet (no FX-rate run so far). */
      preview: tablePreviewSchema.nullable(),
    }),
  ),
});
export type GainFxRates = z.infer<typeof gainFxRatesSchema>;
