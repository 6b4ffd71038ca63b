// Dashboard capacities (issue 14, "Done when"): a writer pauses the Power BI capacity on /dashboards,
// sees Pausing and a toast per 5000 ms poll until it is Paused; a Cairn dashboard then shows that
// the capacity is paused instead of running its tile; resuming goes through Resuming back to active,
// and the tile runs again. The local capacity's transitions take 10 s (the default).
import type { Page } from '@playwright/test';
import { BASE_URL, engagementScope, expect, signInAs, test, unique } from '../support/seed.js';
import { REGULAR } from '../support/session.js';

const definition = {
  name: 'Capacity check',
  pages: [
    {
      title: 'Overview',
      tiles: [
        {
          id: 'answer',
          title: 'The answer',
          query: 'SELECT 42 AS answer',
          chart: { type: 'kpi', value: 'answer' },
        },
      ],
    },
  ],
};

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

test('pause and resume the Power BI capacity, with polling toasts and the paused message on a dashboard', async ({
  page,
  seed,
}) => {
  test.setTimeout(120_000);
  // An engagement of this test's own (its capacity state is its own), with dashboard pages and
  // no dashboard card: Cairn's own dashboards.
  const tenantId = (await seed.admin.get<{ name: string; tenantId: string }[]>('/api/engagements/mine')).find(
    (e) => e.name === REGULAR,
  )!.tenantId;
  const name = `E2E Dashboards ${unique()}`;
  const { id } = await seed.admin.send<{ id: string }>('POST', '/api/engagements', { name, tenantId });
  await seed.admin.send('PUT', `/api/engagements/${id}/admin`, {
    name,
    features: JSON.stringify(['Dashboards_PowerBi', 'Storage']),
    resourceIds: [],
  });
  const admin = seed.admin.request;
  const csrf = decodeURIComponent(
    (await admin.storageState()).cookies.find((c) => c.name === 'cairn_csrf')!.value,
  );
  const uploaded = await admin.post(`/api/engagements/${id}/dashboards`, {
    headers: { origin: BASE_URL, 'x-csrf-token': csrf },
    multipart: {
      file: {
        name: 'capacity-check.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(definition)),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const dashboardId = ((await uploaded.json()) as { id: string }).id;

  const user = await seed.user({ roles: [{ role: 'Super Configurer', scope: engagementScope(id) }] });
  await signInAs(page, user.email, user.password, { address: null });
  await chooseEngagement(page, id);

  // Running: the dashboard's tile answers.
  await page.goto(`/dashboards/${dashboardId}`);
  await expect(page.getByTestId('tile-kpi')).toContainText('42');

  // Off: Pausing at once, a toast per poll, then Paused.
  await page.goto('/dashboards');
  const capacity = page.getByTestId('capacity-PowerBi');
  const toggle = page.getByTestId('capacity-toggle-PowerBi');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('capacity-AnalysisServices')).toHaveCount(0);
  await toggle.click();
  await expect(capacity).toHaveAttribute('data-state', 'Pausing');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Checking the status of the dashboards…').first()).toBeVisible({
    timeout: 8_000,
  });
  await expect(capacity).toHaveAttribute('data-state', 'Paused', { timeout: 20_000 });
  await expect(page.getByTestId('capacity-state-PowerBi')).toHaveText('Paused');

  // Paused: the tile does not run and says why.
  await page.goto(`/dashboards/${dashboardId}`);
  await expect(page.getByTestId('tile-error')).toHaveAttribute('data-paused', 'true');
  await expect(page.getByTestId('tile-kpi')).toHaveCount(0);

  // On: Resuming at once (cost saving stops for an hour), polled back to Succeeded.
  await page.goto('/dashboards');
  await expect(capacity).toHaveAttribute('data-state', 'Paused');
  await toggle.click();
  await expect(capacity).toHaveAttribute('data-state', 'Resuming');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Checking the status of the dashboards…').first()).toBeVisible({
    timeout: 8_000,
  });
  await expect(capacity).toHaveAttribute('data-state', 'Succeeded', { timeout: 20_000 });
  await expect(capacity).toHaveAttribute('data-display', 'active');

  await page.goto(`/dashboards/${dashboardId}`);
  await expect(page.getByTestId('tile-kpi')).toContainText('42');
});
