// The first-use journey (issue 27, "Done when"), walked in the UI from end to end with the clicks of
// each step counted: an administrator creates a tenant, composes and deploys it, creates an
// engagement in it with its features, creates a user and gives them the role Configurer on the
// engagement (docs/decisions/access.md: the role that runs the consultant's journey); that user sets
// a password from the link, signs in, uploads a German CSV (';', 1.234,56, 31.01.2026) to the import
// storage, imports it without choosing any setting (the amounts arrive as numbers), creates a model
// node starting from the imported table, builds it, adds a test, runs it; then a dashboard is made in
// the builder by the same user (New dashboard, a bar tile from the node's table, Save) and drawn.
// No step changes anything through the API: the API is only read, to wait. The click counts are
// printed (`clicks: <step> <n>`) and attached for the note; nothing is asserted on them.
// The one long spec: a deployment, an import, a build and a test run in one test, each of which may
// queue behind the demo's runs (up to 90 s each), hence the generous timeout.
import type { Locator, Page } from '@playwright/test';
import { ADMIN_EMAIL, BASE_URL, expect, ROLES, signInAs, test, unique } from '../support/seed.js';
import { PASSWORD } from '../support/session.js';

/** A run (import, build, test) may queue behind another engagement's: give it time to finish. */
const RUN_TIMEOUT = 90_000;

// A click that cannot happen (a disabled button) fails within this, not at the end of the long timeout.
test.use({ actionTimeout: 30_000 });

const STEPS = [
  'tenant',
  'compose',
  'deploy',
  'engagement',
  'user',
  'role',
  'sign-in',
  'upload',
  'import',
  'node',
  'build',
  'test',
  'run-tests',
  'dashboard',
] as const;
type Step = (typeof STEPS)[number];

const clicks = new Map<Step, number>(STEPS.map((s) => [s, 0]));
/** The step under way and the page it happens on: its screenshot is taken when the next one starts. */
let current: { step: Step; page: Page } | null = null;

/** How a step ended, as its person saw it: a screenshot attached to the report, for the team's note. */
async function shot({ step, page }: { step: Step; page: Page }) {
  const path = test.info().outputPath(`${String(STEPS.indexOf(step) + 1).padStart(2, '0')}-${step}.png`);
  await page.screenshot({ path });
  await test.info().attach(step, { path, contentType: 'image/png' });
}

/** A click a person makes in step `step` (choosing an option of a dropdown is one too). */
async function click(step: Step, locator: Locator) {
  if (current && current.step !== step) await shot(current);
  current = { step, page: locator.page() };
  clicks.set(step, clicks.get(step)! + 1);
  await locator.click();
}

const option = (page: Page, text: string | RegExp) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();
const modal = (page: Page) => page.locator('.ant-modal:visible');
const storageRow = (page: Page, name: string) =>
  page.getByTestId('storage-table').locator('tbody tr', { hasText: name });

// A German payroll export: ';' between fields, decimal commas with '.' grouping, day-first dates.
const GERMAN_CSV = [
  'employee;country;period_end;amount',
  'E001;DE;31.01.2026;1.234,56',
  'E002;DE;31.01.2026;2.345,10',
  'E003;AT;28.02.2026;987,65',
  'E004;AT;28.02.2026;12.000,00',
].join('\n');

test('first use: from a new tenant to a first dashboard, all in the UI, with the clicks counted', async ({
  page: admin,
  otherPage: person,
}) => {
  test.setTimeout(360_000);
  const id = unique();
  const tenantName = `Journey ${id}`;
  const engagementName = `Journey Payroll ${id}`;
  const userName = `Jo Journey ${id}`;
  const email = `jo-${id}@cairn.test`;
  const password = `Jo-password-${id}`;
  const stamp = Date.now();
  const file = `payroll_de_${stamp}.csv`;
  const table = `payroll_de_${stamp}`;
  const node = `payroll_${stamp.toString(36)}`;
  const testNode = `checks_${stamp.toString(36)}`;
  const testName = `no_missing_amount_${stamp.toString(36)}`;
  const dashboardName = `Journey dashboard ${id}`;

  // --- New tenant (the administrator, signed in through the API as every spec does).
  await signInAs(admin, ADMIN_EMAIL, PASSWORD, { address: '/tenants' });
  await click('tenant', admin.getByTestId('new-tenant-open'));
  await admin.getByTestId('new-tenant-name').fill(tenantName);
  await click('tenant', admin.getByTestId('new-tenant-submit'));
  await expect(admin.getByText('Saved', { exact: true })).toBeVisible();
  await expect(admin.locator('.ant-modal-wrap:visible')).toHaveCount(0);
  await admin.getByTestId('tenants-search').getByRole('searchbox').fill(tenantName);
  await expect(admin.getByTestId('tenants-count')).toHaveAttribute('data-count', '1');
  await click('tenant', admin.getByTestId('tenants-table').getByText(tenantName));
  await expect(admin.getByTestId('page-title')).toHaveText(`Tenant details - ${tenantName}`);

  // --- Compose: the one-engagement template, saved.
  await click('compose', admin.getByTestId('tenant-tab-compose'));
  await expect(admin.getByTestId('compose-count')).toHaveAttribute('data-count', '0');
  await click('compose', admin.getByTestId('compose-import'));
  await click('compose', admin.getByTestId('compose-import-template-type'));
  await click('compose', option(admin, 'Payroll analytics: one engagement'));
  await admin.getByTestId('compose-import-template-prefix').fill(`j${stamp.toString(36).slice(-5)}`);
  await expect(admin.getByTestId('compose-import-template-proposal').first()).toBeVisible();
  await click('compose', admin.getByTestId('compose-import-template-submit'));
  await expect(admin.getByText(/Azure components added: \d+/)).toBeVisible();
  await click('compose', admin.getByTestId('compose-save'));
  await expect(admin.getByText('Tenant resource settings saved')).toBeVisible();

  // --- Deploy, and watch the deployment succeed.
  await click('deploy', admin.getByTestId('deploy-button'));
  await click('deploy', admin.getByTestId('deploy-confirm'));
  await expect(
    admin.locator('.ant-message').getByText('Deployment in progress', { exact: true }),
  ).toBeVisible();
  await click('deploy', admin.getByTestId('tenant-tab-deployments'));
  const deployment = admin.getByTestId('deployments-table').locator('[data-deployment-id]').first();
  await expect(deployment.getByTestId('deployment-status')).toHaveAttribute('data-status', 'Succeeded', {
    timeout: RUN_TIMEOUT,
  });

  // --- New engagement in the tenant, with its features.
  await admin.goto('/engagements');
  await click('engagement', admin.getByTestId('new-engagement-open'));
  await admin.getByTestId('new-engagement-name').fill(engagementName);
  await click('engagement', admin.getByTestId('new-engagement-tenant'));
  await admin.keyboard.type(tenantName);
  await click('engagement', admin.locator('.ant-select-dropdown:visible').getByTitle(tenantName));
  await click('engagement', admin.getByTestId('new-engagement-submit'));
  await expect(admin.getByText('New engagement added')).toBeVisible();
  await expect(admin.getByTestId('page-title')).toHaveText(`Engagement details - ${engagementName}`);
  for (const feature of ['Storage', 'Pipelines', 'NodeModelGit', 'Dashboards_PowerBi'])
    await click('engagement', admin.getByTestId(`engagement-feature-${feature}`));
  await click('engagement', admin.getByTestId('engagement-general-save'));
  await expect(admin.getByText('Engagement info saved')).toBeVisible();

  // --- A new user: the administrator creates them; they set their password from the link.
  await admin.goto('/users');
  await click('user', admin.getByTestId('new-user-open'));
  await admin.getByTestId('new-user-name').fill(userName);
  await admin.getByTestId('new-user-email').fill(email);
  await click('user', admin.getByTestId('new-user-submit'));
  const link = await admin.getByTestId('user-sign-in-link').inputValue();
  expect(link).toMatch(new RegExp(`^${BASE_URL}/authorization/set-password\\?token=`));
  await click('user', admin.getByTestId('user-sign-in-close'));
  await person.goto(link);
  await person.getByLabel(/New password/).fill(password);
  await person.getByLabel('Repeat the password').fill(password);
  await click('user', person.getByRole('button', { name: 'Set password' }));
  await expect(person.getByRole('heading', { name: 'Password set' })).toBeVisible();

  // --- The role Configurer on the engagement, from the user's roles tab.
  await expect(admin.locator('.ant-modal-wrap:visible')).toHaveCount(0);
  await admin.getByTestId('users-search').getByRole('searchbox').fill(email);
  await expect(admin).toHaveURL(/[?&]search=/);
  await click('role', admin.getByTestId(`user-details-${email}`));
  await click('role', admin.getByTestId('user-tab-roles'));
  await click('role', admin.getByTestId('user-role-add'));
  await click('role', admin.getByTestId('role-assignment-add-roles'));
  await click(
    'role',
    admin.locator(`.ant-select-dropdown:visible [data-testid=role-option][data-role="${ROLES.configurer}"]`),
  );
  // A multiple select stays open after a choice; a click beside it closes it.
  await click('role', admin.getByRole('dialog').getByText(`Add role assignment for ${userName}`));
  await expect(admin.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await click('role', admin.getByTestId('role-assignment-add-engagement'));
  await admin.keyboard.type(engagementName);
  await click('role', option(admin, engagementName));
  await expect(admin.getByTestId('role-assignment-add-scope')).toHaveValue(/^\/engagements\/[\w-]+$/);
  await click('role', admin.getByTestId('role-assignment-add-submit'));
  await expect(admin.getByText('Roles added successfully')).toBeVisible();
  await expect(
    admin.getByTestId('user-roles-table').locator(`tr[data-role="${ROLES.configurer}"]`),
  ).toContainText(engagementName);

  // --- The user signs in (the set-password page links to the sign-in form), accepts the licence
  // and chooses the engagement.
  await click('sign-in', person.getByRole('link', { name: 'Sign in' }));
  await person.getByTestId('login-form').getByLabel('E-mail address').fill(email);
  await person.getByTestId('login-form').getByLabel('Password').fill(password);
  await click('sign-in', person.getByTestId('login-submit'));
  await click('sign-in', person.getByTestId('eula-checkbox'));
  await click('sign-in', person.getByTestId('eula-accept'));
  await person.waitForURL(/\/overview$/);
  await click('sign-in', person.getByTestId('engagement-selector'));
  await click('sign-in', option(person, engagementName));
  await expect(person.getByTestId('overview-engagement')).toContainText(engagementName);

  // --- Upload the German CSV to the import storage (in a folder of its own).
  await click('upload', person.getByTestId('side-menu').getByText('Import', { exact: true }));
  await expect(person).toHaveURL(/\/import\/import\/folders/);
  const folder = `Payroll ${stamp}`;
  await click('upload', person.getByTestId('new-folder'));
  await person.getByTestId('new-folder-name').fill(folder);
  await click('upload', modal(person).getByRole('button', { name: 'Save' }));
  await click('upload', storageRow(person, folder).getByRole('link', { name: folder, exact: true }));
  await expect(person.getByTestId('storage-breadcrumb')).toContainText(folder);
  await click('upload', person.getByTestId('upload'));
  await modal(person)
    .locator('input[type=file]')
    .setInputFiles([{ name: file, mimeType: 'text/csv', buffer: Buffer.from(`${GERMAN_CSV}\n`) }]);
  await click('upload', person.getByTestId('upload-start'));
  await expect(person.getByText(`Uploaded files: ${file}`)).toBeVisible();
  await click('upload', person.getByTestId('upload-close'));
  await expect(storageRow(person, file)).toBeVisible();

  // --- Import it, choosing no setting; the run page's preview shows the amounts as numbers.
  await click('import', storageRow(person, file).getByRole('checkbox'));
  await click('import', person.getByTestId('import-files'));
  await expect(person.getByTestId('import-dialog-file')).toHaveCount(1);
  await click('import', person.getByTestId('import-confirm'));
  await click('import', person.getByTestId('import-open-run').last());
  await expect(person).toHaveURL(/\/pipeline-runs\/[^/]+$/);
  await expect(person.getByTestId('run-details').getByTestId('run-status')).toHaveAttribute(
    'data-status',
    'Succeeded',
    { timeout: RUN_TIMEOUT },
  );
  await click(
    'import',
    person
      .locator(`[data-testid=run-imported-table][data-table="import.${table}"]`)
      .getByTestId('run-preview-table'),
  );
  const preview = modal(person).getByTestId('table-preview');
  await expect(preview.getByTestId('table-preview-row-count')).toHaveAttribute('data-count', '4');
  // The columns' types are in the header: amount a number, period_end a date.
  await expect(preview.locator('th span[title]', { hasText: 'amount' })).toHaveAttribute(
    'title',
    /decimal|double|numeric|float|real|int/i,
  );
  await expect(preview.locator('th span[title]', { hasText: 'period_end' })).toHaveAttribute(
    'title',
    /^date/i,
  );
  await expect(preview).toContainText('12,000.00');
  await click('import', person.getByTestId('table-preview-close'));

  // --- A model node that starts from the imported table.
  // Modeling opens on its Monitor (the layer's redirect): Configure is one more click.
  await click('node', person.getByTestId('side-menu').getByText('Modeling', { exact: true }));
  await click('node', person.getByTestId('layer-tab-config'));
  // Configure opens on main, the engagement's only branch (it once opened on none).
  await expect(person.getByTestId('branch-select')).toContainText('main');
  // The warehouse's table list, first read at sign-in before the import, is read again by this
  // screen (it once offered New node no table to start from until a reload).
  await click('node', person.getByTestId('node-add'));
  await person.getByTestId('new-node-name').fill(node);
  // Start from table offers the imported table already (the first of the import layer): kept.
  await expect(person.getByTestId('new-node-start-from')).toContainText(`import.${table}`);
  await click('node', modal(person).getByRole('button', { name: 'Add' }));
  await expect(person.getByText(`Node ${node} added`)).toBeVisible();
  await expect(person.getByTestId('sql-editor')).toContainText(`from import.${table}`);

  // --- Build it.
  await click('build', person.getByTestId('layer-tab-build'));
  await click('build', person.getByTestId(`build-active-${node}`));
  await click('build', person.getByTestId('build-button'));
  await expect(person.getByTestId('run-started-toast')).toHaveText('The nodes are being built.');
  await click('build', person.getByTestId('started-monitor-link').first());
  await expect(person).toHaveURL(/\/modeling\/monitor/);
  await expect(
    person.getByTestId('runs-table').locator('tbody tr[data-run-id]').first().getByTestId('run-status'),
  ).toHaveAttribute('data-status', 'Succeeded', { timeout: RUN_TIMEOUT });

  // --- A test: a test node (its query is the test layer's own), then a test on the node's table.
  await click('test', person.getByTestId('side-menu').getByText('Testing', { exact: true }));
  await click('test', person.getByTestId('layer-tab-config'));
  await expect(person.getByTestId('branch-select')).toContainText('main');
  await click('test', person.getByTestId('node-add'));
  await person.getByTestId('new-node-name').fill(testNode);
  await click('test', modal(person).getByRole('button', { name: 'Add' }));
  await expect(person.getByText(`Node ${testNode} added`)).toBeVisible();
  await click('test', person.getByTestId('test-add'));
  await person.getByTestId('new-test-name').fill(testName);
  await person.getByTestId('new-test-query').fill(`select * from model.${node} where amount is null`);
  await click('test', modal(person).getByRole('button', { name: 'Add' }));
  await expect(person.getByText(`Test ${testName} added`)).toBeVisible();

  // --- Run the tests.
  await click('run-tests', person.getByTestId('layer-tab-build'));
  await expect(person.getByTestId(`testing-active-${testName}`)).toBeVisible();
  if (!(await person.getByTestId(`testing-active-${testName}`).isChecked()))
    await click('run-tests', person.getByTestId(`testing-active-${testName}`));
  await click('run-tests', person.getByTestId('testing-run-button'));
  await expect(person.getByTestId('tests-running')).toContainText('The tests are running.');
  await click('run-tests', person.getByTestId('layer-tab-run'));
  await expect(
    person.locator(`[data-testid="test-results"] tr[data-test="${testName}"]`).getByTestId('test-result'),
  ).toHaveAttribute('data-passed', 'true', { timeout: RUN_TIMEOUT });

  // --- A dashboard in the builder, made by the Configurer (the role holds Dashboarding.PowerBi.Writer,
  // docs/decisions/access.md): New dashboard, a bar tile from the node's table, Save; it is drawn.
  await click('dashboard', person.getByTestId('side-menu').getByText('Dashboards', { exact: true }));
  await click('dashboard', person.getByTestId('dashboard-new'));
  await expect(person.getByTestId('builder-no-tiles')).toBeVisible();
  await person.getByTestId('builder-name').fill(dashboardName);
  await click('dashboard', person.getByTestId('builder-add-tile'));
  const editor = person.getByTestId('tile-editor');
  await editor.getByTestId('tile-title').fill('Amount by country');
  await click('dashboard', person.getByTestId('tile-table-select'));
  await person.keyboard.type(node);
  await click('dashboard', option(person, `model.${node}`));
  await click('dashboard', editor.getByTestId('tile-chart-type').getByText('Bar', { exact: true }));
  await click('dashboard', person.getByTestId('tile-field-dimension'));
  await click('dashboard', option(person, /^country \(/));
  await click('dashboard', person.getByTestId('tile-field-measure'));
  await click('dashboard', option(person, /^amount \(/));
  await expect(editor.locator('[data-testid="tile-preview"] [data-testid="tile-vega"] svg')).toBeVisible({
    timeout: 30_000,
  });
  await click('dashboard', editor.getByTestId('tile-editor-done'));
  await click('dashboard', person.getByTestId('builder-save'));
  await expect(person.getByText(`Dashboard ${dashboardName} saved.`)).toBeVisible();
  await expect(person.getByTestId('page-title')).toHaveText(dashboardName);
  const drawn = person.getByTestId('dashboard-tile').first();
  await expect(drawn).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(drawn.locator('[data-testid="tile-vega"] svg')).toBeVisible();

  const lines = STEPS.map((s) => `clicks: ${s} ${clicks.get(s)}`);
  if (current) await shot(current);
  for (const line of lines) console.log(line);
  await test.info().attach('clicks', { body: lines.join('\n'), contentType: 'text/plain' });
});
