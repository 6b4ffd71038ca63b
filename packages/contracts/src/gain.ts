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
import type { FieldProblem } from './roles-api.js';
import { englishMessage, VALIDATION_MESSAGES_EN, type RuleMessage } from './validation.js';

const required = { error: VALIDATION_MESSAGES_EN.thisFieldIsRequired };
const atLeast = (min: number) => ({ error: englishMessage({ key: 'minimumNumber', params: { min } }) });

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
  columnIndex: z.number().int().min(0, atLeast(0)).nullish(),
  mustHaveValue: z.boolean().default(false),
  dataType: z.enum(GAIN_COLUMN_DATA_TYPES).default('Any'),
  /** DateTime_String: the format (e.g. dd-MMM-yyyy HH:mm); other types: unused. */
  dataTypeSpecs: z.string().max(255).nullish(),
  failureBehaviour: z.enum(FAILURE_BEHAVIOURS).default('Break'),
});
export type GainColumnConfiguration = z.infer<typeof gainColumnConfigurationSchema>;

export const gainTableConfigurationSchema = z.object({
  targetTableName: z.string().min(1, required).max(63),
  sourceFileName: z.string().min(1, required).max(255),
  /** .xlsx only; empty means the first sheet. */
  sourceFileWorksheetName: z.string().max(255).nullish(),
  sourceFileHasHeaderRow: z.boolean().default(true),
  rowExistenceCriterion: z.enum(ROW_EXISTENCE_CRITERIA).default('None'),
  sourceFileRowsToSkip: z.number().int().min(0, atLeast(0)).default(0),
  sourceFileColsToSkip: z.number().int().min(0, atLeast(0)).default(0),
  /** null means all columns. */
  sourceFileColsToTake: z.number().int().min(1, atLeast(1)).nullish(),
  columnConfigurations: z.array(gainColumnConfigurationSchema).default([]),
});
export type GainTableConfiguration = z.infer<typeof gainTableConfigurationSchema>;

export const gainFileConfigurationSchema = z.object({
  /** A file name with at most one `*` (the wildcard; its content groups versioned files into batches). */
  namePattern: z.string().min(1, required).max(255),
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

// ---- Import configuration API (modules/gain/import-config) ----
//
// GET  /api/engagements/:engagementId/gain/import-configurations/:processType          -> GainImportConfigurationResponse (Configuration.Import.Reader)
// PUT  /api/engagements/:engagementId/gain/import-configurations/:processType          GainImportConfigurationSave -> a new version (Writer)
// GET  /api/engagements/:engagementId/gain/import-configurations/:processType/history  -> GainImportConfigurationHistoryEntry[] (newest first)
// POST /api/engagements/:engagementId/gain/import-configurations/:processType/restore  { version } -> a new version (Writer)

export const gainProcessTypeSchema = z.enum(GAIN_PROCESS_TYPES);

export const gainImportConfigurationAbilitiesSchema = z.object({
  /** Save, add and delete rows (Writer, and not SignedOff). */
  update: z.boolean(),
  /** Restore an older version (same rule as update). */
  restore: z.boolean(),
});
export type GainImportConfigurationAbilities = z.infer<typeof gainImportConfigurationAbilitiesSchema>;

export const gainImportConfigurationResponseSchema = gainImportConfigurationSaveSchema.extend({
  processType: gainProcessTypeSchema,
  version: z.number().int(),
  timestamp: z.string().nullable(),
  updatedBy: z.string().nullable(),
  abilities: gainImportConfigurationAbilitiesSchema,
});
export type GainImportConfigurationResponse = z.infer<typeof gainImportConfigurationResponseSchema>;

export const gainImportConfigurationHistoryEntrySchema = gainImportConfigurationSaveSchema.extend({
  version: z.number().int(),
  timestamp: z.string(),
  updatedBy: z.string().nullable(),
  /** The version this one restored, when a restore made it. */
  restoredFrom: z.number().int().nullable(),
});

export const gainImportConfigurationRestoreSchema = z.object({ version: z.number().int().min(1) });

/**
 * SQL reserved words (SQL:2016 reserved words that PostgreSQL, DuckDB and SQL Server also reserve,
 * and the ones these engines reserve besides); a target table may not be named one of them.
 */
export const SQL_RESERVED_WORDS: ReadonlySet<string> = new Set(
  `ALL ALTER ANALYSE ANALYZE AND ANY ARRAY AS ASC ASYMMETRIC AUTHORIZATION BACKUP BEGIN BETWEEN BINARY BOTH
  BREAK BROWSE BULK BY CALL CASCADE CASE CAST CHECK CHECKPOINT CLOSE CLUSTERED COALESCE COLLATE COLUMN
  COMMIT COMPUTE CONCURRENTLY CONSTRAINT CONTAINS CONTINUE CONVERT CREATE CROSS CURRENT CURRENT_CATALOG
  CURRENT_DATE CURRENT_ROLE CURRENT_SCHEMA CURRENT_TIME CURRENT_TIMESTAMP CURRENT_USER CURSOR DATABASE
  DEALLOCATE DECLARE DEFAULT DEFERRABLE DELETE DENY DESC DESCRIBE DISTINCT DISTRIBUTED DO DROP DUMP ELSE
  END ESCAPE EXCEPT EXEC EXECUTE EXISTS EXIT FALSE FETCH FILE FOR FOREIGN FREEZE FROM FULL FUNCTION GRANT
  GROUP HAVING IDENTITY IF ILIKE IN INDEX INNER INITIALLY INSERT INTERSECT INTO IS ISNULL JOIN KEY KILL
  LATERAL LEADING LEFT LIKE LIMIT LOCALTIME LOCALTIMESTAMP MERGE NATURAL NOT NOTNULL NULL NULLIF OF OFF
  OFFSET ON ONLY OPEN OPTION OR ORDER OUTER OVER OVERLAPS PERCENT PIVOT PLACING PLAN PRIMARY PRINT
  PROCEDURE PUBLIC RAISERROR READ REFERENCES RETURN RETURNING REVOKE RIGHT ROLLBACK ROW ROWS SCHEMA SELECT
  SESSION_USER SET SIMILAR SOME SYMMETRIC SYSTEM_USER TABLE TABLESAMPLE THEN TO TOP TRAILING TRAN
  TRANSACTION TRIGGER TRUE TRUNCATE UNION UNIQUE UNPIVOT UPDATE USE USER USING VALUES VARIADIC VERBOSE
  VIEW WHEN WHERE WHILE WINDOW WITH`.split(/\s+/),
);

export const isSqlReservedWord = (name: string) => SQL_RESERVED_WORDS.has(name.trim().toUpperCase());

const asterisks = (pattern: string) => pattern.split('*').length - 1;
const isXlsx = (fileName: string) => fileName.trim().toLowerCase().endsWith('.xlsx');
const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/**
 * Section 5's rules for a whole configuration, every row at once (the Files and Tables tabs show
 * each message under its field; the server answers them as a 400 and writes nothing). Fields are
 * paths into the save body: `fileConfigurations.0.namePattern`.
 */
export function gainImportConfigurationProblems(
  processType: GainProcessType,
  configuration: GainImportConfigurationSave,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, key: string, params?: RuleMessage['params']) =>
    problems.push({ field, message: params ? { key, params } : { key } });

  const patterns = new Set<string>();
  configuration.fileConfigurations.forEach((file, i) => {
    const field = `fileConfigurations.${i}.namePattern`;
    const pattern = file.namePattern.trim();
    if (pattern === '') add(field, 'thisFieldIsRequired');
    else if (asterisks(pattern) > 1) add(field, 'multipleAsterisks');
    else if (file.isVersioned && asterisks(pattern) === 0) add(field, 'versionedNeedsWildcard');
    else if (patterns.has(pattern.toLowerCase())) add(field, 'noDuplicateNamePattern');
    patterns.add(pattern.toLowerCase());
  });
  if (processType === 'FxRate' && configuration.fileConfigurations.length > 1)
    add('fileConfigurations', 'fxRateSingleFile');
  if (configuration.fileLogicType === 'SqlLogic' && blank(configuration.inputSqlConfiguration?.sqlQuery))
    add('inputSqlConfiguration.sqlQuery', 'thisFieldIsRequired');

  const targets = new Set<string>();
  configuration.tableConfigurations.forEach((table, i) => {
    const at = (name: string) => `tableConfigurations.${i}.${name}`;
    const target = table.targetTableName.trim();
    if (target === '') add(at('targetTableName'), 'thisFieldIsRequired');
    else if (isSqlReservedWord(target)) add(at('targetTableName'), 'sqlReservedWord');
    else if (!/^[A-Za-z0-9_]+$/.test(target)) add(at('targetTableName'), 'lettersDigitsUnderscore');
    else if (!/^[A-Za-z_]/.test(target)) add(at('targetTableName'), 'startsWithLetter');
    else if (targets.has(target.toLowerCase())) add(at('targetTableName'), 'noDuplicateTargetTable');
    targets.add(target.toLowerCase());
    if (blank(table.sourceFileName)) add(at('sourceFileName'), 'thisFieldIsRequired');
    const xlsx = isXlsx(table.sourceFileName);
    if (!blank(table.sourceFileWorksheetName) && !xlsx)
      add(at('sourceFileWorksheetName'), 'worksheetOnlyXlsx');
    if (!(table.sourceFileRowsToSkip >= 0)) add(at('sourceFileRowsToSkip'), 'minimumNumber', { min: 0 });
    if (!(table.sourceFileColsToSkip >= 0)) add(at('sourceFileColsToSkip'), 'minimumNumber', { min: 0 });
    if (table.sourceFileColsToTake != null && !(table.sourceFileColsToTake >= 1))
      add(at('sourceFileColsToTake'), 'minimumNumber', { min: 1 });
    table.columnConfigurations.forEach((column, j) => {
      const col = (name: string) => at(`columnConfigurations.${j}.${name}`);
      if (table.sourceFileHasHeaderRow) {
        if (blank(column.columnName) && column.columnIndex == null)
          add(col('columnName'), 'columnNameOrIndex');
      } else if (column.columnIndex == null) add(col('columnIndex'), 'thisFieldIsRequired');
      if (column.columnIndex != null && !(column.columnIndex >= 0))
        add(col('columnIndex'), 'minimumNumber', { min: 0 });
      if (column.dataType === 'DateTime_Excel' && !xlsx) add(col('dataType'), 'excelDateOnlyXlsx');
      if (column.dataType === 'DateTime_String' && blank(column.dataTypeSpecs))
        add(col('dataTypeSpecs'), 'thisFieldIsRequired');
    });
  });
  return problems;
}

/**
 * What a save stores: names trimmed; the FX rate process's single file is always its trigger
 * (workspace.md section 4); a column's format is kept only for DateTime_String.
 */
export function normalizeGainImportConfiguration(
  processType: GainProcessType,
  configuration: GainImportConfigurationSave,
): GainImportConfigurationSave {
  return {
    fileLogicType: configuration.fileLogicType,
    fileConfigurations: configuration.fileConfigurations.map((file) => ({
      ...file,
      namePattern: file.namePattern.trim(),
      isTrigger: processType === 'FxRate' ? true : file.isTrigger,
    })),
    tableConfigurations: configuration.tableConfigurations.map((table) => ({
      ...table,
      targetTableName: table.targetTableName.trim(),
      sourceFileName: table.sourceFileName.trim(),
      sourceFileWorksheetName: blank(table.sourceFileWorksheetName)
        ? null
        : table.sourceFileWorksheetName!.trim(),
      sourceFileColsToTake: table.sourceFileColsToTake ?? null,
      columnConfigurations: table.columnConfigurations.map((column) => ({
        ...column,
        columnName: blank(column.columnName) ? null : column.columnName!.trim(),
        columnIndex: column.columnIndex ?? null,
        dataTypeSpecs: column.dataType === 'DateTime_String' ? (column.dataTypeSpecs?.trim() ?? null) : null,
      })),
    })),
    inputSqlConfiguration: blank(configuration.inputSqlConfiguration?.sqlQuery)
      ? null
      : { sqlQuery: configuration.inputSqlConfiguration!.sqlQuery },
  };
}
