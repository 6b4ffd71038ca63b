// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, type PipelineRun } from '@cairn/contracts';
import { MonitorPage } from './MonitorPage';
import { engagementRoutes, fakeServer, renderWithApp, type Route } from './testing/renderWithApp';

const run = (id: string, status: PipelineRun['status']): PipelineRun => ({
  id,
  status,
  pipelineName: 'ImportFiles',
  layerName: 'import',
  parameters: {},
  message: status === 'Failed' ? 'wages.csv line 3: expected 3 columns, found 4' : null,
  runStart: '2026-03-01T10:00:00.000Z',
  startedAt: status === 'Queued' ? null : '2026-03-01T10:00:01.000Z',
  runEnd: status === 'Queued' || status === 'InProgress' ? null : '2026-03-01T10:00:05.000Z',
  startedBy: { name: 'Casey Configurer', type: 'User' },
  rerunOf: null,
  url: `http://cairn.test/pipeline-runs/${id}`,
});

const runsRoute = (runs: PipelineRun[] | (() => PipelineRun[])): Route => [
  'GET',
  /\/api\/pipelines\/engagements\/e-1\/runs$/,
  () => {
    const results = typeof runs === 'function' ? runs() : runs;
    return { results, meta: { totalItems: results.length, page: 1, pageSize: 10 } };
  },
];
const pipelinesRoute: Route = [
  'GET',
  /\/api\/pipelines\/engagements\/e-1\/pipelines$/,
  [{ name: 'ImportFiles', layer: 'import', shortName: 'Import files', isHidden: false }],
];

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Rendering antd in happy-dom is slow on a busy machine: more time than vitest's default 5 s.
describe('MonitorPage', { timeout: 30_000 }, () => {
  it('lists the layer of its module with the filter and look-back of the address', async () => {
    const server = fakeServer([...engagementRoutes(), runsRoute([run('r1', 'Failed')]), pipelinesRoute]);
    renderWithApp(<MonitorPage entry="modeling" />, {
      at: '/modeling/monitor?status=Failed&status=Queued&days=7',
    });

    expect(await screen.findByText('wages.csv line 3: expected 3 columns, found 4')).toBeTruthy();
    const query = server.callsTo(/\/runs$/)[0].url.searchParams;
    expect(query.get('layer')).toBe('model');
    expect(query.getAll('status')).toEqual(['Failed', 'Queued']);
    expect(query.get('daysBack')).toBe('7');
    expect(query.get('sortBy')).toBe('runStart');
    expect(query.get('direction')).toBe('desc');
    expect(query.get('pageSize')).toBe('10');
  });

  it('says there are no imports yet on the Import monitor, and no runs on a layer', async () => {
    fakeServer([...engagementRoutes(), runsRoute([]), pipelinesRoute]);
    renderWithApp(<MonitorPage entry="import" />);
    expect(await screen.findByText('No imports yet')).toBeTruthy();
    cleanup();
    renderWithApp(<MonitorPage entry="testing" />);
    expect(await screen.findByText('No runs yet')).toBeTruthy();
  });

  it('shows the short name, the status, the monitor date format and the legend', async () => {
    fakeServer([...engagementRoutes(), runsRoute([run('r1', 'Succeeded')]), pipelinesRoute]);
    renderWithApp(<MonitorPage entry="import" />);
    expect(await screen.findByText('Import files')).toBeTruthy();
    const row = screen.getByTestId('runs-table').querySelector('[data-run-id="r1"]') as HTMLElement;
    expect(within(row).getByTestId('run-status').getAttribute('data-display')).toBe('success');
    expect(row.textContent).toMatch(/01-03-2026, \d\d:00:00/);
    expect(within(screen.getByTestId('runs-legend')).getByText('Running')).toBeTruthy();
  });

  it('gives readers no buttons, and starters cancel for queued and rerun for finished runs', async () => {
    fakeServer([...engagementRoutes(), runsRoute([run('q', 'Queued'), run('f', 'Failed')]), pipelinesRoute]);
    renderWithApp(<MonitorPage entry="import" />);
    await screen.findAllByText('Import files');
    expect(screen.queryByTestId('run-cancel')).toBeNull();
    expect(screen.queryByTestId('run-rerun')).toBeNull();
    expect(screen.queryByTestId('run-view')).toBeNull();
    cleanup();

    fakeServer([
      ...engagementRoutes({
        permissions: [PERMISSIONS.pipelinesRead, PERMISSIONS.pipelinesStart, PERMISSIONS.pipelinesWrite],
      }),
      runsRoute([run('q', 'Queued'), run('f', 'Failed')]),
      pipelinesRoute,
    ]);
    renderWithApp(<MonitorPage entry="import" />);
    await waitFor(() => expect(screen.getAllByTestId('run-view')).toHaveLength(2));
    const queued = screen.getByTestId('runs-table').querySelector('[data-run-id="q"]') as HTMLElement;
    const failed = screen.getByTestId('runs-table').querySelector('[data-run-id="f"]') as HTMLElement;
    expect(within(queued).queryByTestId('run-cancel')).toBeTruthy();
    expect(within(queued).queryByTestId('run-rerun')).toBeNull();
    expect(within(failed).queryByTestId('run-rerun')).toBeTruthy();
    expect(within(failed).queryByTestId('run-cancel')).toBeNull();
  });

  it('follows a run from Queued to Succeeded without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: PipelineRun['status'] = 'Queued';
    fakeServer([...engagementRoutes(), runsRoute(() => [run('r1', status)]), pipelinesRoute]);
    renderWithApp(<MonitorPage entry="import" />);
    const tag = () => screen.getByTestId('runs-table').querySelector('[data-testid="run-status"]');
    await waitFor(() => expect(tag()?.getAttribute('data-status')).toBe('Queued'));

    status = 'Succeeded';
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(tag()?.getAttribute('data-status')).toBe('Succeeded'));
  });

  it('hides the view button in a gain engagement', async () => {
    fakeServer([
      ...engagementRoutes({
        features: ['Pipelines', 'Storage', 'GAIN'],
        permissions: [PERMISSIONS.pipelinesRead, PERMISSIONS.pipelinesWrite],
      }),
      runsRoute([run('s', 'Succeeded')]),
      pipelinesRoute,
    ]);
    renderWithApp(<MonitorPage entry="import" />);
    await screen.findByText('Import files');
    expect(screen.queryByTestId('run-view')).toBeNull();
  });
});
