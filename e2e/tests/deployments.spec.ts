// Deployments (issue 11, "Deployments that do the work"): an admin composes a tenant (API seeder),
// deploys it from the Compose tab ('confirm start deployment' -> 'deployment in progress'), waits for the
// tenant to unlock when the worker has run the tasks, watches every task reach success on the tasks page,
// and finds what the local provider provisioned. Then an engagement of the tenant selects the deployed
// storage account and uses its root as storage: a file uploaded there lands in the deployed root.
import { ADMIN_EMAIL, BASE_URL, expect, signInAs, test, unique } from '../support/seed.js';
import { PASSWORD } from '../support/session.js';

interface Provision {
  resourceName: string;
  kind: string;
  location: string;
  storageConfiguration: { implementation: string; configuration: string } | null;
}
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

test('an admin deploys a composed tenant, watches the tasks succeed, and uses the storage root it made', async ({
  page,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const tenant = await adminApi.send<{ id: string }>('POST', '/api/tenants', {
    name: `Deploy ${unique()}`,
    isRemovable: true,
  });
  const suffix = Date.now().toString(36).slice(-6);
  const resources = [
    {
      name: `nletpdsa${suffix}`,
      resourceType: 'StorageAccount',
      tag: 'Files',
      configuration: { createContainers: true },
    },
    {
      name: `nletpdb${suffix}`,
      resourceType: 'SqlDatabase',
      tag: 'Warehouse',
      configuration: { seedEntries: true },
    },
    { name: `nletpdgr${suffix}`, resourceType: 'GitRepository', tag: 'Node model', configuration: {} },
    { name: `nletpdkv${suffix}`, resourceType: 'KeyVault', tag: 'Secrets', configuration: {} },
    { name: `nletpdpb${suffix}`, resourceType: 'PowerBIEmbedded', tag: 'Reports', configuration: {} },
  ];
  await adminApi.send('PUT', `/api/tenants/${tenant.id}/resources`, {
    resources: resources.map(({ configuration, ...r }) => ({
      ...r,
      configurationBase64: b64(configuration),
    })),
  });

  await signInAs(page, ADMIN_EMAIL, PASSWORD, { address: `/tenants/${tenant.id}/compose` });
  await page.getByTestId('deploy-button').click();
  await expect(page.getByTestId('deploy-dialog').getByText('Confirm start deployment')).toBeVisible();
  await page.getByTestId('deploy-confirm').click();
  // The toast (the status tag says the same words once the tenant is locked).
  await expect(
    page.locator('.ant-message').getByText('Deployment in progress', { exact: true }),
  ).toBeVisible();
  // Unlocked when the tasks ended. That the tenant is locked while they run is proven by the API tests
  // (deployments.db.test.ts): the local provider may finish before the page asks again, so the page
  // cannot be relied on to see the lock.
  await expect(page.getByTestId('tenant-deployment-status')).toHaveAttribute('data-status', '0', {
    timeout: 30_000,
  });

  await page.getByTestId('tenant-tab-deployments').click();
  const rows = page.getByTestId('deployments-table').locator('[data-deployment-id]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('deployment-status')).toHaveAttribute('data-status', 'Succeeded');
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/tenants/${tenant.id}/deployments/[0-9a-f-]{36}$`));
  const statusTags = page.getByTestId('deployment-tasks-table').getByTestId('deployment-task-status');
  await expect(statusTags).toHaveCount(resources.length);
  for (const tag of await statusTags.all()) await expect(tag).toHaveAttribute('data-status', '3');
  await expect(page.locator(`[data-task="nletpdpb${suffix}"]`)).toContainText('Nothing was needed locally');
  await expect(page.getByTestId('deployment-task-portal')).toHaveCount(0);

  // What the local provider made, listed on the Deployments tab.
  await page.getByTestId('deployment-back').click();
  const provisions = page.getByTestId('provisions-table');
  for (const r of resources.slice(0, 4))
    await expect(provisions.locator(`[data-resource="${r.name}"]`)).toBeVisible();
  await expect(
    provisions.locator(`[data-resource="nletpdsa${suffix}"]`).getByTestId('provision-storage-configuration'),
  ).toContainText('LocalFileSystem');

  // The storage root as an engagement's storage: a purpose pointed at it takes an upload.
  const [root] = (await adminApi.get<Provision[]>(`/api/tenants/${tenant.id}/provisions`)).filter(
    (p) => p.kind === 'StorageRoot',
  );
  expect(root.location).toBe(`storage/tenants/${tenant.id}/nletpdsa${suffix}`);
  // An engagement of this tenant selects the storage account; its root is then offered to it.
  const engagement = await adminApi.send<{ id: string }>('POST', '/api/engagements', {
    name: `Deployed ${suffix}`,
    tenantId: tenant.id,
  });
  const engagementId = engagement.id;
  const offered = await adminApi.get<{ id: string; name: string }[]>(
    `/api/engagements/${engagementId}/tenant-resources`,
  );
  await adminApi.send('PUT', `/api/engagements/${engagementId}/admin`, {
    name: `Deployed ${suffix}`,
    features: JSON.stringify(['Storage']),
    resourceIds: offered.filter((r) => r.name === `nletpdsa${suffix}`).map((r) => r.id),
  });
  const base = `/api/storage/engagements/${engagementId}`;
  const configurations = await adminApi.get<{ storagePurpose: string }[]>(`${base}/configurations`);
  const purpose = `dep${suffix}`;
  await adminApi.send('PUT', `${base}/configurations`, [
    ...configurations,
    { storagePurpose: purpose, displayName: 'Deployed root', ...root.storageConfiguration },
  ]);
  const folder = await adminApi.send<{ fullPath: string }>('POST', `${base}/${purpose}/folders`, {
    displayName: 'Landing',
  });
  const csrf =
    (await adminApi.request.storageState()).cookies.find((c) => c.name === 'cairn_csrf')?.value ?? '';
  const upload = await adminApi.request.post(
    `${base}/${purpose}/files?path=${encodeURIComponent(folder.fullPath)}`,
    {
      headers: { origin: BASE_URL, 'x-csrf-token': csrf },
      multipart: {
        file: { name: 'wages.csv', mimeType: 'text/csv', buffer: Buffer.from('employee,amount\n1,100\n') },
      },
    },
  );
  expect(upload.status()).toBe(200);
  expect((await upload.json()).resultingFileNames).toEqual(['wages.csv']);
});
