// Connectors (issue 12): the Connectors tab of Engagement details and the workspace's Connectors page
// on the shared server; and, on a second server configured for AWS (where the spec shows those tabs),
// an SFTP broker added against a real SFTP server whose file arrives in import storage through a
// PollBroker run, and an API connection tested against a real OAuth token endpoint.
import type { Page } from '@playwright/test';
import { startSftpServer } from '../support/sftp-server.js';
import { startTokenProvider } from '../support/token-provider.js';
import { cancelDemoRuns, freePort, startExtraServer } from '../support/extra-server.js';
import { ADMIN_EMAIL, engagementScope, expect, signInAs, test } from '../support/seed.js';
import { chooseEngagement, PASSWORD, REGULAR } from '../support/session.js';

/** The input of a field (antd puts the test id on the input itself or on its wrapper). */
const field = (page: Page, testId: string) => {
  const marked = page.getByTestId(testId);
  return marked.locator('xpath=self::input|self::textarea').or(marked.locator('input'));
};

test('a Super Configurer adds a connector on the Connectors tab and sees it on the Connectors page', async ({
  page,
  seed,
}) => {
  const engagementId = await seed.engagementId(REGULAR);
  // Reruns against the same server: drop what an earlier run added.
  const current = await seed.admin.get<{ connectors: { connector: string }[] }>(
    `/api/engagements/${engagementId}/connectors`,
  );
  await seed.admin.send('PUT', `/api/engagements/${engagementId}/connectors`, {
    connectors: current.connectors.filter((c) => c.connector !== 'AmazonS3'),
  });
  const user = await seed.user({
    roles: [{ role: 'Super Configurer', scope: engagementScope(engagementId) }],
  });
  await signInAs(page, user.email, user.password, { address: `/engagements/${engagementId}/connectors` });

  const form = page.getByTestId('connectors-configuration');
  await expect(form.getByTestId('connector-0-connector')).toContainText('Sftp');
  const count = await form.locator('[data-testid^="connector-"][data-testid$="-configuration"]').count();
  await page.getByTestId('connector-new').click();
  const added = `connector-${count}`;
  await page.getByTestId(`${added}-connector`).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="AmazonS3"]').click();
  await page.getByTestId(`${added}-environment`).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Test"]').click();
  await field(page, `${added}-configuration`).fill('{"BucketName": ');
  await field(page, `${added}-configuration`).blur();
  await expect(form.getByText('Invalid json')).toBeVisible();
  await field(page, `${added}-configuration`).fill('{"BucketName": "northwind-drop"}');
  await page.getByTestId('connectors-save').click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // The workspace's page, for the selected engagement.
  await page.goto('/overview');
  await chooseEngagement(page, REGULAR);
  await page.goto(`/connectors-configuration/${engagementId}`);
  await expect(field(page, `${added}-configuration`)).toHaveValue('{"BucketName": "northwind-drop"}');
  await expect(page.getByTestId(`${added}-connector`)).toContainText('AmazonS3');
});

test.describe('on AWS', () => {
  const SFTP = { username: 'northwind', password: 'e2e-sftp-password' };
  const CLIENT = { clientId: 'cairn-e2e', clientSecret: 'e2e-client-secret-value', scope: 'payroll.read' };
  let sftp: Awaited<ReturnType<typeof startSftpServer>>;
  let tokens: Awaited<ReturnType<typeof startTokenProvider>>;
  let cairn: Awaited<ReturnType<typeof startExtraServer>>;

  test.beforeAll(async () => {
    // A start with the demo (its broker and engagements), whose runs are cancelled: this spec's
    // own runs would wait behind them. Up to 2 minutes on a loaded 2-core machine.
    test.setTimeout(120_000);
    sftp = await startSftpServer(SFTP);
    tokens = await startTokenProvider(CLIENT);
    cairn = await startExtraServer(await freePort(), {
      CAIRN_CLOUD_PROVIDER: 'aws',
      CAIRN_DEMO_PASSWORD: PASSWORD,
      CAIRN_BROKER_POLL_SECONDS: '2',
    });
    await cancelDemoRuns(cairn.origin, ADMIN_EMAIL, PASSWORD);
  });
  test.afterAll(async () => {
    await cairn?.stop();
    await tokens?.close();
    await sftp?.close();
  });

  /** Signs the page's context in on the AWS server and accepts the licence, through the API. */
  async function signInThere(page: Page) {
    const api = page.context().request;
    const login = await api.post(`${cairn.origin}/authorization/login`, {
      headers: { origin: cairn.origin },
      data: { email: ADMIN_EMAIL, password: PASSWORD },
    });
    expect(login.ok()).toBe(true);
    const csrf = (await page.context().cookies(cairn.origin)).find((c) => c.name === 'cairn_csrf')!.value;
    await api.post(`${cairn.origin}/api/profile/me/eula`, {
      headers: { origin: cairn.origin, 'x-csrf-token': csrf },
    });
    const mine = await (await api.get(`${cairn.origin}/api/engagements/mine`)).json();
    return (mine as { id: string; name: string }[]).find((e) => e.name === REGULAR)!.id;
  }

  test('an SFTP broker added in the Broker SFTP tab copies a file into import storage through a run', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    sftp.files.set('/outbox/employees.csv', Buffer.from('id,name\n1,Ada\n'));
    const engagementId = await signInThere(page);
    await page.goto(`${cairn.origin}/engagements/${engagementId}/broker-sftp-configuration`);
    // The demo's broker (disabled) is listed with its password shown as set.
    await expect(page.getByTestId('broker-NorthwindPayroll-passwordSet')).toHaveText('Set');
    await page.getByTestId('broker-new').click();
    const card = page.getByTestId(/^broker-local-\d+$/).last();
    const id = (await card.getAttribute('data-testid'))!;
    await field(page, `${id}-brokerId`).fill('E2eDrop');
    await field(page, `${id}-hostName`).fill('127.0.0.1');
    await field(page, `${id}-port`).fill(String(sftp.port));
    await field(page, `${id}-userName`).fill(SFTP.username);
    await field(page, `${id}-scanPath`).fill('/outbox');
    await field(page, `${id}-passwordKeyName`).fill('broker.e2e.password');
    await field(page, `${id}-password`).fill(SFTP.password);
    await page.getByTestId(`${id}-filter-add`).click();
    await field(page, `${id}-filter-0`).fill('*.csv');
    await page.getByTestId(`${id}-save`).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(page.getByTestId('broker-E2eDrop-passwordSet')).toHaveText('Set');

    // The worker polls it (every 2 s here): a PollBroker run of the import layer copies the file.
    await expect
      .poll(
        async () => {
          const runs = await (
            await page
              .context()
              .request.get(`${cairn.origin}/api/pipelines/engagements/${engagementId}/runs?layer=import`)
          ).json();
          return (runs.results as { pipelineName: string; status: string; message: string | null }[])
            .filter((r) => r.pipelineName === 'PollBroker' && r.status === 'Succeeded')
            .map((r) => r.message);
        },
        { timeout: 45_000 },
      )
      .toContain('Copied 1 of 1 matching files.');
    await page.goto(`${cairn.origin}/overview`);
    await chooseEngagement(page, REGULAR);
    await page.goto(`${cairn.origin}/storage-manager/import/f-broker-e2edrop`);
    await expect(page.getByTestId('storage-table').getByText('employees.csv')).toBeVisible();
  });

  test('an API connection is added and tested against the token endpoint', async ({ page }) => {
    const engagementId = await signInThere(page);
    await page.goto(`${cairn.origin}/engagements/${engagementId}/api-connections-configuration`);
    await expect(page.getByTestId('api-connection-Workday')).toBeVisible();
    await page.getByTestId('api-connection-new').click();
    const card = page.getByTestId(/^api-connection-local-\d+$/).last();
    const id = (await card.getAttribute('data-testid'))!;
    await expect(card).toContainText('SuccessFactors');
    await field(page, `${id}-clientId`).fill(CLIENT.clientId);
    await field(page, `${id}-scope`).fill(CLIENT.scope);
    await field(page, `${id}-tokenUrl`).fill(tokens.tokenUrl);
    await field(page, `${id}-clientSecretKeyName`).fill('api.successfactors.secret');
    await field(page, `${id}-clientSecret`).fill(CLIENT.clientSecret);
    await page.getByTestId(`${id}-save`).click();
    await expect(page.getByTestId('api-connection-SuccessFactors-clientSecretSet')).toHaveText('Set');
    await page.getByTestId('api-connection-SuccessFactors-test').click();
    await expect(page.getByTestId('api-connection-SuccessFactors-test-result')).toContainText(
      'The connection works',
    );
  });
});
