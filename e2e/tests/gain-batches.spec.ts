// Gain batches and FX rates (admin-console.md section 2 "Gain area", workspace.md sections 2 and 4):
// in a fresh gain engagement whose import configuration is set through the API, a configurer uploads
// a month's payroll file and then its trigger file in the storage manager, and watches the batch
// start by itself and arrive on /gain/batches, sent to Gain; then runs the FX-rate process on an FX
// rate file from the storage manager and sees the rates on /fx-rate.
import type { Page } from '@playwright/test';
import { engagementScope, expect, ROLES, signInAs, test, unique, type Seeder } from '../support/seed.js';
import { chooseEngagement, REGULAR } from '../support/session.js';

const dialog = (page: Page) => page.locator('.ant-modal:visible');
const rowOf = (page: Page, name: string) =>
  page.getByTestId('storage-table').locator('tbody tr', { hasText: name });

const column = (columnName: string, dataType: string) => ({
  columnName,
  dataType,
  failureBehaviour: 'Break',
});
const table = (targetTableName: string, sourceFileName: string, columns: ReturnType<typeof column>[]) => ({
  targetTableName,
  sourceFileName,
  columnConfigurations: columns,
});
const GAIN_DATA = {
  fileLogicType: 'BooleanLogic',
  fileConfigurations: [
    { namePattern: 'payroll_*.csv', isRequired: true, isTrigger: false, isVersioned: true, isArchived: true },
    { namePattern: 'trigger_*.txt', isRequired: false, isTrigger: true, isVersioned: true, isArchived: true },
  ],
  tableConfigurations: [
    table('payroll', 'payroll_*.csv', [column('EmployeeId', 'Any'), column('Amount', 'Number')]),
  ],
};
const FX_RATE = {
  fileLogicType: 'BooleanLogic',
  fileConfigurations: [
    {
      namePattern: 'fx_rates_*.csv',
      isRequired: true,
      isTrigger: true,
      isVersioned: true,
      isArchived: false,
    },
  ],
  tableConfigurations: [
    table('fx_rates', 'fx_rates_*.csv', [column('Currency', 'Any'), column('Rate', 'Number')]),
  ],
};

/** A gain engagement of the demo tenant with its configuration, made for this test. */
async function gainEngagement(seed: Seeder) {
  const regularId = await seed.engagementId(REGULAR);
  const mine = await seed.admin.get<{ id: string; tenantId: string }[]>('/api/engagements/mine');
  const tenantId = mine.find((e) => e.id === regularId)!.tenantId;
  const name = `E2E Gain batches ${unique()}`;
  const { id } = await seed.admin.send<{ id: string }>('POST', '/api/engagements', { name, tenantId });
  await seed.admin.send('PUT', `/api/engagements/${id}/admin`, {
    name,
    features: JSON.stringify(['GAIN', 'Pipelines', 'Storage']),
    resourceIds: [],
  });
  const base = `/api/engagements/${id}/gain/import-configurations`;
  await seed.admin.send('PUT', `${base}/GainData`, GAIN_DATA);
  await seed.admin.send('PUT', `${base}/FxRate`, FX_RATE);
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

test('a trigger file starts the batch, which arrives on /gain/batches; the FX-rate process shows the rates', async ({
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

  // The month's payroll file alone starts nothing; its trigger file starts the gain import.
  await page.goto('/import/import/folders/f-drops');
  await upload(page, [
    { name: 'payroll_2026-01.csv', content: 'EmployeeId,Amount\nE1,100.5\nE2,99.1\nE3,12\n' },
  ]);
  await expect(rowOf(page, 'payroll_2026-01.csv').getByTestId('queue-state')).toHaveAttribute(
    'data-state',
    'Staged',
  );
  await upload(page, [{ name: 'trigger_2026-01.txt', content: 'ready\n' }]);

  // The Gain area's Batches tab: the batch arrives and is handed over without a reload.
  await page.goto('/gain/batches');
  const card = page.locator('[data-testid=gain-batch][data-batch="2026-01"]');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('gain-batch-status')).toHaveAttribute('data-status', 'SentToGain', {
    timeout: 60_000,
  });
  await expect(card.getByTestId('gain-batch-received')).toContainText('3 records');
  await expect(card.getByTestId('gain-batch-sent')).toContainText('3 records');

  // FX rates: an FX rate file processed from the storage manager, then shown on /fx-rate.
  await page.goto('/import/import/folders/f-drops');
  await upload(page, [
    { name: 'fx_rates_2026-01.csv', content: 'Currency,Rate\nEUR,1.0\nUSD,1.0842\nGBP,0.8431\n' },
  ]);
  await rowOf(page, 'fx_rates_2026-01.csv').getByRole('checkbox').check();
  await page.getByTestId('fx-rate-process-files').click();
  await expect(page.getByTestId('import-dialog-file')).toHaveCount(1);
  await page.getByTestId('import-confirm').click();
  await expect(page.getByText('Processing FX rates: 1')).toBeVisible();

  await page.goto('/fx-rate');
  const rates = page.getByTestId('gain-fx-rates');
  await expect(async () => {
    await page.reload();
    await expect(rates.getByTestId('gain-fx-rates-table')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  await expect(rates.getByTestId('gain-fx-rates-count')).toHaveAttribute('data-count', '3');
  await expect(rates.getByText('USD')).toBeVisible();
});
