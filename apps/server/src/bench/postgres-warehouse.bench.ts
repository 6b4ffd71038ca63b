// The PostgreSQL warehouse through Cairn against PostgreSQL's own tools, side by side in one run:
// - import: a real ImportFiles run (upload, POST /import, the worker: DuckDB reads the file's shape,
//   COPY streams it in and swaps the table) against `psql -c "\copy ..."` of the same file into a
//   table created beforehand with the same types;
// - build: a BuildModel run of 50 nodes over 1,000,000 rows (the build bench's graph in PostgreSQL's
//   dialect) against `psql -f` of the same CREATE TABLE statements in the same database.
// Alternating, best of 5 (one COPY of 1,000,000 rows varies by +-25% on 2 cores). Ratios: Cairn's time / psql's. Cairn's time runs from the request to the
// run's recorded end. Needs a server: CAIRN_TEST_DATABASE_URL, or a throwaway one from scripts/bench.ts.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  encodeQuery,
  engagementScope,
  ROLE_NAMES,
  type PipelineRun,
  type PipelineRunDetail,
} from '@cairn/contracts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { pipelineRuns } from '../db/schema/index.js';
import { startRunWorker } from '../jobs/run-worker.js';
import { memoryLog } from '../modules/pipelines/runs.test-helpers.js';
import { benchNodeQuery } from '../test/bench-payroll.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { requestOk, signIn, testServer } from '../test/test-server.js';
import { dropEngagementWarehouse, warehouseName } from '../warehouse/postgres/pg-provisioning.js';
import { report } from './report.js';

export const name = 'pg';
/** scripts/bench.ts starts a throwaway PostgreSQL server for it when none is given. */
export const needsPostgres = true;
const exec = promisify(execFile);
const ROWS = 1_000_000;
const NODES = 50;
const ROUNDS = 5;
const SERVER = 'bench-warehouse';

const FACTS = `SELECT i AS id, i % 5000 AS employee_id, 'E' || (i % 5000) AS employee_name,
  DATE '2026-01-01' + make_interval(months => i % 12) AS period, 'C' || (i % 40) AS wage_component,
  round((i % 9973) * 1.37 - 2000, 2) AS amount, (ARRAY['EUR','GBP','USD'])[1 + i % 3] AS currency,
  (ARRAY['NL','DE','GB','FR','US'])[1 + i % 5] AS country, i % 17 AS department, (i % 100) / 100.0 AS fte,
  i % 2 = 0 AS is_regular, 'note ' || (i % 97) AS note FROM generate_series(0, ${ROWS - 1}) AS t(i)`;

/** The 12-column payroll CSV of the import benches (row i deterministic). */
async function writeCsv(file: string) {
  const out = fs.createWriteStream(file);
  let chunk =
    'id,employee_id,period,wage_component,amount,currency,hours,fte,approved,headcount,booked_on,note\n';
  for (let i = 0; i < ROWS; i++) {
    const month = String((i % 12) + 1).padStart(2, '0');
    chunk += `${i},E${String(i % 50_000).padStart(6, '0')},2026-${month}-01,C${i % 5},${(((i * 7919) % 900_000) / 100 - 500).toFixed(2)},${['EUR', 'GBP', 'USD'][i % 3]},${((i % 16_000) / 100).toFixed(2)},${[1, 0.8, 0.5][i % 3]},${i % 7 === 0},${i % 40},2025-${month}-${String((i % 28) + 1).padStart(2, '0')},note ${i % 1000}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
      chunk = '';
    }
  }
  await new Promise<void>((r) => out.end(chunk, () => r()));
}

function psqlBinary(): string {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? `/usr/lib/postgresql/${newest}/bin/psql` : 'psql';
}

async function milliseconds(fn: () => Promise<unknown>) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

export async function run(requested: string) {
  const prefix = name.startsWith(requested) ? '' : requested;
  const adminUrl = process.env.CAIRN_TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('# pg: needs a PostgreSQL server (CAIRN_TEST_DATABASE_URL)');
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-pg-'));
  const server = await testServer(
    {
      CAIRN_DATA_DIR: dataDir,
      CAIRN_RUN_POLL_MS: '20',
      CAIRN_LOG_LEVEL: 'silent',
      CAIRN_WAREHOUSE_POSTGRES_URL: adminUrl,
      CAIRN_WAREHOUSE_POSTGRES_NAME: SERVER,
    },
    { secretLeakWatch: false },
  );
  const worker = startRunWorker(server.ctx, memoryLog().log);
  let engagementId: string | undefined;
  try {
    const db = server.database.db;
    engagementId = (
      await buildEngagement(db, (await buildTenant(db)).id, {
        features: ['Storage', 'Pipelines', 'NodeModelGit'],
      })
    ).id;
    const id = engagementId;
    await server.ctx.services.engagementConfigurations.appendVersion(
      db,
      id,
      'nodeModel',
      {
        nodeModelPlatformType: 'CairnGit',
        nodeModelPlatformConfiguration: { NodeModelRepositoryId: 'bench', NodeModelSqlServerName: SERVER },
      },
      { id: null, name: 'bench' },
    );
    const user = await buildUser(db, {
      roles: [{ role: ROLE_NAMES.configurer, scope: engagementScope(id) }],
    });
    const client = await signIn(server, user.email, PASSWORD);
    const pipelines = `/api/pipelines/engagements/${id}`;
    const layer = `/api/nodeModel/engagements/${id}/branches/main/layers/model`;

    /** A run from its request to its recorded end (polled every 100 ms: the poll adds nothing to it). */
    let lastRun = '';
    const timedRun = async (start: () => Promise<PipelineRun>) => {
      const requestedAt = Date.now();
      const queued = await start();
      lastRun = queued.id;
      for (;;) {
        const [row] = await db
          .select({ status: pipelineRuns.status, runEnd: pipelineRuns.runEnd, message: pipelineRuns.message })
          .from(pipelineRuns)
          .where(eq(pipelineRuns.id, queued.id));
        if (row.status === 'Failed') throw new Error(`run failed: ${row.message}`);
        if (row.status === 'Succeeded') return new Date(row.runEnd!).getTime() - requestedAt;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    // The engagement's database exists once a session opened it; the reference works there too,
    // as the superuser, in a schema of its own.
    const first = await server.ctx.services.warehouse.session(id, new AbortController().signal);
    await first.close();
    const url = new URL(adminUrl);
    url.pathname = `/${warehouseName(id)}`;
    const psql = (args: string[]) =>
      exec(psqlBinary(), [url.toString(), '-X', '-q', '-v', 'ON_ERROR_STOP=1', ...args], {
        maxBuffer: 1 << 24,
      });
    const admin = new pg.Client({ connectionString: url.toString() });
    admin.on('error', () => undefined); // the database is dropped at the end, with this client in it
    await admin.connect();

    // Import: the same file through Cairn and through \copy.
    const csv = path.join(dataDir, 'bench_facts.csv');
    await writeCsv(csv);
    await requestOk(client, 'POST', `/api/storage/engagements/${id}/import/folders?path=`, {
      displayName: 'Bench',
      metadata: {},
    });
    const { payload, headers } = multipartBody([{ name: 'bench_facts.csv', content: fs.readFileSync(csv) }]);
    const uploaded = await client.request(
      'POST',
      `/api/storage/engagements/${id}/import/files?path=f-bench`,
      payload,
      headers,
    );
    if (uploaded.statusCode !== 200) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
    const cairnImport = () =>
      timedRun(() =>
        requestOk<PipelineRun>(client, 'POST', `${pipelines}/import`, {
          fileNames: ['bench_facts.csv'],
          storagePurpose: 'import',
          path: 'f-bench',
        }),
      );
    await cairnImport(); // the table's types, for the reference's table
    const { rows: columns } = await admin.query<{ name: string; type: string }>(
      `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
       WHERE attrelid = 'import.bench_facts'::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
    );
    await admin.query('CREATE SCHEMA IF NOT EXISTS bench_reference');
    const copyImport = async () => {
      await admin.query(
        `DROP TABLE IF EXISTS bench_reference.facts; CREATE TABLE bench_reference.facts (${columns.map((c) => `"${c.name}" ${c.type}`).join(', ')})`,
      );
      return milliseconds(() =>
        psql(['-c', `\\copy bench_reference.facts FROM '${csv}' WITH (FORMAT csv, HEADER true)`]),
      );
    };

    // Build: the facts and the 50 nodes, through Cairn and through psql -f.
    const seed = await server.ctx.services.warehouse.session(id, new AbortController().signal);
    await seed.createTableAs('import', 'facts', FACTS);
    await seed.close();
    for (let k = 0; k < NODES; k++) {
      await requestOk(client, 'POST', `${layer}/nodes`, { name: `node_${k}` });
      await requestOk(client, 'PUT', `${layer}/nodes/node_${k}`, { query: encodeQuery(benchNodeQuery(k)) });
    }
    const script = path.join(dataDir, 'build.sql');
    fs.writeFileSync(
      script,
      Array.from(
        { length: NODES },
        (_, k) =>
          `DROP TABLE IF EXISTS bench_reference.node_${k};\nCREATE TABLE bench_reference.node_${k} AS ${benchNodeQuery(k).replace(/model\./g, 'bench_reference.')};\n`,
      ).join(''),
    );
    const all = Array.from({ length: NODES }, (_, k) => `node_${k}`);
    // Where an import run's time goes: its log lines' offsets from the run's start.
    await cairnImport();
    const detail = await requestOk<PipelineRunDetail>(client, 'GET', `${pipelines}/runs/${lastRun}`);
    const t0 = Date.parse(detail.runStart!);
    console.log(
      `# pg import run: ${detail.log.map((l) => `+${Date.parse(l.at) - t0} ms ${l.message.slice(0, 60)}`).join('; ')}; end +${Date.parse(detail.runEnd!) - t0} ms`,
    );
    const cairnBuild = () =>
      timedRun(() =>
        requestOk<PipelineRun>(client, 'POST', `${pipelines}/runs`, {
          pipelineName: 'BuildModel',
          layer: 'model',
          parameters: { ActiveNodes: all },
        }),
      );
    const psqlBuild = () => milliseconds(() => psql(['-f', script]));

    await cairnBuild();
    await psqlBuild();
    const times = {
      cairnImport: [] as number[],
      copy: [] as number[],
      cairnBuild: [] as number[],
      psql: [] as number[],
    };
    for (let round = 0; round < ROUNDS; round++) {
      times.cairnImport.push(await cairnImport());
      times.copy.push(await copyImport());
      times.cairnBuild.push(await cairnBuild());
      times.psql.push(await psqlBuild());
    }
    await admin.end();
    const best = (values: number[]) => Math.min(...values);
    const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
    console.log(
      `# pg, ms per round: import cairn ${list(times.cairnImport)}, \\copy ${list(times.copy)}; build cairn ${list(times.cairnBuild)}, psql ${list(times.psql)}`,
    );
    report(prefix, 'import.pg.ratio_vs_copy', best(times.cairnImport) / best(times.copy), 'x');
    report(prefix, 'build.pg.ratio_vs_psql', best(times.cairnBuild) / best(times.psql), 'x');
  } finally {
    await worker.stop();
    await server.close();
    if (engagementId) await dropEngagementWarehouse(adminUrl, engagementId);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
