// Tenant details, Compose tab (issue 11, "Done when"): an admin creates a tenant (API seeder), imports
// the 'Payroll Analytics Engagement' template, saves, edits a card, saves again, and after a reload
// finds the edit kept — in the page and in what the API answers. Deploying is the deployments spec's.
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, expect, signInAs, test, unique } from '../support/seed.js';
import { PASSWORD } from '../support/session.js';

interface Tenant {
  id: string;
  name: string;
}
interface TenantResource {
  id: string;
  name: string;
  resourceType: string;
  tag: string;
  configuration: string;
}

const dropdownOption = (page: Page, text: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text });
const cards = (page: Page) => page.locator('[data-testid^="compose-card-"][data-type]');

test('an admin imports a template, edits a card, saves, and finds the edit after a reload', async ({
  page,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const tenant = await adminApi.send<Tenant>('POST', '/api/tenants', {
    name: `Compose ${unique()}`,
    isRemovable: true,
  });
  await signInAs(page, ADMIN_EMAIL, PASSWORD, { address: `/tenants/${tenant.id}/compose` });

  // An empty tenant offers Import template.
  await expect(page.getByTestId('compose-count')).toHaveAttribute('data-count', '0');
  await page.getByTestId('compose-import').click();
  const dialog = page.getByTestId('compose-import-template-form');
  await page.getByTestId('compose-import-template-type').click();
  await dropdownOption(page, 'Payroll analytics: one engagement').click();
  const prefix = `e${Date.now().toString(36).slice(-5)}`;
  await page.getByTestId('compose-import-template-prefix').fill(prefix);
  const proposals = dialog.getByTestId('compose-import-template-proposal');
  await expect(proposals).toHaveCount(10);
  await expect(proposals.first()).toContainText(' - nletp');
  await page.getByTestId('compose-import-template-submit').click();
  await expect(page.getByText('Azure components added: 10')).toBeVisible();
  await expect(page.getByTestId('compose-count')).toHaveAttribute('data-count', '10');
  await expect(page.getByTestId('compose-import')).toHaveCount(0);

  await page.getByTestId('compose-save').click();
  await expect(page.getByText('Tenant resource settings saved')).toBeVisible();
  await expect(cards(page).and(page.locator('[data-new="true"]'))).toHaveCount(0);

  // Edit the storage account's card: a flag of its type and its tag.
  const storage = cards(page).and(page.locator('[data-type="StorageAccount"]'));
  const gateway = storage.getByRole('checkbox', { name: 'Create a gateway entry' });
  await expect(gateway).not.toBeChecked();
  await gateway.check();
  await storage.getByTestId('compose-card-tag').fill('Landing zone for payroll files');
  await expect(page.getByTestId('compose-tab')).toHaveAttribute('data-dirty', 'true');
  await page.getByTestId('compose-save').click();
  await expect(page.getByText('Tenant resource settings saved').last()).toBeVisible();
  await expect(page.getByTestId('compose-tab')).toHaveAttribute('data-dirty', 'false');

  await page.reload();
  await expect(page.getByTestId('compose-count')).toHaveAttribute('data-count', '10');
  await expect(gateway).toBeChecked();
  await expect(storage.getByTestId('compose-card-tag')).toHaveValue('Landing zone for payroll files');
  // The SQL database links the template's SQL server.
  const sqlServer = (await adminApi.get<TenantResource[]>(`/api/tenants/${tenant.id}/resources`)).find(
    (r) => r.resourceType === 'SqlServer',
  )!;
  await expect(cards(page).and(page.locator('[data-type="SqlDatabase"]'))).toContainText(sqlServer.name);

  const saved = await adminApi.get<TenantResource[]>(`/api/tenants/${tenant.id}/resources`);
  const account = saved.find((r) => r.resourceType === 'StorageAccount')!;
  expect(account.tag).toBe('Landing zone for payroll files');
  expect(JSON.parse(account.configuration)).toMatchObject({
    createGatewayEntry: true,
    createContainers: false,
  });
});
