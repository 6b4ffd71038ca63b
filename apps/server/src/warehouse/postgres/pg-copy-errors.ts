// What a failed COPY says about the file, read from the error's context line, which PostgreSQL
// (lc_messages C for engagement roles) writes as
//   COPY <table>, line <n>, column <name>: "<value>"   a value its column's type refused
//   COPY <table>, line <n>: "<the line>"               a line that does not fit the file's shape
// <n> counts records from the file's first (the header is line 1), a quoted newline not counting.
import { WarehouseError } from '../warehouse-errors.js';
import { sqlStateOf } from './pg-errors.js';

export interface WidenedColumn {
  column: string;
  /** The file's line (the header is line 1) whose value did not fit. */
  line: number;
  /** That value as PostgreSQL quoted it (cut to 100 characters and '...' when longer). */
  value: string;
}

/**
 * Value errors of type input functions: invalid text (22P02), out of range (22003), date and time
 * format, field and zone (22007, 22008, 22009), interval overflow (22015), too long for varchar(n)
 * (22001). Not 22P04 (the line's shape) nor 22021 (not UTF-8): no type fixes those.
 */
const VALUE_ERRORS = new Set(['22P02', '22003', '22007', '22008', '22009', '22015', '22001']);

const contextOf = (err: unknown, table: string) => {
  const where = (err as { where?: unknown } | null)?.where;
  if (typeof where !== 'string') return undefined;
  const prefix = `COPY ${table}, line `;
  const first = where.split('\n').find((l) => l.startsWith(prefix));
  const match = first && /^(\d+)(.*)$/s.exec(first.slice(prefix.length));
  return match ? { line: Number(match[1]), rest: match[2] } : undefined;
};

/** The column (not text yet) whose value made `err`, with the line and value; else undefined. */
export function misfitOf(
  err: unknown,
  table: string,
  columns: { name: string; type: string }[],
): WidenedColumn | undefined {
  const state = sqlStateOf(err);
  const context = contextOf(err, table);
  if (!state || !VALUE_ERRORS.has(state) || !context?.rest.startsWith(', column ')) return undefined;
  const named = context.rest.slice(', column '.length);
  // Names are written unquoted and may hold ': ': the longest one that fits is the column.
  const column = columns
    .filter((c) => named.startsWith(`${c.name}: `) && c.type !== 'text')
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (!column) return undefined;
  const value = named.slice(column.name.length + 2);
  return { column: column.name, line: context.line, value: value.replace(/^"([\s\S]*)"$/, '$1') };
}

/**
 * A line the file's settings cannot read, as the error the import fails with; undefined when `err`
 * names no line of the file. The line's content is left out, as the DuckDB engine's message does.
 */
export function unreadableLine(err: unknown, table: string): WarehouseError | undefined {
  const context = contextOf(err, table);
  if (!context) return undefined;
  const reason = err instanceof Error ? err.message : String(err);
  const hint = sqlStateOf(err) === '22021' ? " Check the encoding in the file's import settings." : '';
  return new WarehouseError('sql', `Line ${context.line} of the file could not be read: ${reason}.${hint}`);
}
