// Overhead of a pipeline run: from the start-run HTTP call to the run page saying Succeeded, for a
// run whose handler does nothing. A real server (embedded PGlite on disk, worker in-process, as
// `cairn serve` runs by default) on a loopback port; the client polls the run every 5 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { engagementScope, ROLE_NAMES, type PipelineRun, type PipelineRunDetail } from '@cairn/contracts';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { syncCatalogue } from '../access/catalogue.js';
import { buildApp } from '../app.js';
import { startRunWorker } from '../jobs/run-worker.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { freePort } from '../test/free-port.js';
import { report } from './report.js';

export const name = 'pipelines';
const RUNS = 20;
const quiet = { info() {}, warn() {}, error() {} };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    CAIRN_DATA_DIR: dataDir,
    CAIRN_PORT: String(port),
    CAIRN_PUBLIC_URL: origin,
    CAIRN_LOG_LEVEL: 'silent',
    CAIRN_WEB_DIR: '/nonexistent',
  });
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pg') });
  await syncCatalogue(database.db);
  const { app, ctx } = await buildApp(config, database, { logger: false });
  ctx.services.runHandlers.register('RunModel', async () => ({}));
  await app.listen({ host: '127.0.0.1', port });
  const worker = startRunWorker(ctx, quiet);
  try {
    const engagement = await buildEngagement(database.db, (await buildTenant(database.db)).id);
    const user = await buildUser(database.db, {
      roles: [{ role: ROLE_NAMES.configurer, scope: engagementScope(engagement.id) }],
    });
    const login = await fetch(`${origin}/authorization/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]);
    const headers = {
      cookie: cookies.join('; '),
      'x-csrf-token': cookies.find((c) => c.startsWith('cairn_csrf='))!.split('=')[1],
      origin,
      'content-type': 'application/json',
    };
    const base = `${origin}/api/pipelines/engagements/${engagement.id}`;

    const endToEnd: number[] = [];
    const serverSide: number[] = [];
    for (let i = 0; i < RUNS + 2; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/runs`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ pipelineName: 'RunModel', layer: 'model' }),
      });
      const queued = (await res.json()) as PipelineRun;
      let detail: PipelineRunDetail;
      for (;;) {
        detail = (await (await fetch(`${base}/runs/${queued.id}`, { headers })).json()) as PipelineRunDetail;
        if (detail.status !== 'Queued' && detail.status !== 'InProgress') break;
        await new Promise((r) => setTimeout(r, 5));
      }
      if (detail.status !== 'Succeeded')
        throw new Error(`bench run ended ${detail.status}: ${detail.message}`);
      if (i < 2) continue; // warm-up
      endToEnd.push(performance.now() - started);
      serverSide.push(Date.parse(detail.runEnd!) - Date.parse(detail.runStart));
    }
    report(prefix, 'pipelines.run_overhead_ms', median(endToEnd), 'ms');
    report(prefix, 'pipelines.run_overhead_server_ms', median(serverSide), 'ms');
  } finally {
    await worker.stop();
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
