// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Tenant } from '@cairn/contracts';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import { fakeServer, renderWithApp, type Route as FakeRoute } from '../../../shared/testing/renderWithApp';
import { TenantGeneralTab } from './TenantGeneralTab';

const SUBSCRIPTION = '0f8fad5b-d9cb-469f-a165-70867728950e';
const DIRECTORY = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const tenant: Tenant = {
  id: 't-1',
  name: 'Northwind Holding',
  cloudProvider: 1,
  cloudConfiguration: JSON.stringify({
    SubscriptionId: SUBSCRIPTION,
    ResourceGroupName: 'NL-ETP-D-northwind',
    Region: 'we',
  }),
  subscriptionId: SUBSCRIPTION,
  resourceGroupName: 'NL-ETP-D-northwind',
  activeDirectoryId: '',
  isRemovable: true,
  deploymentStatus: 0,
  abilities: { update: true, delete: true, compose: true, deploy: true, assignRoles: true },
};
const settings: FakeRoute = [
  'GET',
  /^\/appSettings\.json$/,
  { cloudProvider: 'azure', environment: 'Development' },
];
const input = (testId: string) => {
  const el = screen.getByTestId(testId);
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
};

const render = (shown: Tenant = tenant) =>
  renderWithApp(
    <Routes>
      <Route path="/tenants/:tenantId/general" element={<TenantGeneralTab tenant={shown} />} />
      <Route path="/tenants" element={<p data-testid="overview-shown">overview</p>} />
    </Routes>,
    { at: '/tenants/t-1/general' },
  );

afterEach(cleanup);

describe('TenantGeneralTab', { timeout: 30_000 }, () => {
  it('shows the resource group without its prefix and saves it with the prefix', async () => {
    const server = fakeServer([
      settings,
      ['PUT', /^\/api\/tenants\/t-1$/, { ...tenant, name: 'Northwind Group' }],
    ]);
    render();
    await waitFor(() => expect(input('tenant-general-resource-group').value).toBe('northwind'));
    expect(screen.getByText('NL-ETP-D-')).toBeTruthy();
    // The field says what the resource group is, its rule in words, and an example.
    expect(
      screen.getByText(
        "The Azure resource group the tenant's resources are deployed to. NL-ETP-D- is fixed for this environment; you enter the rest: 3 to 24 letters, digits, dashes or underscores, or nothing until it is known. Example: “northwind” gives NL-ETP-D-northwind.",
      ),
    ).toBeTruthy();
    expect(input('tenant-general-id').value).toBe('t-1');
    expect(input('tenant-general-provider').value).toBe('Microsoft Azure');
    expect(input('tenant-general-subscription').value).toBe(SUBSCRIPTION);
    fireEvent.change(input('tenant-general-name'), { target: { value: 'Northwind Group' } });
    fireEvent.change(input('tenant-general-resource-group'), { target: { value: 'northwind-rg' } });
    expect(screen.getByLabelText('Active directory ID')).toBe(input('tenant-general-active-directory'));
    fireEvent.change(input('tenant-general-active-directory'), { target: { value: DIRECTORY } });
    fireEvent.click(screen.getByTestId('tenant-general-save'));
    expect(await screen.findByText('Tenant info saved')).toBeTruthy();
    expect(server.callsTo(/^\/api\/tenants\/t-1$/)[0].body).toEqual({
      name: 'Northwind Group',
      cloudConfiguration: tenant.cloudConfiguration,
      subscriptionId: SUBSCRIPTION,
      resourceGroupName: 'NL-ETP-D-northwind-rg',
      activeDirectoryId: DIRECTORY,
    });
  });

  it('shows the stored active directory id and refuses one that is not a GUID', async () => {
    const server = fakeServer([settings]);
    render({ ...tenant, activeDirectoryId: DIRECTORY });
    await waitFor(() => expect(input('tenant-general-active-directory').value).toBe(DIRECTORY));
    fireEvent.change(input('tenant-general-active-directory'), { target: { value: 'contoso' } });
    fireEvent.blur(input('tenant-general-active-directory'));
    expect(await screen.findByText('Please provide a GUID')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tenant-general-save'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo(/^\/api\/tenants\/t-1$/)).toEqual([]);
  });

  it('checks name and resource group on blur with the spec messages and sends nothing', async () => {
    const server = fakeServer([settings]);
    render();
    await waitFor(() => expect(input('tenant-general-resource-group').value).toBe('northwind'));
    fireEvent.change(input('tenant-general-name'), { target: { value: '' } });
    fireEvent.blur(input('tenant-general-name'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(input('tenant-general-resource-group'), { target: { value: 'ab' } });
    fireEvent.blur(input('tenant-general-resource-group'));
    expect(await screen.findByText('Must be at least three characters long')).toBeTruthy();
    fireEvent.change(input('tenant-general-resource-group'), { target: { value: 'a'.repeat(25) } });
    fireEvent.blur(input('tenant-general-resource-group'));
    expect(await screen.findByText('Must be shorter than 24')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tenant-general-save'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.callsTo(/^\/api\/tenants\/t-1$/)).toHaveLength(0);
  });

  it('edits the configuration JSON, refusing invalid JSON, and fills the fields from it', async () => {
    const server = fakeServer([settings, ['PUT', /^\/api\/tenants\/t-1$/, tenant]]);
    render();
    await waitFor(() => expect(input('tenant-general-resource-group').value).toBe('northwind'));
    fireEvent.click(screen.getByTestId('tenant-configuration-open'));
    const text = (await screen.findByTestId('tenant-configuration-text')) as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: '{ "SubscriptionId": ' } });
    expect(await screen.findByTestId('tenant-configuration-error')).toBeTruthy();
    expect((screen.getByTestId('tenant-configuration-apply') as HTMLButtonElement).disabled).toBe(true);
    const other = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
    fireEvent.change(text, {
      target: {
        value: JSON.stringify({ SubscriptionId: other, ResourceGroupName: 'NL-ETP-D-other', Extra: 1 }),
      },
    });
    fireEvent.click(screen.getByTestId('tenant-configuration-apply'));
    await waitFor(() => expect(input('tenant-general-subscription').value).toBe(other));
    expect(input('tenant-general-resource-group').value).toBe('other');
    fireEvent.click(screen.getByTestId('tenant-general-save'));
    await waitFor(() => expect(server.callsTo(/^\/api\/tenants\/t-1$/)).toHaveLength(1));
    expect(server.callsTo(/^\/api\/tenants\/t-1$/)[0].body).toMatchObject({
      subscriptionId: other,
      resourceGroupName: 'NL-ETP-D-other',
      cloudConfiguration: JSON.stringify({
        SubscriptionId: other,
        ResourceGroupName: 'NL-ETP-D-other',
        Extra: 1,
      }),
    });
  });

  it('shows a server field error under its field', async () => {
    fakeServer([
      settings,
      [
        'PUT',
        /^\/api\/tenants\/t-1$/,
        problemAnswer(400, {
          title: 'Bad Request',
          errors: [{ field: 'subscriptionId', message: 'Please provide a GUID', key: 'guid' }],
        }),
      ],
    ]);
    render();
    await waitFor(() => expect(input('tenant-general-resource-group').value).toBe('northwind'));
    fireEvent.click(screen.getByTestId('tenant-general-save'));
    expect(await screen.findByText('Please provide a GUID')).toBeTruthy();
  });

  it('deletes a removable tenant after confirmation and returns to the overview', async () => {
    const server = fakeServer([settings, ['DELETE', /^\/api\/tenants\/t-1$/, {}]]);
    render();
    fireEvent.click(await screen.findByTestId('tenant-delete-open'));
    expect(await screen.findByText('Are you sure you want to delete this tenant?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tenant-delete-confirm'));
    expect(await screen.findByTestId('overview-shown')).toBeTruthy();
    expect(await screen.findByText('Tenant deleted')).toBeTruthy();
    expect(server.callsTo(/^\/api\/tenants\/t-1$/).map((c) => c.method)).toEqual(['DELETE']);
  });

  it('disables the whole form with the lock message while a deployment runs, and hides Delete when not removable', async () => {
    fakeServer([settings]);
    render({
      ...tenant,
      deploymentStatus: 1,
      isRemovable: false,
      abilities: { update: false, delete: false, compose: false, deploy: false, assignRoles: true },
    });
    expect(await screen.findByText('Page locked because deployment in progress')).toBeTruthy();
    expect(screen.getByTestId('tenant-locked')).toBeTruthy();
    expect(input('tenant-general-name').disabled).toBe(true);
    expect(input('tenant-general-resource-group').disabled).toBe(true);
    expect((screen.getByTestId('tenant-general-save') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('tenant-delete-open')).toBeNull();
  });
});
