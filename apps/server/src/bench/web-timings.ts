// The web app's timings in Debian's Chromium against the production build (apps/web/dist) served by
// Cairn on a real port (in-process, in-memory PGlite, seeded through the factories):
// - web.overview_ms: from submitting the sign-in form to a usable Overview (heading shown, nothing
//   loading), a new browser context each round as for a user signing in on a fresh browser; the
//   sign-in page itself has loaded before the clock starts. Median of 5.
// - web.folder_5000_ms: opening a storage folder with 5,000 files, from clicking it in its parent
//   until the first row of the table is painted. Median of 5, after one round that warms the caches.
import path from 'node:path';
import { engagementScope, PLATFORM_SCOPE, ROLE_NAMES } from '@cairn/contracts';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { requestOk, signIn, testServer } from '../test/test-server.js';
import { freePort, launchChromium, median, untilUsable } from './chromium.js';
import { insertPayslips } from './payslips.js';
import { report } from './report.js';

const FILES = 5_000;
const ROUNDS = 5;

export async function webTimings(prefix: string, dist: string) {
  const browser = await launchChromium('web.overview_ms');
  if (!browser) return;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await testServer({ CAIRN_WEB_DIR: path.resolve(dist), CAIRN_PUBLIC_URL: origin });
  try {
    await server.app.listen({ port, host: '127.0.0.1' });
    const db = server.database.db;
    const engagement = await buildEngagement(db, (await buildTenant(db)).id, { name: 'Bench Payroll' });
    const user = await buildUser(db, {
      name: 'Bench Viewer',
      eulaAccepted: true,
      roles: [
        { role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE },
        { role: ROLE_NAMES.superConfigurer, scope: engagementScope(engagement.id) },
      ],
    });
    const client = await signIn(server, user.email, PASSWORD, origin);
    await requestOk(client, 'PUT', '/api/engagements/current', { engagementId: engagement.id });
    const base = `/api/storage/engagements/${engagement.id}/main`;
    const folder = await requestOk<{ fullPath: string }>(client, 'POST', `${base}/folders?path=`, {
      displayName: 'Payslips 2026',
      metadata: {},
    });
    await insertPayslips(db, engagement.id, folder.fullPath, FILES);

    const overview: number[] = [];
    const folderTimes: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const context = await browser.newContext({ baseURL: origin, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto('/');
      await page.locator('input[name="email"]').fill(user.email);
      await page.locator('input[name="password"]').fill(PASSWORD);
      let started = performance.now();
      await page.getByTestId('login-submit').click();
      await page.waitForURL('**/overview');
      await untilUsable(page);
      if (round > 0) overview.push(performance.now() - started);

      await page.goto('/storage-manager/main');
      await untilUsable(page);
      const link = page.getByRole('link', { name: 'Payslips 2026', exact: true });
      started = performance.now();
      await link.click();
      // A row of the folder's own files (the parent's rows are on screen until then).
      await page
        .locator('[data-testid="storage-table"] tbody tr.ant-table-row', { hasText: 'payslip-' })
        .first()
        .waitFor();
      if (round > 0) folderTimes.push(performance.now() - started);
      await context.close();
    }
    report(prefix, 'web.overview_ms', median(overview), 'ms');
    report(prefix, 'web.folder_5000_ms', median(folderTimes), 'ms');
  } finally {
    await browser.close();
    await server.close();
  }
}
