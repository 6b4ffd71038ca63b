// Users' SQL (node queries, test queries) against one engagement's PostgreSQL warehouse, connected as
// the engagement's own role (pg-provisioning.ts): PostgreSQL's permissions keep it inside that
// database. Here: exactly one query where a query is expected, read-only where nothing is built, and
// every call stopped at the statement timeout or when the run's signal fires.
// Implements building/ports.ts UntrustedSession, like the DuckDB engine's untrusted-session.ts.
//
// One query only: the user's text goes inside `SELECT ... FROM (\n<text>\n) AS q`, sent through the
// extended query protocol, which refuses a text of several statements; only a query fits in a
// subquery (a DROP, an INSERT or a data-modifying WITH there is an error of PostgreSQL's own). The
// text has lines of its own, so a trailing `--` comment cannot swallow the wrapper.
import pg from 'pg';
import {
  assertTableTarget,
  BUILD_PREFIX,
  isTableName,
  POSTGRES_MAX_NAME_BYTES as MAX_NAME_BYTES,
  qualified,
  quoteIdentifier,
} from '../identifiers.js';
import { WarehouseError } from '../warehouse-errors.js';
import { assertRoomToBuild, POSTGRES_BYTES_IN_USE_SQL } from '../warehouse-quota.js';
import type { QueryParameters, TableBuildOptions } from '../untrusted-session.js';
import { positionalParameters } from './pg-parameters.js';
import { abortedMessage, fromPostgres, sqlStateOf, timeoutError, type SentText } from './pg-errors.js';
import { cappedSelectItem, warehouseTypes, type ColumnType } from './pg-values.js';

export interface PgSessionResult {
  columns: string[];
  /** PostgreSQL type of each column (format_type), e.g. numeric(18,2). */
  columnTypes: string[];
  rows: unknown[][];
}

export interface PgSessionOptions {
  /** postgres://<engagement role>:<password>@host/<engagement database> */
  url: string;
  /** Its name in pg_stat_activity: the run's (pg-warehouse.ts runApplicationName) or `cairn-warehouse`. */
  applicationName?: string;
  /** Cairn's own limit on each call, on top of the role's statement_timeout. */
  statementTimeoutSeconds: number;
  signal: AbortSignal;
  /** Cancels the statement running on backend `pid` (pg_cancel_backend as the admin). */
  cancelBackend: (pid: number) => Promise<unknown>;
}

/** Thrown inside a call that was stopped between two statements: reported as the timeout or abort. */
class Stopped extends Error {}

interface Call {
  /**
   * Runs one statement through the extended query protocol (one statement or an error). `sent` tells
   * where the user's text is in it, to explain a syntax error there (pg-errors.ts).
   */
  run(text: string, sent?: SentText, values?: unknown[]): Promise<pg.QueryResult<unknown[]>>;
  /** Resolves once a cancel sent for this call (timeout, abort) has reached the server. */
  cancelled(): Promise<unknown>;
}

/** `before`, the user's text on lines of its own, `after`. */
const wrapped = (before: string, sql: string, after: string): SentText => ({
  text: `${before}\n${sql}\n${after}`,
  userStart: before.length + 1,
  userEnd: before.length + 1 + sql.length,
});

/** The user's text without surrounding blanks and one trailing `;` (a common way to end a query). */
const queryText = (sql: string) => sql.trim().replace(/;\s*$/, '');

export class PgWarehouseSession {
  /** Type names and shapes by `oid/typmod`: a run asks about the same few types again and again. */
  private readonly types = new Map<string, ColumnType & { name: string }>();
  /** The call running: one connection runs one call at a time (their transactions must not interleave). */
  private running: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly client: pg.Client,
    private readonly backendPid: number,
    private readonly options: PgSessionOptions,
  ) {}

  static async open(options: PgSessionOptions): Promise<PgWarehouseSession> {
    if (options.signal.aborted) throw aborted(options.signal);
    const client = new pg.Client({
      connectionString: options.url,
      application_name: options.applicationName ?? 'cairn-warehouse',
      // Timestamps come out in UTC and ISO form whatever the server's defaults (pg-values.ts).
      options: '-c TimeZone=UTC -c DateStyle=ISO,YMD -c IntervalStyle=iso_8601',
      types: warehouseTypes,
      connectionTimeoutMillis: 15_000,
    });
    // An error of the idle connection (server restart) is reported by the next call instead.
    client.on('error', () => undefined);
    try {
      await client.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_catalog.pg_backend_pid() AS pid');
      return new PgWarehouseSession(client, rows[0].pid, options);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw fromPostgres(err);
    }
  }

  /** Cairn's own statements (DROP VIEW IF EXISTS ..., DROP TABLE IF EXISTS ...), one at a time. */
  async execute(sql: string): Promise<void> {
    await this.guarded((call) => call.run(sql));
  }

  /**
   * The first `limit` rows of one query, long values capped (pg-values.ts), read-only. Each `$name`
   * parameter is bound to `parameters[name]` (null when not given): pg-parameters.ts.
   */
  async query(sql: string, limit: number, parameters?: QueryParameters): Promise<PgSessionResult> {
    const { text, values } = positionalParameters(queryText(sql), parameters ?? {});
    const rows = Number.isFinite(limit) ? String(Math.max(0, Math.floor(limit))) : 'ALL';
    return this.guarded((call) =>
      this.transaction(call, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', async () => {
        // The query's columns first (no row is computed for LIMIT 0), to cap each by its type.
        const described = wrapped('SELECT * FROM (', text, ') AS q LIMIT 0');
        const shape = await call.run(described.text, described, values);
        const types = await this.columnTypes(call, shape.fields);
        // Renamed by position, so repeated names in the user's query stay apart.
        const positions = shape.fields.map((_, i) => `c${i}`);
        const items = shape.fields.map((f, i) => cappedSelectItem(positions[i], types[i], f.name));
        const renamed = positions.length ? `AS q(${positions.map(quoteIdentifier).join(', ')})` : 'AS q';
        const capped = wrapped(`SELECT ${items.join(', ')} FROM (`, text, `) ${renamed} LIMIT ${rows}`);
        const result = await call.run(capped.text, capped, values);
        return {
          columns: shape.fields.map((f) => f.name),
          columnTypes: types.map((t) => t.name),
          rows: result.rows,
        };
      }),
    );
  }

  /**
   * Replaces `schema.table` with the result of one query, atomically: the table is built under a
   * hidden name, the old one dropped and the new one renamed, all in one transaction, so readers see
   * the old table or the new one, and a failure or a stop leaves the old table (the query may read
   * it) and no hidden table behind. Returns the row count.
   *
   * No DROP ... CASCADE: a view that reads the table (a temp view of this session) would be dropped
   * without a word; PostgreSQL's refusal is reported instead and the old table stays.
   */
  async createTableAs(
    schema: string,
    table: string,
    sql: string,
    { quotaBytes }: TableBuildOptions = {},
  ): Promise<number> {
    assertTableTarget(schema, table, MAX_NAME_BYTES);
    if (quotaBytes) assertRoomToBuild(quotaBytes, await this.bytesInUse(), `${schema}.${table}`);
    const text = queryText(sql);
    // Cut to PostgreSQL's limit: two builds sharing a hidden name wait for each other, nothing worse.
    const hidden = `${BUILD_PREFIX}${table}`.slice(0, MAX_NAME_BYTES);
    return this.guarded((call) =>
      this.transaction(call, 'BEGIN', async () => {
        const build = wrapped(`CREATE TABLE ${qualified(schema, hidden)} AS SELECT * FROM (`, text, ') AS q');
        const created = await call.run(build.text, build);
        await call.run(`DROP TABLE IF EXISTS ${qualified(schema, table)}`);
        await call.run(`ALTER TABLE ${qualified(schema, hidden)} RENAME TO ${quoteIdentifier(table)}`);
        return created.rowCount ?? 0;
      }),
    );
  }

  /** A temporary view of this session over one query (a node's chosen source). */
  async createTempView(name: string, sql: string): Promise<void> {
    if (!isTableName(name) || name.length > MAX_NAME_BYTES) {
      throw new WarehouseError('sql', `'${name}' is not a valid view name.`);
    }
    const text = queryText(sql);
    const view = `pg_temp.${quoteIdentifier(name)}`;
    // Dropped and created rather than CREATE OR REPLACE, which keeps the old view's columns.
    await this.guarded((call) =>
      this.transaction(call, 'BEGIN', async () => {
        await call.run(`DROP VIEW IF EXISTS ${view}`);
        const create = wrapped(
          `CREATE TEMP VIEW ${quoteIdentifier(name)} AS SELECT * FROM (`,
          text,
          ') AS q',
        );
        await call.run(create.text, create);
      }),
    );
  }

  /** The engagement database's size (its quota, warehouse/warehouse-quota.ts). */
  async bytesInUse(): Promise<number> {
    const { rows } = await this.guarded((call) => call.run(POSTGRES_BYTES_IN_USE_SQL));
    return Number(rows[0][0]);
  }

  async close(): Promise<void> {
    await this.client.end().catch(() => undefined);
  }

  /** Type names and shapes of result columns, from the catalogue for those not seen before. */
  private async columnTypes(call: Call, fields: pg.FieldDef[]) {
    const key = (f: pg.FieldDef) => `${f.dataTypeID}/${f.dataTypeModifier}`;
    const unknown = fields.filter((f) => !this.types.has(key(f)));
    if (unknown.length) {
      const oids = unknown.map((f) => f.dataTypeID).join(',');
      const mods = unknown.map((f) => f.dataTypeModifier).join(',');
      const { rows } = await call.run(
        `SELECT m.oid, m.mod, pg_catalog.format_type(m.oid, m.mod), t.typlen, t.typcategory
         FROM ROWS FROM (pg_catalog.unnest('{${oids}}'::pg_catalog.oid[]),
                         pg_catalog.unnest('{${mods}}'::pg_catalog.int4[])) AS m(oid, mod)
         JOIN pg_catalog.pg_type t ON t.oid = m.oid`,
      );
      for (const [oid, mod, name, length, category] of rows as [number, number, string, number, string][]) {
        this.types.set(`${oid}/${mod}`, { oid, name, length, category });
      }
    }
    return fields.map(
      (f) => this.types.get(key(f)) ?? { oid: f.dataTypeID, name: 'unknown', length: -1, category: 'X' },
    );
  }

  private async transaction<T>(call: Call, begin: string, work: () => Promise<T>): Promise<T> {
    await call.run(begin);
    try {
      const result = await work();
      await call.run('COMMIT');
      return result;
    } catch (err) {
      // A cancel still on its way could otherwise hit the ROLLBACK and leave the transaction open.
      await call.cancelled();
      await this.client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  }

  /**
   * Runs one call's statements, stopping them when the call passes the statement timeout or the
   * run's signal fires: the running statement is cancelled from outside (so a session that changed
   * its statement_timeout is stopped all the same) and no further statement of the call starts.
   */
  private guarded<T>(work: (call: Call) => Promise<T>): Promise<T> {
    const next = this.running.then(() => this.guardedNow(work));
    this.running = next.catch(() => undefined);
    return next;
  }

  private async guardedNow<T>(work: (call: Call) => Promise<T>): Promise<T> {
    const { signal, statementTimeoutSeconds, cancelBackend } = this.options;
    if (signal.aborted) throw aborted(signal);
    let stopping: Promise<unknown> | undefined;
    let timedOut = false;
    const stop = () => {
      stopping ??= cancelBackend(this.backendPid).catch(() => undefined);
    };
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, statementTimeoutSeconds * 1000);
    signal.addEventListener('abort', stop);
    /** The statement that failed, when it held the user's text. */
    let failed: SentText | undefined;
    const call: Call = {
      run: async (text, sent, values) => {
        if (stopping) throw new Stopped();
        failed = sent;
        // queryMode 'extended': without parameters node-postgres would use the simple protocol,
        // which runs every statement of the text.
        const config = { text, values, rowMode: 'array', queryMode: 'extended' };
        const result = await this.client.query<unknown[]>(config as pg.QueryArrayConfig);
        failed = undefined;
        return result;
      },
      cancelled: async () => stopping,
    };
    try {
      return await work(call);
    } catch (err) {
      await stopping;
      if (signal.aborted) throw aborted(signal);
      // 57014: cancelled, by Cairn's timer or the role's own statement_timeout.
      if (timedOut || sqlStateOf(err) === '57014') throw timeoutError(statementTimeoutSeconds);
      throw fromPostgres(err, failed);
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
      // A cancel sent as the call ended must land before the next call starts (it is then ignored).
      await stopping;
    }
  }
}

function aborted(signal: AbortSignal) {
  return new WarehouseError('aborted', abortedMessage(signal.reason), signal.reason);
}
