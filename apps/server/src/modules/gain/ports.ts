// What the three parts of the gain module offer each other (issue 13). Each part implements its
// side and receives the others' through these interfaces (wired in modules/gain/gain.module.ts), so
// no part reads another's tables:
// - import-config/  (the versioned import configuration per process type) implements GainImportConfigurations
// - import-engine/  (file selection, the gain import run with its column checks, the dry run) implements GainDryRun and GainFileSelector
// - batches/        (staging files, batches, the hand-over to Gain, trigger auto-start, FX rates, storage-manager actions) implements GainBatches
// - governance/     (promotions, requirements status, the SignedOff lock) implements GainSignOff and GainPromotedVersions
import type {
  GainBatchFile,
  GainFileSelectionResult,
  GainImportConfiguration,
  GainImportConfigurationSave,
  GainProcessType,
} from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { Tx } from '../../db/client.js';
import type { WarehouseSql } from '../../warehouse/warehouse.service.js';

export interface GainImportConfigurations {
  /** The newest saved version (version 0 with empty lists when none was saved). */
  current(engagementId: string, processType: GainProcessType): Promise<GainImportConfiguration>;
  /** One saved version, or undefined. */
  version(
    engagementId: string,
    processType: GainProcessType,
    version: number,
  ): Promise<GainImportConfiguration | undefined>;
}

export interface GainDryRunReport {
  /** True when selection, parsing and every column check passed. */
  ok: boolean;
  /** The text the Files screen shows in its closable box. */
  report: string;
}

export interface GainDryRun {
  /** Runs selection, parsing and validation of the staged files without writing anything. */
  testImportConfiguration(
    engagementId: string,
    processType: GainProcessType,
    configuration: GainImportConfigurationSave,
    principal: Principal,
  ): Promise<GainDryRunReport>;
}

export interface GainSignOff {
  isSignedOff(engagementId: string): Promise<boolean>;
  /** Throws a 409 HttpProblem ("… is signed off: …") when the gain engagement is SignedOff. */
  assertEditable(engagementId: string, tx?: Tx): Promise<void>;
}

export interface GainPromotedVersions {
  /** The configuration version gain import runs use: the promoted one, else undefined (= newest). */
  versionForRuns(engagementId: string, processType: GainProcessType): Promise<number | undefined>;
}

/** The pipelines of a gain engagement's imports (registered by import-engine/ in RunHandlers). */
export const GAIN_IMPORT_PIPELINE = 'GainImport';
export const GAIN_FX_RATE_PIPELINE = 'GainFxRate';

export interface StagedFileFacts {
  name: string;
  size: number;
  /** When it arrived in import storage (ISO). */
  arrivedAt: string;
}

export interface GainSelection extends GainFileSelectionResult {
  /** Every file of every batch the selection saw, ready or not. */
  batchFiles: GainBatchFile[];
}

export interface GainFileSelector {
  /** Which staged files to process and archive now (boolean or SQL logic of the configuration). */
  select(
    engagementId: string,
    processType: GainProcessType,
    staged: StagedFileFacts[],
    configuration?: GainImportConfigurationSave,
  ): Promise<GainSelection>;
}

export interface GainBatchReport {
  /** The wildcard content of the batch's versioned files, or the trigger file's name. */
  batchId: string;
  processType: GainProcessType;
  runId: string;
  configurationVersion: number;
  files: GainBatchFile[];
  /** Index into GAIN_BATCH_STATUSES. */
  status: number;
  statusMessage: string | null;
  /** Rows received from the client (all tables), and rows that passed the checks. */
  numRecordsReceivedFromClient: number;
  numValidRecords: number;
  /** Warehouse tables the batch loaded (schema.table), for the hand-over to Gain. */
  tables: string[];
}

export interface GainBatches {
  /** The gain import run reports the batch it received and validated (or failed). */
  recordBatch(engagementId: string, report: GainBatchReport): Promise<void>;
  /**
   * Hands the batch's validated rows to Gain: staged in the warehouse schema gain_outbound (in
   * chunks of the gain configuration's batch size), then delivered to the gain card's outbound
   * target (broker, API connection or storage container); records the delivery on the batch.
   */
  sendToGain(
    engagementId: string,
    batchId: string,
    sql: WarehouseSql,
    tables: string[],
    signal?: AbortSignal,
  ): Promise<GainSent>;
}

/** What sendToGain did: the rows staged, and the delivery (null: the target is the warehouse itself). */
export interface GainSent {
  numRecordsSentToGain: number;
  delivery: { state: 'Delivered' | 'Failed'; target: string; answer: string; attempts: number } | null;
}
