// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PERMISSIONS, type EmbeddedDashboard, type TileResult } from '@cairn/contracts';
import { problemAnswer } from '../../shared/testing/problemAnswer';
import {
  engagementRoutes,
  fakeServer,
  renderWithApp,
  type Call,
  type Route as FakeRoute,
} from '../../shared/testing/renderWithApp';
import { DashboardDetailsPage } from './DashboardDetailsPage';

const embed: EmbeddedDashboard = {
  provider: 'cairn',
  id: 'd-1',
  name: 'Payroll costs',
  version: 3,
  definition: {
    name: 'Payroll costs',
    filters: [{ id: 'country', label: 'Country', type: 'select', options: ['NL', 'DE'] }],
    pages: [
      {
        title: 'Costs',
        tiles: [
          {
            id: 'total',
            title: 'Total cost',
            query: 'SELECT 1 WHERE $country',
            chart: { type: 'kpi', value: 'cost' },
          },
          { id: 'rows', title: 'Cost rows', query: 'SELECT 2 WHERE $country', chart: { type: 'table' } },
          { id: 'broken', title: 'Broken', query: 'SELECT nope', chart: { type: 'table' } },
        ],
      },
    ],
  },
};

const filterOf = (call: Call) => {
  const text = call.url.searchParams.get('filters');
  return text ? (JSON.parse(text) as Record<string, unknown>).country : undefined;
};
const result = (rows: unknown[][]): TileResult => ({
  columns: [
    { name: 'country', type: 'VARCHAR' },
    { name: 'cost', type: 'DECIMAL(18,2)' },
  ],
  rows,
  truncated: false,
  cached: false,
  computedAt: '2026-03-01T10:00:00.000Z',
});
const costs: Record<string, unknown[][]> = {
  all: [
    ['NL', '220.00'],
    ['DE', '120.00'],
  ],
  NL: [['NL', '220.00']],
};

function tiles(paused = false): FakeRoute[] {
  return [
    ['GET', /\/dashboards\/d-1\/embed$/, embed],
    [
      'GET',
      /\/dashboards\/d-1\/tiles\/(total|rows)$/,
      (call: Call) =>
        paused
          ? problemAnswer(409, {
              title: 'Conflict',
              detail: 'the capacity is paused',
              code: 'capacityPaused',
              errorId: 'e',
            })
          : result(
              call.url.pathname.endsWith('total')
                ? [[null, filterOf(call) === 'NL' ? '220.00' : '340.00']]
                : costs[String(filterOf(call) ?? 'all')],
            ),
    ],
    [
      'GET',
      /\/dashboards\/d-1\/tiles\/broken$/,
      problemAnswer(422, {
        title: 'Unprocessable Content',
        detail: 'Referenced column "nope" not found',
        code: 'tileQueryFailed',
        errorId: 'e',
      }),
    ],
  ];
}

function render(at = '/dashboards/d-1') {
  return renderWithApp(
    <Routes>
      <Route path="/dashboards/:reportId" element={<DashboardDetailsPage />} />
    </Routes>,
    { at },
  );
}

afterEach(cleanup);

describe('DashboardDetailsPage', { timeout: 30_000 }, () => {
  it('draws every tile, shows a failing tile with its reason, and every tile follows a filter', async () => {
    const server = fakeServer([
      ...engagementRoutes({
        features: ['Dashboards_PowerBi'],
        permissions: [PERMISSIONS.dashboardingPowerBiReader],
      }),
      ...tiles(),
    ]);
    render();
    expect(await screen.findByText('340')).toBeTruthy();
    const rowsTile = screen.getAllByTestId('dashboard-tile').find((t) => t.dataset.tile === 'rows')!;
    expect(await within(rowsTile).findByText('DE')).toBeTruthy();
    const broken = await screen.findByTestId('tile-error');
    expect(broken.textContent).toContain('Referenced column "nope" not found');
    expect(screen.getByTestId('page-title').textContent).toBe('Payroll costs');

    const select = within(screen.getByTestId('dashboard-filter-country')).getByRole('combobox');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('NL'));
    expect(await screen.findByText('220')).toBeTruthy();
    await waitFor(() => expect(within(rowsTile).queryByText('DE')).toBeNull());
    for (const tile of ['total', 'rows']) {
      const calls = server.callsTo(new RegExp(`/tiles/${tile}$`));
      expect(calls.map(filterOf)).toEqual([undefined, 'NL']);
    }
    const csv = screen
      .getAllByTestId('tile-csv')
      .find((a) => a.getAttribute('href')?.includes('/tiles/rows/csv'))!;
    expect(decodeURIComponent(csv.getAttribute('href')!)).toContain('filters={"country":"NL"}');
    expect(screen.getByTestId('dashboard-open-full-screen').getAttribute('href')).toBe(
      '/dashboards/d-1?full-screen&f.country=NL',
    );
  });

  it('says the capacity is paused, and opens full screen without the page frame', async () => {
    fakeServer([
      ...engagementRoutes({
        features: ['Dashboards_PowerBi'],
        permissions: [PERMISSIONS.dashboardingPowerBiReader],
      }),
      ...tiles(true),
    ]);
    render('/dashboards/d-1?full-screen');
    const frame = await screen.findByTestId('dashboard-full-screen');
    await waitFor(() =>
      expect(
        within(frame)
          .getAllByTestId('tile-error')
          .filter((e) => e.dataset.paused === 'true'),
      ).toHaveLength(2),
    );
    expect(frame.textContent).toContain('Dashboards are paused');
    expect(screen.queryByTestId('dashboard-back')).toBeNull();
    // The app's frame steps aside while the dashboard is full screen, and comes back after.
    expect(document.body.classList.contains('cairn-dashboard-full-screen')).toBe(true);
    cleanup();
    expect(document.body.classList.contains('cairn-dashboard-full-screen')).toBe(false);
  });

  it('says when the dashboard does not exist', async () => {
    fakeServer([
      ...engagementRoutes({
        features: ['Dashboards_PowerBi'],
        permissions: [PERMISSIONS.dashboardingPowerBiReader],
      }),
      [
        'GET',
        /\/dashboards\/d-1\/embed$/,
        problemAnswer(404, { title: 'Not Found', detail: 'x', errorId: 'e' }),
      ],
    ]);
    render();
    expect((await screen.findByTestId('dashboard-error')).textContent).toContain(
      'This dashboard does not exist.',
    );
  });
});
