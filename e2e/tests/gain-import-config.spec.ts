// Gain import configuration (workspace.md sections 2-5): a configurer of a fresh gain engagement
// configures the files (a versioned payroll file and its trigger) and a table with column
// configurations, saves each as a new version, sees them in the history, restores the first, and
// tests the configuration on the Files tab. The engagement is made per test through the API, so the
// demo's gain engagement (which other tests may sign off) is left alone.
import type { Page } from '@playwright/test';
import { engagementScope, expect, ROLES, signInAs, test, unique } from '../support/seed.js';
import { chooseEngagement, REGULAR } from '../support/session.js';

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

test('a configurer configures files and tables, restores a version and tests the configuration', async ({
  page,
  seed,
}) => {
  // A gain engagement of the demo tenant, made for this test.
  const regularId = await seed.engagementId(REGULAR);
  const mine = await seed.admin.get<{ id: string; tenantId: string }[]>('/api/engagements/mine');
  const tenantId = mine.find((e) => e.id === regularId)!.tenantId;
  const name = `E2E Gain ${unique()}`;
  const created = await seed.admin.send<{ id: string }>('POST', '/api/engagements', { name, tenantId });
  await seed.admin.send('PUT', `/api/engagements/${created.id}/admin`, {
    name,
    features: JSON.stringify(['GAIN', 'Pipelines', 'Storage']),
    resourceIds: [],
  });
  const configurer = await seed.user({
    roles: [{ role: ROLES.configurer, scope: engagementScope(created.id) }],
  });
  await signInAs(page, configurer.email, configurer.password);
  await chooseEngagement(page, name);

  // Files: nothing saved yet; two files, the first versioned and required, the second the trigger.
  await page.goto('/import/gain-files');
  await expect(page.getByTestId('gain-config-version')).toHaveText(/No version yet/);
  await page.getByTestId('gain-file-add').click();
  await page.getByTestId('gain-file-pattern-0').fill('payroll_*_*.csv');
  await page.getByTestId('gain-file-isVersioned-0').check();
  await page.getByTestId('gain-file-isRequired-0').check();
  await page.getByTestId('gain-files-save').click();
  // Section 5: at most one asterisk, said under the field; nothing saved.
  await expect(page.getByText('Value cannot contain multiple asterisks')).toBeVisible();
  await page.getByTestId('gain-file-pattern-0').fill('payroll_*.csv');
  await page.getByTestId('gain-file-add').click();
  await page.getByTestId('gain-file-pattern-1').fill('payroll_*.trg');
  await page.getByTestId('gain-file-isTrigger-1').check();
  await page.getByTestId('gain-file-isVersioned-1').check();
  await page.getByTestId('gain-files-save').click();
  await expect(toast(page, 'Saved as version 1')).toBeVisible();
  await expect(page.getByTestId('gain-config-version')).toHaveText(/Version 1/);

  // Tables: one table with two column configurations.
  await page.getByTestId('import-tab-gainTables').click();
  await expect(page).toHaveURL(/\/import\/gain-tables/);
  await page.getByTestId('gain-table-add').click();
  await page.getByTestId('gain-table-target-0').fill('payroll');
  await page.getByTestId('gain-table-source-0').fill('payroll_*.csv');
  await page.getByTestId('gain-column-add-0').click();
  await page.getByTestId('gain-column-name-0-0').fill('EmployeeId');
  await page.getByTestId('gain-column-type-0-0').click();
  await page.locator('.ant-select-dropdown:visible').getByText('GUID', { exact: true }).click();
  await page.getByTestId('gain-column-add-0').click();
  await page.getByTestId('gain-column-name-0-1').fill('PayDate');
  await page.getByTestId('gain-column-type-0-1').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Date/time (text)', { exact: true }).click();
  await page.getByTestId('gain-column-format-0-1').fill('dd-MMM-yyyy HH:mm');
  await page.getByTestId('gain-tables-save').click();
  await expect(toast(page, 'Saved as version 2')).toBeVisible();

  // History: both versions; the newest cannot be restored, the first can, as version 3.
  await page.getByTestId('gain-config-version').click();
  const history = page.getByTestId('gain-config-history');
  await expect(history.locator('tr[data-version]')).toHaveCount(2);
  await expect(page.getByTestId('gain-config-restore-2')).toHaveCount(0);
  await page.getByTestId('gain-config-restore-1').click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, 'Version 1 restored as version 3')).toBeVisible();
  await expect(history.locator('tr[data-version]')).toHaveCount(3);
  await page.locator('.ant-modal:visible .ant-modal-close').click();
  await expect(history).toBeHidden();
  await expect(page.getByTestId('gain-config-version')).toHaveText(/Version 3/);
  // Version 1 had no tables.
  await expect(page.getByTestId('gain-table-card')).toHaveCount(0);

  // Files: test the configuration being edited; the report shows in a closable box.
  await page.getByTestId('import-tab-gainFiles').click();
  await expect(page.getByTestId('gain-file-pattern-1')).toHaveValue('payroll_*.trg');
  await page.getByTestId('gain-test-import').click();
  const report = page.getByTestId('gain-test-import-report');
  await expect(report).toBeVisible();
  await expect(page.getByTestId('gain-test-import-report-text')).not.toBeEmpty();
  await report.locator('.ant-alert-close-icon').click();
  await expect(report).toHaveCount(0);
});
