// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PERMISSIONS } from '@cairn/contracts';
import { TestingRunOverview } from './TestingRunOverview';
import { engagementRoutes, fakeServer, renderWithApp, type Route } from '../../shared/testing/renderWithApp';

const runTests = (start: boolean): Route => [
  'GET',
  /\/api\/pipelines\/engagements\/e-1\/pipelines$/,
  [
    {
      name: 'RunTests',
      layer: 'test',
      shortName: 'RunTests',
      isHidden: false,
      abilities: { update: false, start },
    },
  ],
];
const noRuns: Route = [
  'GET',
  /\/api\/pipelines\/engagements\/e-1\/runs$/,
  { results: [], meta: { totalItems: 0, page: 1, pageSize: 10 } },
];
const started = {
  id: 'run-3',
  status: 'Queued',
  pipelineName: 'RunTests',
  layerName: 'TestLayer',
  parameters: {},
  message: null,
  runStart: '2026-03-01T10:00:00.000Z',
  startedAt: null,
  runEnd: null,
  startedBy: null,
  rerunOf: null,
  url: 'http://cairn.test/pipeline-runs/run-3',
  abilities: { view: false, cancel: true, rerun: false },
};

afterEach(() => cleanup());

describe('Testing run overview', { timeout: 30_000 }, () => {
  it('offers Run all tests as the RunTests pipeline allows, not as the engagement flags would', async () => {
    // Flags that would allow it; RunTests says no.
    const server = fakeServer([
      ...engagementRoutes({
        features: ['Pipelines'],
        permissions: [PERMISSIONS.pipelinesRead, PERMISSIONS.pipelinesStart],
      }),
      runTests(false),
      noRuns,
    ]);
    renderWithApp(<TestingRunOverview />, { at: '/testing/run' });
    expect(await screen.findByTestId('testing-runs-empty')).toBeTruthy();
    await waitFor(() => expect(server.callsTo(/\/pipelines$/)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('testing-run-all')).toBeNull();
  });

  it('starts RunTests on the test layer from Run all tests when the pipeline allows it', async () => {
    const server = fakeServer([
      ...engagementRoutes({ features: ['Pipelines'] }),
      runTests(true),
      noRuns,
      ['POST', /\/api\/pipelines\/engagements\/e-1\/runs$/, started],
      [
        'GET',
        /\/api\/pipelines\/engagements\/e-1\/runs\/run-3$/,
        { ...started, log: [], result: null, commit: null },
      ],
    ]);
    renderWithApp(<TestingRunOverview />, { at: '/testing/run' });
    fireEvent.click(await screen.findByTestId('testing-run-all'));
    const starts = () => server.callsTo(/\/runs$/).filter((c) => c.method === 'POST');
    await waitFor(() => expect(starts()).toHaveLength(1));
    expect(starts()[0].body).toEqual({
      pipelineName: 'RunTests',
      layer: 'TestLayer',
      parameters: {},
    });
    expect(await screen.findByTestId('run-started-toast')).toBeTruthy();
  });
});
