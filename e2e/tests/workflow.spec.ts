// Workflow (issue 28, docs/orchestrations.md): a super configurer chains two pipelines of the demo
// engagement into an orchestration (RunModel, then the test layer's RunTests of one passing demo
// test after it), sees the schedule's next five times as it is typed, saves, runs it now and watches
// both steps succeed in the run's graph; then chooses failure alerts on the profile, makes the tests
// step run a failing demo test, and is told of the failed run by e-mail (the run's SMTP server,
// support/smtp-server.ts) and on the run's page. The demo engagement gets the Workflow feature for
// the test and loses it again after, so the other specs see its menu as before.
import type { Locator, Page } from '@playwright/test';
import { ROLE_NAMES } from '@cairn/contracts';
import { engagementScope, expect, signInAs, test, unique } from '../support/seed.js';
import { readMailbox } from '../support/smtp-server.js';
import { chooseEngagement, REGULAR } from '../support/session.js';

const RUN_TIMEOUT = 120_000;

interface EngagementAdmin {
  name: string;
  features: string[];
  resourceIds: string[];
}

/** Picks an option of the antd Select inside `field`, typing to find it (the list is virtual). */
async function choose(page: Page, field: Locator, search: string, option: string) {
  await field.click();
  await page.keyboard.type(search);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

test('a super configurer chains two pipelines, schedules and runs them, and is alerted when a run fails', async ({
  page,
  seed,
}) => {
  test.setTimeout(RUN_TIMEOUT + 90_000);
  const engagementId = await seed.engagementId(REGULAR);
  const engagement = await seed.admin.get<EngagementAdmin>(`/api/engagements/${engagementId}`);
  const setFeatures = (features: string[]) =>
    seed.admin.send('PUT', `/api/engagements/${engagementId}/admin`, {
      name: engagement.name,
      features: JSON.stringify(features),
      resourceIds: engagement.resourceIds,
    });
  await setFeatures([...new Set([...engagement.features, 'Workflow'])]);
  let orchestrationId: string | undefined;
  try {
    const writer = await seed.user({
      roles: [{ role: ROLE_NAMES.superConfigurer, scope: engagementScope(engagementId) }],
    });
    await signInAs(page, writer.email, writer.password);
    await chooseEngagement(page, REGULAR);

    await page.getByTestId('side-menu-workflow').click();
    await expect(page).toHaveURL(/\/workflow$/);
    await page.getByTestId('new-orchestration').first().click();
    await expect(page).toHaveURL(/\/workflow\/new$/);

    const name = `E2E Nightly ${unique()}`;
    await page.getByTestId('editor-name').fill(name);
    const steps = page.getByTestId('step-card');
    await steps.nth(0).getByTestId('step-name').fill('model');
    await choose(page, steps.nth(0).getByTestId('step-pipeline'), 'RunModel', 'Modeling · RunModel');
    await page.getByTestId('add-step').click();
    await steps.nth(1).getByTestId('step-name').fill('tests');
    await choose(page, steps.nth(1).getByTestId('step-pipeline'), 'RunTests', 'Testing · RunTests');
    await choose(page, steps.nth(1).getByTestId('step-depends-on'), 'model', 'model');
    await page.keyboard.press('Escape');
    // The demo's passing test only (two of its three fail on purpose); a list parameter as JSON.
    const parameters: [string, string][] = [
      ['Branch', 'main'],
      ['Node', 'payroll_checks'],
      ['ActiveTests', '["no_missing_employee_id"]'],
    ];
    for (const [index, [key, value]] of parameters.entries()) {
      await steps.nth(1).getByTestId('step-add-parameter').click();
      const row = steps.nth(1).getByTestId('step-parameter').nth(index);
      await row.getByLabel('Name').fill(key);
      await row.getByLabel('Value').fill(value);
    }
    // The preview draws the steps by level: model first, tests after it.
    await expect(page.getByTestId('editor-graph-column')).toHaveCount(2);

    // A schedule: its next five times, as the server computes them, while it is typed.
    await page.getByTestId('schedule-switch').click();
    await page.getByTestId('schedule-cron').fill('not a schedule');
    await expect(page.getByTestId('schedule-cron-problem')).toBeVisible();
    await page.getByTestId('schedule-cron').fill('0 6 * * 1-5');
    await expect(page.getByTestId('schedule-preview-time')).toHaveCount(5);

    await page.getByTestId('editor-save').click();
    await expect(page.getByText('Orchestration saved')).toBeVisible();
    await expect(page).toHaveURL(/\/workflow\/(?!new)[^/]+$/);
    orchestrationId = new URL(page.url()).pathname.split('/').pop();

    // Run now opens the run; both steps reach Succeeded in the graph, the test layer after the model.
    await page.getByTestId('editor-run-now').click();
    await expect(page).toHaveURL(/\/workflow\/runs\/[^/]+$/);
    await expect(page.getByTestId('page-title')).toHaveText(name);
    const step = (stepName: string) => page.locator(`[data-testid="run-step"][data-step="${stepName}"]`);
    await expect(step('model')).toHaveAttribute('data-status', 'Succeeded', { timeout: RUN_TIMEOUT });
    await expect(step('tests')).toHaveAttribute('data-status', 'Succeeded', { timeout: RUN_TIMEOUT });
    await expect(page.getByTestId('run-graph-column')).toHaveCount(2);
    await expect(step('tests').getByTestId('run-step-pipeline-run')).toHaveAttribute(
      'href',
      /\/pipeline-runs\//,
    );

    // The list shows the orchestration with its schedule in words and the run.
    await page.getByRole('link', { name: 'Back to workflow' }).click();
    const row = page.getByTestId('orchestrations-table').locator('tbody tr', { hasText: name });
    await expect(row).toContainText('Monday to Friday at 06:00');
    await expect(
      page.getByTestId('orchestration-runs').locator('tbody tr', { hasText: name }).first(),
    ).toContainText('Succeeded');

    // Alert e-mails are the person's own choice, on the profile.
    await page.goto('/profile');
    const failure = page.getByTestId('profile-alerts-failure');
    await expect(failure).toHaveAttribute('aria-checked', 'false');
    await failure.click();
    await expect(page.getByText('Alert choices saved')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('profile-alerts-failure')).toHaveAttribute('aria-checked', 'true');

    // The tests step now runs a demo test that fails; the orchestration alerts on failure by default.
    await page.goto(`/workflow/${orchestrationId}`);
    await expect(page.getByRole('checkbox', { name: 'Alert when a run fails' })).toBeChecked();
    await steps
      .nth(1)
      .getByTestId('step-parameter')
      .nth(2)
      .getByLabel('Value')
      .fill('["no_negative_amounts"]');
    await page.getByTestId('editor-save').click();
    await expect(page.getByText('Orchestration saved')).toBeVisible();
    await page.getByTestId('editor-run-now').click();
    await expect(step('tests')).toHaveAttribute('data-status', 'Failed', { timeout: RUN_TIMEOUT });
    const runId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByTestId('orchestration-run-alerts')).toContainText('Failure alert: e-mailed to');
    // The e-mail reached the person who chose it, naming the orchestration and linking to the run
    // (its long lines folded the quoted-printable way, "=" at the end of a line).
    const mail = () =>
      readMailbox().find(
        (received) =>
          received.to.includes(writer.email) && received.raw.includes(`Subject: [Cairn] ${name} failed`),
      );
    await expect.poll(mail).toBeDefined();
    expect(mail()!.raw.replace(/=\r?\n/g, '')).toContain(`/workflow/runs/${runId}`);
  } finally {
    // Its schedule would go on starting runs on the demo engagement.
    if (orchestrationId)
      await seed.admin.send(
        'DELETE',
        `/api/orchestrations/engagements/${engagementId}/orchestrations/${orchestrationId}`,
      );
    await setFeatures(engagement.features);
  }
});
