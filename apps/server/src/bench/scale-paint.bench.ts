// The screens' first paint at scale in Debian's Chromium (issue 29: "the screens' first paint under
// 1 s"): the import monitor of an engagement with 100,000 runs, a storage folder of 100,000 files
// opened at its own address, the audit log with 1,000,000 events, the engagements list of 1,000 and
// the users list of 10,000 — the rows of scale-reads.bench.ts (test/scale-rows.ts), whose API figures
// are the server's part of these. The production build (apps/web/dist) is served by Cairn on a real
// port (in-process, embedded PGlite); the platform admin signs in through the form once, with the
// scale engagement chosen, and each figure is a full navigation (page.goto) in that signed-in page
// until it is usable (untilUsable) and the first row of its table is painted:
// scale.<screen>.first_paint_ms, the median of 5 rounds after one that warms the caches, and
// scale.first_paint.slowest_ms. Target: under 1,000 ms each.
// `npm run bench -- scale-paint` runs it alone; `-- scale` runs it with scale and scale-reads.
// Figures and where the time goes: docs/performance.md "First pages at scale".
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PASSWORD } from '../test/factories.js';
import { SCALE_FOLDER, seedScaleRows } from '../test/scale-rows.js';
import { requestOk, signIn, testServer } from '../test/test-server.js';
import { freePort, launchChromium, median, untilUsable } from './chromium.js';
import { report } from './report.js';

export const name = 'scale-paint';

const dist = path.join(import.meta.dirname, '../../../web/dist');
const ROUNDS = 5;
const TARGET_MS = 1_000;

/** Each screen's address and the text its first row holds (any row when empty). */
const SCREENS: [figure: string, address: string, rowText: string][] = [
  ['runs_100k', '/import/monitor', 'ImportFiles'],
  ['objects_100k', `/storage-manager/main/${SCALE_FOLDER}`, 'payslip-'],
  ['audit_1m', '/audit-log', ''],
  ['engagements_1000', '/engagements', ''],
  ['users_10k', '/users', ''],
];

/** A full navigation to `address` until the page is usable and its table's first row is painted. */
async function firstPaint(page: Page, address: string, rowText: string) {
  const started = performance.now();
  await page.goto(address, { waitUntil: 'commit' });
  const row = page.locator('#main-content tbody tr.ant-table-row', { hasText: rowText }).first();
  await Promise.all([untilUsable(page), row.waitFor({ timeout: 60_000 })]);
  return performance.now() - started;
}

export async function run(requested: string) {
  // `-- scale` or `-- scale-paint` prints every figure; a longer prefix prints none of them.
  const prefix = name.startsWith(requested) ? '' : requested;
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.log('# scale-paint: no production build (apps/web/dist): run `npm run build` first');
    return;
  }
  const browser = await launchChromium('scale.first_paint');
  if (!browser) return;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await testServer(
    { CAIRN_WEB_DIR: path.resolve(dist), CAIRN_PUBLIC_URL: origin },
    { secretLeakWatch: false },
  );
  try {
    const seeded = Date.now();
    const { engagement, admin } = await seedScaleRows(server.database.db, {
      runs: 100_000,
      files: 100_000,
      events: 1_000_000,
      engagements: 1_000,
      users: 10_000,
    });
    console.log(`# scale-paint: rows generated in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    await server.app.listen({ port, host: '127.0.0.1' });
    // The current engagement is kept by the server for the user: workspace pages open on it. (The
    // profile is created with the language en on first read: no need to set it.)
    const client = await signIn(server, admin.email, PASSWORD, origin);
    await requestOk(client, 'PUT', '/api/engagements/current', { engagementId: engagement.id });

    const context = await browser.newContext({
      baseURL: origin,
      locale: 'en-GB',
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('input[name="email"]').fill(admin.email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/overview');
    await untilUsable(page);

    const times = new Map<string, number[]>(SCREENS.map(([figure]) => [figure, []]));
    for (let round = 0; round <= ROUNDS; round++) {
      for (const [figure, address, rowText] of SCREENS) {
        const ms = await firstPaint(page, address, rowText);
        if (round > 0) times.get(figure)!.push(ms);
      }
    }
    let slowest = 0;
    for (const [figure] of SCREENS) {
      const ms = median(times.get(figure)!);
      slowest = Math.max(slowest, ms);
      report(prefix, `scale.${figure}.first_paint_ms`, ms, 'ms');
      if (ms > TARGET_MS) console.log(`# scale-paint: ${figure} over the ${TARGET_MS} ms target`);
    }
    report(prefix, 'scale.first_paint.slowest_ms', slowest, 'ms');
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}
