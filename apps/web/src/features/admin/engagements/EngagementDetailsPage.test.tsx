// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { BUILT_IN_ROLES, PERMISSIONS, ROLE_NAMES, type EngagementAdmin } from '@cairn/contracts';
import {
  engagementRoutes,
  fakeServer,
  permissionsRoute,
  renderWithApp,
  settingsRoute,
  type Call,
  type Route as FakeRoute,
} from '../../../shared/testing/renderWithApp';
import { EngagementDetailsLinkCard } from './EngagementDetailsLinkCard';
import { EngagementDetailsPage } from './EngagementDetailsPage';

const engagement = (overrides: Partial<EngagementAdmin> = {}): EngagementAdmin => ({
  id: 'e-1',
  name: 'Payroll Analytics 2026',
  tenantId: 't-1',
  tenantName: 'Northwind Holding',
  features: ['Reporting', 'Dashboards_AnalysisServices'],
  resourceIds: ['r-1'],
  abilities: { update: true, assignRoles: true, syncRbac: true },
  ...overrides,
});
const resources = [
  { id: 'r-1', name: 'nletpnorthwindsql', resourceType: 'SqlDatabase', ofAnotherEngagement: false },
  { id: 'r-2', name: 'nletpnorthwindgit', resourceType: 'GitRepository', ofAnotherEngagement: false },
  { id: 'r-3', name: 'nletpnorthwindsa', resourceType: 'StorageAccount', ofAnotherEngagement: false },
  { id: 'r-4', name: 'nletpcontososql', resourceType: 'SqlDatabase', ofAnotherEngagement: true },
];
const MAIN_STORAGE = {
  storagePurpose: 'main',
  displayName: 'Main',
  implementation: 'AzureStorageAccount',
  configuration: '{"StorageAccountName":"x","PathPrefix":""}',
};
const routes = (answer: EngagementAdmin): FakeRoute[] => [
  permissionsRoute([PERMISSIONS.engagementsReader, PERMISSIONS.engagementsWriter]),
  settingsRoute('azure'),
  ['GET', /^\/api\/engagements\/e-1\/admin$/, answer],
  ['GET', /^\/api\/engagements\/e-1\/tenant-resources$/, resources],
  ['PUT', /^\/api\/engagements\/e-1\/admin$/, (call: Call) => ({ ...answer, ...(call.body as object) })],
];
const render = (tab: string) =>
  renderWithApp(
    <Routes>
      <Route path="/engagements/:engagementId/:tab" element={<EngagementDetailsPage />} />
    </Routes>,
    { at: `/engagements/e-1/${tab}` },
  );
const saves = (server: ReturnType<typeof fakeServer>) =>
  server.callsTo(/^\/api\/engagements\/e-1\/admin$/).filter((c) => c.method === 'PUT');

afterEach(cleanup);

describe('EngagementDetailsPage', { timeout: 30_000 }, () => {
  it('shows the tenant link and the tabs of an Azure engagement without pipelines or storage', async () => {
    fakeServer(routes(engagement()));
    render('general');
    expect(await screen.findByText('Engagement details - Payroll Analytics 2026')).toBeTruthy();
    const tenant = within(screen.getByTestId('engagement-details-tenant')).getByText('Northwind Holding');
    expect(tenant.getAttribute('href')).toBe('/tenants/t-1');
    expect(screen.getByTestId('engagement-tab-rbac-tasks')).toBeTruthy();
    expect(screen.queryByTestId('engagement-tab-connectors')).toBeNull();
    expect(screen.queryByTestId('engagement-tab-storage')).toBeNull();
    expect(screen.queryByTestId('engagement-tab-broker-sftp-configuration')).toBeNull();
  });

  it('General: checks the name, saves name and chosen features with the resources, and says so', async () => {
    const server = fakeServer(routes(engagement()));
    render('general');
    const name = await screen.findByTestId('engagement-general-name');
    // Only the provider's selectable features are offered; Analysis Services is not among them.
    expect(screen.queryByTestId('engagement-feature-Dashboards_AnalysisServices')).toBeNull();
    fireEvent.change(name, { target: { value: 'ab' } });
    fireEvent.blur(name);
    expect(await screen.findByText('Please enter at least 3 characters')).toBeTruthy();
    fireEvent.click(screen.getByTestId('engagement-general-save'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(saves(server)).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Payroll Analytics 2027' } });
    fireEvent.click(screen.getByTestId('engagement-feature-NodeModelGit'));
    fireEvent.click(screen.getByTestId('engagement-feature-Reporting'));
    fireEvent.click(screen.getByTestId('engagement-general-save'));
    expect(await screen.findByText('Engagement info saved')).toBeTruthy();
    expect(saves(server)[0].body).toEqual({
      name: 'Payroll Analytics 2027',
      features: JSON.stringify(['NodeModelGit']),
      resourceIds: ['r-1'],
    });
  });

  it('General is read-only without the update ability', async () => {
    fakeServer(routes(engagement({ abilities: { update: false, assignRoles: false, syncRbac: false } })));
    render('general');
    expect(((await screen.findByTestId('engagement-general-name')) as HTMLInputElement).disabled).toBe(true);
  });

  it("Storage: a configurer follows the Configuration page's link and reads the purposes without changing them", async () => {
    // A configurer holds Engagements.Reader, not the Writer: the server answers update: false.
    const configurer = BUILT_IN_ROLES.find((role) => role.name === ROLE_NAMES.configurer)!.permissions;
    expect(configurer).not.toContain(PERMISSIONS.engagementsWriter);
    const readOnly = engagement({
      features: ['Storage'],
      abilities: { update: false, assignRoles: false, syncRbac: false },
    });
    // The first matching route answers: the permissions are the configurer's, not routes()'s.
    fakeServer([
      ...engagementRoutes({ features: ['Storage'], permissions: configurer }),
      ...routes(readOnly),
      ['GET', /^\/api\/storage\/engagements\/e-1\/configurations$/, [MAIN_STORAGE]],
      ['GET', /^\/api\/engagements\/e-1\/storage-offers$/, []],
    ]);
    renderWithApp(
      <Routes>
        <Route path="/configuration" element={<EngagementDetailsLinkCard />} />
        <Route path="/engagements/:engagementId/:tab" element={<EngagementDetailsPage />} />
      </Routes>,
      { at: '/configuration' },
    );
    // The link opens the Storage tab (only the open tab is rendered).
    fireEvent.click(await screen.findByTestId('engagement-details-link'));
    const card = await screen.findByTestId('storage-configuration-main');
    expect(screen.queryByTestId('storage-configuration-save')).toBeNull();
    expect(screen.queryByTestId('storage-configuration-new')).toBeNull();
    expect(
      (within(card).getByTestId('storage-configuration-display-name') as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it("Resources: draws the saved selection, marks what holds another engagement's data, then saves the changed selection as resourceIds", async () => {
    const server = fakeServer(routes(engagement()));
    render('resources');
    await screen.findByText('nletpnorthwindgit');
    const checkbox = (name: string) =>
      screen.getByRole('checkbox', { name: `Select ${name}` }) as HTMLInputElement;
    await waitFor(() => expect(checkbox('nletpnorthwindsql').checked).toBe(true));
    expect(checkbox('nletpnorthwindgit').checked).toBe(false);
    expect(screen.getByTestId('engagement-resources-count').textContent).toBe('1 of 4 resources selected');
    // Another engagement's warehouse is marked and cannot be chosen.
    expect(screen.getByTestId('resource-of-another-nletpcontososql').textContent).toBe(
      'Holds another engagement\u2019s data',
    );
    expect(checkbox('nletpcontososql').disabled).toBe(true);
    fireEvent.click(checkbox('nletpnorthwindgit'));
    fireEvent.click(checkbox('nletpnorthwindsql'));
    fireEvent.click(screen.getByTestId('engagement-resources-save'));
    expect(await screen.findByText('Engagement info saved')).toBeTruthy();
    expect(saves(server)[0].body).toEqual({
      name: 'Payroll Analytics 2026',
      features: JSON.stringify(['Reporting', 'Dashboards_AnalysisServices']),
      resourceIds: ['r-2'],
    });
  });

  it('Storage: a provisioned storage root of a selected resource fills a card', async () => {
    const offer = {
      resourceName: 'nletpnorthwindsa',
      resourceType: 'StorageAccount',
      implementation: 'LocalFileSystem',
      configuration: '{"PathPrefix":"tenants/t-1/nletpnorthwindsa"}',
    };
    fakeServer([
      ...routes(engagement({ features: ['Storage'] })),
      ['GET', /^\/api\/storage\/engagements\/e-1\/configurations$/, [MAIN_STORAGE]],
      ['GET', /^\/api\/engagements\/e-1\/storage-offers$/, [offer]],
    ]);
    render('storage');
    const card = await screen.findByTestId('storage-configuration-main');
    fireEvent.mouseDown(
      within(within(card).getByTestId('storage-configuration-provisioned')).getByRole('combobox'),
    );
    fireEvent.click(await screen.findByTitle('nletpnorthwindsa (StorageAccount)'));
    await waitFor(() =>
      expect((within(card).getByTestId('storage-configuration-json') as HTMLTextAreaElement).value).toBe(
        offer.configuration,
      ),
    );
  });
});
