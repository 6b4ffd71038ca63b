// Gain governance (issue 13, "Done when"): on a gain engagement of its own, a user promotes two
// configuration versions, reverts the latest to the target with a comment, then moves the
// requirements status to SignedOff and finds editing locked on the Files tab, in the storage manager
// and in the model configuration, and the server refusing the same changes.
import { BASE_URL, expect, signInAs, test, unique } from '../support/seed.js';
import type { Page } from '@playwright/test';

const DEMO_GAIN = 'Gain Payroll Migration';

/** A configuration version the save rules accept: the monthly drop's trigger file into one table. */
const configuration = (table: string) => ({
  fileLogicType: 'BooleanLogic',
  fileConfigurations: [
    { namePattern: 'drop_*.csv', isRequired: true, isTrigger: true, isVersioned: true, isArchived: false },
  ],
  tableConfigurations: [{ targetTableName: table, sourceFileName: 'drop_*.csv', columnConfigurations: [] }],
  inputSqlConfiguration: null,
});

async function pick(page: Page, selectTestId: string, optionTestId: string) {
  await page.getByTestId(selectTestId).click();
  // The option in the open list (the chosen value shows the same label in the select itself).
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .getByTestId(optionTestId)
    .click();
}

test('promote and revert, then sign off and find editing locked everywhere', async ({ page, seed }) => {
  test.setTimeout(120_000);
  // A gain engagement of this test's own: signing off locks it for good.
  const tenantId = (await seed.admin.get<{ name: string; tenantId: string }[]>('/api/engagements/mine')).find(
    (e) => e.name === DEMO_GAIN,
  )!.tenantId;
  const name = `E2E Gain ${unique()}`;
  const { id } = await seed.admin.send<{ id: string }>('POST', '/api/engagements', { name, tenantId });
  await seed.admin.send('PUT', `/api/engagements/${id}/admin`, {
    name,
    features: JSON.stringify(['GAIN', 'NodeModelGit', 'Pipelines', 'Storage']),
    resourceIds: [],
  });
  for (const table of ['payroll', 'payroll_lines'])
    await seed.admin.send(
      'PUT',
      `/api/engagements/${id}/gain/import-configurations/GainData`,
      configuration(table),
    );
  const user = await seed.user({ roles: [{ role: 'Super User', scope: `/tenants/${tenantId}` }] });
  await signInAs(page, user.email, user.password, { address: null });
  const api = page.context().request;
  const csrf = decodeURIComponent(
    (await api.storageState()).cookies.find((c) => c.name === 'cairn_csrf')!.value,
  );
  const headers = { origin: BASE_URL, 'x-csrf-token': csrf };
  expect((await api.put('/api/engagements/current', { headers, data: { engagementId: id } })).ok()).toBe(
    true,
  );

  // /gain opens Batches; Promotions starts empty.
  await page.goto('/gain');
  await expect(page).toHaveURL(/\/gain\/batches$/);
  await page.getByTestId('gain-tab-promotions').click();
  await expect(page.getByTestId('gain-promotions-empty')).toHaveText('No promotion history');

  // Promote version 1, then version 2: each is InProgress until its test import passes.
  for (const version of [1, 2]) {
    await page.getByTestId('gain-promote-open').click();
    await pick(page, 'gain-promote-version', `gain-promote-version-${version}`);
    await page.getByTestId('gain-promote-comment').fill(`Promote ${version}`);
    await page.getByTestId('gain-promote-submit').click();
    await expect(page.getByText(`Promoting version ${version}`)).toBeVisible();
    await expect(
      page.locator(`tr[data-version="${version}"] [data-testid="gain-promotion-status"]`).first(),
    ).toHaveAttribute('data-status', 'Success', { timeout: 30_000 });
  }
  await expect(page.getByTestId('gain-promotions-runs-use')).toHaveText('Import runs use version 2');

  // Revert on version 2, Target on version 1; the comment is required.
  const latest = page.locator('tr[data-version="2"]');
  await expect(page.locator('tr[data-version="1"] [data-testid="gain-promotion-target"]')).toHaveText(
    'Target',
  );
  await latest.getByTestId('gain-promotion-revert').click();
  await expect(page.getByTestId('gain-revert-source')).toHaveValue('2');
  await expect(page.getByTestId('gain-revert-target')).toHaveValue('1');
  await page.getByTestId('gain-revert-submit').click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByTestId('gain-revert-comment').fill('Version 2 drops the October lines');
  await page.getByTestId('gain-revert-submit').click();
  await expect(page.getByText('Reverting promotion')).toBeVisible();
  await expect(latest.getByTestId('gain-promotion-status')).toHaveAttribute('data-status', 'Reverted');
  await expect(page.getByTestId('gain-promotions-runs-use')).toHaveText('Import runs use version 1', {
    timeout: 30_000,
  });
  await expect(page.getByText('Version 2 drops the October lines')).toBeVisible();

  // Requirements status: ReadyForTesting, then SignedOff; no Update after that.
  await page.getByTestId('gain-tab-requirements-status').click();
  for (const status of ['ReadyForTesting', 'SignedOff']) {
    await page.getByTestId('gain-requirements-status-update').click();
    await pick(page, 'gain-requirements-status-select', `gain-requirements-status-option-${status}`);
    await page.getByTestId('gain-requirements-status-message').fill(`Moved to ${status}`);
    await page.getByTestId('gain-requirements-status-dialog-submit').click();
    await expect(page.getByText('Requirements status submitted').first()).toBeVisible();
    await expect(page.locator(`tr[data-status="${status}"]`)).toBeVisible();
  }
  await expect(page.getByTestId('gain-requirements-status-update')).toHaveCount(0);
  await expect(page.getByTestId('gain-requirements-status-signed-off')).toBeVisible();

  // Editing is locked: the storage manager ...
  await page.goto('/storage-manager/main');
  await expect(page.getByTestId('gain-editing-locked')).toBeVisible();
  await expect(page.getByTestId('new-folder')).toBeDisabled();
  // ... the model configuration ...
  await page.goto('/modeling/config?branch=main');
  await expect(page.getByTestId('gain-editing-locked')).toBeVisible();
  await expect(page.getByTestId('branch-add')).toBeDisabled();
  await expect(page.getByTestId('node-add')).toBeDisabled();
  // ... and the import configuration's Files tab.
  await page.goto('/import/gain-files');
  await expect(page.getByTestId('gain-config-locked')).toBeVisible();
  await expect(page.getByTestId('gain-files-save')).toBeDisabled();

  // The server refuses the same changes.
  const refused = await api.post(`/api/storage/engagements/${id}/main/folders`, {
    headers,
    data: { displayName: 'After sign-off' },
  });
  expect(refused.status()).toBe(409);
  const branch = await api.post(`/api/nodeModel/engagements/${id}/branches`, {
    headers,
    data: { name: 'after', parentBranch: 'main' },
  });
  expect(branch.status()).toBe(409);
  const saved = await api.put(`/api/engagements/${id}/gain/import-configurations/GainData`, {
    headers,
    data: configuration('late'),
  });
  expect(saved.status()).toBe(409);
});
