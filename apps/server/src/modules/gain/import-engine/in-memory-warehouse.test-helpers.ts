// Tests of the engine's SQL without a warehouse process: an in-memory DuckDB behind the WarehouseSql
// interface the run's connection has (errors turned into WarehouseError as the process does).
import { DuckDBInstance } from '@duckdb/node-api';
import type { WarehouseSql } from '../../../warehouse/warehouse.service.js';
import { inDuckdbTransaction } from '../../../warehouse/warehouse-connection.js';
import { fromDuckdb } from '../../../warehouse/warehouse-errors.js';

export async function inMemoryWarehouse(): Promise<
  WarehouseSql & { rows(sql: string): Promise<unknown[][]> }
> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const run = async (sql: string) => {
    try {
      const rows = (await connection.runAndReadAll(sql)).getRows();
      return { getRows: () => rows };
    } catch (err) {
      throw fromDuckdb(err);
    }
  };
  return {
    run,
    rows: async (sql) => (await run(sql)).getRows(),
    transaction: (work) => inDuckdbTransaction(run, work),
    async close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}
