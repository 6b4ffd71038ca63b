// Gain engagements (workspace.md section 3 "Gain import configuration", "File / Table / Column
// configuration", "Staging file", "Batch file", "File-selection result"; admin-console.md section 3
// "Gain batch", "Promotion", "Requirements status entry"). The shapes every gain module shares:
// the import configuration (owned by modules/gain import-config), the staging, selection and
// import run (modules/gain import engine) and the Gain area (batches, promotions, requirements
// status). docs/gain.md gives the semantics Cairn puts behind the names.
//
// The validation rules of the configuration (section 5: at most one asterisk, reserved words,
// minimums, .xlsx-only fields) live with the schemas below, so a 400 from the server and an error
// under a web form say the same words.
import { z } from 'zod';
import './zod-messages.js';

export const GAIN_PROCESS_TYPES = ['GainData', 'FxRate'] as const;
export type GainProcessType = (typeof GAIN_PROCESS_TYPES)[number];

export const FILE_LOGIC_TYPES = ['BooleanLogic', 'SqlLogic'] as const;
export type FileLogicType = (typeof FILE_LOGIC_TYPES)[number];

export const ROW_EXISTENCE_CRITERIA = ['None', 'Strict', 'Coupled'] as const;
export type RowExistenceCriterion = (typeof ROW_EXISTENCE_CRITERIA)[number];

export const GAIN_COLUMN_DATA_TYPES = [
  'Any',
  'Guid',
  'Number',
  'Integer',
  'DateTime_String',
  'DateTime_Excel',
  'CountryName',
  'CountryCode',
  'RegionName',
  'RegionCode',
] as const;
export type GainColumnDataType = (typeof GAIN_COLUMN_DATA_TYPES)[number];

/**
 * What happens to a row whose value fails its column's check (docs/gain.md):
 * Break fails the whole import naming file, row and column; SkipRow leaves the row out and reports
 * it; SetNull keeps the row with an empty value and reports it.
 */
export const FAILURE_BEHAVIOURS = ['Break', 'SkipRow', 'SetNull'] as const;
export type FailureBehaviour = (typeof FAILURE_BEHAVIOURS)[number];

export const gainColumnConfigurationSchema = z.object({
  /** With a header row: the column's header text. */
  columnName: z.string().max(255).nullish(),
  /** Without a header row (or instead of the name): 0-based position among the columns taken. */
  columnIndex: z.number().int().min(0).nullish(),
  mustHaveValue: z.boolean().default(false),
  dataType: z.enum(GAIN_COLUMN_DATA_TYPES).default('Any'),
  /** DateTime_String: the format (e.g. dd-MMM-yyyy HH:mm); other types: unused. */
  dataTypeSpecs: z.string().max(255).nullish(),
  failureBehaviour: z.enum(FAILURE_BEHAVIOURS).default('Break'),
});
export type GainColumnConfiguration = z.infer<typeof gainColumnConfigurationSchema>;

export const gainTableConfigurationSchema = z.object({
  targetTableName: z.string().min(1).max(63),
  sourceFileName: z.string().min(1).max(255),
  /** .xlsx only; empty means the first sheet. */
  sourceFileWorksheetName: z.string().max(255).nullish(),
  sourceFileHasHeaderRow: z.boolean().default(true),
  rowExistenceCriterion: z.enum(ROW_EXISTENCE_CRITERIA).default('None'),
  sourceFileRowsToSkip: z.number().int().min(0).default(0),
  sourceFileColsToSkip: z.number().int().min(0).default(0),
  /** null means all columns. */
  sourceFileColsToTake: z.number().int().min(1).nullish(),
  columnConfigurations: z.array(gainColumnConfigurationSchema).default([]),
});
export type GainTableConfiguration = z.infer<typeof gainTableConfigurationSchema>;

export const gainFileConfigurationSchema = z.object({
  /** A file name with at most one `*` (the wildcard; its content groups versioned files into batches). */
  namePattern: z.string().min(1).max(255),
  isRequired: z.boolean().default(false),
  isTrigger: z.boolean().default(false),
  isVersioned: z.boolean().default(false),
  isArchived: z.boolean().default(false),
});
export type GainFileConfiguration = z.infer<typeof gainFileConfigurationSchema>;

/** What a save sends (PUT); the server answers a GainImportConfiguration with its new version. */
export const gainImportConfigurationSaveSchema = z.object({
  fileLogicType: z.enum(FILE_LOGIC_TYPES).default('BooleanLogic'),
  fileConfigurations: z.array(gainFileConfigurationSchema).default([]),
  tableConfigurations: z.array(gainTableConfigurationSchema).default([]),
  inputSqlConfiguration: z.object({ sqlQuery: z.string().max(100_000) }).nullish(),
});
export type GainImportConfigurationSave = z.infer<typeof gainImportConfigurationSaveSchema>;

export interface GainImportConfiguration extends GainImportConfigurationSave {
  processType: GainProcessType;
  /** 0 when nothing was saved yet. */
  version: number;
  timestamp: string | null;
  updatedBy: string | null;
}

export interface GainImportConfigurationHistoryEntry {
  version: number;
  timestamp: string;
  updatedBy: string | null;
  fileLogicType: FileLogicType;
  fileConfigurations: GainFileConfiguration[];
  tableConfigurations: GainTableConfiguration[];
  inputSqlConfiguration?: { sqlQuery: string } | null;
}

/** A file in the engagement's import storage waiting to be processed. */
export interface GainStagingFile {
  name: string;
  /** Arrived since the last import or selection. */
  isNewDrop: boolean;
}

export interface GainBatchFile {
  fileName: string;
  /** The wildcard content of its versioned pattern (e.g. `2026-10`), or '' when not versioned. */
  batch: string;
  isTrigger: boolean;
  /** A required file the batch still waits for. */
  isMissing: boolean;
  archived: boolean;
}

export interface GainFileSelectionResult {
  fileNamesToProcess: string[];
  fileNamesToArchive: string[];
}

/** Gain batch statuses, in numeric order (the API sends the number; the screens show the name). */
export const GAIN_BATCH_STATUSES = ['Waiting', 'Received', 'Validated', 'Failed', 'SentToGain'] as const;
export type GainBatchStatus = (typeof GAIN_BATCH_STATUSES)[number];

export interface GainBatch {
  batchId: string;
  /** Index into GAIN_BATCH_STATUSES. */
  status: number;
  statusMessage: string | null;
  createdAt: string;
  recordsReceivedFromClientAt: string | null;
  numRecordsReceivedFromClient: number | null;
  recordsSentToGainAt: string | null;
  numRecordsSentToGain: number | null;
}

/** Promotion statuses in numeric order (admin-console.md section 4). */
export const PROMOTION_STATUSES = ['Draft', 'InProgress', 'Success', 'Failed', 'Reverted'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export interface GainPromotion {
  promotionId: string;
  sourceVersion: number;
  /** Index into PROMOTION_STATUSES. */
  status: number;
  promotedAt: string;
  createdBy: string | null;
  comment: string | null;
}

export const revertPromotionSchema = z.object({
  promotionId: z.string().min(1),
  comment: z.string().trim().min(1).max(2000),
});

export interface RequirementsStatusEntry {
  /** Index into REQUIREMENTS_STATUSES. */
  requirementsStatus: number;
  updatedAt: string;
  updatedBy: string | null;
  message: string | null;
}
