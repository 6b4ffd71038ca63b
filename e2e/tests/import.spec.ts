// Import (workspace.md sections 2 and 4, issue 5): a configurer uploads a CSV and an XLSX into the
// import storage, imports both, watches the Import monitor turn the run from running to Succeeded
// without a reload, opens the run page from Overview's timeline and previews the imported table; a
// CSV with a line of too many columns gives a Failed run whose message names the line.
// Runs of one engagement take turns on its warehouse: a run of the test-only wait pipeline (the e2e
// server enables CAIRN_DIAGNOSTIC_PIPELINES) holds the engagement, so the run under test stays Queued
// until the monitor has shown it waiting; then the wait is cancelled and the import goes ahead.
// Names carry Date.now() so reruns against the same server pass.
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, ROLES, signInAs, test, type Seeder } from '../support/seed.js';
import { chooseEngagement, REGULAR } from '../support/session.js';

const dialog = (page: Page) => page.locator('.ant-modal:visible');
const rowOf = (page: Page, name: string) =>
  page.getByTestId('storage-table').locator('tbody tr', { hasText: name });
const newestRun = (page: Page) => page.getByTestId('runs-table').locator('tbody tr[data-run-id]').first();

const csv = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`);

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Hours');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function openImportFolder(page: Page, folder: string) {
  await page.getByTestId('side-menu').getByText('Import', { exact: true }).click();
  // An import storage exists in the demo engagement: /import opens its folders.
  await expect(page).toHaveURL(/\/import\/import\/folders$/);
  await expect(page.getByTestId('import-tab-folders')).toBeVisible();
  await expect(page.getByTestId('import-tab-monitor')).toBeVisible();
  await page.getByTestId('new-folder').click();
  await page.getByTestId('new-folder-name').fill(folder);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await rowOf(page, folder).getByRole('link', { name: folder, exact: true }).click();
  await expect(page).toHaveURL(/\/import\/import\/folders\/f-e2e-import-\d+$/);
}

async function upload(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByTestId('upload').click();
  await dialog(page).locator('input[type=file]').setInputFiles(files);
  await page.getByTestId('upload-start').click();
  await expect(page.locator('[data-testid=upload-row][data-status=done]')).toHaveCount(files.length);
  await page.getByTestId('upload-close').click();
  for (const file of files) await expect(rowOf(page, file.name)).toBeVisible();
}

/** Ticks the files, opens the import dialog and confirms; the notice offers the monitor. */
async function startImport(page: Page, names: string[]) {
  for (const name of names) await rowOf(page, name).getByRole('checkbox').check();
  await page.getByTestId('import-files').click();
  await expect(page.getByTestId('import-dialog-file')).toHaveCount(names.length);
  await page.getByTestId('import-confirm').click();
  await expect(page.getByTestId('import-dialog')).toBeHidden();
}

async function importFiles(page: Page, names: string[]) {
  await startImport(page, names);
  await page.getByTestId('import-open-monitor').last().click();
  await expect(page).toHaveURL(/\/import\/monitor$/);
}

/** A new configurer of the demo engagement, signed in with the engagement chosen. */
async function signInAsConfigurer(page: Page, seed: Seeder) {
  const user = await seed.member(REGULAR, ROLES.configurer);
  await signInAs(page, user.email, user.password);
  await chooseEngagement(page, REGULAR);
}

/** Calls the API from inside the page, with the app's own session and CSRF token. */
async function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const me = (await (await fetch('/api/profile/me')).json()) as { currentEngagementId: string };
      const csrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('cairn_csrf='))
        ?.slice('cairn_csrf='.length);
      const response = await fetch(path.replace('{engagementId}', me.currentEngagementId), {
        method,
        headers: {
          'x-csrf-token': decodeURIComponent(csrf ?? ''),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as { id?: string } };
    },
    { method, path, body },
  );
}

/** Holds the engagement's warehouse with a run of the test-only wait pipeline; returns its id. */
async function holdEngagement(page: Page) {
  const started = await callApi(page, 'POST', '/api/pipelines/engagements/{engagementId}/runs', {
    pipelineName: 'CairnDiagnosticWait',
    layer: 'model',
    parameters: { waitMs: 60_000 },
  });
  expect(started.status).toBe(201);
  return started.json.id!;
}

async function release(page: Page, holdRunId: string) {
  const cancelled = await callApi(
    page,
    'POST',
    `/api/pipelines/engagements/{engagementId}/runs/${holdRunId}/cancel`,
  );
  expect(cancelled.status).toBe(200);
}

/** Every status the newest run's tag has shown, recorded in the page as it changes. */
async function recordStatuses(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __statuses: string[] }).__statuses = seen;
    const note = () => {
      const tag = document.querySelector(
        '[data-testid=runs-table] tbody tr[data-run-id] [data-testid=run-status]',
      );
      const status = tag?.getAttribute('data-status');
      if (status && seen.at(-1) !== status) seen.push(status);
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);
}

test('a configurer imports a CSV and an XLSX, follows the run to Succeeded and previews the table', async ({
  page,
  seed,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const wages = `wages_${stamp}.csv`;
  const hours = `hours_${stamp}.xlsx`;
  await signInAsConfigurer(page, seed);
  await openImportFolder(page, `E2E Import ${stamp}`);

  await upload(page, [
    {
      name: wages,
      mimeType: 'text/csv',
      buffer: csv([
        'employee,period,wage_component,amount,currency,country',
        'E001,2026-01,Base salary,4200.50,EUR,NL',
        'E002,2026-01,Base salary,3900.00,EUR,DE',
        'E003,2026-01,Overtime,310.25,EUR,FR',
      ]),
    },
    {
      name: hours,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await xlsx([
        ['employee', 'period', 'hours'],
        ['E001', '2026-01', 160],
        ['E002', '2026-01', 152.5],
      ]),
    },
  ]);

  // The page is not reloaded from here on: a marker on window would be gone after a reload.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const hold = await holdEngagement(page);
  await startImport(page, [wages, hours]);
  await page.getByTestId('import-open-monitor').click();
  await expect(page).toHaveURL(/\/import\/monitor$/);
  const statuses = await recordStatuses(page);
  await expect(newestRun(page).getByTestId('run-status')).toHaveAttribute('data-status', 'Queued');
  await release(page, hold);
  await expect(newestRun(page).getByTestId('run-status')).toHaveAttribute('data-status', 'Succeeded', {
    timeout: 30_000,
  });
  const seen = await statuses();
  expect(seen[0]).toBe('Queued');
  expect(seen.at(-1)).toBe('Succeeded');
  expect(seen.slice(0, -1).every((s) => s === 'Queued' || s === 'InProgress')).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  await expect(newestRun(page)).toContainText(/\d\d-\d\d-\d{4}, \d\d:\d\d:\d\d/);

  // The files show where they are in the import queue.
  await page.getByTestId('import-tab-folders').click();
  await page
    .getByTestId('storage-table')
    .getByRole('link', { name: `E2E Import ${stamp}` })
    .click();
  await expect(rowOf(page, wages).getByTestId('queue-state')).toHaveAttribute('data-state', 'Finished');
  await expect(rowOf(page, hours).getByTestId('queue-state')).toHaveAttribute('data-state', 'Finished');

  // Overview's timeline links to the run page.
  await page.getByTestId('side-menu').getByText('Overview', { exact: true }).click();
  const latest = page.getByTestId('timeline-run').first();
  await expect(latest).toHaveAttribute('data-colour', 'primary');
  await expect(latest).toContainText(/\d\d\.\d\d\.\d{4}, \d\d:\d\d/);
  await latest.getByRole('link').click();
  await expect(page).toHaveURL(/\/pipeline-runs\/[^/]+$/);
  await expect(page.getByTestId('run-details').getByTestId('run-status')).toHaveAttribute(
    'data-status',
    'Succeeded',
  );
  await expect(page.getByTestId('run-parameters')).toContainText(wages);
  await expect(page.getByTestId('run-log-line').first()).toBeVisible();

  // Preview of the imported CSV: its columns, first rows and row count.
  const table = `import.wages_${stamp}`;
  await page
    .locator(`[data-testid=run-imported-table][data-table="${table}"]`)
    .getByTestId('run-preview-table')
    .click();
  const preview = dialog(page).getByTestId('table-preview');
  await expect(preview.getByTestId('table-preview-row-count')).toHaveAttribute('data-count', '3');
  await expect(preview).toContainText('wage_component');
  await expect(preview).toContainText('Overtime');
  await page.getByTestId('table-preview-close').click();
  await page
    .locator(`[data-testid=run-imported-table][data-table="import.hours_${stamp}"]`)
    .getByTestId('run-preview-table')
    .click();
  await expect(dialog(page).getByTestId('table-preview-row-count')).toHaveAttribute('data-count', '2');
  await expect(dialog(page).getByTestId('table-preview')).toContainText('152.5');
  await page.getByTestId('table-preview-close').click();

  await page.getByTestId('run-back').click();
  await expect(page).toHaveURL(/\/import\/monitor$/);
});

test('a CSV with a line of too many columns gives a Failed run whose message names the line', async ({
  page,
  seed,
}) => {
  const stamp = Date.now();
  const bad = `bad_${stamp}.csv`;
  await signInAsConfigurer(page, seed);
  await openImportFolder(page, `E2E Import ${stamp}`);
  await upload(page, [
    {
      name: bad,
      mimeType: 'text/csv',
      buffer: csv([
        'employee,period,amount',
        'E001,2026-01,100.00',
        'E002,2026-01,200.00,EXTRA',
        'E003,2026-01,300.00',
      ]),
    },
  ]);
  await importFiles(page, [bad]);
  await expect(newestRun(page).getByTestId('run-status')).toHaveAttribute('data-status', 'Failed', {
    timeout: 30_000,
  });
  await expect(newestRun(page).getByTestId('run-status')).toHaveAttribute('data-display', 'failed');
  const message = newestRun(page).getByTestId('run-message');
  await expect(message).toContainText(bad);
  await expect(message).toContainText(/line 3/i);
});
