// Cairn's own reads of a PostgreSQL warehouse (table list, table preview), through a session of the
// engagement's role, like warehouse-reads.ts on DuckDB: the same answers, so screens cannot tell.
import type { TablePreview, WarehouseTable } from '@cairn/contracts';
import { BUILD_PREFIX, qualified, quoteLiteral, WAREHOUSE_SCHEMAS } from '../identifiers.js';
import { groupColumns, MAX_PREVIEW_ROWS } from '../warehouse-reads.js';
import type { PgWarehouseSession } from './pg-session.js';

const schemaList = WAREHOUSE_SCHEMAS.map(quoteLiteral).join(', ');

/** The tables of every layer schema with their row counts and columns. */
export async function listPgTables(session: PgWarehouseSession): Promise<WarehouseTable[]> {
  const { rows } = await session.query(
    `SELECT table_schema::text, table_name::text FROM information_schema.tables
     WHERE table_schema IN (${schemaList}) AND table_type = 'BASE TABLE'
       AND left(table_name, ${BUILD_PREFIX.length}) <> ${quoteLiteral(BUILD_PREFIX)}
     ORDER BY table_schema, table_name`,
    Infinity,
  );
  if (!rows.length) return [];
  const tables = rows as [string, string][];
  const counts = await session.query(
    tables.map(([s, t], i) => `SELECT ${i} AS i, count(*) AS n FROM ${qualified(s, t)}`).join(' UNION ALL '),
    Infinity,
  );
  const byPosition = new Map(counts.rows.map(([i, n]) => [Number(i), Number(n)]));
  const columns = await session.query(
    `SELECT table_schema::text, table_name::text, column_name::text, data_type::text
     FROM information_schema.columns WHERE table_schema IN (${schemaList})
     ORDER BY table_schema, table_name, ordinal_position`,
    Infinity,
  );
  const columnsOf = groupColumns(columns.rows as [string, string, string, string][]);
  return tables.map(([schema, name], i) => ({
    schema,
    name,
    rowCount: byPosition.get(i) ?? 0,
    columns: columnsOf.get(`${schema}.${name}`) ?? [],
  }));
}

/** The first `limit` rows (long values capped) and the row count of `schema.table`; null when there is no such table. */
export async function previewPgTable(
  session: PgWarehouseSession,
  schema: string,
  table: string,
  limit: number,
): Promise<TablePreview | null> {
  const exists = await session.query(
    `SELECT 1 FROM information_schema.tables
     WHERE table_schema = ${quoteLiteral(schema)} AND table_name = ${quoteLiteral(table)}`,
    1,
  );
  if (!exists.rows.length) return null;
  const rows = Math.max(0, Math.min(limit, MAX_PREVIEW_ROWS));
  const first = await session.query(`SELECT * FROM ${qualified(schema, table)}`, rows);
  const count = await session.query(`SELECT count(*) FROM ${qualified(schema, table)}`, 1);
  return {
    schema,
    name: table,
    columns: first.columns.map((name, i) => ({ name, type: first.columnTypes[i] })),
    rows: first.rows,
    rowCount: Number(count.rows[0][0]),
  };
}
