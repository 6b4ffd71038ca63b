// Build and test runs against DuckDB itself: a generated model of 50 nodes over a 1,000,000-row,
// 12-column table is built through a real BuildModel run (API, queue, worker, git node model,
// locked-down warehouse session) and, side by side, by running the same CREATE TABLE statements
// directly in a DuckDB file with the same memory and thread limits (opened and closed per round, as a
// run opens and closes the engagement's file). The same for a RunTests run
// of 50 tests over the same 1,000,000 rows against running each test query directly (counting its
// rows). Figures are Cairn's time / DuckDB's time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { encodeQuery, engagementScope, ROLE_NAMES, TEST_RUN_LAYER, type PipelineRun } from '@cairn/contracts';
import { eq } from 'drizzle-orm';
import { pipelineRuns } from '../db/schema/index.js';
import { startRunWorker } from '../jobs/run-worker.js';
import { memoryLog, waitForRun } from '../modules/pipelines/runs.test-helpers.js';
import { benchNodeQuery } from '../test/bench-payroll.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { requestOk, signIn, testServer } from '../test/test-server.js';
import { median } from './chromium.js';
import { report } from './report.js';

export const name = 'build';
const ROWS = 1_000_000;
const NODES = 50;
const ROUNDS = 5;

const FACTS = `SELECT i AS id, i % 5000 AS employee_id, 'E' || (i % 5000) AS employee_name,
  DATE '2026-01-01' + INTERVAL (i % 12) MONTH AS period, 'C' || (i % 40) AS wage_component,
  round((i % 9973) * 1.37 - 2000, 2) AS amount, ['EUR','GBP','USD'][1 + i % 3] AS currency,
  ['NL','DE','GB','FR','US'][1 + i % 5] AS country, i % 17 AS department, (i % 100) / 100.0 AS fte,
  i % 2 = 0 AS is_regular, 'note ' || (i % 97) AS note FROM range(${ROWS}) t(i)`;

/** Test k: checks over the 1,000,000 facts (most pass; those with a low threshold find rows). */
const testQuery = (k: number) =>
  k % 2 === 0
    ? `select id, employee_id, amount from import.facts where department = ${k % 17} and amount < ${-2100 + k * 5}`
    : `select employee_id, count(*) as lines from import.facts where country = '${['NL', 'DE', 'GB', 'FR', 'US'][k % 5]}' group by employee_id having count(*) > ${150 + k}`;

export async function run(requested: string) {
  // `npm run bench -- build` prints every figure of this benchmark (tests.*, warehouse.*), not only build.*.
  const prefix = name.startsWith(requested) ? '' : requested;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-build-'));
  const server = await testServer({
    CAIRN_DATA_DIR: dataDir,
    CAIRN_RUN_POLL_MS: '20',
    CAIRN_LOG_LEVEL: 'silent',
  });
  const worker = startRunWorker(server.ctx, memoryLog().log);
  try {
    const db = server.database.db;
    const engagementId = (
      await buildEngagement(db, (await buildTenant(db)).id, { features: ['Pipelines', 'NodeModelGit'] })
    ).id;
    const user = await buildUser(db, {
      roles: [{ role: ROLE_NAMES.configurer, scope: engagementScope(engagementId) }],
    });
    const client = await signIn(server, user.email, PASSWORD);
    const layer = (l: string) => `/api/nodeModel/engagements/${engagementId}/branches/main/layers/${l}`;

    const own = await server.ctx.services.warehouse.connect(engagementId);
    await own.run(`CREATE OR REPLACE TABLE import.facts AS ${FACTS}`);
    await own.close();

    // What a run pays for its warehouse process (users' SQL never runs in the server): start, open
    // the file locked down, one query, close.
    const starts: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const session = await server.ctx.services.warehouse.session(engagementId, new AbortController().signal);
      await session.query('SELECT 1', 1);
      await session.close();
      starts.push(performance.now() - started);
    }
    report(prefix, 'warehouse.process_start_ms', Math.min(...starts), 'ms');
    for (let k = 0; k < NODES; k++) {
      await requestOk(client, 'POST', `${layer('model')}/nodes`, { name: `node_${k}` });
      await requestOk(client, 'PUT', `${layer('model')}/nodes/node_${k}`, {
        query: encodeQuery(benchNodeQuery(k)),
      });
    }
    await requestOk(client, 'POST', `${layer('test')}/nodes`, { name: 'checks' });
    for (let k = 0; k < NODES; k++)
      await requestOk(client, 'POST', `${layer('test')}/nodes/checks/tests`, {
        name: `test_${k}`,
        categoryNames: [],
        query: encodeQuery(testQuery(k)),
      });

    const timedRun = async (pipelineName: string, runLayer: string, parameters: Record<string, unknown>) => {
      const requestedAt = Date.now();
      const queued = await requestOk<PipelineRun>(
        client,
        'POST',
        `/api/pipelines/engagements/${engagementId}/runs`,
        { pipelineName, layer: runLayer, parameters },
      );
      // Cairn's time ends when the server marked the run finished (the run's recorded end, the same
      // clock): the bench's polling adds no delay to it, and polls only every 100 ms so as not to take
      // the server's CPU from the run it measures.
      for (;;) {
        const [row] = await server.database.db
          .select({ status: pipelineRuns.status })
          .from(pipelineRuns)
          .where(eq(pipelineRuns.id, queued.id));
        if (row.status === 'Succeeded' || row.status === 'Failed') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The next spare warehouse process starts when the run's process ends; let it be ready before
      // the reference runs, so its start takes no CPU from either side's measurement.
      await server.ctx.services.warehouse.spares.sparePid();
      const done = await waitForRun(client, engagementId, queued.id, ['Succeeded', 'Failed'], 600_000);
      if (pipelineName === 'BuildModel' && done.status !== 'Succeeded')
        throw new Error(`build failed: ${done.message}`);
      // Where a run's time goes: queue to start, start to its first and last log line, to its end.
      const at = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);
      const t0 = at(done.runStart);
      const elapsed = at(done.runEnd) - requestedAt;
      const lines = done.log.map((l) => at(l.at) - t0);
      console.log(
        `  ${pipelineName}: ${elapsed.toFixed(0)} ms; run start +0, first log +${lines[0]}, second +${lines[1]}, third +${lines[2]}, last log +${lines.at(-1)}, end +${at(done.runEnd) - t0} ms`,
      );
      return elapsed;
    };

    // The reference: the same SQL run directly on a DuckDB file of its own with the same limits, the
    // way a script runs it (`duckdb file < build.sql`): the file opened, the statements, the file
    // closed, as each Cairn run opens and closes the engagement's file in its warehouse process.
    const referenceFile = path.join(dataDir, 'reference.duckdb');
    const referenceLimits = {
      memory_limit: server.ctx.services.config.warehouse.memoryLimit,
      threads: String(server.ctx.services.config.warehouse.threads),
    };
    const directly = async (statements: (k: number) => string) => {
      const started = performance.now();
      const reference = await DuckDBInstance.create(referenceFile, referenceLimits);
      const direct = await reference.connect();
      for (let k = 0; k < NODES; k++) await direct.run(statements(k));
      direct.closeSync();
      reference.closeSync();
      return performance.now() - started;
    };
    {
      const reference = await DuckDBInstance.create(referenceFile, referenceLimits);
      const direct = await reference.connect();
      await direct.run(`CREATE SCHEMA import; CREATE SCHEMA model; CREATE TABLE import.facts AS ${FACTS}`);
      direct.closeSync();
      reference.closeSync();
    }
    const directBuild = () =>
      directly((k) => `CREATE OR REPLACE TABLE model.node_${k} AS ${benchNodeQuery(k)}`);
    const directTests = () => directly((k) => `SELECT count(*) FROM (${testQuery(k)}) t`);

    const all = Array.from({ length: NODES }, (_, k) => `node_${k}`);
    const activeTests = Array.from({ length: NODES }, (_, k) => `test_${k}`);
    // Warm both once, then alternate five rounds; each figure is the median of the rounds' ratios
    // (issue 29: "the median of 5 alternated runs"), so one lucky or unlucky round moves nothing.
    await timedRun('BuildModel', 'model', { ActiveNodes: all });
    await directBuild();
    const buildRatios: number[] = [];
    const testRatios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const cairnBuild = await timedRun('BuildModel', 'model', { ActiveNodes: all });
      const duckBuild = await directBuild();
      const cairnTests = await timedRun('RunTests', TEST_RUN_LAYER, {
        Node: 'checks',
        ActiveTests: activeTests,
      });
      const duckTests = await directTests();
      console.log(
        `  round ${round + 1}: build cairn ${cairnBuild.toFixed(0)} ms, duckdb ${duckBuild.toFixed(0)} ms; tests cairn ${cairnTests.toFixed(0)} ms, duckdb ${duckTests.toFixed(0)} ms`,
      );
      buildRatios.push(cairnBuild / duckBuild);
      testRatios.push(cairnTests / duckTests);
    }
    report(prefix, 'build.ratio_vs_duckdb', median(buildRatios), 'x');
    report(prefix, 'tests.ratio_vs_duckdb', median(testRatios), 'x');
  } finally {
    await worker.stop();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
