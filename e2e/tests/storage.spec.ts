// Storage (workspace.md section 2, admin-console.md Storage tab): a writer's folder, upload,
// metadata, download and delete; a consultant without folder access, then granted it by the manager
// in the folder user permission dialog; storage purposes saved on the Engagement details Storage tab
// (which a configurer, without Engagements.Writer, only reads: EngagementDetailsPage.test.tsx).
// The writers, consultants and managers are seeded per test (support/seed.ts), with the folders and
// grants they need; names carry unique parts so reruns against the same server pass.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, engagementScope, expect, ROLES, signInAs, test } from '../support/seed.js';
import { chooseEngagement, REGULAR } from '../support/session.js';

const dialog = (page: Page) => page.locator('.ant-modal:visible');
const rowOf = (page: Page, name: string) =>
  page.getByTestId('storage-table').locator('tbody tr', { hasText: name });

async function openStorage(page: Page) {
  await page.getByTestId('side-menu').getByText('Storage', { exact: true }).click();
  // /storage-manager opens the default purpose, main.
  await expect(page).toHaveURL(/\/storage-manager\/main$/);
  await expect(page.getByTestId('storage-table')).toBeVisible();
}

async function newFolder(page: Page, displayName: string, metadata?: [string, string]) {
  await page.getByTestId('new-folder').click();
  await page.getByTestId('new-folder-name').fill(displayName);
  if (metadata) {
    await page.getByTestId('metadata-add').click();
    await dialog(page).getByLabel('Key').fill(metadata[0]);
    await dialog(page).getByLabel('Value').fill(metadata[1]);
  }
  await dialog(page).getByRole('button', { name: 'Save' }).click();
}

test('a writer creates a folder, uploads two files with progress, edits metadata, downloads one and deletes one', async ({
  page,
  seed,
}) => {
  const writer = await seed.user({
    roles: [{ role: ROLES.configurer, scope: engagementScope(await seed.engagementId(REGULAR)) }],
  });
  await signInAs(page, writer.email, writer.password);
  await chooseEngagement(page, REGULAR);
  await openStorage(page);

  // New folder: the system name is derived as the name is typed; a taken name is refused by the server.
  const folder = `E2E Upload ${Date.now()}`;
  await page.getByTestId('new-folder').click();
  await page.getByTestId('new-folder-name').fill(folder);
  await expect(page.getByTestId('new-folder-system-name')).toContainText(
    `f-e2e-upload-${folder.split(' ')[2]}`,
  );
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await newFolder(page, folder, ['owner', 'payroll']);
  await expect(rowOf(page, folder)).toBeVisible();
  await newFolder(page, folder.toUpperCase());
  await expect(dialog(page).getByText('A folder with this name already exists')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  await rowOf(page, folder).getByRole('link', { name: folder, exact: true }).click();
  await expect(page).toHaveURL(/\/storage-manager\/main\/f-e2e-upload-\d+$/);
  await expect(page.getByTestId('storage-breadcrumb')).toContainText(folder);
  await expect(page.getByTestId('storage-table')).toContainText('This folder is empty');

  // Upload: a refused extension is marked and not sent; the two CSV files each get a progress bar.
  const wages = 'employee,period,amount\n1,2026-01,100.50\n2,2026-01,99.10\n';
  await page.getByTestId('upload').click();
  await expect(page.getByTestId('upload-start')).toHaveCount(0);
  await dialog(page)
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'wages.csv', mimeType: 'text/csv', buffer: Buffer.from(wages) },
      { name: 'bonus.csv', mimeType: 'text/csv', buffer: Buffer.from('employee,bonus\n1,10\n') },
      { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
  await expect(page.getByTestId('upload-row')).toHaveCount(3);
  await expect(page.getByTestId('upload-row').filter({ hasText: 'tool.exe' })).toContainText(
    'This file extension is not supported',
  );
  await page.getByTestId('upload-start').click();
  await expect(page.getByText('Uploaded files: wages.csv, bonus.csv')).toBeVisible();
  await expect(page.locator('[data-testid=upload-row][data-status=done]')).toHaveCount(2);
  await expect(
    page.locator('[data-testid=upload-row][data-status=done] .ant-progress-status-success'),
  ).toHaveCount(2);
  await page.getByTestId('upload-close').click();
  await expect(rowOf(page, 'wages.csv')).toBeVisible();
  await expect(rowOf(page, 'bonus.csv')).toBeVisible();
  await expect(page.getByTestId('storage-file-count')).toHaveText('Files: 2');

  // Metadata: keys are letters, digits and underscore; the tooltip shows what was saved.
  await rowOf(page, 'wages.csv').getByRole('button', { name: 'Edit metadata of wages.csv' }).click();
  await page.getByTestId('metadata-add').click();
  await dialog(page).getByLabel('Key').fill('pay period');
  await dialog(page).getByLabel('Value').fill('2026-01');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('Only letters, digits and underscores are allowed')).toBeVisible();
  await dialog(page).getByLabel('Key').fill('pay_period');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Metadata saved')).toBeVisible();
  await rowOf(page, 'wages.csv').getByTestId('metadata-tooltip').hover();
  await expect(page.locator('.ant-tooltip:visible')).toContainText('pay_period 2026-01');

  // Download: the same bytes as uploaded.
  const downloading = page.waitForEvent('download');
  await rowOf(page, 'wages.csv').getByRole('button', { name: 'Download wages.csv' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('wages.csv');
  expect(fs.readFileSync(await download.path())).toEqual(Buffer.from(wages));

  // The pointer leaves the download button (as a user's would): its tooltip, shown above, would
  // otherwise cover the row above, bonus.csv's.
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-tooltip:visible')).toHaveCount(0);

  // Delete: files only, after a confirmation.
  await rowOf(page, 'bonus.csv').getByRole('button', { name: 'Delete bonus.csv' }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, 'bonus.csv')).toHaveCount(0);
  await expect(rowOf(page, 'wages.csv')).toBeVisible();

  // The breadcrumb jumps back up to the purpose's root, where the folder shows its metadata.
  await page.getByTestId('storage-breadcrumb').getByRole('link', { name: 'Main' }).click();
  await expect(page).toHaveURL(/\/storage-manager\/main$/);
  await expect(rowOf(page, folder).getByRole('button', { name: `Delete ${folder}` })).toHaveCount(0);
  await page.getByTestId('actual-name-switch').click();
  await expect(rowOf(page, `f-e2e-upload-${folder.split(' ')[2]}`)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('actual-name-switch')).toBeChecked();
  await page.getByTestId('actual-name-switch').click();
});

test('a consultant without folder access sees the no-access dialog until the manager grants access', async ({
  page: admin,
  otherPage: consultant,
  seed,
}) => {
  const regular = await seed.engagementId(REGULAR);
  const { displayName: folder, address: folderAddress } = await seed.folder(regular, {
    displayName: `E2E Restricted ${Date.now()}`,
  });
  const user = await seed.user({ roles: [{ role: ROLES.consultant, scope: engagementScope(regular) }] });

  await signInAs(admin, ADMIN_EMAIL);
  await chooseEngagement(admin, REGULAR);
  await openStorage(admin);
  await rowOf(admin, folder).getByRole('link', { name: folder, exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`${folderAddress}$`));
  await expect(admin.getByTestId('storage-table')).toContainText('This folder is empty');

  await signInAs(consultant, user.email, user.password);
  await chooseEngagement(consultant, REGULAR);
  await consultant.goto(folderAddress);
  await expect(consultant.getByTestId('no-access-dialog')).toHaveText(
    'You do not have access to this folder. Please ask your engagement manager to grant you access.',
  );
  // Not a manager: no self-grant, only the way back; the list stays empty and offers no actions.
  await expect(consultant.getByTestId('no-access-grant-self')).toHaveCount(0);
  await expect(consultant.getByTestId('no-access-back')).toHaveText('Back');
  await expect(consultant.getByTestId('storage-table')).toContainText('This folder is empty');
  await expect(consultant.getByTestId('new-folder')).toHaveCount(0);

  // The manager opens the folder users dialog: adding and removing again is no change at all.
  await admin.getByTestId('folder-users').click();
  const select = admin.getByTestId('folder-principal-select');
  const option = admin.locator('.ant-select-dropdown:visible .ant-select-item-option', {
    hasText: user.email,
  });
  // Many people belong to the engagement: the select searches as one types.
  const choose = async () => {
    await select.click();
    await admin.keyboard.type(user.email);
    await option.click();
  };
  await choose();
  const holder = dialog(admin).getByTestId('folder-permission-holder').filter({ hasText: user.name });
  await expect(holder).toContainText('Added on save');
  await holder.getByRole('button', { name: new RegExp(`Remove ${user.name}`) }).click();
  await expect(holder).toHaveCount(0);
  await expect(admin.getByTestId('folder-permissions-save')).toBeDisabled();
  await choose();
  await admin.getByTestId('folder-permissions-save').click();
  await expect(admin.getByText('Folder access saved')).toBeVisible();

  // Saved: the dialog opened again lists the consultant as a holder.
  await admin.getByTestId('folder-users').click();
  await expect(dialog(admin).getByTestId('folder-permission-holder')).toContainText(user.name);
  await expect(dialog(admin).getByText('Added on save')).toHaveCount(0);
  await dialog(admin).getByRole('button', { name: 'Cancel' }).click();

  // The grant holds once the worker has applied the consultant's RBAC task for it (every
  // CAIRN_RBAC_POLL_MS): until then the storage root's applied grant still says no. Reload until then.
  await expect(async () => {
    await consultant.reload();
    await expect(consultant.getByTestId('storage-table')).toContainText('This folder is empty');
    await expect(consultant.getByTestId('no-access-dialog')).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // Engagement Folder Contributor: the consultant may now work in this folder (a reader would see
  // both disabled, saying why).
  await expect(consultant.getByTestId('new-folder')).toBeEnabled();
  await expect(consultant.getByTestId('upload')).toBeEnabled();

  // The root of the purpose is still closed to them, but its dialog offers the way in: the folder.
  await consultant.getByTestId('storage-breadcrumb').getByRole('link', { name: 'Main' }).click();
  await expect(consultant.getByTestId('no-access-dialog')).toBeVisible();
  await consultant.getByTestId('no-access-reachable-folder').filter({ hasText: folder }).click();
  await expect(consultant).toHaveURL(new RegExp(`${folderAddress}$`));
  await expect(consultant.getByTestId('no-access-dialog')).toBeHidden();
  await expect(consultant.getByTestId('new-folder')).toBeEnabled();

  // Back from the closed root leads to Overview.
  await consultant.getByTestId('storage-breadcrumb').getByRole('link', { name: 'Main' }).click();
  await expect(consultant.getByTestId('no-access-dialog')).toBeVisible();
  await consultant.getByTestId('no-access-back').click();
  await expect(consultant).toHaveURL(/\/overview$/);
});

test('the admin saves a new storage purpose on the Engagement details Storage tab', async ({
  page,
  seed,
}) => {
  await signInAs(page, ADMIN_EMAIL);
  await chooseEngagement(page, REGULAR);
  const id = await seed.engagementId(REGULAR);
  await page.goto(`/engagements/${id}`);
  await expect(page).toHaveURL(new RegExp(`/engagements/${id}/general$`));
  await expect(page.getByTestId('page-title')).toHaveText(`Engagement details - ${REGULAR}`);
  await page.getByTestId('engagement-tab-storage').click();
  await expect(page).toHaveURL(new RegExp(`/engagements/${id}/storage$`));
  await expect(page.getByTestId('storage-configuration-main')).toBeVisible();

  // A purpose that exists already, in other letters, is refused.
  await page.getByTestId('storage-configuration-new').click();
  const fresh = page.locator('[data-testid^=storage-configuration-new-]');
  await fresh.getByTestId('storage-configuration-purpose').fill('MAIN');
  await page.getByTestId('storage-configuration-save').click();
  await expect(fresh.getByText('This purpose already exists')).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByTestId('engagement-tab-general').click();
  await expect(page.locator('.ant-modal-confirm:visible')).toContainText('Unsaved changes');
  await page.locator('.ant-modal-confirm:visible').getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/storage$/);

  const purpose = `e2e${Date.now()}`;
  await fresh.getByTestId('storage-configuration-purpose').fill(purpose);
  await fresh.getByTestId('storage-configuration-display-name').fill(`E2E ${purpose.slice(-6)}`);
  await expect(fresh.getByTestId('storage-configuration-json')).toHaveValue(/"PathPrefix"/);
  await page.getByTestId('storage-configuration-save').click();
  await expect(page.getByText('Storage configurations saved')).toBeVisible();

  await page.reload();
  const saved = page.getByTestId(`storage-configuration-${purpose}`);
  await expect(saved).toBeVisible();
  await expect(saved.getByTestId('storage-configuration-purpose')).toBeDisabled();
  await expect(saved.getByTestId('storage-configuration-display-name')).toHaveValue(
    `E2E ${purpose.slice(-6)}`,
  );

  // The new purpose is offered by the storage manager's selector.
  await page.goto('/storage-manager/main');
  await page.getByTestId('storage-purpose-select').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `E2E ${purpose.slice(-6)}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/storage-manager/${purpose}$`));
  await expect(page.getByTestId('storage-table')).toContainText('This folder is empty');
});

test('an engagement manager without folder access grants themselves access', async ({ page, seed }) => {
  // The demo has no engagement manager: this test seeds its own.
  const user = await seed.user({
    roles: [{ role: ROLES.engagementManager, scope: engagementScope(await seed.engagementId(REGULAR)) }],
  });
  await signInAs(page, user.email, user.password);
  await chooseEngagement(page, REGULAR);
  await page.getByTestId('side-menu').getByText('Storage', { exact: true }).click();
  await expect(page.getByTestId('no-access-dialog')).toBeVisible();
  await expect(page.getByTestId('new-folder')).toHaveCount(0);
  await page.getByTestId('no-access-grant-self').click();
  // The list reloads with the new access: the dialog closes and the writer's actions appear. As in
  // the test above, the storage root's grant holds once the worker has applied the RBAC task.
  await expect(async () => {
    if (await page.getByTestId('no-access-dialog').isVisible()) await page.reload();
    await expect(page.getByTestId('new-folder')).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('no-access-dialog')).toBeHidden();
});
