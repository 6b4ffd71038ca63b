// Accessibility (issue 15): every page of both specs passes axe (WCAG 2.x A/AA and 2.2 AA; serious
// and critical violations fail), signed in as each of the demo's roles, in both templates (themes).
// One test per role and theme signs in once and walks client-side through the pages that role can
// reach: the side menu's entries of its engagement (and their tabs), an engagement's details, the
// admin console for the admin, and the pages every user has; the newcomer also the sign-in, legal
// and licence pages. To stay within ~3 minutes a page seen by two roles with the same components is
// walked by one: the admin walks the regular engagement, the configurer the gain one, the
// consultant the regular one as someone who may do less (no folder access, fewer tabs). The second
// theme changes colours, not components: its contrast is checked on the admin's walk (every kind of
// page) and the newcomer's (the pages before sign-in), not again on the configurer's and consultant's
// (~28 s of the test budget). A last test walks to a dialog and back by keyboard only.
import type { Page } from '@playwright/test';
import { PIPELINE_RUN_LOOKBACK_DAYS } from '@cairn/contracts';
import { AxeLog, navigateInApp, waitForPage } from '../support/accessibility.js';
import {
  engagementScope,
  expect,
  ROLES,
  signInAs,
  test,
  type RoleGrant,
  type Seeder,
} from '../support/seed.js';
import { chooseEngagement, REGULAR } from '../support/session.js';

const GAIN = 'Gain Payroll Migration';
const THEMES = ['Default', 'Deloitte'] as const;
type Theme = (typeof THEMES)[number];

interface Engagement {
  id: string;
  name: string;
}

let demoSettled = false;
/**
 * The walk starts once the demo's first runs (queued at the server's first start) have ended: a run
 * in progress keeps a page's loading state, and a page that never settles cannot be scanned.
 */
async function waitForDemoRuns(seed: Seeder, engagementIds: string[]) {
  if (demoSettled) return;
  const active = ['Queued', 'InProgress', 'Canceling'].map((status) => `status=${status}`).join('&');
  // A finished run may queue the next (import, then build, then tests): three quiet polls in a row.
  for (let quiet = 0; quiet < 3;) {
    let running = 0;
    for (const id of engagementIds) {
      const runs = await seed.admin.get<{ meta: { totalItems: number } }>(
        `/api/pipelines/engagements/${id}/runs?${active}&daysBack=${PIPELINE_RUN_LOOKBACK_DAYS}`,
      );
      running += runs.meta.totalItems;
    }
    quiet = running === 0 ? quiet + 1 : 0;
    if (quiet < 3) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  demoSettled = true;
}

/** The demo's roles (apps/server/src/seed/demo.ts), granted to a fresh user per test. */
const ROLE_CASES: {
  role: string;
  grants: (ids: Record<string, string>) => RoleGrant[];
  engagements: string[];
  adminConsole?: boolean;
  /** Walked in the first theme only: the second's colours are checked on the same components. */
  firstThemeOnly?: boolean;
}[] = [
  {
    role: 'admin',
    grants: () => [{ role: ROLES.admin, scope: '/platform' }],
    // The gain engagement's pages are walked by the configurer (the spec's time budget: ~3 minutes).
    engagements: [REGULAR],
    adminConsole: true,
  },
  {
    role: 'configurer',
    grants: (ids) =>
      [REGULAR, GAIN].map((name) => ({ role: ROLES.configurer, scope: engagementScope(ids[name]!) })),
    // The regular engagement's pages are walked by the admin, who sees each with more actions.
    engagements: [GAIN],
    firstThemeOnly: true,
  },
  {
    role: 'consultant',
    grants: (ids) => [{ role: ROLES.consultant, scope: engagementScope(ids[REGULAR]!) }],
    engagements: [REGULAR],
    firstThemeOnly: true,
  },
  { role: 'newcomer', grants: () => [], engagements: [] },
];

/** Where each side-menu entry leads (apps/web/src/shared/engagement/menuRoutes.ts). */
const entryAddress = (entry: string, engagementId: string) =>
  ({
    connectors: `/connectors-configuration/${engagementId}`,
    access: `/engagement-access/${engagementId}`,
    fxRate: '/fx-rate',
    storage: '/storage-manager',
  })[entry] ?? `/${entry}`;

const pathOf = (page: Page) => new URL(page.url()).pathname;

// Filtering, labeling and analytical show the same Configure / Build / Run / Monitor pages as
// modeling (one component each, the layer a parameter): their first page is scanned, their tabs are
// walked once, under modeling, which keeps the walk inside its time budget.
const SAME_TABS_AS_MODELING = new Set(['filtering', 'labeling', 'analytical']);

const dialogOpen = async (page: Page) => (await page.locator('.ant-modal-wrap:visible').count()) > 0;

/** Opens `address` in the app, scans it, then each further tab of its first tab list. */
async function visit(page: Page, log: AxeLog, address: string, { tabs = true } = {}) {
  await navigateInApp(page, address);
  await waitForPage(page);
  await log.scan(page);
  // A page that answers with a dialog (no access to the folder) leaves the user nothing else to reach.
  if (!tabs || (await dialogOpen(page))) return;
  const base = pathOf(page);
  const tabList = page.locator('#main-content [role="tablist"]').first();
  if (!(await tabList.count())) return;
  const names = await tabList.getByRole('tab', { selected: false }).allInnerTexts();
  for (const name of names) {
    if (!(await tabList.isVisible())) {
      await navigateInApp(page, base);
      await waitForPage(page);
    }
    // The no-access dialog can open after the page first settled (the folder's listing answers 403
    // once the access check ran): it covers the tabs, and the walk of this page ends there. Whichever
    // comes first: the tab ready for a click, or the dialog (waiting out a click's 15 s added nothing).
    // The readiness check is a trial click, so the one that loses may go on without clicking anything.
    const tab = tabList.getByRole('tab', { name, exact: true });
    const ready = tab.click({ trial: true, timeout: 15_000 }).then(() => 'ready' as const);
    const covered = page
      .locator('.ant-modal-wrap:visible')
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => 'covered' as const);
    void ready.catch(() => undefined);
    void covered.catch(() => undefined);
    const clicked = await Promise.race([ready, covered])
      .then((outcome) => (outcome === 'ready' ? tab.click({ timeout: 15_000 }).then(() => true) : false))
      .catch(async (error: unknown) => {
        if (await dialogOpen(page)) return false;
        throw error;
      });
    if (!clicked) return;
    await waitForPage(page);
    await log.scan(page, `${pathOf(page)} [${name}]`);
  }
}

/**
 * Follows the first link in the page whose address starts with `prefix` (a list's first row); not
 * one with a query, such as a dashboard's full-screen link, which opens without the shell.
 */
async function visitFirstLink(page: Page, log: AxeLog, prefix: string) {
  const hrefs = await page
    .locator(`#main-content a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => !candidate.includes('?'));
  if (href) await visit(page, log, href);
}

async function walkEngagement(page: Page, log: AxeLog, engagement: Engagement) {
  await chooseEngagement(page, engagement.name);
  log.scanShellNext();
  const entries = await page
    .locator('[data-testid^="side-menu-"]')
    .evaluateAll((items) =>
      items.map((item) => (item as HTMLElement).dataset.testid!.slice('side-menu-'.length)),
    );
  for (const entry of entries) {
    await visit(page, log, entryAddress(entry, engagement.id), { tabs: !SAME_TABS_AS_MODELING.has(entry) });
    if (entry === 'dashboards') await visitFirstLink(page, log, '/dashboards/');
  }
  // A run's own page, from the first run of the import monitor.
  if (entries.includes('import')) {
    await visit(page, log, '/import/monitor', { tabs: false });
    await visitFirstLink(page, log, '/pipeline-runs/');
  }
  await visit(page, log, `/engagements/${engagement.id}/general`);
}

async function walkAdminConsole(page: Page, log: AxeLog) {
  for (const [list, details] of [
    ['/users', '/users/'],
    ['/applications', '/applications/'],
    ['/tenants', '/tenants/'],
  ] as const) {
    await visit(page, log, list);
    await visitFirstLink(page, log, details);
  }
  // An engagement's details were walked with the engagement (walkEngagement).
  await visit(page, log, '/engagements');
  await visit(page, log, '/roles');
  await visit(page, log, '/permissions');
  await visit(page, log, '/audit-log');
  await visit(page, log, '/feedback');
}

for (const theme of THEMES) {
  for (const roleCase of ROLE_CASES) {
    if (roleCase.firstThemeOnly && theme !== THEMES[0]) continue;
    test(`${roleCase.role} in the ${theme} theme: no serious or critical axe violations`, async ({
      page,
      seed,
    }) => {
      test.setTimeout(180_000);
      const ids = Object.fromEntries(
        await Promise.all(
          [REGULAR, GAIN].map(async (name) => [name, await seed.engagementId(name)] as const),
        ),
      );
      await waitForDemoRuns(seed, Object.values(ids));
      const user = await seed.user({ template: theme, roles: roleCase.grants(ids) });
      const log = new AxeLog(`${roleCase.role} / ${theme}`);

      if (roleCase.role === 'newcomer') await walkPublicPages(page, log, theme, user.email);
      else await signInAs(page, user.email);
      await expect(page.getByTestId('app-layout')).toHaveAttribute('data-theme', theme);

      await visit(page, log, '/overview');
      await visit(page, log, '/profile');
      await visit(page, log, '/manual');
      await visit(page, log, '/contracts');
      await visit(page, log, '/no-such-page');
      for (const name of roleCase.engagements) await walkEngagement(page, log, { id: ids[name]!, name });
      if (roleCase.adminConsole) await walkAdminConsole(page, log);

      console.log(log.report().split('\n')[0]);
      expect(log.count, log.report()).toBe(0);
    });
  }
}

/** Sign-in, legal and licence pages (before the shell), then signs in: once per theme, as the newcomer. */
async function walkPublicPages(page: Page, log: AxeLog, theme: Theme, email: string) {
  // The pages before sign-in wear the theme remembered in this browser.
  await page.addInitScript((name) => window.localStorage.setItem('cairn.theme', name), theme);
  for (const address of ['/', '/privacy', '/terms-of-use']) {
    await page.goto(address);
    await expect(page.locator('h1, h2, h3, h4').first()).toBeVisible();
    await log.scan(page);
  }
  await signInAs(page, email, undefined, { address: null, acceptEula: false });
  await page.goto('/overview');
  await expect(page.getByTestId('eula-dialog')).toBeVisible();
  await log.scan(page);
  await page.getByTestId('eula-checkbox').click();
  await page.getByTestId('eula-accept').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

test('by keyboard only: skip to the content, tab to a dialog opener, Enter opens, Escape closes, focus is back', async ({
  page,
  seed,
}) => {
  const admin = await seed.user({ roles: [{ role: ROLES.admin, scope: '/platform' }] });
  await signInAs(page, admin.email, undefined, { address: '/users' });
  await waitForPage(page);

  // The first Tab reaches the skip link; Enter on it puts the focus at the start of the page's content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  const opener = page.getByTestId('new-user-open');
  for (
    let presses = 0;
    presses < 30 && !(await opener.evaluate((el) => el === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab');
  await expect(opener).toBeFocused();
  // The focus can be seen: the theme's ring, not the browser's faint default or nothing.
  const ring = await opener.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The dialog holds the focus (antd traps it there while open).
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
