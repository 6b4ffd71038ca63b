// Users' SQL (node queries, test queries) against one engagement's warehouse. The instance under
// it is locked down (external access off, configuration locked, no extension autoload), so a query
// cannot read or write files or URLs, attach another database, install or load extensions, or SET
// anything; every statement has the statement timeout and stops when the run's signal fires.
// Implements building/ports.ts UntrustedSession.
import { StatementType, type DuckDBTypeId } from '@duckdb/node-api';
import { cappedColumn } from './cell-cap.js';
import { checkFunctions } from './function-allow-list.js';
import { assertTableTarget, isTableName, qualified, quoteIdentifier } from './identifiers.js';
import { jsonResult } from './json-values.js';
import type { WarehouseConnection } from './warehouse-connection.js';
import { WarehouseError } from './warehouse-errors.js';
import { assertRoomToBuild, warehouseBytes } from './warehouse-quota.js';

/** Values of a query's `$name` parameters (a dashboard's filters): bound by DuckDB, never spliced into the text. */
export type QueryParameters = Record<string, string | number | boolean | null>;

export interface SessionQueryResult {
  columns: string[];
  /** DuckDB type of each column, e.g. DECIMAL(18,2). */
  columnTypes: string[];
  rows: unknown[][];
}

/** How createTableAs builds a run's table. */
export interface TableBuildOptions {
  /** The run's next table definition: may be checked while this one is built (an engine may ignore it). */
  next?: string;
  /**
   * Nothing is built (WarehouseError 'full') when the warehouse already holds this many bytes: 0 or
   * unset for no quota (warehouse-quota.ts assertRoomToBuild).
   */
  quotaBytes?: number;
}

/** One query's answer in a batch (queryEach): its rows, or why it could not run. */
export type QueryOutcome = { ok: true; result: SessionQueryResult } | { ok: false; error: unknown };

/** The columns a checked query will answer with (its prepared statement's). */
interface QueryShape {
  count: number;
  typeId: (i: number) => DuckDBTypeId;
  name: (i: number) => string;
}

/** Checked queries kept for their run; a test run asks one query ahead. */
const CHECKED_AHEAD = 4;

export class WarehouseSession {
  /** Queries already checked and prepared ahead of their turn (checkAhead), by their text. */
  private readonly checked = new Map<string, QueryShape>();
  /**
   * Table definitions checked (oneSelect) ahead of their turn while the statement before them ran
   * (createTableAs's `next`): whether each passed, by its text. The verdict depends on the text alone
   * (the parse tree and the process's allow-list, read once from DuckDB's own catalogue), so nothing
   * the statements in between do can change it. Each is used once; one that failed is checked again.
   */
  private readonly selectsAhead = new Map<string, Promise<boolean>>();
  /**
   * The warehouse's size measured on the second connection right after this session built a table
   * under a quota, while the run takes the answer and sends its next node; valid only while no
   * statement has run on the run's connection since (`statements`, the count it was measured at).
   * The run's connection is the only one that writes: the second checks and prepares only.
   */
  private sizeAfterBuild: { statements: number; bytes: Promise<number | undefined> } | undefined;
  private aside: Promise<WarehouseConnection> | undefined;
  /** The last work sent on the second connection: a connection runs one statement at a time. */
  private besideLast: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly connection: WarehouseConnection,
    /** A second connection to the same database, for checking the next query while one runs. */
    private readonly openAside?: () => Promise<WarehouseConnection>,
  ) {}

  /**
   * Checks and prepares `sql` on a second connection while the run's current statement runs, so its
   * query() skips both (~1.6 ms a test query in a run's warehouse process). For reading queries whose
   * tables do not change in between (a test run): the shape is the one its tables have now. A query
   * that fails the check here is checked again by query(), which reports why.
   */
  private async checkAhead(sql: string): Promise<void> {
    if (!this.openAside || this.checked.has(sql)) return;
    const shape = await this.beside((aside) => new WarehouseSession(aside).preparedShape(sql)).catch(
      () => undefined,
    );
    if (!shape) return;
    if (this.checked.size >= CHECKED_AHEAD) this.checked.delete(this.checked.keys().next().value!);
    this.checked.set(sql, shape);
  }

  /** The statement checked and prepared, with no parameters: its columns; undefined when it has parameters. */
  private async preparedShape(sql: string): Promise<QueryShape | undefined> {
    const prepared = await this.preparedSelect(sql);
    if (prepared.parameterCount > 0) return undefined;
    const count = prepared.columnCount;
    const typeIds = Array.from({ length: count }, (_, i) => prepared.columnTypeId(i));
    const names = Array.from({ length: count }, (_, i) => prepared.columnName(i));
    return { count, typeId: (i) => typeIds[i], name: (i) => names[i] };
  }

  /**
   * Runs reading queries back to back (a test run's tests), each checked ahead while the one before
   * it runs, and reports each outcome in order as it comes: one request from the run for all of
   * them instead of a round trip each. A query that fails does not stop the others; an interrupt
   * (the run's signal) does.
   */
  async queryEach(sqls: string[], limit: number, each: (outcome: QueryOutcome) => void): Promise<void> {
    for (const [index, sql] of sqls.entries()) {
      // Only a saving: a query whose check fails here is checked again when its turn comes.
      if (index + 1 < sqls.length) this.checkAhead(sqls[index + 1]).catch(() => undefined);
      try {
        each({ ok: true, result: await this.query(sql, limit) });
      } catch (error) {
        each({ ok: false, error });
        if (error instanceof WarehouseError && error.reason === 'aborted') return;
      }
    }
  }

  /** Runs one or more statements (node SQL may create views, insert, ...); returns nothing. */
  async execute(sql: string): Promise<void> {
    await this.connection.run(sql);
  }

  /**
   * The first `limit` rows of one SELECT statement, long values capped (cell-cap.ts). Each `$name`
   * parameter of the statement is bound to `parameters[name]` (null when not given).
   */
  async query(sql: string, limit: number, parameters?: QueryParameters): Promise<SessionQueryResult> {
    const ahead = this.checked.get(sql);
    this.checked.delete(sql);
    if (ahead) return this.cappedRows(sql, ahead, limit, undefined);
    const prepared = await this.preparedSelect(sql);
    let values: QueryParameters | undefined;
    let shape: QueryShape = {
      count: prepared.columnCount,
      typeId: (i) => prepared.columnTypeId(i),
      name: (i) => prepared.columnName(i),
    };
    if (prepared.parameterCount > 0) {
      values = {};
      for (let i = 1; i <= prepared.parameterCount; i++) {
        const name = prepared.parameterName(i);
        values[name] = parameters && Object.hasOwn(parameters, name) ? parameters[name] : null;
      }
      // A statement with parameters has its columns only once they are bound: ask for none of its rows.
      const empty = await this.connection.firstRows(`SELECT * FROM (\n${sql}\n) AS q`, 0, values);
      const types = empty.columnTypes();
      const names = empty.columnNames();
      shape = { count: names.length, typeId: (i) => types[i].typeId, name: (i) => names[i] };
    }
    return this.cappedRows(sql, shape, limit, values);
  }

  /** The first `limit` rows of a checked query of this shape, long values capped. */
  private async cappedRows(
    sql: string,
    shape: QueryShape,
    limit: number,
    values: QueryParameters | undefined,
  ): Promise<SessionQueryResult> {
    // Columns are renamed by position first, so repeated names in the user's query stay apart.
    const positions = Array.from({ length: shape.count }, (_, i) => `c${i}`);
    const capped = positions.map((p, i) => cappedColumn(p, shape.typeId(i), shape.name(i)));
    const reader = await this.connection.firstRows(
      `SELECT ${capped.join(', ')} FROM (\n${sql}\n) AS q(${positions.join(', ')})`,
      limit,
      values,
    );
    const result = jsonResult(reader, limit);
    return {
      columns: result.columns.map((c) => c.name),
      columnTypes: result.columns.map((c) => c.type),
      rows: result.rows,
    };
  }

  /**
   * Replaces `schema.table` with the result of one SELECT statement, atomically: one
   * `CREATE OR REPLACE TABLE ... AS` is its own transaction, so readers see the old table or the new
   * one, and a failure or interrupt leaves the old table as it was (the query may read the table it
   * replaces). Returns the row count. (Building into a hidden table and renaming it in a transaction
   * gave the same guarantees for ~4% more time per build: measured with the build bench's 50 nodes.)
   */
  async createTableAs(
    schema: string,
    table: string,
    sql: string,
    { next, quotaBytes }: TableBuildOptions = {},
  ): Promise<number> {
    assertTableTarget(schema, table);
    const checked = this.selectsAhead.get(sql);
    this.selectsAhead.delete(sql);
    // Measured here, not by a request of the run's own: a round trip to this process saved per node.
    if (quotaBytes) assertRoomToBuild(quotaBytes, await this.bytesInUse(), `${schema}.${table}`);
    if (!(await checked)) await this.oneSelect(sql);
    // Only a saving: the next table's definition is checked while this one is built.
    if (next !== undefined) this.checkSelectAhead(next);
    // The query goes on its own lines so a trailing comment cannot swallow anything after it.
    // DuckDB answers CREATE TABLE AS with the rows it wrote: no second pass to count them.
    const created = await this.connection.run(
      `CREATE OR REPLACE TABLE ${qualified(schema, table)} AS\n${sql}\n`,
    );
    const [[count]] = created.getRows();
    if (quotaBytes) this.measureAfterBuild();
    return Number(count);
  }

  /**
   * Checks `sql` as a table definition (oneSelect) on the second connection, while the run's current
   * statement runs on the first: a build's next node skips its check (~2 ms a node, measured with
   * the scale-build bench's 500 nodes). A text that fails here is checked again in its turn.
   */
  private checkSelectAhead(sql: string): void {
    if (!this.openAside || this.selectsAhead.has(sql)) return;
    const passed = this.beside((aside) => new WarehouseSession(aside).oneSelect(sql)).then(
      () => true,
      () => false,
    );
    if (this.selectsAhead.size >= CHECKED_AHEAD)
      this.selectsAhead.delete(this.selectsAhead.keys().next().value!);
    this.selectsAhead.set(sql, passed);
  }

  /** Bytes the warehouse holds: measured after the last build when nothing ran since, else now. */
  private async bytesInUse(): Promise<number> {
    const after = this.sizeAfterBuild;
    this.sizeAfterBuild = undefined;
    const measured = after?.statements === this.connection.statements ? await after.bytes : undefined;
    return measured ?? warehouseBytes({ engine: 'duckdb', connection: this.connection });
  }

  /** Measures the warehouse's size beside (the next node's quota check), as its table is built. */
  private measureAfterBuild(): void {
    if (!this.openAside) return;
    const bytes = this.beside((aside) => warehouseBytes({ engine: 'duckdb', connection: aside })).catch(
      () => undefined,
    );
    this.sizeAfterBuild = { statements: this.connection.statements, bytes };
  }

  /** `work` on the second connection (opened the first time), after the work sent there before it. */
  private beside<T>(work: (aside: WarehouseConnection) => Promise<T>): Promise<T> {
    this.aside ??= this.openAside!();
    const aside = this.aside;
    const done = this.besideLast.then(async () => work(await aside));
    this.besideLast = done.catch(() => undefined);
    return done;
  }

  /** A temporary view of this session over one SELECT statement (a node's chosen source). */
  async createTempView(name: string, sql: string): Promise<void> {
    if (!isTableName(name)) throw new WarehouseError('sql', `'${name}' is not a valid view name.`);
    await this.oneSelect(sql);
    await this.connection.run(`CREATE OR REPLACE TEMP VIEW ${quoteIdentifier(name)} AS\n${sql}\n`);
  }

  async close(): Promise<void> {
    // Work still under way beside ends before its connection closes.
    await this.besideLast;
    this.connection.close();
    (await this.aside?.catch(() => undefined))?.close();
  }

  /**
   * Refuses anything but exactly one SELECT statement (so nothing can be appended to it) that calls
   * only read-only functions (function-allow-list.ts). DuckDB serialises SELECT statements only, so
   * a text that passes is one SELECT: a table built from it or a view over it needs no more.
   */
  private async oneSelect(sql: string): Promise<void> {
    // Functions are checked on the parse tree, before binding: binding a table function runs its
    // code. The tree also counts the statements; only a text it cannot be made of is split apart to
    // tell why (several statements come before "only SELECT" or a refused function), a round trip
    // to DuckDB saved on every valid query.
    const tooMany = (count: number) =>
      new WarehouseError('sql', `Write exactly one SELECT statement (found ${count}).`);
    let count: number;
    try {
      count = await this.connection.guard((c) => checkFunctions(c, sql));
    } catch (err) {
      const statements = await this.connection.guard((c) => c.extractStatements(sql));
      if (statements.count !== 1) throw tooMany(statements.count);
      throw err;
    }
    if (count !== 1) throw tooMany(count);
  }

  /** oneSelect(), then the statement prepared: a query's columns and their types, before it runs. */
  private async preparedSelect(sql: string) {
    await this.oneSelect(sql);
    const prepared = await this.connection.guard((c) => c.prepare(sql));
    // Never expected after oneSelect; kept so a change in DuckDB's serialiser cannot let one through.
    if (prepared.statementType !== StatementType.SELECT) {
      throw new WarehouseError('sql', 'Only a SELECT statement is allowed here.');
    }
    return prepared;
  }
}
