// Build, run and test the node model (issue 6, workspace.md "Build screens", "Run screens",
// "Testing build"): the configurer builds the demo engagement's model layer with two active nodes
// (one of them rebuilt) and watches the run succeed on the monitor; runs two of the demo tests and
// sees one pass and one fail with its failing rows. That a consultant, who may not start pipelines,
// gets no Build or Run button is proven without a browser: the pipelines' abilities by
// pipelines.db.test.ts, the screens that follow them by their component tests (LayerBuildPage,
// LayerRunPage, TestingBuildPage, TestingRunOverview). The demo node model and import come from the
// seed (apps/server/src/seed).
import type { Page } from '@playwright/test';
import { expect, ROLES, signInAs, test, type Seeder } from '../support/seed.js';
import { chooseEngagement, REGULAR } from '../support/session.js';

const CONFIGURER = ROLES.configurer;
// Demo model (seed/node-model-demo.ts): employee_costs reads payroll_lines.
const MODEL_NODE = 'payroll_lines';
const REBUILT_NODE = 'employee_costs';
const OTHER_NODE = 'headcount';
const TEST_NODE = 'payroll_checks';
const PASSING_TEST = 'no_missing_employee_id';
const FAILING_TEST = 'wage_component_present';
const UNUSED_TEST = 'no_negative_amounts';

/** A build or test run may queue behind another engagement's; give it time to finish. */
const RUN_TIMEOUT = 90_000;

/** Signs in a new user holding `role` on the demo engagement, and chooses it. */
async function signIn(page: Page, seed: Seeder, role: string) {
  const user = await seed.member(REGULAR, role);
  await signInAs(page, user.email, user.password);
  await chooseEngagement(page, REGULAR);
}

/** The run id from the link of the toast or notice that a start shows. */
async function startedRunId(page: Page) {
  const href = await page.getByTestId('started-run-link').first().getAttribute('href');
  return href!.split('/').pop()!;
}

test('a configurer builds the model layer and watches the run succeed on the monitor', async ({
  page,
  seed,
}) => {
  test.setTimeout(RUN_TIMEOUT + 60_000);
  await signIn(page, seed, CONFIGURER);
  await page.goto('/modeling/building');
  await expect(page.getByTestId('build-page')).toBeVisible();
  await expect(page.getByTestId(`build-active-${OTHER_NODE}`)).toBeVisible();

  const build = page.getByTestId('build-button');
  await expect(build).toBeDisabled();
  await page.getByTestId(`build-active-${MODEL_NODE}`).check();
  await page.getByTestId(`build-rebuild-${REBUILT_NODE}`).check();
  // A rebuild tick also sets active; two of three rows are active.
  await expect(page.getByTestId(`build-active-${REBUILT_NODE}`)).toBeChecked();
  await expect(page.getByTestId(`build-active-${OTHER_NODE}`)).not.toBeChecked();
  await expect(page.getByTestId('build-active-all')).toHaveAttribute('data-state', 'indeterminate');
  await expect(build).toBeEnabled();

  await build.click();
  await expect(page.getByTestId('run-started-toast')).toHaveText('The nodes are being built.');
  const runId = await startedRunId(page);

  await page.getByTestId('started-monitor-link').click();
  await expect(page).toHaveURL(/\/modeling\/monitor/);
  const row = page.locator(`[data-run-id="${runId}"]`);
  await expect(row.getByTestId('run-status')).toHaveAttribute('data-status', 'Succeeded', {
    timeout: RUN_TIMEOUT,
  });

  // Back on the Build screen, both nodes show the build that just succeeded, with their row count.
  await page.goto('/modeling/building');
  for (const node of [MODEL_NODE, REBUILT_NODE]) {
    const last = page.getByTestId(`build-last-${node}`);
    await expect(last).toHaveAttribute('data-status', 'Succeeded');
    await expect(last.getByTestId('build-row-count')).toHaveAttribute('data-count', /^[1-9]\d*$/);
  }

  // The preview of the rebuilt node's table shows the same row count and its first rows.
  const rowCount = await page
    .getByTestId(`build-last-${REBUILT_NODE}`)
    .getByTestId('build-row-count')
    .getAttribute('data-count');
  await page.getByTestId(`build-preview-${REBUILT_NODE}`).click();
  const preview = page.getByTestId('table-preview');
  await expect(preview).toHaveAttribute('data-table', `model.${REBUILT_NODE}`);
  await expect(preview.getByTestId('table-preview-row-count')).toHaveAttribute('data-count', rowCount!);
  await expect(preview.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The node's configuration screen shows the same last build and preview.
  await page.goto(`/modeling/config?branch=main&node=${REBUILT_NODE}`);
  const card = page.getByTestId('node-last-build');
  await expect(card.getByTestId(`build-last-${REBUILT_NODE}`)).toHaveAttribute('data-status', 'Succeeded');
  await expect(card.getByTestId('build-row-count')).toHaveAttribute('data-count', rowCount!);
  await card.getByTestId(`build-preview-${REBUILT_NODE}`).click();
  await expect(page.getByTestId('table-preview-row-count')).toHaveAttribute('data-count', rowCount!);
});

test('a configurer runs two tests and sees one pass and one fail with its failing rows', async ({
  page,
  seed,
}) => {
  test.setTimeout(RUN_TIMEOUT + 60_000);
  await signIn(page, seed, CONFIGURER);
  await page.goto(`/testing/building?branch=main&node=${TEST_NODE}`);
  await expect(page.getByTestId(`testing-active-${UNUSED_TEST}`)).toBeVisible();

  // Clear every tick with the header, then tick the two tests.
  const all = page.getByTestId('testing-active-all');
  if ((await all.getAttribute('data-state')) !== 'unchecked') {
    if ((await all.getAttribute('data-state')) === 'indeterminate') await all.click();
    await all.click();
  }
  await expect(all).toHaveAttribute('data-state', 'unchecked');
  await expect(page.getByTestId('testing-run-button')).toBeDisabled();
  await page.getByTestId(`testing-active-${PASSING_TEST}`).check();
  await page.getByTestId(`testing-active-${FAILING_TEST}`).check();
  await expect(all).toHaveAttribute('data-state', 'indeterminate');

  await page.getByTestId('testing-run-button').click();
  await expect(page.getByTestId('tests-running')).toContainText('The tests are running.');
  const runId = await startedRunId(page);

  await page.goto('/testing/run');
  const results = page.locator(`[data-testid="test-results"][data-run-id="${runId}"]`);
  const passing = results.locator(`tr[data-test="${PASSING_TEST}"]`);
  const failing = results.locator(`tr[data-test="${FAILING_TEST}"]`);
  await expect(passing.getByTestId('test-result')).toHaveAttribute('data-passed', 'true', {
    timeout: RUN_TIMEOUT,
  });
  await expect(failing.getByTestId('test-result')).toHaveAttribute('data-passed', 'false');
  await expect(results.locator(`tr[data-test="${UNUSED_TEST}"]`)).toHaveCount(0);
  await expect(failing.getByTestId('test-failing-count')).toHaveAttribute('data-count', /^[1-9]\d*$/);

  await failing.getByTestId('test-failing-rows-button').click();
  const rows = page.getByTestId('failing-rows-table').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  // The trend of the failing test ends with this run's failure.
  await failing.getByTestId('test-trend-button').click();
  await expect(page.getByTestId('trend-marker').last()).toHaveAttribute('data-passed', 'false');
  await page.keyboard.press('Escape');

  // The testing monitor shows the same results under the expanded run.
  await page.goto('/testing/monitor');
  const monitorRow = page.locator(`tr[data-run-id="${runId}"]`);
  await monitorRow.locator('.ant-table-row-expand-icon').click();
  const expanded = page.locator(`[data-testid="test-results"][data-run-id="${runId}"]`);
  await expect(
    expanded.locator(`tr[data-test="${FAILING_TEST}"]`).getByTestId('test-result'),
  ).toHaveAttribute('data-passed', 'false');
});
