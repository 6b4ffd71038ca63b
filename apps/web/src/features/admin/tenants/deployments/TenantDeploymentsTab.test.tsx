// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import dayjs from 'dayjs';
import type { Deployment, DeploymentTasks, Provision, TenantDeployments } from '@cairn/contracts';
import { TenantDeployButton, TenantDeploymentsTab, TenantDeploymentTasksPage } from './TenantDeploymentsTab';
import { problemAnswer } from '../../../../shared/testing/problemAnswer';
import { fakeServer, renderWithApp } from '../../../../shared/testing/renderWithApp';

const SUB = '11111111-2222-4333-8444-555555555555';
const deployment: Deployment = {
  id: 'd-1',
  tenantId: 't-1',
  name: 'deploy-20260301-100000',
  status: 'Failed',
  provider: 'azure',
  startedBy: 'sam@cairn.local',
  createdAt: '2026-03-01T10:00:00.000Z',
  finishedAt: '2026-03-01T10:02:00.000Z',
  taskCount: 3,
  succeededCount: 2,
  failedCount: 1,
};
const armConfig = {
  DeploymentName: 'deploy-20260301-100000-nletpstore01',
  SubscriptionId: SUB,
  ResourceGroupName: 'NL-ETP-D-acme',
};
const tasks: DeploymentTasks = {
  deployment,
  meta: { totalItems: 3, page: 1, pageSize: 10 },
  results: [
    {
      id: 'k-1',
      name: 'Deploy StorageAccount nletpstore01',
      message: 'Deployment succeeded',
      status: 3,
      type: 'DeployArmTemplateTask',
      configuration: JSON.stringify(armConfig),
      resourceName: 'nletpstore01',
      resourceType: 'StorageAccount',
      updatedAt: '2026-03-01T10:01:02.000Z',
    },
    {
      id: 'k-2',
      name: 'Provision GitRepository nletpgit01',
      message: 'Git repository provisioned.',
      status: 3,
      type: 'ProvisionLocalResourceTask',
      configuration: '{"DeploymentName":"deploy-20260301-100000"}',
      resourceName: 'nletpgit01',
      resourceType: 'GitRepository',
      updatedAt: '2026-03-01T10:01:03.000Z',
    },
    {
      id: 'k-3',
      name: 'Deploy KeyVault nletpvault01',
      message: 'The worker stopped while this task ran',
      status: 7,
      type: 'DeployArmTemplateTask',
      configuration: '{"DeploymentName": broken',
      resourceName: 'nletpvault01',
      resourceType: 'KeyVault',
      updatedAt: '2026-03-01T10:01:04.000Z',
    },
  ],
};

afterEach(cleanup);

const row = (name: string) => document.querySelector(`[data-task="${name}"]`) as HTMLElement;

describe('deployments of a tenant', { timeout: 30_000 }, () => {
  it('shows the tasks table by the spec: status names, configuration tooltip cell, portal link only for ARM tasks', async () => {
    fakeServer([['GET', /\/api\/tenants\/t-1\/deployments\/d-1\/tasks$/, tasks]]);
    renderWithApp(
      <Routes>
        <Route path="/tenants/:tenantId/deployments/:deploymentId" element={<TenantDeploymentTasksPage />} />
      </Routes>,
      { at: '/tenants/t-1/deployments/d-1' },
    );
    expect((await screen.findByTestId('deployment-name')).textContent).toBe('deploy-20260301-100000');
    expect(screen.getByTestId('deployment-status').getAttribute('data-status')).toBe('Failed');
    await waitFor(() => expect(row('nletpstore01')).toBeTruthy());

    const store = within(row('nletpstore01'));
    expect(store.getByTestId('deployment-task-status').textContent).toBe('Success');
    expect(store.getByTestId('deployment-task-config').textContent).toBe(armConfig.DeploymentName);
    expect(store.getByTestId('deployment-task-portal').getAttribute('href')).toBe(
      `https://portal.azure.com/#blade/HubsExtension/DeploymentDetailsBlade/id/%2Fsubscriptions%2F${SUB}%2FresourceGroups%2FNL-ETP-D-acme%2Fproviders%2FMicrosoft.Resources%2Fdeployments%2F${armConfig.DeploymentName}`,
    );
    expect(store.getByText(dayjs('2026-03-01T10:01:02.000Z').format('DD-MM-YYYY, HH:mm:ss'))).toBeTruthy();

    // Not an ARM task: no portal link.
    expect(within(row('nletpgit01')).queryByTestId('deployment-task-portal')).toBeNull();

    // Any status other than 0-3 is a failure; malformed configuration JSON is an empty cell and no link.
    const vault = within(row('nletpvault01'));
    expect(vault.getByTestId('deployment-task-status').textContent).toBe('Failed');
    expect(vault.getByTestId('deployment-task-status').getAttribute('data-status')).toBe('7');
    expect(vault.getByTestId('deployment-task-config').getAttribute('data-empty')).toBe('true');
    expect(vault.getByTestId('deployment-task-config').textContent).toBe('');
    expect(vault.queryByTestId('deployment-task-portal')).toBeNull();
    expect(vault.getByTestId('deployment-task-message').textContent).toBe(
      'The worker stopped while this task ran',
    );
  });

  it('asks the server for the page of the address and counts all the tasks', async () => {
    const server = fakeServer([
      [
        'GET',
        /\/api\/tenants\/t-1\/deployments\/d-1\/tasks$/,
        { ...tasks, meta: { totalItems: 13, page: 2, pageSize: 10 } },
      ],
    ]);
    renderWithApp(
      <Routes>
        <Route path="/tenants/:tenantId/deployments/:deploymentId" element={<TenantDeploymentTasksPage />} />
      </Routes>,
      { at: '/tenants/t-1/deployments/d-1?page=2' },
    );
    expect((await screen.findByTestId('deployment-tasks-count')).getAttribute('data-count')).toBe('13');
    const asked = server.callsTo(/\/tasks$/).map((c) => Object.fromEntries(c.url.searchParams));
    expect(asked).toContainEqual({ page: '2', pageSize: '10', sort: 'position' });
    // One request serves both the deployment above the list and the list.
    expect(new Set(asked.map((q) => JSON.stringify(q))).size).toBe(1);
  });

  it("says so when the deployment is not this tenant's", async () => {
    fakeServer([
      [
        'GET',
        /\/tasks$/,
        problemAnswer(404, { title: 'Not Found', detail: 'This tenant has no such deployment.' }),
      ],
    ]);
    renderWithApp(
      <Routes>
        <Route path="/tenants/:tenantId/deployments/:deploymentId" element={<TenantDeploymentTasksPage />} />
      </Routes>,
      { at: '/tenants/t-1/deployments/d-9' },
    );
    expect(await screen.findByTestId('deployment-not-found')).toBeTruthy();
    expect(screen.getByTestId('deployment-back').getAttribute('href')).toBe('/tenants/t-1/deployments');
  });

  it("lists deployments, opens a row's tasks, offers the ARM export and what was provisioned locally", async () => {
    const list: TenantDeployments = {
      results: [{ ...deployment, provider: 'local', status: 'Succeeded', succeededCount: 3, failedCount: 0 }],
      meta: { totalItems: 1, page: 1, pageSize: 10 },
      deploymentStatus: 0,
      provider: 'local',
      abilities: { deploy: true, exportArmTemplates: true },
    };
    const provisions: Provision[] = [
      {
        resourceName: 'nletpstore01',
        resourceType: 'StorageAccount',
        kind: 'StorageRoot',
        location: 'storage/tenants/t-1/nletpstore01',
        storageConfiguration: {
          implementation: 'LocalFileSystem',
          configuration: '{"PathPrefix":"tenants/t-1/nletpstore01"}',
        },
        postgresDatabase: null,
        ownerEngagementId: null,
        composed: false,
        updatedAt: '2026-03-01T10:01:00.000Z',
      },
      {
        resourceName: 'nletpsqldb01',
        resourceType: 'SqlDatabase',
        kind: 'Warehouse',
        location: 'postgresql://cairn-warehouse/wh_nletpsqldb01_t1',
        storageConfiguration: null,
        postgresDatabase: { server: 'cairn-warehouse', database: 'wh_nletpsqldb01_t1' },
        ownerEngagementId: 'e-1',
        composed: true,
        updatedAt: '2026-03-01T10:01:00.000Z',
      },
    ];
    fakeServer([
      ['GET', /\/api\/tenants\/t-1\/deployments$/, list],
      ['GET', /\/api\/tenants\/t-1\/provisions$/, provisions],
      ['GET', /\/api\/tenants\/t-1\/deployments\/d-1\/tasks$/, tasks],
    ]);
    renderWithApp(
      <Routes>
        <Route path="/tenants/:tenantId/deployments" element={<TenantDeploymentsTab tenantId="t-1" />} />
        <Route path="/tenants/:tenantId/deployments/:deploymentId" element={<TenantDeploymentTasksPage />} />
      </Routes>,
      { at: '/tenants/t-1/deployments' },
    );
    expect((await screen.findByTestId('deployment-link')).textContent).toBe('deploy-20260301-100000');
    expect(screen.getByTestId('deployments-count').getAttribute('data-count')).toBe('1');
    expect(screen.getByTestId('arm-export').getAttribute('href')).toBe('/api/tenants/t-1/arm-templates');
    const provision = await screen.findByTestId('provision-storage-configuration');
    expect(provision.textContent).toContain('{"PathPrefix":"tenants/t-1/nletpstore01"}');
    expect(screen.getByText('Kept, no longer composed')).toBeTruthy();
    expect(screen.getByTestId('provision-postgres-database').textContent).toBe(
      'Warehouse of the engagement that selects this resource: database wh_nletpsqldb01_t1 on warehouse server cairn-warehouse',
    );

    fireEvent.click(document.querySelector('[data-deployment-id="d-1"]') as HTMLElement);
    expect(await screen.findByTestId('deployment-tasks')).toBeTruthy();
  });

  it('Deploy asks first, starts the deployment and says it is in progress; a refusal stays in the dialog', async () => {
    let refuse = true;
    const server = fakeServer([
      [
        'POST',
        /\/api\/tenants\/t-1\/deployments$/,
        () =>
          refuse
            ? problemAnswer(409, {
                title: 'Conflict',
                detail: 'page locked because deployment in progress',
                code: 'tenantLocked',
              })
            : { ...deployment, status: 'InProgress' },
      ],
    ]);
    renderWithApp(<TenantDeployButton tenantId="t-1" disabled={false} />);
    fireEvent.click(await screen.findByTestId('deploy-button'));
    expect(await screen.findByText('Confirm start deployment')).toBeTruthy();
    fireEvent.click(screen.getByTestId('deploy-confirm'));
    expect((await screen.findByTestId('deploy-error')).textContent).toContain(
      'page locked because deployment in progress',
    );

    refuse = false;
    fireEvent.click(screen.getByTestId('deploy-confirm'));
    expect(await screen.findByText('Deployment in progress')).toBeTruthy();
    expect(server.callsTo(/\/deployments$/).filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('Deploy does nothing while disabled', async () => {
    renderWithApp(<TenantDeployButton tenantId="t-1" disabled />);
    expect((await screen.findByTestId('deploy-button')).hasAttribute('disabled')).toBe(true);
  });
});
