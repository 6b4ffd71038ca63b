// Data contracts (issue 26, docs/contracts.md): on a branch that drops a column other nodes read, the
// node's screen says the contract is broken, the publish dialog warns and the server refuses; the
// contract is versioned up on /contracts with a key column, and then the branch publishes. An
// engagement of the test's own, so the demo's contracts stay as the other specs expect them. About
// 20 s: one journey across the node screen, the publish dialog (twice) and /contracts.
import { ADMIN_EMAIL, BASE_URL, expect, signInAs, test, unique } from '../support/seed.js';
import { PASSWORD, REGULAR } from '../support/session.js';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

test('a branch that breaks a contract is refused until the contract is versioned up', async ({
  page,
  seed,
}) => {
  test.setTimeout(60_000);
  const tenantId = (await seed.admin.get<{ name: string; tenantId: string }[]>('/api/engagements/mine')).find(
    (e) => e.name === REGULAR,
  )!.tenantId;
  const name = `E2E Contracts ${unique()}`;
  const { id } = await seed.admin.send<{ id: string }>('POST', '/api/engagements', { name, tenantId });
  await seed.admin.send('PUT', `/api/engagements/${id}/admin`, {
    name,
    features: JSON.stringify(['NodeModelGit', 'Pipelines', 'Storage']),
    resourceIds: [],
  });
  const model = `/api/nodeModel/engagements/${id}/branches`;
  const node = async (branch: string, layer: string, nodeName: string, query: string) =>
    seed.admin.send('POST', `${model}/${branch}/layers/${layer}/nodes`, {
      name: nodeName,
      query: base64(query),
    });
  const fields = (branch: string, list: { name: string; dataType: string }[]) =>
    seed.admin.send('PUT', `${model}/${branch}/layers/model/nodes/pay_lines/fields`, list);
  await node('main', 'model', 'pay_lines', 'select employee_id, amount from import.payroll');
  await fields('main', [
    { name: 'employee_id', dataType: 'NVARCHAR(50)' },
    { name: 'amount', dataType: 'DECIMAL(38,5)' },
  ]);
  await node('main', 'filtering', 'pay_filtered', 'select * from model.pay_lines where amount > 0');
  await seed.admin.send('POST', model, { name: 'working', parentBranch: 'main' });
  await fields('working', [{ name: 'employee_id', dataType: 'NVARCHAR(50)' }]);

  await signInAs(page, ADMIN_EMAIL, PASSWORD, { address: null });
  const api = page.context().request;
  const csrf = decodeURIComponent(
    (await api.storageState()).cookies.find((c) => c.name === 'cairn_csrf')!.value,
  );
  const headers = { origin: BASE_URL, 'x-csrf-token': csrf };
  expect((await api.put('/api/engagements/current', { headers, data: { engagementId: id } })).ok()).toBe(
    true,
  );

  // The node's screen on the branch: read by the filtering node, and broken by the dropped column.
  await page.goto('/modeling/config?branch=working&node=pay_lines');
  const card = page.getByTestId('node-contract');
  await expect(card).toContainText('Version 1, read by filtering.pay_filtered.');
  await expect(card.getByTestId('node-contract-breaks')).toContainText('Column amount is dropped');

  // The publish dialog warns, and the server refuses.
  await page.goto(`/engagements/${id}/configuration`);
  await page.getByTestId('publish-pipelines-button').click();
  await page
    .locator('[data-testid="publish-pipelines-branch"][data-branch="working"]')
    .getByRole('radio')
    .check();
  await expect(page.getByTestId('publish-contract-breaks')).toContainText(
    'Branch working breaks 1 data contract',
  );
  await page.getByTestId('publish-pipelines-submit').click();
  await expect(page.getByTestId('publish-pipelines-error')).toContainText('column amount is dropped');
  await page.getByTestId('publish-pipelines-cancel').click();

  // /contracts checked against the branch: broken; version up with a key column; then kept.
  await page.goto('/contracts?branch=working');
  const row = page.locator('[data-testid="contracts-table"] tr', { hasText: 'model.pay_lines' });
  await expect(row.getByTestId('contract-broken')).toHaveText('1 breaking change');
  await row.getByTestId('contract-version-up-button').click();
  await page.getByTestId('contract-version-up-submit').click();
  await expect(page.getByText('At least one key required')).toBeVisible();
  await page.getByTestId('contract-version-up-keys').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'employee_id' })
    .click();
  await page.locator('.ant-modal-title:visible').click();
  await page.getByTestId('contract-version-up-submit').click();
  await expect(page.getByText('The contract of model.pay_lines is now at version 2.')).toBeVisible();
  await expect(row.getByTestId('contract-kept')).toHaveText('Kept');
  await expect(row).toContainText('employee_id');

  // Now the branch publishes.
  await page.goto(`/engagements/${id}/configuration`);
  await page.getByTestId('publish-pipelines-button').click();
  await page
    .locator('[data-testid="publish-pipelines-branch"][data-branch="working"]')
    .getByRole('radio')
    .check();
  await page.getByTestId('publish-pipelines-submit').click();
  await expect(page.getByText('Pipelines published: the Run screens now execute working')).toBeVisible();
});
