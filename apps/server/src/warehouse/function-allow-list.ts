// Users' SQL may call only functions that read: the allow-list is derived from DuckDB's own
// catalogue (duckdb_functions()), not from a list of bad names, so a function a later DuckDB adds is
// refused until it is known to be harmless. Checked before execution on the parsed statement
// (json_serialize_sql), so `SELECT * FROM enable_logging(...)` never reaches the engine.
import type { DuckDBConnection } from '@duckdb/node-api';
import { quoteLiteral } from './identifiers.js';
import { WarehouseError } from './warehouse-errors.js';

/**
 * Table functions that only produce rows from their arguments. Every other table function
 * (enable_logging, checkpoint, query, read_*, duckdb_settings, pragma_*, ...) changes the instance,
 * reads files, runs SQL text or shows server details, and is refused.
 */
const READ_ONLY_TABLE_FUNCTIONS = ['range', 'generate_series', 'unnest', 'json_each', 'json_tree'];

/** Scalar functions with side effects in the catalogue that are harmless (random values, raising an error). */
const HARMLESS_SIDE_EFFECTS = ['random', 'gen_random_uuid', 'uuid', 'uuidv4', 'uuidv7', 'error'];

/** Scalar functions without side effects that still tell about the server (settings hold paths). */
const REVEALING = [
  'current_setting',
  'getenv',
  'current_query',
  'current_connection_id',
  'current_transaction_id',
  'current_query_id',
];

let allowed: Promise<Set<string>> | undefined;

async function allowedFunctions(connection: DuckDBConnection): Promise<Set<string>> {
  allowed ??= connection
    .runAndReadAll(
      `SELECT DISTINCT lower(function_name) FROM duckdb_functions()
       WHERE (function_type IN ('scalar', 'aggregate') AND NOT has_side_effects)
          OR function_type = 'macro'`,
    )
    .then((r) => {
      const names = new Set(r.getRows().map(([name]) => String(name)));
      for (const name of HARMLESS_SIDE_EFFECTS) names.add(name);
      for (const name of REVEALING) names.delete(name);
      return names;
    });
  return allowed;
}

/**
 * Reads the allow-list from DuckDB's catalogue ahead of the first check (a spare warehouse process
 * does it before it says it is ready, on an in-memory database: ~18 ms a run no longer waits for).
 * The catalogue is DuckDB's own (no extensions load), the same for every database it opens.
 */
export async function preloadAllowedFunctions(connection: DuckDBConnection): Promise<void> {
  await allowedFunctions(connection);
}

interface CalledFunction {
  name: string;
  table: boolean;
}

/** Every function the parsed statement calls, table functions marked, window functions included. */
function calledFunctions(node: unknown, out: CalledFunction[] = [], table = false): CalledFunction[] {
  if (Array.isArray(node)) {
    for (const item of node) calledFunctions(item, out);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (
      typeof record.function_name === 'string' &&
      (record.class === 'FUNCTION' || record.class === 'WINDOW')
    )
      out.push({ name: record.function_name.toLowerCase(), table });
    for (const [key, value] of Object.entries(record))
      calledFunctions(value, out, key === 'function' && record.type === 'TABLE_FUNCTION');
  }
  return out;
}

export const NOT_ALLOWED_PREFIX = 'Not allowed in the warehouse';

/**
 * Throws WarehouseError('refused') when the SELECT `sql` calls a function outside the allow-list;
 * returns how many statements the text holds (all of them SELECTs, or it throws).
 */
export async function checkFunctions(connection: DuckDBConnection, sql: string): Promise<number> {
  const names = await allowedFunctions(connection);
  // json_serialize_sql takes a constant only; the literal is quoted, so the text stays one string.
  const [[text]] = (
    await connection.runAndReadAll(`SELECT json_serialize_sql(${quoteLiteral(sql)})`)
  ).getRows();
  const tree = JSON.parse(String(text)) as { error: boolean; error_message?: string; statements?: unknown };
  if (tree.error && /Only SELECT statements/i.test(tree.error_message ?? ''))
    throw new WarehouseError('sql', 'Only a SELECT statement is allowed here.');
  if (tree.error) {
    throw new WarehouseError(
      'refused',
      `${NOT_ALLOWED_PREFIX}: this query could not be checked (${tree.error_message ?? 'unknown statement'}).`,
    );
  }
  const refused = new Set<string>();
  for (const call of calledFunctions(tree.statements)) {
    // unnest and range also stand in a select list; a table function never stands for a scalar.
    const ok = READ_ONLY_TABLE_FUNCTIONS.includes(call.name) || (!call.table && names.has(call.name));
    if (!ok) refused.add(call.name);
  }
  if (refused.size) {
    throw new WarehouseError(
      'refused',
      `${NOT_ALLOWED_PREFIX}: queries may only read; the function${refused.size > 1 ? 's' : ''} ${[...refused].join(', ')} ${refused.size > 1 ? 'are' : 'is'} not available.`,
    );
  }
  return Array.isArray(tree.statements) ? tree.statements.length : 0;
}
