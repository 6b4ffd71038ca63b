// Tables written in DuckDB SQL (a gain import works in DuckDB's dialect: read_csv, its checks and
// conversions) made an engagement's PostgreSQL tables: each is written out by DuckDB as CSV next to
// the scratch database and copied in by COPY, all of them swapped in one transaction
// (pg-copy-import.ts copyTablesIntoPostgres). Column types follow DuckDB's (postgresTypeOf).
import path from 'node:path';
import { qualified, quoteLiteral } from '../identifiers.js';
import type { WarehouseSql } from '../process/remote-warehouse.js';
import { WarehouseError } from '../warehouse-errors.js';
import { copyTablesIntoPostgres, postgresTypeOf } from './pg-copy-import.js';
import type { PgImportConnection } from './pg-warehouse.js';

export async function publishToPostgres(
  scratch: WarehouseSql,
  connect: () => Promise<PgImportConnection>,
  directory: string,
  tables: readonly string[],
  signal?: AbortSignal,
): Promise<void> {
  if (!tables.length) return;
  const copies = [];
  for (const [i, full] of tables.entries()) {
    const [schema, table, ...rest] = full.split('.');
    if (!table || rest.length) throw new WarehouseError('sql', `'${full}' is not schema.table.`);
    const described = (await scratch.run(`DESCRIBE ${qualified(schema, table)}`)).getRows() as [
      string,
      string,
    ][];
    const file = path.join(directory, `publish-${i}.csv`);
    // DuckDB's CSV: comma, double quotes doubled inside, NULL as an empty field, '' as "".
    await scratch.run(`COPY ${qualified(schema, table)} TO ${quoteLiteral(file)} (FORMAT csv, HEADER false)`);
    copies.push({
      schema,
      table,
      file,
      columns: described.map(([name, type]) => ({ name, type: postgresTypeOf(type) })),
    });
  }
  const target = await connect();
  try {
    await copyTablesIntoPostgres({
      client: target.client,
      cancelBackend: target.cancelBackend,
      signal,
      tables: copies,
    });
  } finally {
    await target.close();
  }
}
