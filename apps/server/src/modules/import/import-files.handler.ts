// The ImportFiles run: each file of the request, in order, from storage into `import.<table>`.
// A file goes Processing -> Finished, or back to Staged when it fails, the run is cancelled or the
// run never reaches it. A file that fails does not stop the others; the run then fails with a
// message naming every failed file (and line). The warehouse instance of the run may read files
// only in the run's own temporary directory (docs/warehouse.md).
import fs from 'node:fs';
import path from 'node:path';
import {
  importFileKind,
  importTableName,
  PERMISSIONS,
  storageScope,
  type ImportDetected,
  type ImportSettings,
} from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { XlsxLimits } from '../../config.js';
import { HttpProblem } from '../../http/problem.js';
import type { ImportedTablesService } from './imported-tables.service.js';
import { WarehouseError } from '../../warehouse/warehouse-errors.js';
import type { ImportDestination, WarehouseService } from '../../warehouse/warehouse.service.js';
import {
  RunFailure,
  type AbandonedRun,
  type RunContext,
  type RunHandler,
} from '../pipelines/run-handlers.js';
import type { StorageObjectService } from '../storage/storage-objects.service.js';
import type { ImportFilesStore, IndexedObject, Located } from './import-files.store.js';
import { importParametersSchema } from './import-parameters.js';
import { ImportProblem } from './import-problem.js';
import { logRejected } from './import-rejected-log.js';
import { sniffDelimiter } from './csv-dialect.js';
import { csvDialect } from './import-settings.js';
import type { ImportSettingsService } from './import-settings.service.js';
import { loadCsv, type LoadResult, type ReadOptions } from './load-csv.js';
import { loadCsvIntoPostgres } from './load-csv-postgres.js';
import { isUtf8, saveAsUtf8 } from './save-as-utf8.js';
import { xlsxToCsv } from './xlsx-to-csv.js';
import { sizeText } from './xlsx-limits.js';
import { withinWarehouseQuota } from '../../warehouse/warehouse-quota.js';
import { scratchDirectory } from '../../process-temporaries.js';

export interface ImportHandlerDeps {
  store: ImportFilesStore;
  settings: ImportSettingsService;
  storageObjects: StorageObjectService;
  warehouse: Pick<WarehouseService, 'importDestination'>;
  access: AccessService;
  dataDir: string;
  xlsxLimits: XlsxLimits;
  importedTables: ImportedTablesService;
  /** Bytes the engagement's warehouse may hold (CAIRN_WAREHOUSE_QUOTA_GB); 0 for no quota. */
  warehouseQuotaBytes: number;
}

interface FileToImport {
  name: string;
  folder: string[];
  row: IndexedObject | undefined;
}

const count = (n: number) => n.toLocaleString('en-GB');

/**
 * Whoever started the run must be able to read the file's folder — also when the run was started
 * through POST /runs or rerun, which do not look at folders. The run knows its starter's id only,
 * and ids are unique across users and applications, so both kinds are asked.
 */
export async function starterMayRead(access: AccessService, startedById: string | null, scope: string) {
  if (!startedById) return true; // queued by Cairn itself (the demo seed)
  const resolved = await access.resolve(scope);
  const as: Principal[] = [
    { type: 'User', id: startedById, email: '', sessionKind: 'bearer' },
    { type: 'Application', id: startedById, aadObjectId: '', sessionKind: 'bearer' },
  ];
  for (const principal of as) {
    if ((await access.permissionsAt(principal, resolved)).has(PERMISSIONS.storageFoldersReader)) return true;
  }
  return false;
}

/**
 * Run logs name a file by its path in storage: the run's temporary copy of it, the temporary folder
 * and the data directory never show (a warehouse error quotes the file it read).
 */
export function relativePaths(replacements: [absolute: string, shown: string][]) {
  const text = (t: string) =>
    replacements.reduce((out, [absolute, shown]) => out.split(absolute).join(shown), t);
  const value = (v: unknown): unknown => {
    if (typeof v === 'string') return text(v);
    if (Array.isArray(v)) return v.map(value);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, value(x)]));
    return v;
  };
  return { text, value };
}

/** The run's context with every log line (and its detail) shown relative to the engagement's storage. */
function withRelativePaths(ctx: RunContext, relative: ReturnType<typeof relativePaths>): RunContext {
  return {
    ...ctx,
    log: (message, options) =>
      ctx.log(
        relative.text(message),
        options && { ...options, detail: relative.value(options.detail) as typeof options.detail },
      ),
  };
}

/** Loads a UTF-8 CSV file into `import.<table>` of the engagement's warehouse, whichever engine. */
type Loader = (file: string, table: string, options: ReadOptions) => Promise<LoadResult>;

/** The loader of a run's destination: DuckDB's read_csv, or PostgreSQL's COPY with DuckDB's sniff. */
function loaderOf(destination: ImportDestination, signal: AbortSignal): Loader {
  if (destination.engine === 'duckdb')
    return (file, table, o) => loadCsv(destination.connection, file, table, o);
  return (file, table, o) =>
    loadCsvIntoPostgres(destination.sniffer, destination.target, file, table, o, signal);
}

async function closeDestination(destination: ImportDestination | undefined) {
  if (destination?.engine === 'duckdb') await destination.connection.close();
  if (destination?.engine === 'postgres')
    await Promise.all([destination.sniffer.close(), destination.target.close()]);
}

/** How a log line names a delimiter. */
const delimiterName = (d: string) => (d === '\t' ? 'tabs' : `'${d}'`);

async function loadFile(
  deps: ImportHandlerDeps,
  ctx: RunContext,
  load: Loader,
  at: Located,
  file: FileToImport,
  settings: ImportSettings & { chosen?: boolean },
  target: string,
): Promise<{ table: string; load: LoadResult; detected?: Omit<ImportDetected, 'at'> }> {
  const table = importTableName(file.name);
  const kind = importFileKind(file.name);
  if (!kind) throw new ImportProblem('cannot be imported: only .csv, .txt and .xlsx files can.');
  const stored = [...file.folder, file.name];
  const gone = (err: unknown) => {
    if (err instanceof HttpProblem && err.status === 404) throw new ImportProblem('does not exist any more.');
    throw err;
  };
  if (kind === 'csv') {
    const dialect = csvDialect(settings);
    // UTF-8 is read as stored (linked into the run's folder when the storage is local); other
    // encodings are converted on the way.
    const bytes = await (
      isUtf8(dialect.encoding)
        ? deps.storageObjects.saveToFile(at, stored, target, ctx.signal)
        : deps.storageObjects
            .download(at, stored)
            .then(({ stream }) => saveAsUtf8(stream, target, dialect.encoding, ctx.signal))
    ).catch(gone);
    await ctx.log(`${file.name}: ${sizeText(bytes)} read from storage (${dialect.encoding})`, {
      step: file.name,
    });
    // Nobody chose settings for this file: the delimiter its first lines agree on (a German export's
    // ';') rather than the default ','.
    const found = settings.chosen === false ? sniffDelimiter(target) : undefined;
    if (found && found !== dialect.delimiter) {
      dialect.delimiter = found;
      await ctx.log(`${file.name}: values separated by ${delimiterName(found)}, found in its first lines`, {
        step: file.name,
      });
    }
    const { decimalSeparator, thousandsSeparator, dateFormat, columnFormats } = settings;
    const formatSettings = { decimalSeparator, thousandsSeparator, dateFormat, columnFormats };
    const loaded = await load(target, table, { ...dialect, exactDecimals: true, formatSettings });
    if (loaded.formats)
      await ctx.log(`${file.name}: numbers and dates read with ${loaded.formats}`, { step: file.name });
    // What the settings left open, for the file's import settings dialog to show.
    const detected = loaded.decided && { delimiter: found ?? null, ...loaded.decided };
    return { table, load: loaded, detected };
  }
  const { stream } = await deps.storageObjects.download(at, stored).catch(gone);
  const sheet = await xlsxToCsv(stream, target, {
    worksheetName: settings.worksheetName,
    header: settings.hasHeader,
    limits: deps.xlsxLimits,
    signal: ctx.signal,
  });
  await ctx.log(`${file.name}: worksheet '${sheet.sheetName}', ${count(sheet.rows)} rows`, {
    step: file.name,
  });
  const types = Object.fromEntries(
    sheet.columns.filter((_, i) => sheet.textColumns[i]).map((col) => [col, 'VARCHAR']),
  );
  const loaded = await load(target, table, {
    delimiter: ',',
    quote: '"',
    newLine: '\n',
    header: false,
    names: sheet.columns,
    types,
    nullPadding: true,
    sampleAll: true,
  });
  return { table, load: loaded };
}

/** The folder scope whose readers may see a file's content (rejected lines' text and DuckDB's reasons). */
const folderOf = (at: Located, file: FileToImport) => storageScope(at.engagementId, at.purpose, file.folder);

/** The files a run names, found in the storage index (row undefined when a file is gone). */
async function filesToImport(store: ImportFilesStore, at: Located, filePaths: readonly string[]) {
  const files: FileToImport[] = [];
  for (const full of filePaths) {
    const segments = full.split('/').filter(Boolean);
    const folder = segments.slice(0, -1);
    const name = segments[segments.length - 1] ?? full;
    const [row] = (await store.objectsIn(at, folder, [name])).filter((o) => o.type === 'File');
    files.push({ name, folder, row });
  }
  return files;
}

/**
 * A run that ended without the handler (cancelled while Queued, or its worker died) leaves its
 * files Enqueued or Processing: put those back to Staged so the storage manager tells the truth.
 */
export async function restageAbandonedImport(store: ImportFilesStore, run: AbandonedRun) {
  const parsed = importParametersSchema.safeParse(run.parameters);
  if (!parsed.success) return;
  const files = await filesToImport(
    store,
    { engagementId: run.engagementId, purpose: parsed.data.StoragePurpose },
    parsed.data.FilePaths,
  );
  await store.restageUnfinished(files.flatMap((f) => (f.row ? [f.row.id] : [])));
}

export function importFilesHandler(deps: ImportHandlerDeps): RunHandler {
  return async (ctx) => {
    const parsed = importParametersSchema.safeParse(ctx.run.parameters);
    if (!parsed.success)
      throw new RunFailure('This run names no files to import (FilePaths is missing or empty).');
    const at: Located = { engagementId: ctx.run.engagementId, purpose: parsed.data.StoragePurpose };
    const files = await filesToImport(deps.store, at, parsed.data.FilePaths);
    const ids = files.flatMap((f) => (f.row ? [f.row.id] : []));
    const imported: { file: string; table: string; rows: number }[] = [];
    const failed: string[] = [];
    const tmp = scratchDirectory(deps.dataDir, `import-${ctx.run.id}`);
    let destination: ImportDestination | undefined;
    try {
      destination = await deps.warehouse.importDestination(await ctx.warehouse, {
        signal: ctx.signal,
        readableDirectory: tmp,
        scratch: tmp,
      });
      const loader = withinWarehouseQuota(
        loaderOf(destination, ctx.signal),
        destination,
        deps.warehouseQuotaBytes,
      );
      for (const [index, file] of files.entries()) {
        ctx.signal.throwIfAborted();
        if (!file.row) {
          failed.push(`${file.name} does not exist in this folder.`);
          await ctx.log(failed[failed.length - 1], { level: 'error', step: file.name });
          continue;
        }
        if (
          !(await starterMayRead(
            deps.access,
            ctx.run.startedById,
            storageScope(at.engagementId, at.purpose, file.folder),
          ))
        ) {
          failed.push(`${file.name}: the user who started this run may not read its folder.`);
          await ctx.log(failed[failed.length - 1], { level: 'error', step: file.name });
          continue;
        }
        await deps.store.setQueueState([file.row.id], 'Processing');
        const target = path.join(tmp, `${index}.csv`);
        const relative = relativePaths([
          [target, [...file.folder, file.name].join('/')],
          [tmp, '(temporary folder)'],
          [deps.dataDir, '(data folder)'],
        ]);
        const fileCtx = withRelativePaths(ctx, relative);
        try {
          const settings = await deps.settings.effectiveFor(at, file.folder, file.name);
          const conflict = await deps.importedTables.conflictFor(
            at,
            file.folder,
            file.name,
            importTableName(file.name),
          );
          if (conflict) throw new ImportProblem(conflict);
          await fileCtx.log(`${file.name}: importing into import.${importTableName(file.name)}`, {
            step: file.name,
          });
          const { table, load, detected } = await loadFile(deps, fileCtx, loader, at, file, settings, target);
          await deps.importedTables.record(at, file.folder, file.name, table, ctx.run.id);
          if (detected)
            await deps.store.saveDetected(at, file.row.id, { ...detected, at: new Date().toISOString() });
          await deps.store.setQueueState([file.row.id], 'Finished');
          imported.push({ file: file.name, table: `import.${table}`, rows: load.rows });
          for (const column of load.widened) {
            await fileCtx.log(
              `${file.name}: column ${column} was loaded as text (VARCHAR): some of its values are not of the type found in the first rows`,
              { level: 'warn', step: file.name },
            );
          }
          await logRejected(fileCtx, file, folderOf(at, file), load, 'warn');
          await fileCtx.log(`${file.name}: ${count(load.rows)} rows in import.${table}`, {
            step: file.name,
            detail: { table: `import.${table}`, rows: load.rows },
          });
        } catch (err) {
          await deps.store.restageUnfinished([file.row.id]);
          if (ctx.signal.aborted) throw err;
          if (err instanceof ImportProblem) {
            failed.push(relative.text(err.describe(file.name)));
            await logRejected(fileCtx, file, folderOf(at, file), err, 'error');
          } else if (err instanceof WarehouseError && err.reason === 'sql')
            failed.push(relative.text(`${file.name} could not be imported: ${err.message}`));
          // A smaller file after it may still fit: each file gets its own verdict.
          else if (err instanceof WarehouseError && err.reason === 'full')
            failed.push(`${file.name}: ${err.message}`);
          else throw err;
          await ctx.log(failed[failed.length - 1], { level: 'error', step: file.name });
        } finally {
          fs.rmSync(target, { force: true });
        }
      }
    } catch (err) {
      // Busy, or a warehouse configuration this installation cannot follow: the run says why.
      if (err instanceof WarehouseError && (err.reason === 'busy' || err.reason === 'refused'))
        throw new RunFailure(err.message);
      throw err;
    } finally {
      await closeDestination(destination);
      await deps.store.restageUnfinished(ids, ctx.signal.reason === 'shutdown' ? 'Enqueued' : 'Staged');
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    const tables = imported.map((i) => `${i.table} (${count(i.rows)} rows)`).join(', ');
    if (failed.length) {
      throw new RunFailure(`${failed.join(' ')}${imported.length ? ` Imported: ${tables}.` : ''}`);
    }
    return {
      message: `Imported ${imported.length} file${imported.length === 1 ? '' : 's'}: ${tables}`,
      result: { tables: imported },
    };
  };
}
