// An engagement's warehouse quota (issue 24: anything a user sends is bounded). Imports: before a file is
// loaded, the warehouse's size now plus the file's (the UTF-8 CSV the load reads: a table takes
// about that much, DuckDB compressing and PostgreSQL adding row headers) must stay within the quota;
// otherwise the file is refused before anything is written. The size is measured again before each
// file, so a load that took more than its file's size is caught by the next one. Builds: a node is
// built only while the warehouse is under its quota; how much a query writes is unknown until it has
// run, so one node can take the warehouse past the quota, and no node after it is built.
import fs from 'node:fs';
import { WarehouseError } from './warehouse-errors.js';

/** Bytes a DuckDB warehouse holds: blocks in use, not the file's length (see warehouseBytes). */
export const DUCKDB_BYTES_IN_USE_SQL =
  'SELECT used_blocks * block_size FROM pragma_database_size() WHERE database_name = current_database()';
/** Bytes a PostgreSQL warehouse holds: its database's size. */
export const POSTGRES_BYTES_IN_USE_SQL =
  'SELECT pg_catalog.pg_database_size(pg_catalog.current_database()) AS bytes';

/**
 * Where a run writes, as far as measuring it goes (warehouse.service.ts ImportDestination has this
 * shape; named here by shape so the process and session code can import this file).
 */
type MeasuredDestination =
  | { engine: 'duckdb'; connection: { run(sql: string): Promise<{ getRows(): unknown[][] }> } }
  | { engine: 'postgres'; target: { client: { query<R>(sql: string): Promise<{ rows: R[] }> } } };

/** Bytes the engagement's warehouse holds now, measured on the run's own connection. */
export async function warehouseBytes(destination: MeasuredDestination): Promise<number> {
  if (destination.engine === 'postgres') {
    const { rows } = await destination.target.client.query<{ bytes: string }>(POSTGRES_BYTES_IN_USE_SQL);
    return Number(rows[0].bytes);
  }
  // Blocks in use, not the file's length: DuckDB reuses the blocks of a dropped table but rarely
  // shrinks its file, and an engagement that removed tables must get its room back.
  const result = await destination.connection.run(DUCKDB_BYTES_IN_USE_SQL);
  return Number(result.getRows()[0]?.[0] ?? 0);
}

const gigabytes = (bytes: number) => `${+(bytes / 1024 ** 3).toFixed(3)} GB`;

/** Throws WarehouseError 'full' when `incoming` more bytes would take `used` past `quotaBytes` (0: none). */
export function assertWarehouseRoom(quotaBytes: number, used: number, incoming: number) {
  if (!quotaBytes || used + incoming <= quotaBytes) return;
  throw new WarehouseError(
    'full',
    `This engagement's warehouse would pass its quota of ${gigabytes(quotaBytes)} (${gigabytes(used)} in use, ${gigabytes(incoming)} to load): nothing was loaded. Remove tables, or ask an administrator to raise CAIRN_WAREHOUSE_QUOTA_GB.`,
  );
}

/** `load` refusing a file that would take the warehouse past `quotaBytes` (0: no quota). */
export function withinWarehouseQuota<A extends unknown[], R>(
  load: (file: string, ...rest: A) => Promise<R>,
  destination: MeasuredDestination,
  quotaBytes: number,
): (file: string, ...rest: A) => Promise<R> {
  if (!quotaBytes) return load;
  return async (file, ...rest) => {
    assertWarehouseRoom(quotaBytes, await warehouseBytes(destination), fs.statSync(file).size);
    return load(file, ...rest);
  };
}

/** Throws WarehouseError 'full' when the warehouse already holds its quota (0: none): `node` is not built. */
export function assertRoomToBuild(quotaBytes: number, used: number, node: string) {
  if (!quotaBytes || used < quotaBytes) return;
  throw new WarehouseError(
    'full',
    `This engagement's warehouse holds ${gigabytes(used)}, its quota is ${gigabytes(quotaBytes)}: ${node} was not built. Remove tables, or ask an administrator to raise CAIRN_WAREHOUSE_QUOTA_GB.`,
  );
}
