// Cairn's own reads of a warehouse (table list, table preview) on any connection to it: a read-only
// instance of the HTTP process, or the warehouse process of a run that has the file open.
import type { TablePreview, WarehouseTable } from '@cairn/contracts';
import { BUILD_PREFIX, qualified, quoteLiteral, WAREHOUSE_SCHEMAS } from './identifiers.js';
import { cappedColumn } from './cell-cap.js';
import { jsonResult } from './json-values.js';
import type { WarehouseConnection } from './warehouse-connection.js';

export const MAX_PREVIEW_ROWS = 1000;

/** The tables of every layer schema with their row counts and columns. */
export async function listTablesOn(c: WarehouseConnection): Promise<WarehouseTable[]> {
  const rows = (
    await c.run(
      `SELECT schema_name, table_name FROM duckdb_tables()
       WHERE database_name = current_database() AND NOT temporary
         AND schema_name IN (${WAREHOUSE_SCHEMAS.map(quoteLiteral).join(', ')})
         AND NOT starts_with(table_name, ${quoteLiteral(BUILD_PREFIX)})
       ORDER BY schema_name, table_name`,
    )
  ).getRows() as [string, string][];
  if (!rows.length) return [];
  // UNION ALL does not promise an order: each count carries its table's position.
  const counts = (
    await c.run(
      rows.map(([s, t], i) => `SELECT ${i} AS i, count(*) FROM ${qualified(s, t)}`).join(' UNION ALL '),
    )
  ).getRows();
  const byPosition = new Map(counts.map(([i, n]) => [Number(i), Number(n)]));
  const columns = (
    await c.run(
      `SELECT schema_name, table_name, column_name, data_type FROM duckdb_columns()
       WHERE database_name = current_database()
         AND schema_name IN (${WAREHOUSE_SCHEMAS.map(quoteLiteral).join(', ')})
       ORDER BY schema_name, table_name, column_index`,
    )
  ).getRows() as [string, string, string, string][];
  const columnsOf = groupColumns(columns);
  return rows.map(([schema, name], i) => ({
    schema,
    name,
    rowCount: byPosition.get(i) ?? 0,
    columns: columnsOf.get(`${schema}.${name}`) ?? [],
  }));
}

/** Rows of (schema, table, column, type), in column order, by `schema.table`. */
export function groupColumns(rows: readonly (readonly [string, string, string, string])[]) {
  const byTable = new Map<string, { name: string; type: string }[]>();
  for (const [schema, table, name, type] of rows) {
    const key = `${schema}.${table}`;
    byTable.set(key, [...(byTable.get(key) ?? []), { name, type }]);
  }
  return byTable;
}

/** The first `limit` rows (long values capped) and the row count of `schema.table`; null when there is no such table. */
export async function previewOn(
  c: WarehouseConnection,
  schema: string,
  table: string,
  limit: number,
): Promise<TablePreview | null> {
  const exists = await c.run(
    `SELECT 1 FROM duckdb_tables() WHERE database_name = current_database() AND schema_name = ${quoteLiteral(schema)} AND table_name = ${quoteLiteral(table)}`,
  );
  if (exists.currentRowCount === 0) return null;
  const rows = Math.max(0, Math.min(limit, MAX_PREVIEW_ROWS));
  const shape = await c.guard((d) => d.prepare(`SELECT * FROM ${qualified(schema, table)}`));
  const columns = Array.from({ length: shape.columnCount }, (_, i) =>
    cappedColumn(shape.columnName(i), shape.columnTypeId(i)),
  );
  const first = jsonResult(
    await c.run(`SELECT ${columns.join(', ')} FROM ${qualified(schema, table)} LIMIT ${rows}`),
  );
  const [[count]] = (await c.run(`SELECT count(*) FROM ${qualified(schema, table)}`)).getRows();
  return { schema, name: table, columns: first.columns, rows: first.rows, rowCount: Number(count) };
}
