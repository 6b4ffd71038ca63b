// The dashboard builder (issue 27, "A dashboard builder"): a writer makes a dashboard in the product
// without writing YAML — New dashboard, a filter from a column, a bar tile picked from a table and
// drawn live, a KPI from SQL of their own, Save — sees it follow the filter, opens it again with
// Edit, saves a second version, and exports the definition. The rules under it (the SQL the builder
// writes, the checks before saving, the reader's reason) are proven by builderModel.test.ts and
// DashboardBuilderPage.test.tsx; the API by dashboard-builder.test.ts. Over the demo engagement's
// model.employee_costs, which the demo's queued builds make (waited for, not assumed). About 15 s
// once the table exists.
import type { Page } from '@playwright/test';
import { expect, test, unique } from '../support/seed.js';
import { signInAs } from '../support/seed.js';
import { chooseEngagement, REGULAR } from '../support/session.js';

/** Picks an option of a searchable antd Select: typed, as a person narrows a long list, then clicked. */
async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(option.split(' ')[0]);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test('a writer builds a dashboard from a table and SQL, sees it follow its filter, edits it and exports it', async ({
  page,
  seed,
}) => {
  // The demo's builds may still be running when this test starts: up to 90 s for the table.
  test.setTimeout(150_000);
  const engagementId = await seed.engagementId(REGULAR);
  const user = await seed.member(REGULAR, 'Super Configurer');
  await signInAs(page, user.email, user.password);
  await chooseEngagement(page, REGULAR);
  await expect
    .poll(
      async () => {
        const res = await page
          .context()
          .request.get(`/api/pipelines/engagements/${engagementId}/warehouse/tables`);
        const tables = res.ok() ? ((await res.json()) as { schema: string; name: string }[]) : [];
        return tables.some((t) => t.schema === 'model' && t.name === 'employee_costs');
      },
      { timeout: 90_000 },
    )
    .toBe(true);

  const name = `E2E Built ${unique()}`;
  await page.goto('/dashboards');
  await page.getByTestId('dashboard-new').click();
  await expect(page.getByTestId('builder-no-tiles')).toBeVisible();
  await page.getByTestId('builder-name').fill(name);

  // A filter made from the country column.
  await page.getByTestId('builder-add-filter').click();
  await pick(page, 'filter-table', 'model.employee_costs');
  await pick(page, 'filter-column', 'country (varchar)');
  await expect(page.getByTestId('filter-label')).toHaveValue('Country');
  await page.getByTestId('add-filter-ok').click();
  await expect(page.getByTestId('builder-filter')).toHaveAttribute('data-filter', 'country');

  // A bar tile from the table: no SQL written, drawn live as the fields are chosen.
  await page.getByTestId('builder-add-tile').click();
  const editor = page.getByTestId('tile-editor');
  await editor.getByTestId('tile-title').fill('Cost by country');
  await pick(page, 'tile-table-select', 'model.employee_costs');
  await pick(page, 'tile-field-dimension', 'country (varchar)');
  await pick(page, 'tile-field-measure', 'amount_eur (decimal(18,2))');
  await expect(editor.getByTestId('tile-generated-sql')).toContainText('SUM("amount_eur")');
  await expect(editor.locator('[data-testid="tile-preview"] [data-testid="tile-vega"] svg')).toBeVisible({
    timeout: 30_000,
  });
  await editor.getByTestId('tile-editor-done').click();

  // A KPI from SQL of one's own, following the filter by its $name.
  await page.getByTestId('builder-add-tile').click();
  await editor.getByTestId('tile-title').fill('Lines');
  await editor.getByTestId('tile-source').getByText('SQL', { exact: true }).click();
  await editor
    .getByTestId('tile-sql')
    .fill('select count(*) as lines from model.employee_costs where $country is null or country = $country');
  await editor.getByTestId('tile-chart-type').getByText('KPI', { exact: true }).click();
  // The KPI's field comes from the query's result once it has run.
  await pick(page, 'tile-field-measure', 'lines (bigint)');
  await expect(editor.getByTestId('tile-kpi')).toHaveText(/^[1-9][\d,.]*$/, { timeout: 30_000 });
  await editor.getByTestId('tile-editor-done').click();
  await expect(page.getByTestId('builder-tile')).toHaveCount(2);

  // Saved: the dashboard opens, both tiles draw, and the KPI follows the filter.
  await page.getByTestId('builder-save').click();
  await expect(page.getByText(`Dashboard ${name} saved.`)).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText(name);
  const dashboard = page.getByTestId('cairn-dashboard');
  await expect(dashboard).toHaveAttribute('data-version', '1');
  for (const tile of await page.getByTestId('dashboard-tile').all())
    await expect(tile).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const all = await page.getByTestId('tile-kpi').textContent();
  await page.getByTestId('dashboard-filter-country').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(page.getByTestId('tile-kpi')).not.toHaveText(all!, { timeout: 30_000 });

  // Edit opens the newest version; a changed title is saved as version 2.
  await page.getByTestId('dashboard-edit').click();
  await expect(page.getByTestId('builder-tile')).toHaveCount(2);
  await page.locator('[data-tile="tile_2"]').getByTestId('builder-tile-edit').click();
  await editor.getByTestId('tile-title').fill('Payroll lines');
  await editor.getByTestId('tile-editor-done').click();

  // Export gives the definition file as the builder holds it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByTestId('builder-export')
      .hover()
      .then(() => page.getByText('As YAML', { exact: true }).click()),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.yaml$/);
  const yaml = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(yaml).toString('utf8')).toContain('title: Payroll lines');

  await page.getByTestId('builder-save').click();
  await expect(dashboard).toHaveAttribute('data-version', '2');
  await expect(page.locator('[data-tile="tile_2"]')).toContainText('Payroll lines');
});
