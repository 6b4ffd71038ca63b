// The gain import engine (workspace.md sections 3 and 4): in a fresh gain engagement whose import
// configuration is set through the API, a configurer with a month's payroll file staged tests the
// configuration on the Files tab and reads the report (the row the SkipRow check leaves out named by
// line and column), then uploads the trigger file and sees the gain import run succeed by itself and
// its table gain.payroll appear, previewed from the run page, with the files archived.
import type { Page } from '@playwright/test';
import { engagementScope, expect, ROLES, signInAs, test, unique, type Seeder } from '../support/seed.js';
import { chooseEngagement, REGULAR } from '../support/session.js';

const dialog = (page: Page) => page.locator('.ant-modal:visible');

const GAIN_DATA = {
  fileLogicType: 'BooleanLogic',
  fileConfigurations: [
    { namePattern: 'payroll_*.csv', isRequired: true, isTrigger: false, isVersioned: true, isArchived: true },
    { namePattern: 'ready_*.txt', isRequired: false, isTrigger: true, isVersioned: true, isArchived: true },
  ],
  tableConfigurations: [
    {
      targetTableName: 'payroll',
      sourceFileName: 'payroll_*.csv',
      rowExistenceCriterion: 'Strict',
      columnConfigurations: [
        { columnName: 'EmployeeId', mustHaveValue: true, dataType: 'Any', failureBehaviour: 'Break' },
        { columnName: 'Amount', mustHaveValue: true, dataType: 'Number', failureBehaviour: 'SkipRow' },
        { columnName: 'Country', dataType: 'CountryCode', failureBehaviour: 'SetNull' },
      ],
    },
  ],
};
const PAYROLL = 'EmployeeId,Amount,Country\nE1,100.50,NL\nE2,oops,DE\nE3,12,Atlantis\n';

async function gainEngagement(seed: Seeder) {
  const regularId = await seed.engagementId(REGULAR);
  const mine = await seed.admin.get<{ id: string; tenantId: string }[]>('/api/engagements/mine');
  const tenantId = mine.find((e) => e.id === regularId)!.tenantId;
  const name = `E2E Gain import ${unique()}`;
  const { id } = await seed.admin.send<{ id: string }>('POST', '/api/engagements', { name, tenantId });
  await seed.admin.send('PUT', `/api/engagements/${id}/admin`, {
    name,
    features: JSON.stringify(['GAIN', 'Pipelines', 'Storage']),
    resourceIds: [],
  });
  await seed.admin.send('PUT', `/api/engagements/${id}/gain/import-configurations/GainData`, GAIN_DATA);
  await seed.admin.send('POST', `/api/storage/engagements/${id}/import/folders?path=`, {
    displayName: 'Drops',
    metadata: {},
  });
  return { id, name };
}

async function upload(page: Page, files: { name: string; content: string }[]) {
  await page.getByTestId('upload').click();
  await dialog(page)
    .locator('input[type=file]')
    .setInputFiles(
      files.map((f) => ({ name: f.name, mimeType: 'text/csv', buffer: Buffer.from(f.content) })),
    );
  await page.getByTestId('upload-start').click();
  await expect(page.locator('[data-testid=upload-row][data-status=done]')).toHaveCount(files.length);
  await page.getByTestId('upload-close').click();
}

test('test the configuration on the staged files, then a trigger file imports the batch', async ({
  page,
  seed,
}) => {
  test.setTimeout(180_000);
  const engagement = await gainEngagement(seed);
  const configurer = await seed.user({
    roles: [{ role: ROLES.configurer, scope: engagementScope(engagement.id) }],
  });
  await signInAs(page, configurer.email, configurer.password);
  await chooseEngagement(page, engagement.name);

  // The month's payroll file is staged; nothing is ready without its trigger.
  await page.goto('/import/import/folders/f-drops');
  await upload(page, [{ name: 'payroll_2026-10.csv', content: PAYROLL }]);

  // Files tab: the test tells what the batch waits for and writes nothing.
  await page.goto('/import/gain-files');
  await page.getByTestId('gain-test-import').click();
  const report = page.getByTestId('gain-test-import-report');
  await expect(report).toBeVisible();
  await expect(report).toContainText('Staged files: payroll_2026-10.csv');
  await expect(report).toContainText('No batch is ready: nothing would be imported.');
  await report.locator('.ant-alert-close-icon').click();
  await expect(report).toBeHidden();

  // Without the trigger pattern (edited, not saved) the batch is ready: rows, failures, the result.
  await page.getByTestId('gain-file-remove-1').click();
  await page.getByTestId('gain-test-import').click();
  await expect(report).toContainText(
    'Table gain.payroll: payroll_2026-10.csv — 3 rows read, 2 valid, 2 failed values',
  );
  await expect(report).toContainText('payroll_2026-10.csv line 3, column Amount: not a Number (SkipRow)');
  await expect(report).toContainText(
    'payroll_2026-10.csv line 4, column Country: not a CountryCode (SetNull)',
  );
  await expect(report).toContainText('Result: the configuration passes the test.');
  await expect(report).toHaveAttribute('data-ok', 'true');

  // The trigger file starts the gain import by itself; it succeeds and loads gain.payroll.
  await page.goto('/import/import/folders/f-drops');
  await upload(page, [{ name: 'ready_2026-10.txt', content: 'ready\n' }]);
  await page.goto('/import/monitor');
  const run = page
    .getByTestId('runs-table')
    .locator('tbody tr[data-run-id]', { has: page.getByTestId('run-pipeline').getByText('GainImport') })
    .first();
  await expect(run).toBeVisible({ timeout: 30_000 });
  await expect(run.getByTestId('run-status')).toHaveAttribute('data-status', 'Succeeded', {
    timeout: 60_000,
  });
  await page.goto(`/pipeline-runs/${await run.getAttribute('data-run-id')}`);
  await expect(page.getByTestId('run-imported-tables')).toContainText('gain.payroll');
  await page.getByTestId('run-preview-table').first().click();
  const preview = page.getByTestId('table-preview');
  await expect(preview.getByTestId('table-preview-row-count')).toHaveAttribute('data-count', '2');
  await expect(preview).toContainText('E3');

  // Both files were archived: the drop folder is empty, the archive folder holds them.
  await page.goto('/import/import/folders/f-archive');
  await expect(page.getByTestId('storage-table')).toContainText('payroll_2026-10.csv');
  await expect(page.getByTestId('storage-table')).toContainText('ready_2026-10.txt');
});
