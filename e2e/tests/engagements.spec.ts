// Engagements (issue 12, "Done when", the administration part): an admin creates an engagement for the
// demo tenant from the overview ('New engagement added'), turns features on in General ('Engagement
// info saved'; the node model repository, pipelines and storage purposes are provisioned), selects
// resources of the tenant in Resources, and sees it all saved after a reload and through the API.
import { ADMIN_EMAIL, expect, signInAs, test, unique } from '../support/seed.js';
import { PASSWORD } from '../support/session.js';

interface EngagementAdmin {
  id: string;
  name: string;
  tenantName: string;
  features: string[];
  resourceIds: string[];
}
interface Resource {
  id: string;
  name: string;
}

test('an admin creates an engagement, enables features and selects resources', async ({ page, adminApi }) => {
  test.setTimeout(90_000);
  const name = `Engagement ${unique()}`;
  await signInAs(page, ADMIN_EMAIL, PASSWORD, { address: '/engagements' });
  await expect(page.getByTestId('page-title')).toHaveText('Engagements');

  // New engagement: name (checked on blur) and the demo tenant.
  await page.getByTestId('new-engagement-open').click();
  await page.getByTestId('new-engagement-name').fill('ab');
  await page.getByTestId('new-engagement-name').blur();
  await expect(page.getByText('Please enter at least 3 characters')).toBeVisible();
  await page.getByTestId('new-engagement-name').fill(name);
  await page.getByTestId('new-engagement-tenant').click();
  await page.getByTitle('Northwind Holding').click();
  await page.getByTestId('new-engagement-submit').click();
  await expect(page.getByText('New engagement added')).toBeVisible();
  await expect(page).toHaveURL(/\/engagements\/[0-9a-f-]{36}\/general$/);
  await expect(page.getByTestId('page-title')).toHaveText(`Engagement details - ${name}`);
  const engagementId = page.url().match(/engagements\/([0-9a-f-]{36})\//)![1];
  await expect(page.getByTestId('engagement-details-tenant')).toContainText('Northwind Holding');

  // The overview finds it by name from 3 characters.
  await page.goto('/engagements');
  await page.getByTestId('engagements-search').getByRole('searchbox').fill(name);
  await expect(page.getByTestId('engagements-count')).toHaveAttribute('data-count', '1');
  await page.getByTestId(`engagement-open-${engagementId}`).click();

  // General: turn on the node model, pipelines and storage.
  for (const feature of ['NodeModelGit', 'Pipelines', 'Storage'])
    await page.getByTestId(`engagement-feature-${feature}`).click();
  await page.getByTestId('engagement-general-save').click();
  await expect(page.getByText('Engagement info saved')).toBeVisible();
  // Pipelines bring the Connectors tab, Storage the Storage tab with its default purposes.
  await expect(page.getByTestId('engagement-tab-connectors')).toBeVisible();
  await page.getByTestId('engagement-tab-storage').click();
  await expect(page.getByTestId('storage-configuration-import')).toBeVisible();
  const branches = await adminApi.get<{ name: string }[]>(
    `/api/nodeModel/engagements/${engagementId}/branches`,
  );
  expect(branches.map((b) => b.name)).toContain('main');

  // Resources: the demo engagement's warehouse is marked and cannot be chosen; select two others and save.
  await page.getByTestId('engagement-tab-resources').click();
  const table = page.getByTestId('engagement-resources-table');
  await expect(table.getByText('nletpnorthwindsd')).toBeVisible();
  await expect(table.getByTestId('resource-of-another-nletpnorthwindsd')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Select nletpnorthwindsd' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Select nletpnorthwindsa' }).check();
  await page.getByRole('checkbox', { name: 'Select nletpnorthwindgr' }).check();
  // The General tab's toast has gone first, so the next one is the Resources tab's.
  await expect(page.getByText('Engagement info saved')).toHaveCount(0);
  await page.getByTestId('engagement-resources-save').click();
  await expect(page.getByText('Engagement info saved')).toBeVisible();

  // Saved: after a reload, and as the API answers.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Select nletpnorthwindsa' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Select nletpnorthwindgr' })).toBeChecked();
  await expect(page.getByTestId('engagement-resources-count')).toContainText('2 of');
  const saved = await adminApi.get<EngagementAdmin>(`/api/engagements/${engagementId}/admin`);
  expect(saved.features).toEqual(expect.arrayContaining(['NodeModelGit', 'Pipelines', 'Storage']));
  const resources = await adminApi.get<Resource[]>(`/api/engagements/${engagementId}/tenant-resources`);
  const chosen = resources.filter((r) => ['nletpnorthwindsa', 'nletpnorthwindgr'].includes(r.name));
  expect([...saved.resourceIds].sort()).toEqual(chosen.map((r) => r.id).sort());
});
