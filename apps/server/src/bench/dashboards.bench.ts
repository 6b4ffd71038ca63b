// Dashboards (issue 14). dashboards.query_ratio_vs_duckdb: the tiles of a five-tile dashboard over a
// 1,000,000-row table answered through Cairn (API, capacity gate, the warehouse process with the
// allow-list, bound filters, row limit; a new filter value each round so nothing comes from the cache)
// against the same queries run directly in a DuckDB instance with the same data, side by side; the
// figure is Cairn's time / DuckDB's. dashboards.render_ms: a BUILT server (apps/server/dist) with the
// demo seeded, Debian's Chromium through playwright-core: from opening the demo's payroll cost
// dashboard until every tile is drawn (median of a few, each in a fresh browser context, tile cache
// warm after the first as for any second viewer; the first, cold, is reported too).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';
import { engagementScope, ROLE_NAMES, type DashboardList } from '@cairn/contracts';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { signIn, testServer } from '../test/test-server.js';
import { freePort, launchChromium, median } from './chromium.js';
import { report } from './report.js';

export const name = 'dashboards';
const ROWS = 1_000_000;
const ROUNDS = 5;
const FACTS = `SELECT i AS id, DATE '2026-01-01' + INTERVAL (i % 12) MONTH AS period,
  ['NL','DE','GB','FR','US'][1 + i % 5] AS country, 'C' || (i % 40) AS wage_component,
  round((i % 9973) * 1.37, 2) AS amount FROM range(${ROWS}) t(i)`;
const WHERE = 'where $min_amount is null or amount >= $min_amount';
const TILES = [
  `select sum(amount) as total from model.facts ${WHERE}`,
  `select period, sum(amount) as amount from model.facts ${WHERE} group by 1 order by 1`,
  `select country, sum(amount) as amount from model.facts ${WHERE} group by 1 order by 2 desc`,
  `select wage_component, count(*) as lines, avg(amount) as average from model.facts ${WHERE} group by 1 order by 1`,
  `select period, country, count(distinct wage_component) as components from model.facts ${WHERE} group by all order by 1, 2`,
];

async function queryRatio(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-dashboards-'));
  const server = await testServer({ CAIRN_DATA_DIR: dataDir, CAIRN_LOG_LEVEL: 'silent' });
  try {
    const db = server.database.db;
    const engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    const user = await buildUser(db, {
      roles: [{ role: ROLE_NAMES.superConfigurer, scope: engagementScope(engagementId) }],
    });
    const client = await signIn(server, user.email, PASSWORD);
    const own = await server.ctx.services.warehouse.connect(engagementId);
    await own.run('CREATE SCHEMA IF NOT EXISTS model');
    await own.run(`CREATE OR REPLACE TABLE model.facts AS ${FACTS}`);
    await own.close();
    const definition = {
      name: 'Bench',
      filters: [{ id: 'min_amount', label: 'Minimum', type: 'number' }],
      pages: [
        {
          title: 'Bench',
          tiles: TILES.map((query, i) => ({
            id: `t${i}`,
            title: `Tile ${i}`,
            query,
            chart: { type: 'table' },
          })),
        },
      ],
    };
    const boundary = '----cairn-bench';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.json"\r\n\r\n${JSON.stringify(definition)}\r\n--${boundary}--\r\n`,
    );
    const base = `/api/engagements/${engagementId}/dashboards`;
    const uploaded = await client.request('POST', base, payload, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    const { id } = uploaded.json() as { id: string };
    const cairn: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const filters = encodeURIComponent(JSON.stringify({ min_amount: round * 10 }));
      const started = performance.now();
      const answers = await Promise.all(
        TILES.map((_, i) => client.request('GET', `${base}/${id}/tiles/t${i}?filters=${filters}`)),
      );
      if (answers.some((a) => a.statusCode !== 200)) throw new Error(answers.map((a) => a.body).join('\n'));
      if (round > 0) cairn.push(performance.now() - started); // the first round starts DuckDB's caches
    }
    const duck = await DuckDBInstance.create(':memory:', {
      threads: String(server.config.warehouse.threads ?? 2),
    });
    const connection = await duck.connect();
    await connection.run(`CREATE SCHEMA model; CREATE TABLE model.facts AS ${FACTS}`);
    const direct: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const started = performance.now();
      for (const query of TILES) await connection.runAndReadAll(query, { min_amount: round * 10 });
      if (round > 0) direct.push(performance.now() - started);
    }
    connection.closeSync();
    duck.closeSync();
    report(prefix, 'dashboards.tiles_ms', median(cairn), 'ms');
    report(prefix, 'dashboards.tiles_duckdb_ms', median(direct), 'ms');
    report(prefix, 'dashboards.query_ratio_vs_duckdb', median(cairn) / median(direct), 'x');
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function renderTime(prefix: string) {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) {
    console.log('# dashboards.render_ms skipped: needs `npm run build`');
    return;
  }
  const browser = await launchChromium('dashboards.render_ms');
  if (!browser) return;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-render-'));
  const port = await freePort();
  const password = 'bench-pass-123';
  const serverProcess = spawn(process.execPath, [main, 'serve'], {
    env: {
      ...process.env,
      CAIRN_DATA_DIR: dataDir,
      CAIRN_PORT: String(port),
      CAIRN_DEMO_PASSWORD: password,
      CAIRN_LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (i > 600) throw new Error('the server did not start');
      if (
        await fetch(`${baseURL}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const context = await browser.newContext({ baseURL });
    const api = context.request;
    await api.post('/authorization/login', {
      headers: { origin: baseURL },
      data: { email: 'configurer@cairn.local', password },
    });
    const mine = (await (await api.get('/api/engagements/mine')).json()) as { id: string; name: string }[];
    const engagement = mine.find((e) => e.name === 'Payroll Analytics 2026')!;
    // The demo's builds run behind its import: wait until the model the dashboard reads exists.
    for (let i = 0; ; i++) {
      const runs = (await (
        await api.get(`/api/pipelines/engagements/${engagement.id}/runs/last?count=20`)
      ).json()) as { status: string }[];
      if (runs.length && runs.every((r) => !['Queued', 'InProgress'].includes(r.status))) break;
      if (i > 600) throw new Error('the demo builds did not finish');
      await new Promise((r) => setTimeout(r, 1000));
    }
    // The viewer has accepted the licence and chosen the demo engagement (both kept by the server).
    const csrf = decodeURIComponent(
      (await context.storageState()).cookies.find((c) => c.name === 'cairn_csrf')!.value,
    );
    const headers = { origin: baseURL, 'x-csrf-token': csrf };
    await api.post('/api/profile/me/eula', { headers });
    await api.put('/api/engagements/current', { headers, data: { engagementId: engagement.id } });
    const list = (await (
      await api.get(`/api/engagements/${engagement.id}/dashboards`)
    ).json()) as DashboardList;
    const dashboard = list.results.find((d) => d.name === 'Payroll cost by period and country')!;
    const state = await context.storageState();
    await context.close();
    const times: number[] = [];
    for (let round = 0; round < 4; round++) {
      const viewer = await browser.newContext({
        baseURL,
        storageState: state,
        viewport: { width: 1440, height: 900 },
      });
      const page = await viewer.newPage();
      const started = performance.now();
      await page.goto(`/dashboards/${dashboard.id}`);
      await page.waitForFunction(
        () => {
          const tiles = [...document.querySelectorAll('[data-testid="dashboard-tile"]')];
          return (
            tiles.length > 0 &&
            tiles.every(
              (t) => t.getAttribute('data-state') === 'ready' || t.getAttribute('data-state') === 'error',
            ) &&
            [...document.querySelectorAll('[data-testid="tile-vega"]')].every((v) => v.querySelector('svg'))
          );
        },
        undefined,
        { timeout: 120_000 },
      );
      times.push(performance.now() - started);
      await viewer.close();
    }
    report(prefix, 'dashboards.render_cold_ms', times[0], 'ms');
    report(prefix, 'dashboards.render_ms', median(times.slice(1)), 'ms');
  } finally {
    await browser.close();
    serverProcess.kill('SIGTERM');
    await new Promise((r) => serverProcess.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(prefix: string) {
  if (
    !prefix ||
    'dashboards.query_ratio_vs_duckdb'.startsWith(prefix) ||
    prefix.startsWith('dashboards.tiles') ||
    prefix === 'dashboards'
  )
    await queryRatio(prefix === 'dashboards' ? '' : prefix);
  if (!prefix || 'dashboards.render_ms'.startsWith(prefix) || prefix === 'dashboards')
    await renderTime(prefix === 'dashboards' ? '' : prefix);
}
