// API shapes of pipelines, runs, import and the warehouse preview (workspace.md s.3, s.4, s.7).
// Routes, under /api/pipelines/engagements/:engagementId:
//   GET  /pipelines?layer=                      -> Pipeline[]
//   PUT  /pipelines/:name   PipelineUpdate      -> Pipeline
//   POST /runs              StartRun            -> PipelineRun
//   GET  /runs?layer=&sortBy=runStart&direction=desc&daysBack=30&status=Failed&status=Queued&page=&pageSize=
//                                               -> paged PipelineRun
//   GET  /runs/last?count=8                     -> PipelineRun[]  (last-runs overview, every layer)
//   GET  /runs/:runId                           -> PipelineRunDetail
//   POST /runs/:runId/cancel                    -> PipelineRun
//   POST /runs/:runId/rerun  RerunRequest?      -> PipelineRun  (a new run, rerunOf = the old id; with
//                                                  `parameters`, the old ones edited)
//   POST /runs/bulk          BulkRunAction       -> BulkRunResult (cancel or rerun many; each id's outcome)
//   POST /import            ImportRequest       -> PipelineRun  (import files to database)
//   GET  /import/settings?storagePurpose=&path=&fileName=  -> ImportSettingsView
//   PUT  /import/settings?storagePurpose=&path=&fileName=  ImportSettings -> ImportSettingsView
//   GET  /warehouse/tables                      -> WarehouseTable[]
//   GET  /warehouse/tables/:schema/:table/preview?limit=  -> TablePreview
import { z } from 'zod';
import './zod-messages.js';
import { DEFAULT_PAGE_SIZE, LAYERS, PIPELINE_RUN_LOOKBACK_DAYS, TIMELINE_RUNS } from './constants.js';
import { paged } from './api.js';
import { normalizePurpose } from './scopes.js';
import {
  COLUMN_FORMATS,
  IMPORT_DATE_FORMATS,
  DECIMAL_SEPARATORS,
  MAX_COLUMN_FORMATS,
  MAX_COLUMN_NAME_LENGTH,
  THOUSANDS_SEPARATORS,
} from './import-formats.js';

/** The pipeline of each layer and action (appSettings.json pipelineNames). */
export const PIPELINE_NAMES: Record<string, string[]> = {
  import: ['ImportFiles', 'PollBroker', 'GainImport', 'GainFxRate'],
  model: ['BuildModel', 'RunModel'],
  filtering: ['BuildFiltering', 'RunFiltering'],
  labeling: ['BuildLabeling', 'RunLabeling'],
  analytical: ['BuildAnalytical', 'RunAnalytical'],
  test: ['RunTests'],
};
/** The testing layer's runs are started with this layer name (s.7). */
export const TEST_RUN_LAYER = 'TestLayer';

export const RUN_STATUSES = [
  'Queued',
  'InProgress',
  'Succeeded',
  'Failed',
  'Canceling',
  'Cancelled',
  'TimedOut',
] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** s.4: how a status is displayed. Success is seen from older services and means Succeeded. */
export type RunDisplay = 'success' | 'failed' | 'running' | 'other';
export function runDisplay(status: string): RunDisplay {
  if (status === 'Succeeded' || status === 'Success') return 'success';
  if (status === 'Failed' || status === 'Cancelled' || status === 'Canceling') return 'failed';
  if (status === 'InProgress' || status === 'Queued') return 'running';
  return 'other';
}
/** s.4: timeline colours. */
export function timelineColour(status: string): 'primary' | 'danger' | 'warning' {
  if (status === 'Succeeded' || status === 'Success') return 'primary';
  if (status === 'Failed') return 'danger';
  return 'warning';
}

/** What the caller may do with a pipeline (outline's policies; the Run screens gate on these). */
export const pipelineAbilitiesSchema = z.object({
  /** Rename, hide or show it (Pipelines Write); hidden pipelines are listed to these callers only. */
  update: z.boolean(),
  /** Start it from a Run screen (Pipelines Start, not in gain engagements). */
  start: z.boolean(),
});
export type PipelineAbilities = z.infer<typeof pipelineAbilitiesSchema>;

export const pipelineSchema = z.object({
  name: z.string(),
  layer: z.enum(LAYERS),
  shortName: z.string(),
  isHidden: z.boolean(),
  abilities: pipelineAbilitiesSchema,
});
export const pipelineUpdateSchema = z.object({
  shortName: z.string().min(1).max(100).optional(),
  isHidden: z.boolean().optional(),
});

export const startRunSchema = z.object({
  pipelineName: z.string().min(1).max(100),
  /** A layer of LAYERS, or TEST_RUN_LAYER for the testing layer. */
  layer: z.string().min(1).max(50),
  parameters: z.record(z.string(), z.unknown()).default({}),
});

/** What the caller may do with a run, given its status (workspace.md sections 2 and 6). */
export const runAbilitiesSchema = z.object({
  /** Open its run page from a list (Pipelines Write, not in gain engagements). */
  view: z.boolean(),
  /** Cancel a Queued or InProgress run (Pipelines Start). */
  cancel: z.boolean(),
  /** Run a finished run again (Pipelines Start). */
  rerun: z.boolean(),
});
export type RunAbilities = z.infer<typeof runAbilitiesSchema>;

export const pipelineRunSchema = z.object({
  id: z.string(),
  status: z.enum(RUN_STATUSES),
  pipelineName: z.string(),
  layerName: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  message: z.string().nullable(),
  /** ISO times */
  runStart: z.string(),
  startedAt: z.string().nullable(),
  runEnd: z.string().nullable(),
  /** Who started the run: a user, an application, or an orchestration's step (its name). */
  startedBy: z
    .object({ name: z.string(), type: z.enum(['User', 'Application', 'Orchestration']) })
    .nullable(),
  rerunOf: z.string().nullable(),
  /** The run's page in Cairn. */
  url: z.string(),
  abilities: runAbilitiesSchema,
});
export const runLogLineSchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  level: z.enum(['info', 'warn', 'error']),
  step: z.string().nullable(),
  message: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export const pipelineRunDetailSchema = pipelineRunSchema.extend({
  log: z.array(runLogLineSchema),
  result: z.record(z.string(), z.unknown()).nullable(),
  /** The node model commit a build or test run read. */
  commit: z.string().nullable(),
});

/** Columns of the monitor's runs table the server sorts by (every column it shows but the actions). */
export const RUN_SORT_COLUMNS = [
  'runStart',
  'runEnd',
  'status',
  'pipelineName',
  'layerName',
  'message',
  'duration',
  'startedBy',
] as const;
export type RunSortColumn = (typeof RUN_SORT_COLUMNS)[number];
/** Start-run parameters are kept as JSON of at most this many bytes. */
export const MAX_RUN_PARAMETERS_BYTES = 64 * 1024;

/** A rerun with edited parameters: the run page's form, prefilled with the old run's. */
export const rerunRequestSchema = z
  .object({ parameters: z.record(z.string().max(100), z.unknown()).optional() })
  // A POST without a body (the monitor's Rerun) reaches the route as null.
  .nullish();

/** How many runs one bulk action takes (the monitor selects across pages). */
export const MAX_BULK_RUNS = 500;
export const bulkRunActionSchema = z.object({
  action: z.enum(['cancel', 'rerun']),
  runIds: z.array(z.string().max(100)).min(1).max(MAX_BULK_RUNS),
});
export type BulkRunAction = z.infer<typeof bulkRunActionSchema>;
export const bulkRunResultSchema = z.object({
  results: z.array(
    z.object({
      runId: z.string(),
      ok: z.boolean(),
      /** The cancelled run, or the new run of a rerun. */
      run: z.lazy(() => pipelineRunSchema).optional(),
      /** Why it was not done (finished already, still going, not found). */
      error: z.string().optional(),
    }),
  ),
});
export type BulkRunResult = z.infer<typeof bulkRunResultSchema>;

const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
/** GET /runs: `status` may repeat (status=Failed&status=Queued); page is 1-based. */
export const runListQuerySchema = z.object({
  layer: z.string().min(1).max(50).optional(),
  sortBy: z.enum(RUN_SORT_COLUMNS).default('runStart'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  daysBack: intParam(1, 3650).default(PIPELINE_RUN_LOOKBACK_DAYS),
  status: z.union([z.enum(RUN_STATUSES), z.array(z.enum(RUN_STATUSES))]).optional(),
  page: intParam(1, 100_000).default(1),
  pageSize: intParam(1, 200).default(DEFAULT_PAGE_SIZE),
});
/** GET /runs/last */
export const lastRunsQuerySchema = z.object({ count: intParam(1, 50).default(TIMELINE_RUNS) });
export const pagedPipelineRunsSchema = paged(pipelineRunSchema);

export const importRequestSchema = z.object({
  fileNames: z.array(z.string().min(1).max(255)).min(1).max(500),
  storagePurpose: z.string().min(1).max(50).overwrite(normalizePurpose),
  /** Folder path under the purpose, slash separated, '' at the root. */
  path: z.string().max(2000),
});

export const FILE_QUEUE_STATES = ['Staged', 'Enqueued', 'Processing', 'Finished'] as const;
export type FileQueueState = (typeof FILE_QUEUE_STATES)[number];

/** s.3 "Source or folder import settings". */
export const importSettingsSchema = z.object({
  /** A file's settings may say 'as my folder'; a folder's never inherits. */
  inheritFromFolder: z.boolean(),
  delimiter: z.string(),
  quoteCharacter: z.string(),
  lineEnding: z.string(),
  encodingName: z.string(),
  hasHeader: z.boolean(),
  /** XLSX: the worksheet to read; the first when empty. */
  worksheetName: z.string().optional(),
  /** CSV numbers and dates (issue 27); each one left out is detected from the file. */
  decimalSeparator: z.enum(DECIMAL_SEPARATORS).optional(),
  thousandsSeparator: z.enum(THOUSANDS_SEPARATORS).optional(),
  dateFormat: z.enum(IMPORT_DATE_FORMATS).optional(),
  /** Columns read as text, as numbers or as dates of one format, whatever detection would say. */
  columnFormats: z
    .array(
      z.object({
        column: z.string().max(MAX_COLUMN_NAME_LENGTH),
        format: z.enum(COLUMN_FORMATS),
      }),
    )
    .max(MAX_COLUMN_FORMATS)
    .optional(),
});
/**
 * What a file's last successful CSV import used for what its settings left open (issue 27): the
 * delimiter found in its first lines (null when the settings' delimiter was used), the decimal and
 * thousands separators ('none': no grouping), the date format (else the date-with-time format; null
 * when none was needed: no dates, or ISO dates, which are read as they are), and when.
 */
export const importDetectedSchema = z.object({
  delimiter: z.string().nullable(),
  decimalSeparator: z.enum(DECIMAL_SEPARATORS),
  thousandsSeparator: z.enum(THOUSANDS_SEPARATORS),
  dateFormat: z.enum(IMPORT_DATE_FORMATS).nullable(),
  /** ISO time of the import. */
  at: z.string(),
});
export const importSettingsViewSchema = z.object({
  name: z.string(),
  systemFolder: z.boolean(),
  /** What is stored on the object (null when nothing is) and what an import would use. */
  own: importSettingsSchema.nullable(),
  effective: importSettingsSchema,
  /** A file's last import's findings; null for a folder and a file not imported yet. */
  detected: importDetectedSchema.nullable(),
});

export const warehouseTableSchema = z.object({
  schema: z.string(),
  name: z.string(),
  rowCount: z.number().int(),
  /** The table's columns in order, with the engine's type names (the node editor's catalogue). */
  columns: z.array(z.object({ name: z.string(), type: z.string() })),
});
export const tablePreviewSchema = z.object({
  schema: z.string(),
  name: z.string(),
  columns: z.array(z.object({ name: z.string(), type: z.string() })),
  /** Values as JSON: numbers, strings, booleans, null; dates as ISO text; big integers as text. */
  rows: z.array(z.array(z.unknown())),
  rowCount: z.number().int(),
});

export type Pipeline = z.infer<typeof pipelineSchema>;
export type StartRun = z.infer<typeof startRunSchema>;
export type PipelineRun = z.infer<typeof pipelineRunSchema>;
export type PipelineRunDetail = z.infer<typeof pipelineRunDetailSchema>;
export type RunLogLine = z.infer<typeof runLogLineSchema>;
export type RunListQuery = z.infer<typeof runListQuerySchema>;
export type PagedPipelineRuns = z.infer<typeof pagedPipelineRunsSchema>;
export type ImportRequest = z.infer<typeof importRequestSchema>;
export type ImportSettings = z.infer<typeof importSettingsSchema>;
export type ImportDetected = z.infer<typeof importDetectedSchema>;
export type ImportSettingsView = z.infer<typeof importSettingsViewSchema>;
export type WarehouseTable = z.infer<typeof warehouseTableSchema>;
export type TablePreview = z.infer<typeof tablePreviewSchema>;
