// Node model configuration screens (workspace.md "Model, filtering, labeling, analytical
// configuration" and "Testing config") against the demo node model of Payroll Analytics 2026: a
// read-only `main` and a `working` branch. A configurer branches from main, adds a node, writes a
// query, adds the suggested fields, saves and finds it all again after a reload; a test is added on
// the Testing screen. What a read-only branch or a reader without NodeModel Git Write may not do is
// proven without a browser: the branch abilities by node-model.test.ts (server), the buttons they
// disable or hide by LayerConfigPage.test.ts and TestingConfigPage.test.ts. Names carry Date.now()
// so reruns against the same server pass.
import type { Page } from '@playwright/test';
import { expect, ROLES, signInAs, test, type Seeder } from '../support/seed.js';
import { chooseEngagement, REGULAR } from '../support/session.js';

const dialog = (page: Page) => page.locator('.ant-modal:visible');
const editor = (page: Page) => page.getByTestId('sql-editor').locator('.cm-content');
const unique = () => Date.now().toString(36);

/** Chooses an option of the antd select with this test id. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

/** Signs in a new user holding `role` on the demo engagement, chooses it and opens `address`. */
async function signInTo(page: Page, seed: Seeder, role: string, address: string) {
  const user = await seed.member(REGULAR, role);
  await signInAs(page, user.email, user.password);
  await chooseEngagement(page, REGULAR);
  await page.goto(address);
  return user;
}

test('a configurer branches from main, adds a node with a query and its fields, and finds it all after a reload', async ({
  page,
  seed,
}) => {
  const branch = `e2e-${unique()}`;
  const node = `e2e_node_${unique()}`;
  const configurer = await signInTo(page, seed, ROLES.configurer, '/modeling/config');
  await expect(page.getByTestId('page-title')).toHaveText('Modeling');
  await expect(page.getByTestId('layer-tab-config')).toBeVisible();

  await choose(page, 'branch-select', 'main');
  await expect(page.getByTestId('branch-read-only')).toBeVisible();

  // New branch: the parent defaults to the selected branch; Enter submits.
  await page.getByTestId('branch-add').click();
  await expect(dialog(page).getByTestId('new-branch-parent')).toContainText('main');
  await page.getByTestId('new-branch-name').fill(branch);
  await page.getByTestId('new-branch-name').press('Enter');
  await expect(page.getByText(`Branch ${branch} added`)).toBeVisible();
  await expect(page.getByTestId('branch-select')).toContainText(branch);
  await expect(page.getByTestId('branch-read-only')).toHaveCount(0);

  await page.getByTestId('node-add').click();
  await page.getByTestId('new-node-name').fill(node);
  await page.getByTestId('new-node-name').press('Enter');
  await expect(page.getByText(`Node ${node} added`)).toBeVisible();
  await expect(page.getByTestId('node-select')).toContainText(node);

  const query = [
    '-- gross pay per employee',
    'select employee_id as employee_id,',
    '       sum(amount) as gross_amount,',
    '       max(period) as pay_period',
    '  from model.payroll_lines',
    ' group by employee_id',
  ].join('\n');
  await editor(page).fill(query);
  await expect(page.getByTestId('query-unsaved')).toBeVisible();

  // The suggestions come from the query's aliases, in query order, with guessed types.
  await page.getByTestId('fields-edit').click();
  await expect(page.getByTestId('fields-suggestion-employee_id')).toBeVisible();
  await page.getByTestId('fields-add-suggestions').click();
  const rows = page.getByTestId('fields-list').locator('[data-testid^="fields-row-"]');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toHaveAttribute('data-testid', 'fields-row-gross_amount');
  await expect(rows.nth(1)).toContainText('DECIMAL(38,5)');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('fields-dialog')).toBeHidden();
  await expect(page.getByTestId('fields-panel-item-pay_period')).toBeVisible();

  // Ctrl+S in the editor is the Save button's shortcut.
  await editor(page).press('Control+s');
  await expect(page.getByText('Changes saved').first()).toBeVisible();
  await expect(page.getByTestId('query-unsaved')).toHaveCount(0);

  // Everything comes back from the address query after a reload.
  await expect(page).toHaveURL(new RegExp(`branch=${branch}&node=${node}`));
  await page.reload();
  await expect(page.getByTestId('branch-select')).toContainText(branch);
  await expect(page.getByTestId('node-select')).toContainText(node);
  await expect(editor(page)).toContainText('sum(amount) as gross_amount');
  for (const field of ['employee_id', 'gross_amount', 'pay_period'])
    await expect(page.getByTestId(`fields-panel-item-${field}`).locator('[data-status]')).toHaveAttribute(
      'data-status',
      'active',
    );

  // The history shows the save as a commit by the configurer with the query as it was.
  await page.getByTestId('node-history-open').click();
  const commits = page.getByTestId('node-history-commits');
  await expect(commits).toContainText(configurer.name);
  await expect(commits).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(page.getByTestId('node-history-query')).toContainText('gross_amount');
});

test('a test is added on the Testing screen and the address preselects it', async ({ page, seed }) => {
  const branch = `e2e-tests-${unique()}`;
  const name = `e2e_test_${unique()}`;
  await signInTo(page, seed, ROLES.configurer, '/testing/config?branch=working');
  await expect(page.getByTestId('page-title')).toHaveText('Testing');

  await page.getByTestId('branch-add').click();
  await page.getByTestId('new-branch-name').fill(branch);
  await dialog(page).getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`Branch ${branch} added`)).toBeVisible();

  await choose(page, 'node-select', 'payroll_checks');
  await page.getByTestId('test-add').click();
  await page.getByTestId('new-test-name').fill(name);
  await page.getByTestId('new-test-categories').click();
  await page.keyboard.type('Completeness');
  await page.keyboard.press('Enter');
  await page.getByTestId('new-test-query').fill('select * from model.payroll_lines where amount < 0');
  await dialog(page).getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`Test ${name} added`)).toBeVisible();

  await expect(page).toHaveURL(new RegExp(`branch=${branch}&node=payroll_checks&test=${name}`));
  await page.reload();
  await expect(page.getByTestId('test-select')).toContainText(name);
  await expect(editor(page)).toContainText('where amount < 0');
  await expect(page.getByTestId('test-categories-panel')).toContainText('Completeness');
});
