// Tenants (issue 11, "Done when"): an admin creates a tenant from the overview (New tenant, 'Saved'),
// finds it with the filter, opens its details, edits the General tab (name and resource group name
// after the fixed prefix, 'Tenant info saved', kept after a reload), and deletes the removable tenant
// ('confirm delete tenant' -> 'Tenant deleted' -> the overview; the API no longer knows it).
import { ADMIN_EMAIL, expect, signInAs, test, unique } from '../support/seed.js';
import { PASSWORD } from '../support/session.js';

interface Tenant {
  id: string;
  name: string;
  resourceGroupName: string;
}

test('an admin creates a tenant, edits its general tab, and deletes it', async ({ page, adminApi }) => {
  test.setTimeout(90_000);
  const name = `Tenant ${unique()}`;
  await signInAs(page, ADMIN_EMAIL, PASSWORD, { address: '/tenants' });
  await expect(page.getByTestId('page-title')).toHaveText('Tenants');

  // New tenant: name (checked on blur) and removable.
  await page.getByTestId('new-tenant-open').click();
  await page.getByTestId('new-tenant-name').fill('ab');
  await page.getByTestId('new-tenant-name').blur();
  await expect(page.getByText('Please enter at least 3 characters')).toBeVisible();
  await page.getByTestId('new-tenant-name').fill(name);
  await page.getByTestId('new-tenant-submit').click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // The filter applies from 3 characters; the row opens the details.
  await page.getByTestId('tenants-search').getByRole('searchbox').fill(name);
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page.getByTestId('tenants-count')).toHaveAttribute('data-count', '1');
  await page.getByTestId('tenants-table').getByText(name).click();
  await expect(page).toHaveURL(/\/tenants\/[0-9a-f-]{36}\/general$/);
  await expect(page.getByTestId('page-title')).toHaveText(`Tenant details - ${name}`);
  const tenantId = page.url().match(/tenants\/([0-9a-f-]{36})\//)![1];

  // General: the resource group name after its prefix, checked on blur, saved with the prefix.
  const group = page.getByTestId('tenant-general-resource-group');
  await group.fill('ab');
  await group.blur();
  await expect(page.getByText('Must be at least three characters long')).toBeVisible();
  await group.fill('payroll-rg');
  await page.getByTestId('tenant-general-name').fill(`${name} renamed`);
  await page.getByTestId('tenant-general-save').click();
  await expect(page.getByText('Tenant info saved')).toBeVisible();
  const saved = await adminApi.get<Tenant>(`/api/tenants/${tenantId}`);
  expect(saved.name).toBe(`${name} renamed`);
  expect(saved.resourceGroupName).toBe('NL-ETP-D-payroll-rg');
  await page.reload();
  await expect(page.getByTestId('page-title')).toHaveText(`Tenant details - ${name} renamed`);
  await expect(page.getByTestId('tenant-general-resource-group')).toHaveValue('payroll-rg');

  // Delete the removable tenant.
  await page.getByTestId('tenant-delete-open').click();
  await expect(page.getByText('Are you sure you want to delete this tenant?')).toBeVisible();
  await page.getByTestId('tenant-delete-confirm').click();
  await expect(page.getByText('Tenant deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/tenants$/);
  const gone = await adminApi.request.get(`/api/tenants/${tenantId}`);
  expect(gone.status()).toBe(404);
});

test('the demo tenant is composed and cannot be deleted; the spare one can', async ({ page, adminApi }) => {
  const list = await adminApi.get<{ results: (Tenant & { isRemovable: boolean })[] }>(
    '/api/tenants?pageSize=100',
  );
  const demo = list.results.find((t) => t.name === 'Northwind Holding')!;
  expect(demo.isRemovable).toBe(false);
  const resources = await adminApi.get<{ resourceType: string }[]>(`/api/tenants/${demo.id}/resources`);
  expect(resources.map((r) => r.resourceType)).toEqual(
    expect.arrayContaining([
      'StorageAccount',
      'DataLakeStorage',
      'SqlDatabase',
      'GitRepository',
      'KeyVault',
      'PowerBIEmbedded',
      'PowerBIWorkspace',
    ]),
  );
  await signInAs(page, ADMIN_EMAIL, PASSWORD, { address: `/tenants/${demo.id}/general` });
  await expect(page.getByTestId('page-title')).toHaveText('Tenant details - Northwind Holding');
  await expect(page.getByTestId('tenant-general-form')).toBeVisible();
  await expect(page.getByTestId('tenant-delete-open')).toHaveCount(0);
  await page.getByTestId('tenant-tab-engagements').click();
  await expect(page).toHaveURL(/\/engagements$/);
  await expect(page.getByTestId('tenant-engagements-count')).toHaveAttribute('data-count', /[1-9]/);
  expect(list.results.find((t) => t.name === 'Contoso Sandbox')?.isRemovable).toBe(true);
});
