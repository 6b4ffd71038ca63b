// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PERMISSIONS, type DashboardList, type DashboardSummary } from '@cairn/contracts';
import { problemAnswer } from '../../shared/testing/problemAnswer';
import {
  engagementRoutes,
  fakeServer,
  renderWithApp,
  type Route as FakeRoute,
} from '../../shared/testing/renderWithApp';
import { DashboardsPage } from './DashboardsPage';

const reader = [PERMISSIONS.dashboardingPowerBiReader];
const writer = [...reader, PERMISSIONS.dashboardingPowerBiWriter];

const dashboard = (id: string, name: string, mayDelete: boolean): DashboardSummary => ({
  id,
  name,
  provider: 'cairn',
  uploadedAt: '2026-03-01T10:00:00.000Z',
  uploadedBy: 'Casey',
  abilities: { open: true, delete: mayDelete },
});

function listOf(items: DashboardSummary[], upload: boolean): DashboardList {
  return {
    results: items,
    meta: { totalItems: items.length, page: 1, pageSize: 20 },
    abilities: { upload, provider: 'cairn', fileExtensions: ['.json', '.yaml', '.yml'] },
  };
}

const capacities: FakeRoute[] = [
  [
    'GET',
    /\/dashboards\/capacities\/PowerBi$/,
    { tool: 'PowerBi', state: 'Succeeded', display: 'active', abilities: { suspend: false, resume: false } },
  ],
];

function render() {
  return renderWithApp(
    <Routes>
      <Route path="/dashboards" element={<DashboardsPage />} />
    </Routes>,
    { at: '/dashboards' },
  );
}

afterEach(cleanup);

describe('DashboardsPage', { timeout: 30_000 }, () => {
  it('lists the dashboards with Name and Id, without upload or delete for a reader', async () => {
    fakeServer([
      ...engagementRoutes({ features: ['Dashboards_PowerBi'], permissions: reader }),
      ...capacities,
      [
        'GET',
        /\/api\/engagements\/e-1\/dashboards$/,
        listOf([dashboard('d-1', 'Payroll costs', false)], false),
      ],
    ]);
    render();
    const table = await screen.findByTestId('dashboards-table');
    expect(await within(table).findByText('Payroll costs')).toBeTruthy();
    expect(within(table).getByText('d-1')).toBeTruthy();
    // Shown, not hidden: disabled, and New dashboard with it (Cairn keeps these dashboards).
    expect((screen.getByTestId('dashboard-upload') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('dashboard-new') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('dashboard-upload-input')).toBeNull();
    expect(screen.queryByTestId('dashboard-delete-button')).toBeNull();
    expect(screen.getByTestId('dashboard-open-new-tab').getAttribute('href')).toBe(
      '/dashboards/d-1?full-screen',
    );
    expect(screen.getByTestId('dashboard-open-new-tab').getAttribute('target')).toBe('_blank');
  });

  it('says there are no dashboards', async () => {
    fakeServer([
      ...engagementRoutes({ features: ['Dashboards_PowerBi'], permissions: reader }),
      ...capacities,
      ['GET', /\/api\/engagements\/e-1\/dashboards$/, listOf([], false)],
    ]);
    render();
    expect(await screen.findByText('There are no dashboards yet.')).toBeTruthy();
  });

  it('deletes after confirmation and says so', async () => {
    let items = [dashboard('d-1', 'Payroll costs', true), dashboard('d-2', 'Tests', true)];
    const server = fakeServer([
      ...engagementRoutes({ features: ['Dashboards_PowerBi'], permissions: writer }),
      ...capacities,
      ['GET', /\/api\/engagements\/e-1\/dashboards$/, () => listOf(items, true)],
      [
        'DELETE',
        /\/api\/engagements\/e-1\/dashboards\/d-1$/,
        () => {
          items = items.filter((d) => d.id !== 'd-1');
          return null;
        },
      ],
    ]);
    render();
    const buttons = await screen.findAllByTestId('dashboard-delete-button');
    fireEvent.click(buttons[0]);
    const dialog = await screen.findByTestId('dashboard-delete');
    expect(within(dialog).getByText(/Payroll costs/)).toBeTruthy();
    expect(server.callsTo(/\/dashboards\/d-1$/)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('dashboard-delete-confirm'));
    expect(await screen.findByText('Dashboard deleted.')).toBeTruthy();
    expect(server.callsTo(/\/dashboards\/d-1$/)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Payroll costs')).toBeNull());
  });

  it('uploads for writers, shows a refused file type, and refreshes the list 1337 ms after an upload', async () => {
    let uploads = 0;
    // When the server answered the upload and each list read: the refresh is timed from the answer,
    // not from when a busy test runner saw the toast.
    let uploadAnsweredAt = 0;
    const listReadAt: number[] = [];
    fakeServer([
      ...engagementRoutes({ features: ['Dashboards_PowerBi'], permissions: writer }),
      ...capacities,
      [
        'GET',
        /\/api\/engagements\/e-1\/dashboards$/,
        () => {
          listReadAt.push(Date.now());
          return listOf([], true);
        },
      ],
      [
        'POST',
        /\/api\/engagements\/e-1\/dashboards$/,
        () => {
          uploadAnsweredAt = Date.now();
          return ++uploads === 1
            ? problemAnswer(415, {
                title: 'Unsupported Media Type',
                detail: 'This file extension is not supported',
                code: 'unsupportedExtension',
                errorId: 'x',
              })
            : dashboard('d-9', 'New one', true);
        },
      ],
    ]);
    render();
    fireEvent.click(await screen.findByTestId('dashboard-upload'));
    expect(await screen.findByTestId('dashboard-example')).toBeTruthy();
    expect(screen.getByTestId('dashboard-schema').getAttribute('href')).toBe(
      '/api/engagements/e-1/dashboards/definition-schema',
    );
    const input = screen.getByTestId('dashboard-upload-input') as HTMLInputElement;
    expect(input.accept).toBe('.json,.yaml,.yml');
    fireEvent.change(input, { target: { files: [new File(['x'], 'report.pbix')] } });
    expect((await screen.findByTestId('dashboard-upload-error')).textContent).toContain(
      'This file extension is not supported',
    );
    const before = listReadAt.length;
    fireEvent.change(input, { target: { files: [new File(['{}'], 'new.json')] } });
    expect(await screen.findByText('Dashboard New one uploaded.')).toBeTruthy();
    await waitFor(() => expect(listReadAt.length).toBeGreaterThan(before), { timeout: 5000 });
    expect(listReadAt[before] - uploadAnsweredAt).toBeGreaterThanOrEqual(1337);
  });
});
