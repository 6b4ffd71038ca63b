// @vitest-environment happy-dom
// A run's page against a fake server: the steps in columns by level with their statuses, each with
// its pipeline run; Rerun from the failed step only when a step did not succeed; Cancel while the
// run is open; the reason the buttons are off for a reader.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PERMISSIONS } from '@cairn/contracts';
import { engagementRoutes, fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';
import type { OrchestrationRun } from '../../../shared/api/orchestrations/types';
import { orchestrationRun, runStep } from '../testSupport';
import { OrchestrationRunPage } from './OrchestrationRunPage';

const runner = [PERMISSIONS.pipelinesRead, PERMISSIONS.pipelinesStart];

function render(run: OrchestrationRun, permissions = runner) {
  fakeServer([
    ...engagementRoutes({ features: ['Pipelines', 'Workflow'], permissions }),
    ['GET', /\/runs\/or-1$/, run],
  ]);
  renderWithApp(
    <Routes>
      <Route path="/workflow/runs/:orchestrationRunId" element={<OrchestrationRunPage />} />
    </Routes>,
    { at: '/workflow/runs/or-1' },
  );
}

/** The step names of each column of the graph, with their statuses. */
const columns = () =>
  screen.getAllByTestId('run-graph-column').map((column) =>
    within(column)
      .getAllByTestId('run-step')
      .map((box) => `${box.dataset.step}:${box.dataset.status}`),
  );

afterEach(cleanup);

describe('OrchestrationRunPage', { timeout: 30_000 }, () => {
  it('draws the steps in columns by level with their statuses and offers a rerun from the failed step', async () => {
    render(
      orchestrationRun({
        status: 'Failed',
        message: 'Step tests failed',
        steps: [
          runStep('model'),
          runStep('filter', { dependsOn: ['model'] }),
          runStep('label', { dependsOn: ['model'], status: 'Failed', message: 'Query failed', attempt: 3 }),
          runStep('tests', {
            dependsOn: ['filter', 'label'],
            status: 'Skipped',
            pipelineRunId: null,
            startedAt: null,
            endedAt: null,
          }),
        ],
      }),
    );
    await screen.findByTestId('run-graph');
    expect(columns()).toEqual([['model:Succeeded'], ['filter:Succeeded', 'label:Failed'], ['tests:Skipped']]);
    const failed = screen.getAllByTestId('run-step')[2];
    expect(failed.textContent).toContain('Attempt 3');
    expect(failed.textContent).toContain('Query failed');
    expect(within(failed).getByTestId('run-step-pipeline-run').getAttribute('href')).toBe(
      '/pipeline-runs/pr-label',
    );
    expect(within(screen.getAllByTestId('run-step')[3]).queryByTestId('run-step-pipeline-run')).toBeNull();
    expect(screen.getByTestId('orchestration-run-rerun-failed')).toBeTruthy();
    expect(screen.getByTestId('orchestration-run-rerun-all')).toBeTruthy();
    expect(screen.queryByTestId('orchestration-run-cancel')).toBeNull();
  });

  it('offers only Rerun all steps when every step succeeded', async () => {
    render(orchestrationRun({ steps: [runStep('model'), runStep('tests', { dependsOn: ['model'] })] }));
    await screen.findByTestId('orchestration-run-rerun-all');
    expect(screen.queryByTestId('orchestration-run-rerun-failed')).toBeNull();
  });

  it('shows a running step with the time of its retry and offers Cancel while the run is open', async () => {
    render(
      orchestrationRun({
        status: 'InProgress',
        endedAt: null,
        abilities: { cancel: true, rerun: false },
        steps: [
          runStep('model', {
            status: 'Retrying',
            retryAt: '2026-11-28T10:02:30.000Z',
            attempt: 2,
            endedAt: null,
          }),
          runStep('tests', {
            dependsOn: ['model'],
            status: 'Waiting',
            pipelineRunId: null,
            startedAt: null,
            endedAt: null,
          }),
        ],
      }),
    );
    expect(await screen.findByTestId('run-step-retry-at')).toBeTruthy();
    expect((screen.getByTestId('orchestration-run-cancel') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('orchestration-run-rerun-all')).toBeNull();
  });

  it('turns Rerun off with the permission it needs for a reader', async () => {
    render(
      orchestrationRun({
        status: 'Failed',
        abilities: { cancel: false, rerun: false },
        steps: [runStep('model', { status: 'Failed' })],
      }),
      [PERMISSIONS.pipelinesRead],
    );
    const rerun = await screen.findByTestId('orchestration-run-rerun-failed');
    expect((rerun as HTMLButtonElement).disabled).toBe(true);
    expect(rerun.getAttribute('aria-description')).toContain('Pipelines.Start');
  });
});
