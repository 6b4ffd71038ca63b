// Issue 28's second journey: a super configurer of the demo engagement opens the lineage, follows a
// node's columns to their sources, compares the node's built table with a branch (the data diff),
// reruns a build with an edited parameter, and reruns two finished runs at once from the monitor.
// The branch the diff compares with is made through the API (a copy of main whose `headcount`
// reads nothing), so the diff has rows to show whatever other specs built before.
import type { Page } from '@playwright/test';
import { encodeQuery, ROLE_NAMES } from '@cairn/contracts';
import { engagementScope, expect, signInAs, test, unique } from '../support/seed.js';
import { chooseEngagement, REGULAR } from '../support/session.js';

const RUN_TIMEOUT = 120_000;

const runRows = (page: Page) => page.getByTestId('runs-table').locator('tbody tr[data-run-id]');

test('lineage with traced columns, a data diff, an edited rerun and a bulk rerun', async ({ page, seed }) => {
  test.setTimeout(RUN_TIMEOUT + 60_000);
  const engagementId = await seed.engagementId(REGULAR);
  const branch = `e2e-diff-${unique()}`;
  const model = `/api/nodeModel/engagements/${engagementId}`;
  await seed.admin.send('POST', `${model}/branches`, { name: branch, parentBranch: 'main' });
  await seed.admin.send('PUT', `${model}/branches/${branch}/layers/model/nodes/headcount`, {
    query: encodeQuery('select * from model.headcount where false'),
  });
  const user = await seed.user({
    roles: [{ role: ROLE_NAMES.superConfigurer, scope: engagementScope(engagementId) }],
  });
  await signInAs(page, user.email, user.password);
  await chooseEngagement(page, REGULAR);

  // --- Lineage: the menu entry, a node chosen, its columns traced to the node they come from.
  await page.getByTestId('side-menu-lineage').click();
  await expect(page).toHaveURL(/\/lineage/);
  await page.locator('[data-testid="lineage-node"][data-node-id="model.employee_costs"]').click();
  const panel = page.getByTestId('lineage-panel');
  await expect(panel).toContainText('employee_costs');
  await expect(panel.getByTestId('lineage-column-sources').first()).toContainText('model.payroll_lines.');
  await expect(page.getByTestId('lineage-edge').first()).toBeVisible();

  // --- Data diff of headcount with the branch: every built row is gone there. The diff reads the
  // built table: it waits until no run of the engagement (the demo's, an earlier spec's) is building
  // it, as a person would wait for the build to finish (CI once saw the table mid-build).
  const active = ['Queued', 'InProgress', 'Canceling'].map((status) => `status=${status}`).join('&');
  await expect
    .poll(
      async () =>
        (
          await seed.admin.get<{ results: unknown[] }>(
            `/api/pipelines/engagements/${engagementId}/runs?${active}`,
          )
        ).results.length,
      { timeout: RUN_TIMEOUT },
    )
    .toBe(0);
  await page.locator('[data-testid="lineage-node"][data-node-id="model.headcount"]').click();
  await expect(panel).toHaveAttribute('data-node-id', 'model.headcount');
  await panel.getByTestId('lineage-panel-diff').click();
  const diff = page.getByTestId('data-diff');
  await diff.getByTestId('data-diff-branch').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(branch).click();
  await diff.getByTestId('data-diff-compare').click();
  const counts = diff.getByTestId('data-diff-counts');
  await expect(counts).toBeVisible({ timeout: 30_000 });
  const removed = counts.locator('.ant-statistic').filter({ hasText: 'Removed' });
  await expect(removed.locator('.ant-statistic-content-value')).not.toHaveText('0');
  await expect(diff.getByTestId('data-diff-sample')).toContainText('Removed');
  await page.keyboard.press('Escape');

  // --- Edit and rerun: a finished model run again with one more parameter.
  await page.goto('/modeling/monitor');
  const finished = runRows(page).filter({ hasText: 'Succeeded' }).first();
  await finished.click();
  await expect(page).toHaveURL(/\/pipeline-runs\//);
  const oldRun = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByTestId('run-rerun-changes').click();
  await page.getByTestId('rerun-changes-add').click();
  const added = page.getByTestId('rerun-changes-row').last();
  await added.getByTestId('rerun-changes-key').fill('Comment');
  await added.getByTestId('rerun-changes-value').fill('rerun from e2e');
  await page.getByTestId('rerun-changes-submit').click();
  await expect(page).toHaveURL(new RegExp(`/pipeline-runs/(?!${oldRun})`));
  await expect(page.getByText('rerun from e2e')).toBeVisible();

  // --- Bulk: two finished runs of the monitor run again at once.
  await page.goto('/modeling/monitor');
  await expect(runRows(page).filter({ hasText: 'Succeeded' }).nth(1)).toBeVisible({ timeout: RUN_TIMEOUT });
  const done = runRows(page).filter({ hasText: 'Succeeded' });
  await done.nth(0).locator('.ant-checkbox-input').check();
  await done.nth(1).locator('.ant-checkbox-input').check();
  await expect(page.getByTestId('runs-selection-count')).toContainText('2');
  await page.getByTestId('runs-bulk-rerun').click();
  await expect(page.getByTestId('runs-bulk-confirm')).toContainText('2');
  await page.getByTestId('runs-bulk-confirm-confirm').click();
  await expect(page.getByTestId('runs-bulk-result-done')).toContainText('2');
});
