// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PERMISSIONS, type DashboardSummary } from '@cairn/contracts';
import { engagementRoutes, fakeServer, renderWithApp } from '../../shared/testing/renderWithApp';
import { DashboardsPanel } from './DashboardsPanel';

const dashboard = (i: number): DashboardSummary => ({
  id: `d-${i}`,
  name: `Dashboard ${i}`,
  provider: 'cairn',
  uploadedAt: '2026-03-01T10:00:00.000Z',
  uploadedBy: null,
  abilities: { open: true, delete: false },
});

afterEach(cleanup);

describe('DashboardsPanel', { timeout: 30_000 }, () => {
  it('lists the first five dashboards, each opening its details, with a see-all link', async () => {
    const server = fakeServer([
      ...engagementRoutes({
        features: ['Dashboards_PowerBi'],
        permissions: [PERMISSIONS.dashboardingPowerBiReader],
      }),
      [
        'GET',
        /\/api\/engagements\/e-1\/dashboards$/,
        {
          results: [1, 2, 3, 4, 5].map(dashboard),
          meta: { totalItems: 7, page: 1, pageSize: 5 },
          abilities: { upload: false, provider: 'cairn', fileExtensions: ['.json'] },
        },
      ],
    ]);
    renderWithApp(<DashboardsPanel showSeeAll />);
    const items = await screen.findAllByTestId('dashboards-panel-item');
    expect(items).toHaveLength(5);
    expect(items[0].querySelector('a')!.getAttribute('href')).toBe('/dashboards/d-1');
    expect(screen.getByText('See all').getAttribute('href')).toBe('/dashboards');
    const [call] = server.callsTo(/\/dashboards$/);
    expect(call.url.searchParams.get('pageSize')).toBe('5');
  });

  it('asks nothing and says none when the menu does not offer dashboards', async () => {
    const server = fakeServer(engagementRoutes({ features: [], permissions: [] }));
    renderWithApp(<DashboardsPanel showSeeAll={false} />);
    expect(await screen.findByText('There are no dashboards yet.')).toBeTruthy();
    expect(server.callsTo(/\/dashboards$/)).toHaveLength(0);
    expect(screen.queryByText('See all')).toBeNull();
  });
});
