// Every page of both specs opened in Debian's Chromium (issue 29, "Pages that open fast": each usable
// within 1 s of a full navigation). The built server runs as a user runs it (`cairn serve` on a fresh
// data directory, the demo seeded, its first runs ended: served-demo.ts); the demo admin signs in
// through the form once. Each figure is a full navigation (`page.goto`) until the page is usable
// (untilUsable: its heading shown, nothing loading), the median of ROUNDS after one round that warms
// the caches: web.page.<page>_ms, and web.page.slowest_ms / web.page.median_ms over all pages.
// Workspace pages are opened on the regular engagement, the gain pages on the gain one (the current
// engagement is the user's, kept by the server). CAIRN_BENCH_WEB_PAGES=audit_log,users opens some only.
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../test/cairn-process.js';
import { launchChromium, median, untilUsable } from './chromium.js';
import { report } from './report.js';
import { serveDemo, untilRunsSettled, type ServedDemo } from './served-demo.js';

const ROUNDS = Number(process.env.CAIRN_BENCH_WEB_ROUNDS ?? 3);
const TARGET_MS = 1_000;
const SHOT = path.join(os.tmpdir(), 'web-page-unsettled.png');
const REGULAR = 'Payroll Analytics 2026';
const GAIN = 'Gain Payroll Migration';

interface Ids {
  engagement: string;
  gainEngagement: string;
  tenant: string;
  deployment: string;
  run: string;
  dashboard: string;
  application: string;
}

type Pages = [figure: string, address: string][];

const LAYERS = ['modeling', 'filtering', 'labeling', 'analytical'] as const;
const layerTabs = (layer: string): Pages =>
  ['config', layer === 'modeling' ? 'building' : 'build', 'run', 'monitor'].map((tab) => [
    `${layer}_${tab}`,
    `/${layer}/${tab}`,
  ]);

/** The pages of the engagement workspace (workspace.md section 2), on the regular engagement. */
const workspacePages = (ids: Ids): Pages => [
  ['overview', '/overview'],
  ['profile', '/profile'],
  ['manual', '/manual'],
  ['contracts', '/contracts'],
  ['import_folders', '/import'],
  ['import_monitor', '/import/monitor'],
  ...LAYERS.flatMap(layerTabs),
  ['testing_config', '/testing/config'],
  ['testing_building', '/testing/building'],
  ['testing_run', '/testing/run'],
  ['testing_monitor', '/testing/monitor'],
  ['pipeline_run', `/pipeline-runs/${ids.run}`],
  ['dashboards', '/dashboards'],
  ['dashboard', `/dashboards/${ids.dashboard}`],
  ['storage', '/storage-manager/main'],
  ['configuration', '/configuration'],
  ['costs', '/costs'],
  ['connectors', `/connectors-configuration/${ids.engagement}`],
  ['access_users', `/engagement-access/${ids.engagement}/users`],
  ['access_applications', `/engagement-access/${ids.engagement}/applications`],
  ['access_tasks', `/engagement-access/${ids.engagement}/tasks`],
  ['workflow', '/workflow'],
  ['lineage', '/lineage'],
];

/** The gain engagement's own pages. */
const gainPages: Pages = [
  ['gain_files', '/import/gain-files'],
  ['gain_tables', '/import/gain-tables'],
  ['fx_rate_config', '/fx-rate/config'],
  ['fx_rate_monitor', '/fx-rate/monitor'],
  ['gain_batches', '/gain/batches'],
  ['gain_promotions', '/gain/promotions'],
  ['gain_requirements', '/gain/requirements-status'],
];

/** The administration console (admin-console.md section 2). */
const adminPages = (ids: Ids): Pages => [
  ['tenants', '/tenants'],
  ...['general', 'compose', 'deployments', 'engagements', 'users', 'applications'].map(
    (tab): [string, string] => [`tenant_${tab}`, `/tenants/${ids.tenant}/${tab}`],
  ),
  ['tenant_deployment', `/tenants/${ids.tenant}/deployments/${ids.deployment}`],
  ['engagements', '/engagements'],
  ...[
    'general',
    'resources',
    'users',
    'configuration',
    'applications',
    'connectors',
    'rbac-tasks',
    'storage',
  ].map((tab): [string, string] => [
    `engagement_${tab.replace('-', '_')}`,
    `/engagements/${ids.engagement}/${tab}`,
  ]),
  ['users', '/users'],
  ['user_profile', '/users/admin@cairn.local/profile'],
  ['user_roles', '/users/admin@cairn.local/roles'],
  ['applications', '/applications'],
  ['application_profile', `/applications/${ids.application}/profile`],
  ['application_roles', `/applications/${ids.application}/roles`],
  ['roles', '/roles'],
  ['permissions', '/permissions'],
  ['audit_log', '/audit-log'],
  ['feedback', '/feedback'],
  ['privacy', '/privacy'],
  ['terms_of_use', '/terms-of-use'],
];

async function idsOf(demo: ServedDemo): Promise<Ids> {
  type Results<T> = { results: T[] };
  const mine = await demo.get<{ id: string; name: string; tenantId: string }[]>('/api/engagements/mine');
  const regular = mine.find((e) => e.name === REGULAR)!;
  const gain = mine.find((e) => e.name === GAIN)!;
  const first = async <T>(url: string) => (await demo.get<Results<T>>(url)).results[0]!;
  return {
    engagement: regular.id,
    gainEngagement: gain.id,
    tenant: regular.tenantId,
    deployment: (await first<{ id: string }>(`/api/tenants/${regular.tenantId}/deployments`)).id,
    run: (await first<{ id: string }>(`/api/pipelines/engagements/${regular.id}/runs?daysBack=30`)).id,
    dashboard: (await first<{ id: string }>(`/api/engagements/${regular.id}/dashboards`)).id,
    application: (await first<{ aadObjectId: string }>('/api/authorization/applications')).aadObjectId,
  };
}

/** Makes `engagementId` the signed-in user's current engagement (workspace pages open on it). */
async function chooseEngagement(page: Page, origin: string, engagementId: string) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'cairn_csrf')?.value ?? '';
  const res = await page.request.put(`${origin}/api/engagements/current`, {
    headers: { origin, 'x-csrf-token': csrf },
    data: { engagementId },
  });
  if (!res.ok()) throw new Error(`choosing the engagement answered ${res.status()}`);
}

/** A full navigation to `address` until the page is usable. */
async function open(page: Page, address: string) {
  const started = performance.now();
  await page.goto(address, { waitUntil: 'commit' });
  await untilUsable(page, 30_000);
  return performance.now() - started;
}

export async function webPages(prefix: string) {
  const browser = await launchChromium('web.page');
  if (!browser) return;
  const demo = await serveDemo();
  try {
    await untilRunsSettled(demo);
    const ids = await idsOf(demo);
    const context = await browser.newContext({
      baseURL: demo.origin,
      locale: 'en-GB',
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('input[name="email"]').fill('admin@cairn.local');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    // The demo admin's first sign-in asks for the licence agreement (a dialog over the overview).
    await page.waitForURL('**/overview');
    const accept = page.getByRole('button', { name: 'Accept', exact: true });
    const asked = accept.waitFor({ timeout: 60_000 }).then(() => true);
    const usable = untilUsable(page).then(() => false);
    void Promise.allSettled([asked, usable]);
    if (await Promise.race([asked, usable])) {
      await page.getByRole('checkbox').first().check();
      await accept.click();
    }
    await untilUsable(page).catch(async (err: unknown) => {
      await page.screenshot({ path: SHOT });
      throw new Error(`the overview did not settle after signing in (screenshot: ${SHOT})`, { cause: err });
    });

    const only = process.env.CAIRN_BENCH_WEB_PAGES?.split(',');
    const pick = (pages: Pages) => pages.filter(([figure]) => !only || only.includes(figure));
    const walks: [engagementId: string, pages: Pages][] = [
      [ids.engagement, pick([...workspacePages(ids), ...adminPages(ids)])],
      [ids.gainEngagement, pick(gainPages)],
    ];
    const times = new Map<string, number[]>();
    const failed: string[] = [];
    for (const [engagementId, pages] of walks) {
      await chooseEngagement(page, demo.origin, engagementId);
      for (let round = 0; round <= ROUNDS; round++) {
        for (const [figure, address] of pages) {
          if (failed.includes(figure)) continue;
          try {
            const ms = await open(page, address);
            if (round > 0) times.set(figure, [...(times.get(figure) ?? []), ms]);
          } catch {
            failed.push(figure);
            const shot = SHOT.replace('unsettled', figure);
            await page.screenshot({ path: shot });
            console.log(`# web.page: ${figure} (${address}) did not become usable within 30 s: ${shot}`);
          }
        }
      }
    }
    const medians = [...times].map(([figure, ms]): [string, number] => [figure, median(ms)]);
    for (const [figure, ms] of medians) {
      report(prefix, `web.page.${figure}_ms`, ms, 'ms');
      if (ms > TARGET_MS) console.log(`# web.page: ${figure} over the ${TARGET_MS} ms target`);
    }
    const all = medians.map(([, ms]) => ms);
    const slowest = medians.reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
    console.log(`# web.page: the slowest page is ${slowest[0]}; ${failed.length} did not settle`);
    report(prefix, 'web.page.slowest_ms', slowest[1], 'ms');
    report(prefix, 'web.page.median_ms', median(all), 'ms');
    report(prefix, 'web.page.over_target', medians.filter(([, ms]) => ms > TARGET_MS).length, 'pages');
    await context.close();
  } finally {
    await browser.close();
    await demo.stop();
  }
}
