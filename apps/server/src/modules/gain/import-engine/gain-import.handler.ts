// The gain import runs (GAIN_IMPORT_PIPELINE, GAIN_FX_RATE_PIPELINE; docs/gain.md "The import run"):
// the batch's files from import storage through the table configurations into gain.<table> in the
// engagement's warehouse (gain-import.ts: checks in the warehouse's SQL), the files marked to
// archive moved to the import root's archive folder, the batch reported (GainBatches.recordBatch)
// and its valid rows handed to Gain (GainBatches.sendToGain). Like ImportFiles, the warehouse of
// the run may read files only in the run's own temporary directory, and whoever started the run
// must be able to read the files' folders. On a PostgreSQL warehouse the checks run in a scratch
// DuckDB in that directory and the written tables are copied in at the end, in one transaction.
import { assertWarehouseRoom } from '../../../warehouse/warehouse-quota.js';
import fs from 'node:fs';
import { GAIN_BATCH_STATUSES, storageScope, type GainBatchFile } from '@cairn/contracts';
import type { AccessService } from '../../../access/access.service.js';
import type { XlsxLimits } from '../../../config.js';
import { WarehouseError } from '../../../warehouse/warehouse-errors.js';
import type { StagedDestination, WarehouseService } from '../../../warehouse/warehouse.service.js';
import { relativePaths, starterMayRead } from '../../import/import-files.handler.js';
import {
  RunFailure,
  type AbandonedRun,
  type RunContext,
  type RunHandler,
} from '../../pipelines/run-handlers.js';
import type { FileFacts, ImportFilesStore, Located } from '../../import/import-files.store.js';
import type { StorageObjectService } from '../../storage/storage-objects.service.js';
import type { GainBatches, GainImportConfigurations } from '../ports.js';
import { matchPattern } from './file-selection.js';
import type { GainFileSelectorService } from './gain-file-selector.service.js';
import {
  gainImportParametersSchema,
  processTypeOf,
  type GainImportParameters,
} from './gain-import-parameters.js';
import { describeOutcome, runGainImport, type GainImportOutcome } from './gain-import.js';
import { GAIN_SCHEMA } from './load-table.js';
import { scratchDirectory } from '../../../process-temporaries.js';

/** Where archived files go: the import root's archive folder (its display name 'archive'). */
export const ARCHIVE_FOLDER = ['f-archive'];
const ARCHIVE_DISPLAY_NAME = 'archive';
const STATUS = (name: (typeof GAIN_BATCH_STATUSES)[number]) => GAIN_BATCH_STATUSES.indexOf(name);

export interface GainImportHandlerDeps {
  store: ImportFilesStore;
  storageObjects: Pick<StorageObjectService, 'download' | 'moveFile'>;
  warehouse: Pick<WarehouseService, 'stagedDestination'>;
  access: AccessService;
  selector: Pick<GainFileSelectorService, 'configurationForRuns'>;
  /** G4's batches (lazily: the parts need each other); undefined until wired. */
  batches: () => GainBatches | undefined;
  configurations: () => GainImportConfigurations;
  dataDir: string;
  xlsxLimits: XlsxLimits;
  /** Bytes the engagement's warehouse may hold (CAIRN_WAREHOUSE_QUOTA_GB); 0 for no quota. */
  warehouseQuotaBytes: number;
}

const pathOf = (f: Pick<FileFacts, 'parentPath' | 'name'>) =>
  f.parentPath ? `${f.parentPath}/${f.name}` : f.name;
const segments = (p: string) => p.split('/').filter(Boolean);
const isArchived = (f: Pick<FileFacts, 'parentPath'>) =>
  ['archive', ...ARCHIVE_FOLDER].includes(f.parentPath.split('/')[0].toLowerCase());

/** The run's files in the storage index: its FilePaths, else the staged files named FileNames. */
async function filesOf(store: ImportFilesStore, at: Located, p: GainImportParameters) {
  const found: FileFacts[] = [];
  const missing: string[] = [];
  if (p.FilePaths.length) {
    for (const full of p.FilePaths) {
      const s = segments(full);
      const [file] = await store.filesWithFacts(at, { folder: s.slice(0, -1), names: s.slice(-1) });
      if (file) found.push(file);
      else missing.push(full);
    }
  } else {
    const staged = (await store.filesWithFacts(at, { names: p.FileNames })).filter((f) => !isArchived(f));
    for (const name of p.FileNames) {
      const file = staged.filter((f) => f.name.toLowerCase() === name.toLowerCase()).pop();
      if (file) found.push(file);
      else missing.push(name);
    }
  }
  return { found, missing };
}

/** The batch's id: the wildcard content of its versioned files, else its trigger file's name, else its first file's. */
function batchIdOf(
  files: readonly FileFacts[],
  fileConfigurations: { namePattern: string; isVersioned: boolean; isTrigger: boolean }[],
  triggers: readonly string[],
) {
  for (const f of files) {
    for (const c of fileConfigurations) {
      const wildcard = matchPattern(c.namePattern, f.name);
      if (wildcard !== undefined && c.isVersioned && wildcard) return wildcard;
    }
  }
  return triggers[0] ?? files[0]?.name ?? '';
}

function batchFiles(
  files: readonly FileFacts[],
  fileConfigurations: { namePattern: string; isVersioned: boolean; isTrigger: boolean }[],
  archived: ReadonlySet<string>,
  triggers: readonly string[],
): GainBatchFile[] {
  return files.map((f) => {
    const configuration = fileConfigurations.find((c) => matchPattern(c.namePattern, f.name) !== undefined);
    const wildcard = configuration ? (matchPattern(configuration.namePattern, f.name) ?? '') : '';
    return {
      fileName: f.name,
      batch: configuration?.isVersioned ? wildcard : '',
      isTrigger: !!configuration?.isTrigger || triggers.some((t) => t.toLowerCase() === f.name.toLowerCase()),
      isMissing: false,
      archived: archived.has(pathOf(f)),
    };
  });
}

/** Files a run left Enqueued or Processing go back to Staged (the run was cancelled or its worker died). */
export async function restageAbandonedGainImport(store: ImportFilesStore, run: AbandonedRun) {
  const parsed = gainImportParametersSchema.safeParse(run.parameters);
  if (!parsed.success) return;
  const { found } = await filesOf(
    store,
    { engagementId: run.engagementId, purpose: parsed.data.StoragePurpose },
    parsed.data,
  );
  await store.restageUnfinished(found.map((f) => f.id));
}

export function gainImportHandler(deps: GainImportHandlerDeps): RunHandler {
  return async (ctx: RunContext) => {
    const parsed = gainImportParametersSchema.safeParse(ctx.run.parameters);
    if (!parsed.success)
      throw new RunFailure('This run names no files to import (FilePaths and FileNames are empty).');
    const p = parsed.data;
    const processType = processTypeOf(ctx.run.pipelineName);
    const at: Located = { engagementId: ctx.run.engagementId, purpose: p.StoragePurpose };
    const { found, missing } = await filesOf(deps.store, at, p);
    if (missing.length)
      throw new RunFailure(`These files do not exist in import storage: ${missing.join(', ')}.`);
    for (const f of found) {
      const scope = storageScope(at.engagementId, at.purpose, segments(f.parentPath));
      if (!(await starterMayRead(deps.access, ctx.run.startedById, scope)))
        throw new RunFailure(`${f.name}: the user who started this run may not read its folder.`);
    }
    const configuration =
      p.ConfigurationVersion !== undefined
        ? await deps.configurations().version(at.engagementId, processType, p.ConfigurationVersion)
        : await deps.selector.configurationForRuns(at.engagementId, processType);
    if (!configuration)
      throw new RunFailure(
        `The ${processType} import configuration version ${p.ConfigurationVersion} does not exist.`,
      );
    await ctx.log(
      `${processType} import with configuration version ${configuration.version}: ${found.map((f) => f.name).join(', ')}`,
    );
    const ids = found.map((f) => f.id);
    const byName = new Map(found.map((f) => [f.name, f]));
    const batchId = batchIdOf(found, configuration.fileConfigurations, p.TriggerFileNames);
    const tmp = scratchDirectory(deps.dataDir, `gain-${ctx.run.id}`);
    const relative = relativePaths([
      [tmp, '(temporary folder)'],
      [deps.dataDir, '(data folder)'],
    ]);
    let destination: StagedDestination | undefined;
    let outcome: GainImportOutcome | undefined;
    const archived = new Set<string>();
    try {
      await deps.store.setQueueState(ids, 'Processing');
      destination = await deps.warehouse.stagedDestination(await ctx.warehouse, {
        signal: ctx.signal,
        readableDirectory: tmp,
        scratch: tmp,
      });
      const connection = destination.connection;
      // The batch's files together must fit (their tables take about what the files do).
      if (deps.warehouseQuotaBytes) {
        const incoming = found.reduce((sum, f) => sum + f.size, 0);
        assertWarehouseRoom(deps.warehouseQuotaBytes, await destination.bytesInUse(), incoming);
      }
      outcome = await runGainImport(connection, configuration, {
        files: found.map((f) => f.name),
        open: async (name) =>
          (await deps.storageObjects.download(at, segments(pathOf(byName.get(name)!)))).stream,
        tmp,
        xlsxLimits: deps.xlsxLimits,
        signal: ctx.signal,
        write: true,
      });
      for (const line of describeOutcome(outcome).filter(Boolean))
        await ctx.log(relative.text(line), { level: line.startsWith('- ') ? 'warn' : 'info' });
      const tables = outcome.tables.filter((t) => t.rowsWritten > 0).map((t) => `${GAIN_SCHEMA}.${t.table}`);
      if (outcome.ok) {
        // A PostgreSQL warehouse gets the tables now, all in one transaction (written in place on DuckDB).
        await destination.publish(tables);
        await deps.store.setQueueState(ids, 'Finished');
        for (const full of p.FilePathsToArchive) {
          const s = segments(full);
          await deps.storageObjects.moveFile(
            at,
            s,
            ARCHIVE_FOLDER,
            ARCHIVE_DISPLAY_NAME,
            ctx.run.startedById,
          );
          archived.add(full);
          await ctx.log(`${s[s.length - 1]}: archived`);
        }
      }
      const batches = deps.batches();
      await batches?.recordBatch(at.engagementId, {
        batchId,
        processType,
        runId: ctx.run.id,
        configurationVersion: configuration.version,
        files: batchFiles(found, configuration.fileConfigurations, archived, p.TriggerFileNames),
        status: STATUS(outcome.ok ? 'Validated' : 'Failed'),
        statusMessage: outcome.ok ? null : relative.text(outcome.problems.join(' ')),
        numRecordsReceivedFromClient: outcome.rowsReceived,
        numValidRecords: outcome.rowsValid,
        tables,
      });
      if (outcome.ok && batches && tables.length) {
        const sent = await batches.sendToGain(at.engagementId, batchId, connection, tables, ctx.signal);
        await ctx.log(
          `Batch ${batchId}: ${sent.numRecordsSentToGain.toLocaleString('en-GB')} records staged in gain_outbound`,
        );
        // The receiver's refusal fails the run's step with its answer; the batch keeps it for a retry.
        if (sent.delivery?.state === 'Failed')
          throw new RunFailure(
            `Batch ${batchId}: delivery to ${sent.delivery.target} failed after ${sent.delivery.attempts} attempts: ${sent.delivery.answer}`,
          );
        if (sent.delivery)
          await ctx.log(`Batch ${batchId}: delivered to ${sent.delivery.target}: ${sent.delivery.answer}`, {
            step: 'deliver',
          });
      }
    } catch (err) {
      if (err instanceof WarehouseError && ['busy', 'refused', 'sql', 'full'].includes(err.reason))
        throw new RunFailure(relative.text(err.message));
      throw err;
    } finally {
      await destination?.close();
      await deps.store.restageUnfinished(ids, ctx.signal.reason === 'shutdown' ? 'Enqueued' : 'Staged');
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    if (!outcome.ok) throw new RunFailure(relative.text(outcome.problems.join(' ')));
    const summary = outcome.tables.map(
      (t) => `${GAIN_SCHEMA}.${t.table} (${t.rowsWritten.toLocaleString('en-GB')} rows)`,
    );
    return {
      message: `Batch ${batchId}: imported ${summary.join(', ') || 'nothing'}`,
      result: {
        batchId,
        configurationVersion: configuration.version,
        // The run page lists (and previews) the tables an import run wrote: schema.table, file, rows.
        tables: outcome.tables
          .filter((t) => t.rowsWritten > 0)
          .map((t) => ({
            table: `${GAIN_SCHEMA}.${t.table}`,
            file: t.files.join(', '),
            rows: t.rowsWritten,
            rowsReceived: t.rowsReceived,
            failedValues: t.failureCount,
          })),
        archived: [...archived],
      },
    };
  };
}
