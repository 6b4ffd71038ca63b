// CSV import into the PostgreSQL warehouse: Cairn's copyCsvIntoPostgres (a hidden table built, filled
// by COPY and swapped in, in one transaction) side by side with a plain COPY of the same file into a
// table created beforehand, as a user would run `\copy`, both streamed through pg-copy-streams into
// the same engagement database. Alternating, best of 3. Ratio: Cairn's time / the plain COPY's.
// Needs a server: `scripts/with-postgres.sh npm run bench -- import.pg`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { copyCsvIntoPostgres } from '../warehouse/postgres/pg-copy-import.js';
import {
  connectionUrl,
  dropEngagementWarehouse,
  ensureEngagementWarehouse,
} from '../warehouse/postgres/pg-provisioning.js';
import { report } from './report.js';

// 'import.pg' also starts with 'import': `npm run bench -- import` runs this one too (and, as
// scripts/bench.ts matches both ways, `-- import.pg` runs import.bench.ts as well).
export const name = 'import.pg';
const ROWS = 1_000_000;
const REPEATS = 3;

const COLUMNS = [
  { name: 'id', type: 'bigint' },
  { name: 'employee_id', type: 'text' },
  { name: 'period', type: 'date' },
  { name: 'wage_component', type: 'text' },
  { name: 'amount', type: 'numeric(18,2)' },
  { name: 'currency', type: 'text' },
  { name: 'hours', type: 'numeric(18,2)' },
  { name: 'fte', type: 'double precision' },
  { name: 'approved', type: 'boolean' },
  { name: 'headcount', type: 'integer' },
  { name: 'booked_on', type: 'date' },
  { name: 'note', type: 'text' },
];
const COMPONENTS = ['Base salary', 'Overtime', 'Bonus', 'Holiday allowance', 'Pension contribution'];

/** Row i (deterministic): every type of COLUMNS, a few empty cells and quoted text. */
function line(i: number): string {
  const month = String((i % 12) + 1).padStart(2, '0');
  const day = String((i % 28) + 1).padStart(2, '0');
  return [
    i,
    `E${String(i % 50_000).padStart(6, '0')}`,
    `2026-${month}-01`,
    COMPONENTS[i % COMPONENTS.length],
    (((i * 7919) % 900_000) / 100 - 500).toFixed(2),
    ['EUR', 'GBP', 'USD'][i % 3],
    ((i % 16_000) / 100).toFixed(2),
    [1, 0.8, 0.5][i % 3],
    i % 7 === 0,
    i % 13 === 0 ? '' : i % 40,
    `2025-${month}-${day}`,
    i % 10 === 0 ? '"note, with a comma"' : `note ${i % 1000}`,
  ].join(',');
}

async function writeCsv(file: string) {
  const out = fs.createWriteStream(file);
  let chunk = `${COLUMNS.map((c) => c.name).join(',')}\n`;
  for (let i = 0; i < ROWS; i++) {
    chunk += `${line(i)}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
      chunk = '';
    }
  }
  await new Promise<void>((r) => out.end(chunk, () => r()));
}

async function milliseconds(fn: () => Promise<unknown>) {
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export async function run(prefix: string) {
  const adminUrl = process.env.CAIRN_TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log(
      'import.pg: skipped, needs a PostgreSQL server: scripts/with-postgres.sh npm run bench -- import.pg',
    );
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-import-pg-'));
  const csv = path.join(dir, 'facts.csv');
  const engagement = crypto.randomUUID();
  const admin = new pg.Pool({ connectionString: adminUrl, max: 2 });
  let client: pg.Client | undefined;
  try {
    await writeCsv(csv);
    const warehouse = await ensureEngagementWarehouse(adminUrl, engagement, {
      statementTimeoutSeconds: 600,
      workMem: '64MB',
    });
    const databaseAdmin = connectionUrl(adminUrl, warehouse.database);
    client = new pg.Client({ connectionString: connectionUrl(adminUrl, warehouse.database, warehouse) });
    await client.connect();
    const c = client;
    const definition = COLUMNS.map((col) => `${col.name} ${col.type}`).join(', ');
    const names = COLUMNS.map((col) => col.name).join(', ');
    // Each run starts after a checkpoint, so the WAL written by the previous one is not flushed
    // during this one (as the superuser, in the engagement's database).
    const checkpoint = async () => {
      const db = new pg.Client({ connectionString: databaseAdmin });
      await db.connect();
      await db.query('CHECKPOINT').finally(() => db.end());
    };

    const cairn = () =>
      copyCsvIntoPostgres({
        client: c,
        schema: 'import',
        table: 'facts',
        file: csv,
        delimiter: ',',
        quote: '"',
        header: true,
        columns: COLUMNS,
        cancelBackend: (pid) => admin.query('SELECT pg_catalog.pg_cancel_backend($1)', [pid]),
      });
    const plain = async () => {
      const copy = c.query(
        copyStreams.from(`COPY import.plain (${names}) FROM STDIN WITH (FORMAT csv, HEADER true)`),
      );
      await pipeline(fs.createReadStream(csv), copy);
      return copy.rowCount;
    };

    const times = { cairn: [] as number[], plain: [] as number[] };
    for (let i = 0; i < REPEATS; i++) {
      await checkpoint();
      let loaded = 0;
      times.cairn.push(await milliseconds(async () => (loaded = (await cairn()).rows)));
      if (loaded !== ROWS) throw new Error(`copyCsvIntoPostgres loaded ${loaded} rows`);
      // The plain COPY's table is created (empty) before its clock starts.
      await c.query(`DROP TABLE IF EXISTS import.plain`);
      await c.query(`CREATE TABLE import.plain (${definition})`);
      await checkpoint();
      times.plain.push(await milliseconds(async () => (loaded = await plain())));
      if (loaded !== ROWS) throw new Error(`plain COPY loaded ${loaded} rows`);
    }
    const best = { cairn: Math.min(...times.cairn), plain: Math.min(...times.plain) };
    const round = (ms: number[]) => ms.map((t) => Math.round(t)).join(' / ');
    console.log(
      `CSV ${ROWS} rows x ${COLUMNS.length} columns (${Math.round(fs.statSync(csv).size / 1e6)} MB): copyCsvIntoPostgres ${round(times.cairn)} ms, plain COPY ${round(times.plain)} ms`,
    );
    report(prefix, 'import.pg.copy_ms', best.cairn, 'ms');
    report(prefix, 'import.pg.plain_copy_ms', best.plain, 'ms');
    report(prefix, 'import.pg.ratio_vs_copy', best.cairn / best.plain, 'x');
  } finally {
    await client?.end().catch(() => undefined);
    await admin.end();
    await dropEngagementWarehouse(adminUrl, engagement).catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
