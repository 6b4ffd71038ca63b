// SQL logic of the file selection (docs/gain.md "File selection"): the configuration's query is a
// user's SQL, so it runs where node queries run — in a locked-down warehouse session of its own
// process (warehouse/untrusted-session.ts: one SELECT, read-only functions, statement timeout) — over
// a view `staged_files` of the staged files. It answers which files to process (and to archive).
import type { GainBatchFile, GainFileConfiguration } from '@cairn/contracts';
import type { SessionQueryResult } from '../../../warehouse/untrusted-session.js';
import { quoteLiteral } from '../../../warehouse/identifiers.js';
import type { GainSelection, StagedFileFacts } from '../ports.js';
import { stagedFileFacts } from './file-selection.js';

/** What the selection needs of a warehouse session (RemoteSession implements it). */
export interface SelectionSession {
  createTempView(name: string, sql: string): Promise<void>;
  query(sql: string, limit: number): Promise<SessionQueryResult>;
}

export const STAGED_FILES_VIEW = 'staged_files';
/** More files than a batch ever holds; the rest of a larger answer is ignored. */
const MAX_SELECTED = 10_000;

const bool = (value: boolean) => (value ? 'TRUE' : 'FALSE');
const text = (value: string | undefined) => (value === undefined ? 'NULL::VARCHAR' : quoteLiteral(value));

/**
 * The view's rows as a constant SELECT: name, size, arrival, pattern, wildcard and the matched
 * pattern's flags (is_versioned, is_trigger, is_required, is_archived); pattern NULL for a file
 * that matches none.
 */
export function stagedFilesSql(files: readonly GainFileConfiguration[], staged: readonly StagedFileFacts[]) {
  const columns =
    'name, size, arrival, pattern, wildcard, is_versioned, is_trigger, is_required, is_archived';
  const facts = stagedFileFacts(files, staged);
  if (!facts.length) {
    return `SELECT * FROM (SELECT NULL::VARCHAR, NULL::BIGINT, NULL::TIMESTAMP, NULL::VARCHAR, NULL::VARCHAR, NULL::BOOLEAN, NULL::BOOLEAN, NULL::BOOLEAN, NULL::BOOLEAN) AS t(${columns}) WHERE FALSE`;
  }
  const rows = facts.map((f) => {
    const c = f.configuration;
    return `(${[
      quoteLiteral(f.name),
      `${Math.max(0, Math.trunc(f.size))}::BIGINT`,
      `${quoteLiteral(new Date(f.arrivedAt).toISOString().replace('T', ' ').replace('Z', ''))}::TIMESTAMP`,
      text(c?.namePattern),
      c ? quoteLiteral(f.wildcard) : 'NULL::VARCHAR',
      bool(!!c?.isVersioned),
      bool(!!c?.isTrigger),
      bool(!!c?.isRequired),
      bool(!!c?.isArchived),
    ].join(', ')})`;
  });
  return `SELECT * FROM (VALUES ${rows.join(', ')}) AS t(${columns})`;
}

const columnIndex = (columns: string[], names: string[]) =>
  columns.findIndex((c) => names.includes(c.toLowerCase()));

/**
 * Runs the configuration's query. Its answer names the files to process: the column `name` (or
 * `file_name` / `filename`; else the first column); a boolean column `archive` (or `to_archive`)
 * says which to archive, else the matched pattern's isArchived does. Names that are not staged
 * files are ignored.
 */
export async function selectBySqlLogic(
  session: SelectionSession,
  sqlQuery: string,
  files: readonly GainFileConfiguration[],
  staged: readonly StagedFileFacts[],
): Promise<GainSelection> {
  await session.createTempView(STAGED_FILES_VIEW, stagedFilesSql(files, staged));
  const answer = await session.query(sqlQuery, MAX_SELECTED);
  const nameAt = Math.max(0, columnIndex(answer.columns, ['name', 'file_name', 'filename']));
  const archiveAt = columnIndex(answer.columns, ['archive', 'to_archive', 'toarchive']);
  const facts = new Map(stagedFileFacts(files, staged).map((f) => [f.name.toLowerCase(), f]));
  const toProcess: string[] = [];
  const toArchive: string[] = [];
  const batchFiles: GainBatchFile[] = [];
  for (const row of answer.rows) {
    const fact = facts.get(String(row[nameAt] ?? '').toLowerCase());
    if (!fact || toProcess.includes(fact.name)) continue;
    const archive = archiveAt >= 0 ? row[archiveAt] === true : !!fact.configuration?.isArchived;
    toProcess.push(fact.name);
    if (archive) toArchive.push(fact.name);
    batchFiles.push({
      fileName: fact.name,
      batch: fact.configuration?.isVersioned ? fact.wildcard : '',
      isTrigger: !!fact.configuration?.isTrigger,
      isMissing: false,
      archived: archive,
    });
  }
  return { fileNamesToProcess: toProcess, fileNamesToArchive: toArchive, batchFiles };
}
