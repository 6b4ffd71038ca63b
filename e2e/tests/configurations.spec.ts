// Engagement configurations (issue 12, "Done when"): a Super Configurer fills and saves every
// configuration card of the demo engagements (the regular one on the workspace's Configuration page,
// the gain card on Engagement details' Configuration tab), sees a rule refuse a bad value, replaces the
// gain PGP passphrase (shown as set, never its value), and restores an earlier version from the
// history after comparing two versions.
import { BASE_URL, engagementScope, expect, signInAs, test } from '../support/seed.js';
import { REGULAR } from '../support/session.js';
import type { Page } from '@playwright/test';

const GAIN = 'Gain Payroll Migration';

/** The input of a card's field (antd puts the test id on the input itself or on its wrapper). */
const field = (page: Page, kind: string, name: string) => {
  const marked = page.getByTestId(`configuration-${kind}-${name}`);
  return marked.locator('xpath=self::input').or(marked.locator('input'));
};

async function choose(page: Page, kind: string, name: string, option: string) {
  await page.getByTestId(`configuration-${kind}-${name}`).click();
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}

async function saveCard(page: Page, kind: string) {
  const card = page.getByTestId(`configuration-card-${kind}`);
  const before = Number(await card.getAttribute('data-version'));
  await page.getByTestId(`configuration-${kind}-save`).click();
  await expect(card).toHaveAttribute('data-version', String(before + 1));
  return before + 1;
}

test('every configuration card is filled and saved, and an earlier version is restored', async ({
  page,
  seed,
}) => {
  test.setTimeout(90_000);
  const regularId = await seed.engagementId(REGULAR);
  const gainId = await seed.engagementId(GAIN);
  const user = await seed.user({
    roles: [regularId, gainId].map((id) => ({ role: 'Super Configurer', scope: engagementScope(id) })),
  });
  await signInAs(page, user.email, user.password, { address: null });
  const api = page.context().request;
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'cairn_csrf')!.value;
  const chosen = await api.put('/api/engagements/current', {
    headers: { origin: BASE_URL, 'x-csrf-token': decodeURIComponent(csrf) },
    data: { engagementId: regularId },
  });
  expect(chosen.ok()).toBe(true);

  // The workspace's Configuration page of the regular engagement: its resources and four cards.
  await page.goto('/configuration');
  await expect(page.getByTestId('configuration-tab')).toBeVisible();
  await expect(page.getByTestId('configuration-stop-cost-saving')).toBeVisible();
  for (const kind of ['dashboard', 'nodeModel', 'reporting', 'pipeline'])
    await expect(page.getByTestId(`configuration-card-${kind}`)).toBeVisible();

  // Dashboard: a workspace id that is no GUID is refused on blur; a GUID saves.
  const workspace = field(page, 'dashboard', 'dashboardToolConfiguration.WorkspaceId');
  await workspace.fill('not-a-guid');
  await workspace.blur();
  await expect(page.getByText('Please provide a GUID')).toBeVisible();
  await workspace.fill('6f9619ff-8b86-d011-b42d-00c04fc964ff');
  await saveCard(page, 'dashboard');
  await expect(page.getByText('Saved').first()).toBeVisible();

  await field(page, 'nodeModel', 'nodeModelPlatformConfiguration.NodeModelDatabaseName').fill('model_e2e');
  await saveCard(page, 'nodeModel');

  await field(page, 'reporting', 'outputContainer').fill('reports-e2e');
  await saveCard(page, 'reporting');

  // Pipelines move to AWS: its region and 12-digit account id replace the Azure fields.
  await choose(page, 'pipeline', 'pipelinePlatformType', 'AWS step functions');
  await field(page, 'pipeline', 'pipelinePlatformConfiguration.AwsRegion').fill('eu-west-1');
  const account = field(page, 'pipeline', 'pipelinePlatformConfiguration.AwsAccountId');
  await account.fill('1234');
  await account.blur();
  await expect(page.getByText('Please provide a 12-digit account id')).toBeVisible();
  await account.fill('123456789012');
  await saveCard(page, 'pipeline');
  await expect(field(page, 'pipeline', 'pipelinePlatformConfiguration.SubscriptionId')).toHaveCount(0);

  // History of reporting: compare the two newest versions, then bring back the one before the save.
  const reportingVersion = Number(
    await page.getByTestId('configuration-card-reporting').getAttribute('data-version'),
  );
  await page.getByTestId('configuration-reporting-history').click();
  const history = page.getByTestId('configuration-history');
  await expect(history.locator(`tr[data-version="${reportingVersion}"]`)).toBeVisible();
  await expect(history.getByTestId(`configuration-restore-${reportingVersion}`)).toHaveCount(0);
  await history
    .locator(`tr[data-version="${reportingVersion - 1}"]`)
    .getByRole('checkbox')
    .check();
  await history.getByTestId('configuration-history-compare').click();
  const diff = page.getByTestId('configuration-diff-table');
  await expect(diff.locator('tr[data-field="outputContainer"]')).toContainText('reports-e2e');
  await page.getByTestId('configuration-diff').getByRole('button', { name: 'Close' }).click();
  await history.getByTestId(`configuration-restore-${reportingVersion - 1}`).click();
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText(`version ${reportingVersion - 1} restored`)).toBeVisible();
  await expect(page.getByTestId('configuration-card-reporting')).toHaveAttribute(
    'data-version',
    String(reportingVersion + 1),
  );
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(field(page, 'reporting', 'outputContainer')).not.toHaveValue('reports-e2e');

  // The gain card on Engagement details: no cost saving nor publish for gain; the passphrase replaced.
  await page.goto(`/engagements/${gainId}/configuration`);
  await expect(page.getByTestId('configuration-card-gain')).toBeVisible();
  await expect(page.getByTestId('configuration-stop-cost-saving')).toHaveCount(0);
  const status = page.getByTestId('configuration-gain-sftpEncryption_PgpPassphrase-status');
  await expect(status).toHaveAttribute('data-set', 'true');
  const batch = field(page, 'gain', 'inputFlow_TransformationEngine_BatchSize');
  await batch.fill('-5');
  await batch.blur();
  await expect(page.getByText('Please enter a whole number of at least 0')).toBeVisible();
  await batch.fill('750');
  await page.getByTestId('configuration-gain-sftpEncryption_PgpPassphrase-replace').click();
  await field(page, 'gain', 'sftpEncryption_PgpPassphrase').fill('e2e-passphrase-value');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/configurations/gain') && r.request().method() === 'PUT',
  );
  await saveCard(page, 'gain');
  const answer = await (await saved).text();
  expect(answer).not.toContain('e2e-passphrase-value');
  await expect(status).toHaveAttribute('data-set', 'true');
  for (const kind of ['nodeModel', 'pipeline'])
    await expect(page.getByTestId(`configuration-card-${kind}`)).toBeVisible();
});
