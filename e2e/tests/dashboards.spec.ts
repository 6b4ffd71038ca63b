// Cairn dashboards (issue 14, "Done when"): a writer uploads a definition on /dashboards, opens it,
// changes a filter and sees every tile follow, opens it full screen in a new tab, and deletes it;
// the Overview panel lists the first five dashboards. The tiles' SQL runs in the engagement's own
// (empty) warehouse over VALUES, so the test needs no import or build.
import type { Page } from '@playwright/test';
import { BASE_URL, engagementScope, expect, signInAs, test, unique, type CairnApi } from '../support/seed.js';
import { REGULAR } from '../support/session.js';

const COSTS = `SELECT * FROM (VALUES ('2026-01', 'NL', 100), ('2026-01', 'DE', 40), ('2026-02', 'NL', 120), ('2026-02', 'DE', 60)) AS t(period, country, cost)`;

const definition = (name: string) => ({
  name,
  filters: [{ id: 'country', label: 'Country', type: 'select', options: ['NL', 'DE'] }],
  pages: [
    {
      title: 'Costs',
      tiles: [
        {
          id: 'total',
          title: 'Total cost',
          query: `SELECT sum(cost) AS total FROM (${COSTS}) c WHERE $country IS NULL OR country = $country`,
          chart: { type: 'kpi', value: 'total' },
          width: 8,
        },
        {
          id: 'by_period',
          title: 'Cost by period',
          query: `SELECT period, sum(cost) AS cost FROM (${COSTS}) c WHERE $country IS NULL OR country = $country GROUP BY 1 ORDER BY 1`,
          chart: { type: 'bar', x: 'period', y: 'cost' },
          width: 16,
        },
        {
          id: 'lines',
          title: 'Cost lines',
          query: `SELECT period, country, cost FROM (${COSTS}) c WHERE $country IS NULL OR country = $country ORDER BY 1, 2`,
          chart: { type: 'table' },
          width: 24,
        },
      ],
    },
  ],
});

async function upload(admin: CairnApi, engagementId: string, name: string) {
  const api = admin.request;
  const csrf = decodeURIComponent(
    (await api.storageState()).cookies.find((c) => c.name === 'cairn_csrf')!.value,
  );
  const res = await api.post(`/api/engagements/${engagementId}/dashboards`, {
    headers: { origin: BASE_URL, 'x-csrf-token': csrf },
    multipart: {
      file: {
        name: `${name}.json`,
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(definition(name))),
      },
    },
  });
  expect(res.status()).toBe(201);
}

async function chooseEngagement(page: Page, engagementId: string) {
  const api = page.context().request;
  const csrf = decodeURIComponent(
    (await api.storageState()).cookies.find((c) => c.name === 'cairn_csrf')!.value,
  );
  const chosen = await api.put('/api/engagements/current', {
    headers: { origin: BASE_URL, 'x-csrf-token': csrf },
    data: { engagementId },
  });
  expect(chosen.ok()).toBe(true);
}

test('upload a dashboard, follow a filter on every tile, open it full screen in a new tab, delete it; Overview lists five', async ({
  page,
  seed,
}) => {
  test.setTimeout(120_000);
  const tenantId = (await seed.admin.get<{ name: string; tenantId: string }[]>('/api/engagements/mine')).find(
    (e) => e.name === REGULAR,
  )!.tenantId;
  const engagementName = `E2E Cairn dashboards ${unique()}`;
  const { id } = await seed.admin.send<{ id: string }>('POST', '/api/engagements', {
    name: engagementName,
    tenantId,
  });
  await seed.admin.send('PUT', `/api/engagements/${id}/admin`, {
    name: engagementName,
    features: JSON.stringify(['Dashboards_PowerBi', 'Storage']),
    resourceIds: [],
  });
  const user = await seed.user({ roles: [{ role: 'Super Configurer', scope: engagementScope(id) }] });
  await signInAs(page, user.email, user.password, { address: null });
  await chooseEngagement(page, id);

  // Empty at first; a file of another type is refused with the spec's words.
  await page.goto('/dashboards');
  await expect(page.getByText('There are no dashboards yet.')).toBeVisible();
  await page.getByTestId('dashboard-upload').click();
  await expect(page.getByTestId('dashboard-example')).toBeVisible();
  await page.getByTestId('dashboard-upload-input').setInputFiles({
    name: 'report.pbix',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('PK'),
  });
  await expect(page.getByTestId('dashboard-upload-error')).toContainText(
    'This file extension is not supported',
  );

  // Upload: the list shows it after its 1337 ms refresh.
  await page.getByTestId('dashboard-upload-input').setInputFiles({
    name: 'payroll.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(definition('Payroll costs'))),
  });
  await expect(page.getByText('Dashboard Payroll costs uploaded.')).toBeVisible();
  const row = page.getByTestId('dashboards-table').getByRole('row', { name: /Payroll costs/ });
  await expect(row).toBeVisible({ timeout: 10_000 });

  // Open it: every tile draws.
  await row.getByTestId('dashboard-open').click();
  await expect(page.getByTestId('page-title')).toHaveText('Payroll costs');
  const tiles = page.getByTestId('dashboard-tile');
  await expect(tiles).toHaveCount(3);
  for (const tile of await tiles.all())
    await expect(tile).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('tile-kpi')).toContainText('320');
  await expect(page.locator('[data-tile="lines"] tbody tr.ant-table-row')).toHaveCount(4);
  await expect(page.locator('[data-tile="by_period"] [data-testid="tile-vega"] svg')).toBeVisible();

  // The filter: every tile follows.
  await page.getByTestId('dashboard-filter-country').click();
  await page.getByTitle('DE', { exact: true }).click();
  await expect(page.getByTestId('tile-kpi')).toContainText('100');
  await expect(page.locator('[data-tile="lines"] tbody tr.ant-table-row')).toHaveCount(2);
  await expect(page.locator('[data-tile="lines"] tbody')).not.toContainText('NL');
  await expect(page).toHaveURL(/f\.country=DE/);

  // Full screen in a new tab, with the same filter.
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByTestId('dashboard-open-full-screen').click(),
  ]);
  await expect(tab.getByTestId('dashboard-full-screen')).toBeVisible();
  await expect(tab.getByTestId('tile-kpi')).toContainText('100');
  await expect(tab.getByTestId('side-menu')).toBeHidden();
  await tab.close();

  // Five more: the Overview panel lists the first five.
  for (let i = 1; i <= 5; i++) await upload(seed.admin, id, `Extra ${i}`);
  await page.goto('/overview');
  await expect(page.getByTestId('dashboards-panel-item')).toHaveCount(5);
  await page.getByTestId('dashboards-panel-item').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboards\/[0-9a-f-]{36}$/);

  // Delete it after confirming.
  await page.goto('/dashboards');
  await row.getByTestId('dashboard-delete-button').click();
  await page.getByTestId('dashboard-delete-confirm').click();
  await expect(page.getByText('Dashboard deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
