// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAX_BULK_RUNS, PERMISSIONS, type PipelineRun } from '@cairn/contracts';
import { MonitorPage } from '../MonitorPage';
import {
  engagementRoutes,
  fakeServer,
  renderWithApp,
  type Call,
} from '../../../shared/testing/renderWithApp';
import { nextSelection, runsForAction } from './runSelection';

const RUNNING = { view: true, cancel: true, rerun: false };
const FINISHED = { view: true, cancel: false, rerun: true };
const run = (id: string, status: PipelineRun['status'], abilities = FINISHED): PipelineRun => ({
  id,
  status,
  pipelineName: 'BuildModel',
  layerName: 'model',
  parameters: {},
  message: null,
  runStart: '2026-03-01T10:00:00.000Z',
  startedAt: '2026-03-01T10:00:01.000Z',
  runEnd: null,
  startedBy: { name: 'Casey Configurer', type: 'User' },
  rerunOf: null,
  url: `http://cairn.test/pipeline-runs/${id}`,
  abilities,
});
const runs = [
  run('r1', 'InProgress', RUNNING),
  run('r2', 'Failed'),
  run('r3', 'Succeeded'),
  run('r4', 'Queued', RUNNING),
];

afterEach(cleanup);

function visit(permissions: string[]) {
  return fakeServer([
    ...engagementRoutes({ permissions }),
    ['GET', /\/runs$/, { results: runs, meta: { totalItems: runs.length, page: 1, pageSize: 10 } }],
    ['GET', /\/pipelines$/, []],
    [
      'POST',
      /\/runs\/bulk$/,
      ({ body }: Call) => ({
        results: (body as { runIds: string[] }).runIds.map((runId) =>
          runId === 'r3'
            ? { runId, ok: false, error: 'A newer run of this pipeline is still going.' }
            : { runId, ok: true },
        ),
      }),
    ],
  ]);
}

describe('run selection', () => {
  it('applies cancel to the running and rerun to the finished runs', () => {
    expect(runsForAction(runs, 'cancel')).toEqual(['r1', 'r4']);
    expect(runsForAction(runs, 'rerun')).toEqual(['r2', 'r3']);
  });

  it('keeps runs of other pages and caps the selection', () => {
    const before = new Map([['r1', runs[0]]]);
    expect([...nextSelection(before, ['r1', 'r2'], [undefined, runs[1]]).selected.keys()]).toEqual([
      'r1',
      'r2',
    ]);
    const many = Array.from({ length: MAX_BULK_RUNS + 1 }, (_, i) => run(`x${i}`, 'Failed'));
    const capped = nextSelection(
      new Map(),
      many.map((r) => r.id),
      many,
    );
    expect(capped.selected.size).toBe(MAX_BULK_RUNS);
    expect(capped.capped).toBe(true);
  });
});

describe('RunsSelectionBar', { timeout: 30_000 }, () => {
  it('counts the selection, asks naming the count, and sums up what was not done', async () => {
    const server = visit([PERMISSIONS.pipelinesRead, PERMISSIONS.pipelinesStart]);
    renderWithApp(<MonitorPage entry="modeling" />, { at: '/modeling/monitor' });
    await screen.findAllByText('BuildModel');
    const boxes = screen.getAllByRole('checkbox', { name: 'Select the run of BuildModel' });
    expect(boxes).toHaveLength(4);
    for (const box of boxes.slice(0, 3)) fireEvent.click(box);

    expect((await screen.findByTestId('runs-selection-count')).textContent).toBe('3 selected');
    expect(screen.getByTestId('runs-bulk-cancel').getAttribute('data-count')).toBe('1');
    expect(screen.getByTestId('runs-bulk-rerun').textContent).toBe('Run again (2)');

    fireEvent.click(screen.getByTestId('runs-bulk-rerun'));
    expect(await screen.findByText('Run 2 runs again?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('runs-bulk-confirm-confirm'));

    await waitFor(() => expect(server.callsTo(/\/runs\/bulk$/)).toHaveLength(1));
    expect(server.callsTo(/\/runs\/bulk$/)[0].body).toEqual({ action: 'rerun', runIds: ['r2', 'r3'] });
    const summary = await screen.findByTestId('runs-bulk-result');
    expect(within(summary).getByText('Started 1 of 2 again')).toBeTruthy();
    const notDone = within(summary).getAllByTestId('runs-bulk-not-done-run');
    expect(notDone.map((li) => li.getAttribute('data-run-id'))).toEqual(['r3']);
    expect(notDone[0].textContent).toContain('A newer run of this pipeline is still going.');
    // The selection is cleared and the list asked again.
    await waitFor(() => expect(screen.queryByTestId('runs-selection-bar')).toBeNull());
    await waitFor(() => expect(server.callsTo(/\/runs$/).length).toBeGreaterThan(1));
  });

  it('offers no checkboxes to a caller who may not start runs', async () => {
    visit([PERMISSIONS.pipelinesRead]);
    renderWithApp(<MonitorPage entry="modeling" />, { at: '/modeling/monitor' });
    await screen.findAllByText('BuildModel');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
