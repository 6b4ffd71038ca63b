// Load (issue 30) on PostgreSQL: load.postgres.p95_ms and load.postgres.error_rate, the browsing
// phase of load.bench.ts with the metadata on a PostgreSQL server (warehouses stay DuckDB files).
// Needs a server: CAIRN_TEST_DATABASE_URL, or a throwaway one from scripts/bench.ts.
import { browseFigures } from './load.bench.js';

export const name = 'load-postgres';
/** scripts/bench.ts starts a throwaway PostgreSQL server for it when none is given. */
export const needsPostgres = true;

export async function run(requested: string) {
  if (!process.env.CAIRN_TEST_DATABASE_URL) {
    console.log('# load-postgres: needs a PostgreSQL server (CAIRN_TEST_DATABASE_URL)');
    return;
  }
  const { d } = await browseFigures(requested, 'postgres');
  await d.stop();
}
