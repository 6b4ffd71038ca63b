#!/usr/bin/env node
// Makes the user guide's screenshots (apps/web/public/manual/*.png) from the demo, so the pictures in
// /manual show the product as it is today. Run `npm run build` first, then `npm run manual:screenshots`.
//
// It starts the built Cairn on a fresh temporary data directory (the first start seeds the demo),
// signs in as the demo administrator, waits until the demo's runs have finished (so the monitors
// and tables show results, not spinners), saves one PNG per page the guide shows, and stops the
// server it started. Uses Debian's Chromium through playwright-core (CHROMIUM_PATH to override);
// it never downloads a browser.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'apps/web/public/manual');
const port = process.env.MANUAL_SCREENSHOTS_PORT ?? '8094';
const base = `http://127.0.0.1:${port}`;
const email = 'admin@cairn.local';
const password = 'Look-at-it-1';
const REGULAR = 'Payroll Analytics 2026';
const GAIN = 'Gain Payroll Migration';

/**
 * The guide's pictures: file name, engagement, address and what to do before the picture is taken.
 * The guide's markdown refers to these names; a web test checks every referenced file exists.
 */
const SHOTS = [
  { file: 'overview.png', engagement: REGULAR, address: '/overview' },
  {
    file: 'storage-manager.png',
    engagement: REGULAR,
    address: '/storage-manager/import',
    open: 'Payroll 2026',
  },
  { file: 'import-folders.png', engagement: REGULAR, address: '/import', open: 'Payroll 2026' },
  {
    file: 'import-settings.png',
    engagement: REGULAR,
    address: '/import',
    open: 'Payroll 2026',
    click: /folder import settings/i,
  },
  {
    file: 'filtering-config.png',
    engagement: REGULAR,
    address: '/filtering/config?branch=main&node=payroll_filtered',
  },
  { file: 'filtering-build.png', engagement: REGULAR, address: '/filtering/build?branch=main' },
  { file: 'modeling-monitor.png', engagement: REGULAR, address: '/modeling/monitor' },
  { file: 'testing-monitor.png', engagement: REGULAR, address: '/testing/monitor', expandFirstRow: true },
  { file: 'dashboards.png', engagement: REGULAR, address: '/dashboards' },
  {
    file: 'dashboard-details.png',
    engagement: REGULAR,
    address: async (engagement, api) => {
      const list = await call(api, 'GET', `/api/engagements/${engagement.id}/dashboards?pageSize=50`);
      const dashboard = list.results.find((d) => d.name === 'Payroll cost by period and country');
      if (!dashboard) throw new Error('the demo has no dashboard named Payroll cost by period and country');
      return `/dashboards/${dashboard.id}`;
    },
  },
  { file: 'gain-batches.png', engagement: GAIN, address: '/gain/batches' },
  {
    file: 'admin-tenant-compose.png',
    engagement: REGULAR,
    address: (engagement) => `/tenants/${engagement.tenantId}/compose`,
  },
  { file: 'admin-roles.png', engagement: REGULAR, address: '/roles' },
  { file: 'costs.png', engagement: REGULAR, address: '/costs' },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilServing(server) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) {
      throw new Error(`Cairn stopped while starting (exit ${server.exitCode}):\n${server.logTail}`);
    }
    const up = await fetch(`${base}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await sleep(500);
  }
  throw new Error(`Cairn did not answer on ${base} within 60 s`);
}

function startCairn(dataDir) {
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js'), 'serve'], {
    cwd: root,
    env: { ...process.env, CAIRN_DATA_DIR: dataDir, CAIRN_DEMO_PASSWORD: password, CAIRN_PORT: port },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Keep the end of the server's log to show when it fails to start; the rest is noise here.
  server.logTail = '';
  server.stderr.on('data', (chunk) => {
    server.logTail = (server.logTail + chunk).slice(-4000);
  });
  return server;
}

async function stopCairn(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  // A graceful stop finishes the runs in hand; past 20 s the server is no longer of use here.
  const timer = setTimeout(() => server.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/** The CSRF cookie Cairn sets at sign-in; the sign-in itself is checked by its Origin header. */
async function csrfOf(api) {
  const cookie = (await api.storageState()).cookies.find((c) => c.name === 'cairn_csrf');
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

async function call(api, method, path, data) {
  const headers = { origin: base };
  const csrf = method === 'GET' ? undefined : await csrfOf(api);
  if (csrf) headers['x-csrf-token'] = csrf;
  const response = await api.fetch(`${base}${path}`, { method, headers, data });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/** The demo queues an import, then builds and tests: wait for three quiet polls in a row. */
async function waitForDemoRuns(api, engagementIds) {
  const active = ['Queued', 'InProgress', 'Canceling'].map((s) => `status=${s}`).join('&');
  for (let quiet = 0, polls = 0; quiet < 3; polls++) {
    if (polls > 300) throw new Error('the demo runs did not finish within 5 minutes');
    let running = 0;
    for (const id of engagementIds) {
      const runs = await call(api, 'GET', `/api/pipelines/engagements/${id}/runs?${active}&daysBack=30`);
      running += runs.meta.totalItems;
    }
    quiet = running === 0 ? quiet + 1 : 0;
    if (quiet < 3) await sleep(1000);
  }
}

async function openFolder(page, name) {
  await page.getByRole('link', { name, exact: true }).first().click();
  await page.waitForLoadState('networkidle');
}

async function takeShots(page, api, engagements) {
  let current = null;
  for (const shot of SHOTS) {
    const engagement = engagements.find((e) => e.name === shot.engagement);
    if (!engagement) throw new Error(`the demo has no engagement named ${shot.engagement}`);
    if (current !== engagement.id) {
      await call(api, 'PUT', '/api/engagements/current', { engagementId: engagement.id });
      current = engagement.id;
    }
    const address = typeof shot.address === 'function' ? await shot.address(engagement, api) : shot.address;
    await page.goto(`${base}${address}`, { waitUntil: 'networkidle' });
    if (shot.open) await openFolder(page, shot.open);
    if (shot.expandFirstRow) {
      await page.locator('.ant-table-row-expand-icon').first().click();
      await page.locator('.ant-table-expanded-row').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    if (shot.click) {
      await page.getByRole('button', { name: shot.click }).first().click();
      await page.getByRole('dialog').waitFor();
      await page.waitForLoadState('networkidle');
    }
    // Let antd's entrance animations (tabs, dialogs, tooltips) come to rest before the picture.
    await page.evaluate('document.fonts.ready');
    await sleep(800);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(outDir, shot.file) });
    console.log(`${shot.file} <- ${address}`);
  }
}

async function main() {
  if (!existsSync(join(root, 'apps/server/dist/main.js')) || !existsSync(join(root, 'apps/web/dist'))) {
    throw new Error('Build Cairn first: npm run build');
  }
  // Another server on the port would answer in ours' place and be photographed instead.
  if (
    await fetch(`${base}/`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Something already answers on ${base}; choose another MANUAL_SCREENSHOTS_PORT`);
  }
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'cairn-manual-'));
  const server = startCairn(dataDir);
  let browser;
  try {
    await waitUntilServing(server);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const api = context.request;
    await call(api, 'POST', '/authorization/login', { email, password });
    await call(api, 'POST', '/api/profile/me/eula');
    const engagements = await call(api, 'GET', '/api/engagements/mine');
    await waitForDemoRuns(
      api,
      engagements.map((e) => e.id),
    );
    await takeShots(await context.newPage(), api, engagements);
  } finally {
    await browser?.close();
    await stopCairn(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
