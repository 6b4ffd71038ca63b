// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PERMISSIONS, type EngagementAdmin } from '@cairn/contracts';
import {
  fakeServer,
  renderWithApp,
  type Route as FakeRoute,
  pageOf,
  permissionsRoute,
  settingsRoute,
} from '../../../shared/testing/renderWithApp';
import { EngagementsOverviewPage } from './EngagementsOverviewPage';

const engagement = (id: string, name: string): EngagementAdmin => ({
  id,
  name,
  tenantId: 't-1',
  tenantName: 'Northwind Holding',
  features: [],
  resourceIds: [],
  abilities: { update: true, assignRoles: true, syncRbac: true },
});
const page = pageOf([
  engagement('e-1', 'Payroll Analytics 2026'),
  engagement('e-2', 'Gain Payroll Migration'),
]);
const tenants = pageOf([{ id: 't-1', name: 'Northwind Holding' }], 100);
const settings = settingsRoute;
const writer = [PERMISSIONS.engagementsReader, PERMISSIONS.engagementsWriter];
const list: FakeRoute = ['GET', /^\/api\/engagements\/admin$/, page];

afterEach(cleanup);

/** The overview at /engagements, with a stand-in for the details page a row or a new one opens. */
const renderWithDetails = () =>
  renderWithApp(
    <Routes>
      <Route path="/engagements" element={<EngagementsOverviewPage />} />
      <Route path="/engagements/:engagementId/:tab" element={<p data-testid="details-shown">details</p>} />
    </Routes>,
    { at: '/engagements' },
  );

describe('EngagementsOverviewPage', { timeout: 30_000 }, () => {
  it('lists name and id with a details link, and a row opens the details', async () => {
    fakeServer([permissionsRoute(writer), settings('azure'), list]);
    renderWithDetails();
    expect(await screen.findByText('Gain Payroll Migration')).toBeTruthy();
    expect(screen.getByTestId('engagements-count').getAttribute('data-count')).toBe('2');
    expect(screen.getByText('e-1')).toBeTruthy();
    expect(screen.getByTestId('engagement-open-e-2').getAttribute('href')).toBe('/engagements/e-2/general');
    fireEvent.click(screen.getByText('e-2'));
    expect(await screen.findByTestId('details-shown')).toBeTruthy();
  });

  it('searches from 3 characters', async () => {
    const server = fakeServer([permissionsRoute(writer), settings('azure'), list]);
    renderWithApp(<EngagementsOverviewPage />, { at: '/engagements' });
    await screen.findByText('Gain Payroll Migration');
    const search = screen.getByTestId('engagements-search').querySelector('input') as HTMLInputElement;
    fireEvent.change(search, { target: { value: 'pa' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const calls = () => server.callsTo(/^\/api\/engagements\/admin$/);
    expect(calls().some((c) => c.url.searchParams.has('search'))).toBe(false);
    fireEvent.change(search, { target: { value: 'pay' } });
    await waitFor(() => expect(calls().some((c) => c.url.searchParams.get('search') === 'pay')).toBe(true));
  });

  it('creates an engagement for a tenant after checking the name, and says new engagement added', async () => {
    const server = fakeServer([
      permissionsRoute(writer),
      settings('azure'),
      list,
      ['GET', /^\/api\/tenants$/, tenants],
      ['POST', /^\/api\/engagements$/, engagement('e-3', 'Tax Review')],
    ]);
    renderWithDetails();
    fireEvent.click(await screen.findByTestId('new-engagement-open'));
    const name = await screen.findByTestId('new-engagement-name');
    fireEvent.change(name, { target: { value: 'Tax/Review' } });
    fireEvent.blur(name);
    expect(await screen.findByText('Only letters, digits, dashes and spaces are allowed')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Tax Review' } });
    fireEvent.click(screen.getByTestId('new-engagement-submit'));
    // The tenant is required.
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(server.callsTo(/^\/api\/engagements$/)).toHaveLength(0);
    fireEvent.mouseDown(within(screen.getByTestId('new-engagement-tenant')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Northwind Holding'));
    fireEvent.click(screen.getByTestId('new-engagement-submit'));
    expect(await screen.findByText('New engagement added')).toBeTruthy();
    expect(server.callsTo(/^\/api\/engagements$/)[0].body).toEqual({ name: 'Tax Review', tenantId: 't-1' });
    expect(await screen.findByTestId('details-shown')).toBeTruthy();
  });

  it('hides New engagement on AWS and without the writer permission', async () => {
    fakeServer([permissionsRoute(writer), settings('aws'), list]);
    renderWithApp(<EngagementsOverviewPage />, { at: '/engagements' });
    await screen.findByText('Gain Payroll Migration');
    expect(screen.queryByTestId('new-engagement-open')).toBeNull();
    cleanup();
    fakeServer([permissionsRoute([PERMISSIONS.engagementsReader]), settings('azure'), list]);
    renderWithApp(<EngagementsOverviewPage />, { at: '/engagements' });
    await screen.findByText('Gain Payroll Migration');
    expect(screen.queryByTestId('new-engagement-open')).toBeNull();
  });
});
