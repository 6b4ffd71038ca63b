// One UTF-8 CSV file into `<schema>.<table>` of an engagement's PostgreSQL warehouse through
// `COPY ... FROM STDIN`, the file streamed from disk (pg-copy-streams), with the DuckDB engine's
// promises (modules/import/load-csv.ts):
// - the table is replaced in one transaction: built under a hidden name, the old one dropped and the
//   new one renamed, so a failure or a stop leaves the old table and nothing else;
// - a value that does not fit its column's type (an 'N/A' among numbers) loses no line: that column
//   becomes text and the file is loaded again; the line and value that forced it are reported;
// - a line that does not fit the file's shape (too many or too few fields, an unterminated quote,
//   bytes that are not UTF-8) fails the file, naming the line.
// Types are the caller's (sniffed by DuckDB on a sample: postgresTypeOf maps them); COPY parses each
// value with PostgreSQL's own input rules.
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import copyStreams from 'pg-copy-streams';
import {
  assertTableTarget,
  BUILD_PREFIX,
  POSTGRES_MAX_NAME_BYTES as MAX_NAME_BYTES,
  qualified,
  quoteIdentifier,
  quoteLiteral,
} from '../identifiers.js';
import { isDiskFull } from '../../http/problem.js';
import { WarehouseError } from '../warehouse-errors.js';
import { abortedMessage, fromPostgres, sqlStateOf } from './pg-errors.js';
import { misfitOf, unreadableLine, type WidenedColumn } from './pg-copy-errors.js';

export { postgresTypeOf } from './pg-copy-types.js';
export type { WidenedColumn } from './pg-copy-errors.js';

export interface CopyColumn {
  name: string;
  /** A PostgreSQL type, e.g. bigint, numeric(18,2), text (postgresTypeOf). */
  type: string;
}

export interface CopyCsvOptions {
  /** Connected as the engagement's role to its database; the caller owns it (and ends it). */
  client: pg.Client;
  schema: string;
  table: string;
  /** Path of the UTF-8 CSV file. */
  file: string;
  /** One single-byte character each (COPY takes no other). */
  delimiter: string;
  quote: string;
  header: boolean;
  /** The file's columns in order. */
  columns: CopyColumn[];
  signal?: AbortSignal;
  /** Cancels the statement running on backend `pid` (pg_cancel_backend as the admin): stops a COPY
   *  that has all its data and is still working, which ending the stream cannot. */
  cancelBackend?: (pid: number) => Promise<unknown>;
}

export interface CopyCsvResult {
  rows: number;
  /** Columns loaded as text, in the order found, each with the first line that forced it. */
  widened: WidenedColumn[];
}

/** A type name, optionally with a precision and scale: the only shape put into the CREATE TABLE. */
const TYPE_NAME = /^[A-Za-z][A-Za-z0-9 ]*(\(\s*\d+\s*(,\s*\d+\s*)?\))?$/;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const sqlError = (message: string) => new WarehouseError('sql', message);

function checkOptions(o: CopyCsvOptions) {
  assertTableTarget(o.schema, o.table, MAX_NAME_BYTES);
  for (const [what, value] of [
    ['delimiter', o.delimiter],
    ['quote', o.quote],
  ]) {
    if (Buffer.byteLength(value) !== 1 || /[\r\n]/.test(value)) {
      throw sqlError(`The ${what} must be one single-byte character for PostgreSQL (got '${value}').`);
    }
  }
  if (!o.columns.length) throw sqlError('The file has no columns.');
  const seen = new Set<string>();
  for (const { name, type } of o.columns) {
    const bytes = Buffer.byteLength(name);
    if (!bytes || bytes > MAX_NAME_BYTES) {
      throw sqlError(`Column '${name}' needs a name of 1 to ${MAX_NAME_BYTES} bytes.`);
    }
    if (seen.has(name)) throw sqlError(`Column '${name}' appears twice.`);
    seen.add(name);
    if (!TYPE_NAME.test(type)) throw sqlError(`'${type}' is not a PostgreSQL type name.`);
  }
}

/** The file from its first byte after a UTF-8 byte order mark, which COPY would take as data. */
async function openCsv(file: string) {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(3);
    const { bytesRead } = await handle.read(head, 0, 3, 0);
    const start = bytesRead === 3 && head.equals(UTF8_BOM) ? 3 : 0;
    return fs.createReadStream(file, { start });
  } finally {
    await handle.close();
  }
}

/**
 * Replaces `schema.table` with the rows of `file`. Returns the row count and the columns widened to
 * text. Throws WarehouseError: 'sql' for a line that cannot be read or bad options, 'aborted' when
 * the signal fires, 'timeout' for the role's statement_timeout; a file that cannot be read, Node's
 * own error. The old table stays in every case.
 */
export async function copyCsvIntoPostgres(options: CopyCsvOptions): Promise<CopyCsvResult> {
  checkOptions(options);
  const { signal } = options;
  return cancelledOnAbort(options, async (stopping) => {
    let columns = options.columns;
    const widened: WidenedColumn[] = [];
    // Each retry widens one more column that was not text: at most one load per column, plus one.
    for (;;) {
      // Opened before the COPY starts: a COPY waiting for data that never comes would hold the
      // connection. A file that cannot be opened is the caller's error, thrown as it is.
      const source = await openCsv(options.file);
      try {
        return { rows: await load(options, columns, source, stopping), widened };
      } catch (err) {
        // A cancel still on its way must land before anything else is said or run.
        await stopping();
        if (signal?.aborted) throw aborted(signal);
        const misfit = misfitOf(err, hiddenName(options.table), columns);
        if (!misfit) throw explained(err, options.table);
        widened.push(misfit);
        columns = columns.map((c) => (c.name === misfit.column ? { ...c, type: 'text' } : c));
      }
    }
  });
}

/**
 * Runs `work` with the signal cancelling the statement running on the client's backend
 * (pg_cancel_backend as the admin: ending a stream cannot stop a COPY that has all its data).
 * `stopping()` is the cancel on its way, if any; it has landed when `work` settles.
 */
async function cancelledOnAbort<T>(
  { client, signal, cancelBackend }: Pick<CopyCsvOptions, 'client' | 'signal' | 'cancelBackend'>,
  work: (stopping: () => Promise<unknown> | undefined) => Promise<T>,
): Promise<T> {
  if (signal?.aborted) throw aborted(signal);
  const pid = cancelBackend
    ? (await client.query<{ pid: number }>('SELECT pg_catalog.pg_backend_pid() AS pid')).rows[0].pid
    : undefined;
  let stopping: Promise<unknown> | undefined;
  const stop = () => {
    if (pid !== undefined) stopping ??= cancelBackend!(pid).catch(() => undefined);
  };
  signal?.addEventListener('abort', stop);
  try {
    return await work(() => stopping);
  } finally {
    signal?.removeEventListener('abort', stop);
    await stopping;
  }
}

/** Cut to PostgreSQL's limit: two imports sharing a hidden name wait for each other, nothing worse. */
const hiddenName = (table: string) => `${BUILD_PREFIX}${table}`.slice(0, MAX_NAME_BYTES);

/** One attempt, in one transaction; rolled back whole on any failure. */
async function load(
  o: CopyCsvOptions,
  columns: CopyColumn[],
  source: fs.ReadStream,
  cancelling: () => Promise<unknown> | undefined,
) {
  const statement = statementsOn(o.client, o.signal);
  await statement('BEGIN');
  try {
    // The file is UTF-8 whatever the connection's default (the database's encoding otherwise).
    await statement(`SET LOCAL client_encoding = ${quoteLiteral('UTF8')}`);
    // FORCE_NULL: a quoted empty field is NULL too, as DuckDB's allow_quoted_nulls (default) reads it.
    const rows = await copyIntoHidden(o, columns, source, { quotedEmptyIsNull: true });
    await swapIn(statement, o.schema, o.table);
    await statement('COMMIT');
    return rows;
  } catch (err) {
    source.destroy(); // not read when a statement before the COPY failed
    await cancelling();
    await o.client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

/** Runs statements on `client`, none once the signal has fired (a cancel only stops the one running). */
function statementsOn(client: pg.Client, signal: AbortSignal | undefined) {
  return async (sql: string) => {
    if (signal?.aborted) throw aborted(signal);
    await client.query(sql);
  };
}

/** Creates the hidden table and streams `source` into it; the caller's transaction is open. */
async function copyIntoHidden(
  o: Pick<CopyCsvOptions, 'client' | 'signal' | 'schema' | 'table' | 'delimiter' | 'quote' | 'header'>,
  columns: CopyColumn[],
  source: fs.ReadStream,
  { quotedEmptyIsNull }: { quotedEmptyIsNull: boolean },
): Promise<number> {
  const { client, signal } = o;
  const hidden = qualified(o.schema, hiddenName(o.table));
  const names = columns.map((c) => quoteIdentifier(c.name)).join(', ');
  await statementsOn(
    client,
    signal,
  )(`CREATE TABLE ${hidden} (${columns.map((c) => `${quoteIdentifier(c.name)} ${c.type}`).join(', ')})`);
  // ESCAPE = QUOTE: a quote inside a quoted field is doubled, as DuckDB reads and writes it.
  const copy = client.query(
    copyStreams.from(
      `COPY ${hidden} (${names}) FROM STDIN WITH (FORMAT csv, HEADER ${o.header}, DELIMITER ${quoteLiteral(
        o.delimiter,
      )}, QUOTE ${quoteLiteral(o.quote)}, ESCAPE ${quoteLiteral(o.quote)}${
        quotedEmptyIsNull ? `, FORCE_NULL (${names})` : ''
      })`,
    ),
  );
  // From here the COPY waits for data: only the pipeline may end it. The signal (even one fired
  // already) destroys both streams: the COPY is failed (CopyFail) and PostgreSQL rolls it back.
  await pipeline(source, copy, signal ? { signal } : {});
  return copy.rowCount;
}

/** The hidden table becomes `schema.table`, the old one dropped; in the caller's transaction. */
async function swapIn(statement: (sql: string) => Promise<void>, schema: string, table: string) {
  await statement(`DROP TABLE IF EXISTS ${qualified(schema, table)}`);
  await statement(`ALTER TABLE ${qualified(schema, hiddenName(table))} RENAME TO ${quoteIdentifier(table)}`);
}

export interface CopyTablesOptions extends Pick<CopyCsvOptions, 'client' | 'signal' | 'cancelBackend'> {
  /** CSV files DuckDB wrote (COPY ... TO, comma, double quote, no header), typed already. */
  tables: { schema: string; table: string; file: string; columns: CopyColumn[] }[];
}

/**
 * Replaces several tables at once with files that DuckDB wrote from tables of its own (a gain
 * import staged in a scratch DuckDB): one transaction, so readers see all of them new or all old.
 * Values keep their types (no widening: a value that does not fit is a bug, reported as it is); an
 * empty quoted field stays an empty string, as DuckDB wrote it, and only an empty one is NULL.
 */
export async function copyTablesIntoPostgres(options: CopyTablesOptions): Promise<number[]> {
  const { client, signal } = options;
  for (const t of options.tables) {
    checkOptions({ ...t, client, delimiter: ',', quote: '"', header: false });
  }
  const statement = statementsOn(client, signal);
  return cancelledOnAbort(options, async (stopping) => {
    await statement('BEGIN');
    try {
      await statement(`SET LOCAL client_encoding = ${quoteLiteral('UTF8')}`);
      const rows: number[] = [];
      for (const t of options.tables) {
        const format = { client, signal, ...t, delimiter: ',', quote: '"', header: false };
        rows.push(
          await copyIntoHidden(format, t.columns, fs.createReadStream(t.file), { quotedEmptyIsNull: false }),
        );
      }
      for (const t of options.tables) await swapIn(statement, t.schema, t.table);
      await statement('COMMIT');
      return rows;
    } catch (err) {
      await stopping();
      await client.query('ROLLBACK').catch(() => undefined);
      if (signal?.aborted) throw aborted(signal);
      throw explained(err, options.tables[0]?.table ?? '');
    }
  });
}

function aborted(signal: AbortSignal) {
  return new WarehouseError('aborted', abortedMessage(signal.reason), signal.reason);
}

/** Why the file could not be loaded, as a WarehouseError (the file's own read errors as they are). */
function explained(err: unknown, table: string): unknown {
  if (typeof (err as { syscall?: unknown } | null)?.syscall === 'string') return err;
  // A full disk also names the line COPY was at, which is not the file's fault.
  if (isDiskFull(err)) return fromPostgres(err);
  const line = unreadableLine(err, hiddenName(table));
  if (line) return line;
  // 57014 without the signal: the role's statement_timeout (Cairn's own stop is the signal).
  if (sqlStateOf(err) === '57014') {
    return new WarehouseError('timeout', 'The import ran longer than the statement timeout and was stopped.');
  }
  return fromPostgres(err);
}
