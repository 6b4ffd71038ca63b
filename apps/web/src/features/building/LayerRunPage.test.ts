// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { LayerRunPage } from './LayerRunPage';
import { mockFetch, PIPELINES, workspace } from './testSupport';
import { renderWithApp } from '../../shared/testing/renderWithApp';

const state = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../shared/engagement/useEngagementWorkspace', () => ({
  useEngagementWorkspace: () => state.current,
}));

const started = {
  id: 'run-3',
  status: 'Queued',
  pipelineName: 'RunModel',
  layerName: 'model',
  parameters: {},
};
/** The server's answers for a caller who may do `abilities` with the layer's pipelines. */
const routesFor = (abilities: { update: boolean; start: boolean }) => ({
  [`GET ${PIPELINES}/pipelines?layer=model`]: [
    { name: 'BuildModel', layer: 'model', shortName: 'Build model', isHidden: true, abilities },
    { name: 'RunModel', layer: 'model', shortName: 'Run model', isHidden: false, abilities },
  ],
  [`GET ${PIPELINES}/runs`]: {
    results: [{ ...started, status: 'Succeeded', runStart: '2026-03-01T10:00:00Z' }],
    meta: { totalItems: 1, page: 1, pageSize: 50 },
  },
  [`POST ${PIPELINES}/runs`]: started,
  [`GET ${PIPELINES}/runs/run-3`]: { ...started, log: [], result: null, commit: null },
  [`PUT ${PIPELINES}/pipelines/BuildModel`]: {
    name: 'BuildModel',
    layer: 'model',
    shortName: 'Build model',
    isHidden: false,
    abilities,
  },
});
const starter = routesFor({ update: false, start: true });
const writer = routesFor({ update: true, start: false });
const openModelingRun = () =>
  renderWithApp(createElement(LayerRunPage, { area: 'modeling' }), { at: '/modeling/run' });

describe('Run screen of the model layer', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('runs a pipeline with empty parameters and names it in the pipelineRunning toast', async () => {
    state.current = workspace({ canStartEngagementPipelines: true });
    const sent = mockFetch(starter);
    openModelingRun();

    fireEvent.click(await screen.findByTestId('pipeline-run-RunModel'));
    expect((await screen.findByTestId('run-started-toast')).textContent).toBe(
      'Pipeline Run model is running.',
    );
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      pipelineName: 'RunModel',
      layer: 'model',
      parameters: {},
    });
    // Hidden pipelines and the toggle are for those whose pipelines' abilities say update.
    expect(screen.queryByTestId('pipeline-run-BuildModel')).toBeNull();
    expect(screen.queryByTestId('pipeline-hide-RunModel')).toBeNull();
    expect(screen.getByTestId('pipeline-last-run-RunModel').textContent).toContain('01-03-2026');
  });

  it('shows hidden pipelines dimmed to a pipeline writer, who can show them again', async () => {
    state.current = workspace({ canWriteEngagementPipelines: true });
    const sent = mockFetch(writer);
    openModelingRun();

    const toggle = await screen.findByTestId('pipeline-hide-BuildModel');
    expect(toggle.closest('tr')?.getAttribute('data-hidden')).toBe('true');
    expect((screen.getByTestId('pipeline-run-RunModel') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(toggle);
    expect(await screen.findByText("Changing the pipeline's visibility…")).toBeTruthy();
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'PUT')).toMatchObject({
        path: `${PIPELINES}/pipelines/BuildModel`,
        body: { isHidden: false },
      }),
    );
  });

  it('shows noPipeline when the layer has none', async () => {
    state.current = workspace({ canStartEngagementPipelines: true });
    mockFetch({ ...starter, [`GET ${PIPELINES}/pipelines?layer=model`]: [] });
    openModelingRun();
    expect((await screen.findByTestId('pipelines-empty')).textContent).toBe(
      'There are no pipelines for this layer.',
    );
  });

  it('shows Run disabled, saying which permission and roles it needs, where the pipelines do not allow it', async () => {
    state.current = workspace({ canStartEngagementPipelines: true, canWriteEngagementPipelines: true });
    mockFetch(routesFor({ update: false, start: false }));
    openModelingRun();
    const run = (await screen.findByTestId('pipeline-run-RunModel')) as HTMLButtonElement;
    expect(run.disabled).toBe(true);
    expect(run.getAttribute('aria-description')).toBe(
      'Needs the permission Pipelines.Start (roles: Admin, Super User, Super Configurer, Configurer)',
    );
    expect(screen.queryByTestId('pipeline-hide-RunModel')).toBeNull();
    expect(screen.queryByTestId('pipeline-run-BuildModel')).toBeNull();
  });
});
