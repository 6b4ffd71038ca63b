// The storage manager (workspace.md section 2): a writer's folder, upload, metadata, download and
// delete; folder access granted by a manager to a consultant who had none.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chooseEngagement, REGULAR, signInAndAccept } from '../support/session.js';

const rowOf = (page: Page, name: string) => page.getByTestId('storage-table').locator('tr', { hasText: name });

async function newFolder(page: Page, displayName: string) {
  await page.getByTestId('new-folder').click();
  await page.getByTestId('new-folder-name').fill(displayName);
  await page.locator('.ant-modal:visible').getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, displayName)).toBeVisible();
}

test('a writer creates a folder, uploads two files with progress, edits metadata, downloads one and deletes one', async ({ page }) => {
  await signInAndAccept(page, 'configurer@cairn.local');
  await chooseEngagement(page, REGULAR);
  await page.goto('/storage-manager');
  await expect(page).toHaveURL(/\/storage-manager\/main$/);

  const folder = `E2E Upload ${Date.now()}`;
  await newFolder(page, folder);
  await rowOf(page, folder).getByRole('button', { name: folder, exact: true }).click();
  await expect(page.getByTestId('storage-breadcrumb')).toContainText('f-e2e-upload-');

  const wages = 'employee,period,amount\n1,2026-01,100.50\n2,2026-01,99.10\n';
  await page.getByTestId('upload').click();
  await page.locator('.ant-modal:visible input[type=file]').setInputFiles([
    { name: 'wages.csv', mimeType: 'text/csv', buffer: Buffer.from(wages) },
    { name: 'bonus.csv', mimeType: 'text/csv', buffer: Buffer.from('employee,bonus\n1,10\n') },
  ]);
  await expect(page.getByTestId('upload-row')).toHaveCount(2);
  await page.getByTestId('upload-start').click();
  await expect(page.getByText('Uploaded files: wages.csv, bonus.csv')).toBeVisible();
  await expect(page.locator('.ant-modal:visible .ant-progress-status-success')).toHaveCount(2);
  await page.locator('.ant-modal:visible .ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(rowOf(page, 'wages.csv')).toBeVisible();
  await expect(rowOf(page, 'bonus.csv')).toBeVisible();

  await rowOf(page, 'wages.csv').getByRole('button', { name: 'Metadata of wages.csv' }).click();
  await page.getByTestId('metadata-add').click();
  await page.locator('.ant-modal:visible').getByLabel('Key').fill('period');
  await page.locator('.ant-modal:visible').getByLabel('Value').fill('2026-01');
  await page.locator('.ant-modal:visible').getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, 'wages.csv').getByTestId('metadata-tooltip')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await rowOf(page, 'wages.csv').getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('wages.csv');
  expect(fs.readFileSync(await download.path())).toEqual(Buffer.from(wages));

  await rowOf(page, 'bonus.csv').getByRole('button', { name: 'Delete' }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, 'bonus.csv')).toHaveCount(0);
  await expect(rowOf(page, 'wages.csv')).toBeVisible();
});

test('a consultant without folder access sees the no-access dialog until the manager grants access', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signInAndAccept(admin, 'admin@cairn.local');
  await chooseEngagement(admin, REGULAR);
  await admin.goto('/storage-manager/main');
  const folder = `E2E Restricted ${Date.now()}`;
  await newFolder(admin, folder);
  await rowOf(admin, folder).getByRole('button', { name: folder, exact: true }).click();
  const folderAddress = new URL(admin.url()).pathname;

  const consultant = await (await browser.newContext()).newPage();
  await signInAndAccept(consultant, 'consultant@cairn.local');
  await chooseEngagement(consultant, REGULAR);
  await consultant.goto(folderAddress);
  await expect(consultant.getByTestId('no-access-dialog')).toHaveText('You do not have access to this folder. Please ask your engagement manager to grant you access.');
  await expect(consultant.getByTestId('no-access-grant-self')).toHaveCount(0);
  await expect(consultant.getByTestId('new-folder')).toHaveCount(0);

  // The manager adds the consultant in the folder users dialog; nothing changes until Save.
  await admin.getByTestId('folder-users').click();
  await admin.getByTestId('folder-principal-select').click();
  await admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'consultant@cairn.local' }).click();
  await expect(admin.locator('.ant-modal:visible .ant-list-item', { hasText: 'Cleo Consultant' })).toBeVisible();
  await admin.locator('.ant-modal:visible').getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Folder access saved')).toBeVisible();

  await consultant.reload();
  await expect(consultant.getByTestId('storage-table')).toBeVisible();
  await expect(consultant.getByTestId('no-access-dialog')).toHaveCount(0);
  await expect(consultant.getByTestId('storage-table')).toContainText('This folder is empty');
});
