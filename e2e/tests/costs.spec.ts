// Costs (issue 11, "Done when"): the costs page shows the demo tenant's metered rows (three months of
// history, seed/costs-demo.ts) with the chart, and a Super Configurer stops cost saving of their
// engagement for 2 h 30, seeing the estimated end time in the dialog and on the page afterwards.
import { BASE_URL, engagementScope, expect, signInAs, test } from '../support/seed.js';
import { REGULAR } from '../support/session.js';

test('the costs page shows metered rows, and cost saving stops for 2 h 30 with its end time', async ({
  page,
  seed,
}) => {
  const engagementId = await seed.engagementId(REGULAR);
  const user = await seed.user({
    roles: [{ role: 'Super Configurer', scope: engagementScope(engagementId) }],
  });
  await signInAs(page, user.email, user.password, { address: null });
  // The costs page is about the selected engagement's tenant: choose the engagement first.
  const api = page.context().request;
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'cairn_csrf')!.value;
  const chosen = await api.put('/api/engagements/current', {
    headers: { origin: BASE_URL, 'x-csrf-token': decodeURIComponent(csrf) },
    data: { engagementId },
  });
  expect(chosen.ok()).toBe(true);
  await page.goto('/costs');

  const table = page.getByTestId('costs-table');
  const storageRow = table.locator('tr', { hasText: `${REGULAR}/storage/main` });
  await expect(storageRow).toBeVisible();
  await expect(storageRow.getByTestId('costs-month-to-date')).toHaveText(/€|EUR/);
  await expect(table.locator('tr', { hasText: `${REGULAR}/pipelines` })).toBeVisible();
  await expect(page.getByTestId('costs-summary')).toBeVisible();
  await expect(page.getByTestId('costs-chart-bar').first()).toBeVisible();
  // An engagement reader sees its own engagement's rows only.
  await expect(table.locator('tr', { hasText: 'Gain Payroll Migration' })).toHaveCount(0);

  await storageRow.getByRole('button', { name: /expand/i }).click();
  await expect(page.getByTestId('costs-details').getByText('Storage')).toBeVisible();

  await page.getByTestId(`costs-stop-cost-saving-${engagementId}`).click();
  await expect(page.getByTestId('stop-cost-saving-hours')).toHaveValue('1');
  await expect(page.getByTestId('stop-cost-saving-minutes')).toHaveValue('0');
  await page.getByTestId('stop-cost-saving-hours').fill('2');
  await page.getByTestId('stop-cost-saving-minutes').fill('30');
  const expected = await page.evaluate(() =>
    [150, 151].map((m) => {
      const d = new Date(Date.now() + m * 60_000);
      return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    }),
  );
  const end = page.getByTestId('stop-cost-saving-end');
  await expect(end).toHaveAttribute('data-end', new RegExp(`^(${expected.join('|')})$`));
  const shown = await end.getAttribute('data-end');
  await page.getByTestId('stop-cost-saving-submit').click();
  await expect(page.getByText(`Cost saving stopped until ${shown}`)).toBeVisible();
  const row = page.getByTestId('costs-engagements').locator(`tr[data-engagement="${engagementId}"]`);
  await expect(row.getByTestId('cost-saving-stopped')).toHaveText(`Stopped until ${shown}`);
});
