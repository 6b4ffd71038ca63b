// A gain import's work on the files of one batch (docs/gain.md "The import run"), shared by the run
// (gain-import.handler.ts, the engagement's warehouse) and the dry run (dry-run.service.ts, a
// throwaway warehouse, nothing written): each table configuration's file is read and checked
// (load-table.ts), the row existence criteria are applied across the tables, and — only when nothing
// broke — the tables are written to gain.<target> in one transaction.
import fs from 'node:fs';
import path from 'node:path';
import { sniffDelimiter } from '../../import/csv-dialect.js';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { GainImportConfigurationSave, GainTableConfiguration } from '@cairn/contracts';
import type { XlsxLimits } from '../../../config.js';
import type { WarehouseSql } from '../../../warehouse/warehouse.service.js';
import { ImportProblem } from '../../import/import-problem.js';
import { xlsxToCsv } from '../../import/xlsx-to-csv.js';
import { loadIsoLists } from './column-checks.js';
import { matchPattern } from './file-selection.js';
import {
  checkTable,
  deleteSkippedRows,
  dropChecked,
  GAIN_SCHEMA,
  writeCheckedTable,
  type CheckedTable,
  type TableSourceFile,
} from './load-table.js';

export interface GainImportOptions {
  /** The batch's files by name; `open` gives the bytes of one. */
  files: readonly string[];
  open: (name: string) => Promise<Readable>;
  /** A directory of the run's own (the warehouse may read files only there). */
  tmp: string;
  xlsxLimits: XlsxLimits;
  signal?: AbortSignal;
  /** false for the dry run: everything is checked, nothing is written. */
  write: boolean;
}

export interface GainTableOutcome {
  table: string;
  files: string[];
  rowsReceived: number;
  rowsValid: number;
  rowsWritten: number;
  failureCount: number;
  /** Why the table was not loaded when it was left out (no file, coupled tables without rows). */
  note?: string;
}

export interface GainImportOutcome {
  ok: boolean;
  tables: GainTableOutcome[];
  /** Everything that fails the import (Break failures, unreadable files, row existence). */
  problems: string[];
  /** The first failing values of every table (all behaviours), one line each. */
  failures: string[];
  rowsReceived: number;
  rowsValid: number;
}

const isXlsx = (name: string) => name.toLowerCase().endsWith('.xlsx');

/** The file as UTF-8 CSV on disk: a CSV as it is, a worksheet of an .xlsx converted (once per sheet). */
async function csvOf(
  options: GainImportOptions,
  converted: Map<string, string>,
  name: string,
  table: GainTableConfiguration,
): Promise<TableSourceFile> {
  const sheet = isXlsx(name) ? (table.sourceFileWorksheetName?.trim() ?? '') : '';
  const key = `${name}\n${sheet.toLowerCase()}`;
  let csvPath = converted.get(key);
  if (!csvPath) {
    csvPath = path.join(options.tmp, `${converted.size}.csv`);
    const stream = await options.open(name);
    if (isXlsx(name)) {
      await xlsxToCsv(stream, csvPath, {
        worksheetName: sheet || undefined,
        header: false,
        limits: options.xlsxLimits,
        signal: options.signal,
      });
    } else await pipeline(stream, fs.createWriteStream(csvPath), { signal: options.signal });
    converted.set(key, csvPath);
  }
  const fromXlsx = isXlsx(name);
  const delimiter = fromXlsx ? undefined : sniffDelimiter(csvPath, table.sourceFileRowsToSkip ?? 0);
  return { fileName: name, csvPath, fromXlsx, delimiter };
}

/**
 * Row existence criteria (docs/gain.md): None — a table may stay empty or have no file; Strict —
 * the table must load at least one row; Coupled — the batch's Coupled tables have rows all together
 * or none of them has any.
 */
function rowExistenceProblems(outcomes: { config: GainTableConfiguration; outcome: GainTableOutcome }[]) {
  const problems: string[] = [];
  for (const { config, outcome } of outcomes) {
    if (config.rowExistenceCriterion === 'Strict' && outcome.rowsValid === 0) {
      problems.push(
        `Table ${outcome.table} has no rows${outcome.files.length ? '' : ` (no file matches ${config.sourceFileName})`}, but its row existence criterion is Strict.`,
      );
    }
  }
  const coupled = outcomes.filter((o) => o.config.rowExistenceCriterion === 'Coupled');
  const empty = coupled.filter((o) => o.outcome.rowsValid === 0);
  if (empty.length && empty.length < coupled.length) {
    problems.push(
      `The Coupled tables must all have rows or none: ${empty.map((o) => o.outcome.table).join(', ')} ${empty.length === 1 ? 'has' : 'have'} none, ${coupled
        .filter((o) => o.outcome.rowsValid > 0)
        .map((o) => o.outcome.table)
        .join(', ')} ${coupled.length - empty.length === 1 ? 'has' : 'have'} rows.`,
    );
  }
  return problems;
}

export async function runGainImport(
  c: WarehouseSql,
  configuration: GainImportConfigurationSave,
  options: GainImportOptions,
): Promise<GainImportOutcome> {
  const tables = configuration.tableConfigurations ?? [];
  await c.run(`CREATE SCHEMA IF NOT EXISTS ${GAIN_SCHEMA}`);
  await loadIsoLists(
    c,
    tables.flatMap((t) => (t.columnConfigurations ?? []).map((col) => col.dataType)),
  );
  const converted = new Map<string, string>();
  const checked: CheckedTable[][] = [];
  const problems: string[] = [];
  const failures: string[] = [];
  let index = 0;
  for (const table of tables) {
    options.signal?.throwIfAborted();
    const files = options.files
      .filter((name) => matchPattern(table.sourceFileName, name) !== undefined)
      .sort((a, b) => a.localeCompare(b));
    const mine: CheckedTable[] = [];
    for (const name of files) {
      try {
        const t = await checkTable(c, await csvOf(options, converted, name, table), table, index++);
        mine.push(t);
        failures.push(...t.failures);
        if (t.broken) problems.push(t.broken);
      } catch (err) {
        if (!(err instanceof ImportProblem)) throw err;
        problems.push(err.describe(name));
      }
    }
    checked.push(mine);
  }
  const outcomes = tables.map((config, i) => {
    const mine = checked[i];
    const outcome: GainTableOutcome = {
      table: config.targetTableName,
      files: mine.map((t) => t.fileName),
      rowsReceived: mine.reduce((n, t) => n + t.rowsReceived, 0),
      rowsValid: mine.reduce((n, t) => n + t.rowsValid, 0),
      rowsWritten: 0,
      failureCount: mine.reduce((n, t) => n + t.failureCount, 0),
      ...(mine.length ? {} : { note: `no file of this batch matches ${config.sourceFileName}` }),
    };
    return { config, outcome };
  });
  problems.push(...rowExistenceProblems(outcomes));
  const ok = problems.length === 0;
  try {
    if (ok && options.write) {
      for (const mine of checked) if (mine[0]) await deleteSkippedRows(c, mine[0]);
      await c.transaction(async () => {
        for (const [i, { outcome }] of outcomes.entries()) {
          for (const [k, t] of checked[i].entries())
            outcome.rowsWritten += await writeCheckedTable(c, t, k > 0);
        }
      });
    }
  } finally {
    // What was not written (failed checks, the dry run, a failed write) leaves nothing behind.
    for (const t of checked.flat()) await dropChecked(c, t);
  }
  return {
    ok,
    tables: outcomes.map((o) => o.outcome),
    problems,
    failures,
    rowsReceived: outcomes.reduce((n, o) => n + o.outcome.rowsReceived, 0),
    rowsValid: outcomes.reduce((n, o) => n + o.outcome.rowsValid, 0),
  };
}

const count = (n: number) => n.toLocaleString('en-GB');

/** The outcome as text, one fact a line (the dry run's report, the run's log). */
export function describeOutcome(outcome: GainImportOutcome): string[] {
  const lines = outcome.tables.map(
    (t) =>
      `Table ${GAIN_SCHEMA}.${t.table}: ${t.files.length ? t.files.join(', ') : '(no file)'} — ${count(t.rowsReceived)} rows read, ${count(t.rowsValid)} valid${t.failureCount ? `, ${count(t.failureCount)} failed values` : ''}${t.note ? ` (${t.note})` : ''}`,
  );
  if (outcome.failures.length)
    lines.push('', 'Validation failures:', ...outcome.failures.map((f) => `- ${f}`));
  if (outcome.problems.length) lines.push('', 'Problems:', ...outcome.problems.map((p) => `- ${p}`));
  return lines;
}
