// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PERMISSIONS, type Tenant } from '@cairn/contracts';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import {
  fakeServer,
  renderWithApp,
  pageOf,
  permissionsRoute,
  settingsRoute,
} from '../../../shared/testing/renderWithApp';
import { TenantsOverviewPage } from './TenantsOverviewPage';

const abilities = { update: true, delete: true, compose: true, deploy: true, assignRoles: true };
const tenant = (id: string, name: string, deploymentStatus = 0): Tenant => ({
  id,
  name,
  cloudProvider: 1,
  cloudConfiguration: '{}',
  subscriptionId: '',
  resourceGroupName: '',
  activeDirectoryId: '',
  isRemovable: true,
  deploymentStatus,
  abilities,
});
const tenants = [tenant('t-1', 'Northwind Holding', 1), tenant('t-2', 'Contoso Payroll')];
const page = pageOf(tenants);
const settings = settingsRoute;
const writer = [PERMISSIONS.infraTenantReader, PERMISSIONS.infraTenantWriter];

afterEach(cleanup);

describe('TenantsOverviewPage', { timeout: 30_000 }, () => {
  it('lists tenants with their count and status, and a row opens the details', async () => {
    fakeServer([permissionsRoute(writer), settings('azure'), ['GET', /^\/api\/tenants$/, page]]);
    renderWithApp(
      <Routes>
        <Route path="/tenants" element={<TenantsOverviewPage />} />
        <Route path="/tenants/:tenantId/:tab" element={<p data-testid="details-shown">details</p>} />
      </Routes>,
      { at: '/tenants' },
    );
    expect(await screen.findByText('Contoso Payroll')).toBeTruthy();
    expect(screen.getByTestId('tenants-count').getAttribute('data-count')).toBe('2');
    const statuses = screen
      .getAllByTestId('tenant-deployment-status')
      .map((s) => s.getAttribute('data-status'));
    expect(statuses).toEqual(['1', '0']);
    expect(screen.getByText('Deployment in progress')).toBeTruthy();
    expect(screen.getByTestId('tenant-open-t-2').getAttribute('href')).toBe('/tenants/t-2/general');
    fireEvent.click(screen.getByText('t-2'));
    expect(await screen.findByTestId('details-shown')).toBeTruthy();
  });

  it('filters from 3 characters after the debounce', async () => {
    const server = fakeServer([
      permissionsRoute(writer),
      settings('azure'),
      ['GET', /^\/api\/tenants$/, page],
    ]);
    renderWithApp(<TenantsOverviewPage />, { at: '/tenants' });
    await screen.findByText('Contoso Payroll');
    const search = screen.getByTestId('tenants-search').querySelector('input') as HTMLInputElement;
    fireEvent.change(search, { target: { value: 'co' } });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(server.callsTo(/^\/api\/tenants$/).some((c) => c.url.searchParams.has('search'))).toBe(false);
    fireEvent.change(search, { target: { value: 'con' } });
    await waitFor(() =>
      expect(server.callsTo(/^\/api\/tenants$/).some((c) => c.url.searchParams.get('search') === 'con')).toBe(
        true,
      ),
    );
  });

  it('creates a tenant with name and removable, checks the name first, and says saved', async () => {
    const server = fakeServer([
      permissionsRoute(writer),
      settings('azure'),
      ['GET', /^\/api\/tenants$/, page],
      ['POST', /^\/api\/tenants$/, tenant('t-3', 'Fabrikam')],
    ]);
    renderWithApp(<TenantsOverviewPage />, { at: '/tenants' });
    fireEvent.click(await screen.findByTestId('new-tenant-open'));
    const name = await screen.findByTestId('new-tenant-name');
    fireEvent.change(name, { target: { value: 'ab' } });
    fireEvent.blur(name);
    expect(await screen.findByText('Please enter at least 3 characters')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Fabrikam' } });
    fireEvent.click(within(screen.getByTestId('new-tenant-removable')).getByText('No'));
    fireEvent.click(screen.getByTestId('new-tenant-submit'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(server.callsTo(/^\/api\/tenants$/).find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Fabrikam',
      isRemovable: false,
    });
  });

  it('shows the server refusal under the name', async () => {
    fakeServer([
      permissionsRoute(writer),
      settings('azure'),
      ['GET', /^\/api\/tenants$/, page],
      [
        'POST',
        /^\/api\/tenants$/,
        problemAnswer(400, {
          title: 'Bad Request',
          errors: [
            {
              field: 'name',
              message: 'Only letters, digits, dashes and spaces are allowed',
              key: 'lettersDigitsDashesSpaces',
            },
          ],
        }),
      ],
    ]);
    renderWithApp(<TenantsOverviewPage />, { at: '/tenants' });
    fireEvent.click(await screen.findByTestId('new-tenant-open'));
    fireEvent.change(await screen.findByTestId('new-tenant-name'), { target: { value: 'Fabrikam' } });
    fireEvent.click(screen.getByTestId('new-tenant-submit'));
    expect(await screen.findByText(/Only letters, digits, dashes and spaces are allowed/)).toBeTruthy();
  });

  it('hides New tenant on AWS and without the writer permission', async () => {
    fakeServer([permissionsRoute(writer), settings('aws'), ['GET', /^\/api\/tenants$/, page]]);
    renderWithApp(<TenantsOverviewPage />, { at: '/tenants' });
    await screen.findByText('Contoso Payroll');
    expect(screen.queryByTestId('new-tenant-open')).toBeNull();
    cleanup();
    fakeServer([
      permissionsRoute([PERMISSIONS.infraTenantReader]),
      settings('azure'),
      ['GET', /^\/api\/tenants$/, page],
    ]);
    renderWithApp(<TenantsOverviewPage />, { at: '/tenants' });
    await screen.findByText('Contoso Payroll');
    expect(screen.queryByTestId('new-tenant-open')).toBeNull();
  });
});
