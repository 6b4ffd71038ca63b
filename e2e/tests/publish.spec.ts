// Publish pipelines (admin-console.md section 2, Configuration tab; issue 12): the admin publishes a
// collaboration branch of the demo engagement's node model from Engagement details, then a Run
// screen's pipeline executes that branch and its run log names the branch and commit. The branch is
// made for the test from main (same nodes), and main is published again afterwards, so the other
// specs' Run screens run what they expect.
import { ADMIN_EMAIL, expect, signInAs, test } from '../support/seed.js';
import { chooseEngagement, PASSWORD, REGULAR } from '../support/session.js';

/** A run may queue behind another engagement's; give it time to finish. */
const RUN_TIMEOUT = 90_000;

test('the admin publishes a branch and a Run screen pipeline runs it, naming branch and commit', async ({
  page,
  seed,
}) => {
  test.setTimeout(RUN_TIMEOUT + 60_000);
  const engagementId = await seed.engagementId(REGULAR);
  const branch = `e2e-publish-${Date.now()}`;
  await seed.admin.send('POST', `/api/nodeModel/engagements/${engagementId}/branches`, {
    name: branch,
    parentBranch: 'main',
  });
  try {
    await signInAs(page, ADMIN_EMAIL, PASSWORD, { address: `/engagements/${engagementId}/configuration` });
    await page.getByTestId('publish-pipelines-button').click();
    const modal = page.locator('.ant-modal:visible');
    const row = modal.locator(`[data-testid="publish-pipelines-branch"][data-branch="${branch}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('publish-pipelines-open')).toHaveAttribute(
      'href',
      new RegExp(`/modeling/config\\?branch=${branch}$`),
    );

    // Nothing chosen (nothing was published on a fresh server): the spec's message, nothing sent.
    await page.getByTestId('publish-pipelines-submit').click();
    await expect(modal.getByText('Please choose a target repository')).toBeVisible();

    await row.getByRole('radio').check();
    await page.getByTestId('publish-pipelines-submit').click();
    await expect(page.getByText(`Pipelines published: the Run screens now execute ${branch}`)).toBeVisible();
    await expect(modal).toHaveCount(0);

    // The Run screen starts RunModel with no branch: the published one runs.
    await chooseEngagement(page, REGULAR);
    await page.goto('/modeling/run');
    await page.getByTestId('pipeline-run-RunModel').click();
    const href = await page.getByTestId('started-run-link').first().getAttribute('href');
    await page.goto(href!);
    await expect(page.getByText(new RegExp(`Running branch ${branch} at commit [0-9a-f]{7}`))).toBeVisible({
      timeout: RUN_TIMEOUT,
    });
  } finally {
    await seed.admin.send('POST', `/api/engagements/${engagementId}/publish`, { branch: 'main' });
  }
});
