// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { PERMISSIONS, type PipelineRun } from '@cairn/contracts';
import { MonitorPage } from './MonitorPage';
import { engagementRoutes, fakeServer, renderWithApp, type Route } from '../../shared/testing/renderWithApp';
import { chooseOption } from '../../shared/testing/chooseOption';

const NOTHING = { view: false, cancel: false, rerun: false };
const run = (id: string, status: PipelineRun['status'], abilities = NOTHING): PipelineRun => ({
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
  abilities,
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
  [
    {
      name: 'ImportFiles',
      layer: 'import',
      shortName: 'Import files',
      isHidden: false,
      abilities: { update: false, start: false },
    },
  ],
];

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}
function Path() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}
const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

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

  it("gives each run the buttons of its abilities, whatever the user's engagement flags", async () => {
    // Flags that would allow everything: the buttons still follow the answer's abilities.
    const everything = [PERMISSIONS.pipelinesRead, PERMISSIONS.pipelinesStart, PERMISSIONS.pipelinesWrite];
    fakeServer([
      ...engagementRoutes({ permissions: everything }),
      runsRoute([run('q', 'Queued'), run('f', 'Failed')]),
      pipelinesRoute,
    ]);
    renderWithApp(<MonitorPage entry="import" />);
    await screen.findAllByText('Import files');
    expect(screen.queryByTestId('run-cancel')).toBeNull();
    expect(screen.queryByTestId('run-rerun')).toBeNull();
    expect(screen.queryByTestId('run-view')).toBeNull();
    cleanup();

    fakeServer([
      ...engagementRoutes(),
      runsRoute([
        run('q', 'Queued', { view: true, cancel: true, rerun: false }),
        run('f', 'Failed', { view: true, cancel: false, rerun: true }),
      ]),
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

  it('opens the run page with a click on the row for whoever may view the run, not on its buttons', async () => {
    fakeServer([
      ...engagementRoutes(),
      runsRoute([
        run('seen', 'Failed', { view: true, cancel: false, rerun: false }),
        run('hidden', 'Failed', NOTHING),
      ]),
      pipelinesRoute,
    ]);
    renderWithApp(
      <>
        <MonitorPage entry="import" />
        <Path />
      </>,
      { at: '/import/monitor' },
    );
    await waitFor(() => expect(screen.getAllByTestId('run-view')).toHaveLength(1));
    const row = (id: string) =>
      screen.getByTestId('runs-table').querySelector(`[data-run-id="${id}"]`) as HTMLElement;
    fireEvent.click(within(row('hidden')).getByText('wages.csv line 3: expected 3 columns, found 4'));
    expect(screen.getByTestId('path').textContent).toBe('/import/monitor');
    fireEvent.click(within(row('seen')).getByText('wages.csv line 3: expected 3 columns, found 4'));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/pipeline-runs/seen'));
  });

  it('sorts every column on the server and keeps sort, filter and page in the address', async () => {
    const server = fakeServer([
      ...engagementRoutes(),
      runsRoute([run('r1', 'Failed'), run('r2', 'Succeeded')]),
      pipelinesRoute,
    ]);
    renderWithApp(
      <>
        <MonitorPage entry="import" />
        <Address />
      </>,
    );
    await screen.findAllByText('Import files');
    const lastQuery = () => server.callsTo(/\/runs$/).at(-1)!.url.searchParams;

    // Duration, message and started-by were sorted on the page shown; now the server sorts them.
    fireEvent.click(screen.getByText('Duration'));
    await waitFor(() => expect(address().get('sort')).toBe('duration'));
    await waitFor(() => expect(lastQuery().get('sortBy')).toBe('duration'));
    expect(lastQuery().get('direction')).toBe('asc');
    fireEvent.click(screen.getByText('Started by'));
    await waitFor(() => expect(lastQuery().get('sortBy')).toBe('startedBy'));

    // A status filter keeps the sort and goes into the address and the server's query.
    await chooseOption(screen.getByTestId('runs-status-filter'), 'Failed');
    await waitFor(() => expect(address().getAll('status')).toEqual(['Failed']));
    expect(address().get('sort')).toBe('startedBy');
    await waitFor(() => expect(lastQuery().getAll('status')).toEqual(['Failed']));
    expect(screen.queryByTestId('runs-search')).toBeNull();
  });

  it('opens a run to what the testing monitor shows under it', async () => {
    fakeServer([...engagementRoutes(), runsRoute([run('r1', 'Failed')]), pipelinesRoute]);
    renderWithApp(
      <MonitorPage
        entry="testing"
        expandedRun={(r, engagementId) => <p data-testid="opened">{`${engagementId}/${r.id}`}</p>}
      />,
    );
    await screen.findByText('wages.csv line 3: expected 3 columns, found 4');
    fireEvent.click(screen.getByRole('button', { name: /expand row/i }));
    expect((await screen.findByTestId('opened')).textContent).toBe('e-1/r1');
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

  it('asks the server nothing while the browser tab is hidden, and catches up when it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer([...engagementRoutes(), runsRoute([run('r1', 'InProgress')]), pipelinesRoute]);
    renderWithApp(<MonitorPage entry="import" />);
    const lists = () => server.callsTo(/\/runs$/).length;
    await waitFor(() => expect(lists()).toBe(1));
    // TanStack Query's focus manager listens on the window; the state is the document's.
    const setVisibility = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      window.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      setVisibility('hidden');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(lists()).toBe(1);
      setVisibility('visible');
      await vi.advanceTimersByTimeAsync(5000);
      // Polling again (the interval's next tick; the clock also runs on in real time meanwhile).
      await waitFor(() => expect(lists()).toBeGreaterThan(1));
    } finally {
      setVisibility('visible');
    }
  });
});
