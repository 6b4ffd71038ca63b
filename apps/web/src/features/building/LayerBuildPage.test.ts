// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LayerBuildPage } from './LayerBuildPage';
import { answered, mockFetch, NODE_MODEL, PIPELINES, pipelinesRoute, workspace } from './testSupport';
import { renderWithApp } from '../../shared/testing/renderWithApp';
import { addressQuery, renderAt } from '../node-model/testSupport';

const state = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../shared/engagement/useEngagementWorkspace', () => ({
  useEngagementWorkspace: () => state.current,
}));

const nodesOfMain = `GET ${NODE_MODEL}/branches/main/layers/model/nodes`;
const started = {
  id: 'run-7',
  status: 'Queued',
  pipelineName: 'BuildModel',
  layerName: 'model',
  parameters: {},
};

function routes(nodes: string[], mayStart = true) {
  return {
    ...pipelinesRoute('model', mayStart),
    [`GET ${NODE_MODEL}/branches`]: [
      { name: 'main', readOnly: true, parentBranch: null },
      { name: 'working', readOnly: false, parentBranch: 'main' },
    ],
    [nodesOfMain]: nodes.map((name) => ({ name, dbSchema: null })),
    [`GET ${NODE_MODEL}/branches/main/layers/model/nodes/employees/sources`]: [{ name: 'payroll' }],
    [`GET ${NODE_MODEL}/branches/main/layers/model/nodes/payslips/sources`]: [
      { name: 'payroll' },
      { name: 'hr' },
    ],
    [`GET ${NODE_MODEL}/branches/main/layers/model/nodes/contracts/sources`]: [],
    [`GET ${PIPELINES}/builds/latest?layer=model`]: [
      {
        runId: 'run-1',
        layer: 'model',
        node: 'employees',
        branch: 'main',
        status: 'Succeeded',
        rowCount: 120,
        message: null,
        builtAt: '2026-03-01T10:00:00Z',
      },
    ],
    [`POST ${PIPELINES}/runs`]: started,
    [`GET ${PIPELINES}/runs/run-7`]: { ...started, log: [], result: null, commit: null },
  };
}

const openModelingBuild = (address = '/modeling/building') =>
  renderWithApp(createElement(LayerBuildPage, { area: 'modeling' }), { at: address });
const checkbox = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('Build screen of the model layer', () => {
  beforeEach(() => {
    state.current = workspace({ canStartEngagementPipelines: true });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('builds the ticked nodes with the chosen source and shows the nodesBuilding toast', async () => {
    const sent = mockFetch(routes(['employees', 'payslips', 'contracts']));
    openModelingBuild('/modeling/building?source=payroll');

    await screen.findByTestId('build-active-contracts');
    expect(await screen.findByTestId('build-row-count')).toHaveProperty('textContent', '120 rows');
    // Three rows, one question for the layer's last builds.
    expect(sent.filter((s) => s.path.includes('/builds/'))).toHaveLength(1);
    const build = screen.getByTestId('build-button');
    expect(build).toHaveProperty('disabled', true);

    fireEvent.click(checkbox('build-active-employees'));
    fireEvent.click(checkbox('build-rebuild-payslips'));
    // A rebuild tick also sets active; two of three rows are active: the header shows a dash.
    expect(checkbox('build-active-payslips').checked).toBe(true);
    expect(screen.getByTestId('build-active-all').getAttribute('data-state')).toBe('indeterminate');
    expect(build).toHaveProperty('disabled', false);

    fireEvent.click(build);
    expect(await screen.findByTestId('run-started-toast')).toHaveProperty(
      'textContent',
      'The nodes are being built.',
    );
    const post = sent.find((s) => s.method === 'POST');
    expect(post?.body).toEqual({
      pipelineName: 'BuildModel',
      layer: 'model',
      parameters: {
        Branch: 'main',
        Source: 'payroll',
        Category: null,
        ActiveNodes: ['employees', 'payslips'],
        RebuildNodes: ['payslips'],
      },
    });
    const runLink = await screen.findByTestId('started-run-link');
    expect(runLink.getAttribute('href')).toBe('/pipeline-runs/run-7');
    expect(screen.getByTestId('started-monitor-link').getAttribute('href')).toBe('/modeling/monitor');
  });

  it('ticks every row with the select-all header and clears them again', async () => {
    mockFetch(routes(['employees', 'payslips']));
    openModelingBuild();
    await screen.findByTestId('build-active-payslips');

    fireEvent.click(checkbox('build-rebuild-all'));
    expect(checkbox('build-active-employees').checked).toBe(true);
    expect(checkbox('build-rebuild-payslips').checked).toBe(true);
    expect(screen.getByTestId('build-active-all').getAttribute('data-state')).toBe('checked');

    fireEvent.click(checkbox('build-active-all'));
    expect(checkbox('build-rebuild-employees').checked).toBe(false);
    expect(screen.getByTestId('build-button')).toHaveProperty('disabled', true);
  });

  it('shows noBuilds when the layer has no nodes', async () => {
    mockFetch(routes([]));
    openModelingBuild();
    expect(await screen.findByTestId('build-empty')).toHaveProperty(
      'textContent',
      'There are no nodes to build in this layer.',
    );
  });

  it('has no Build button when the Build pipeline says the user may not start it', async () => {
    // The engagement's flags would allow it: the pipeline's abilities decide.
    const sent = mockFetch(routes(['employees'], false));
    openModelingBuild();
    await screen.findByTestId('build-active-employees');
    await answered(sent, `${PIPELINES}/pipelines?layer=model`);
    expect(screen.queryByTestId('build-button')).toBeNull();
  });

  it('writes the default branch into an address without one and keeps the chosen source', async () => {
    mockFetch(routes(['employees']));
    renderAt(createElement(LayerBuildPage, { area: 'modeling' }), '/modeling/building?source=payroll');
    await waitFor(() =>
      expect(Object.fromEntries(addressQuery())).toEqual({ branch: 'main', source: 'payroll' }),
    );
    await screen.findByTestId('build-active-employees');
  });

  it('reads the branch from the address and shows an error when the nodes cannot be loaded', async () => {
    const sent = mockFetch(routes(['employees']));
    openModelingBuild('/modeling/building?branch=working');
    const error = await screen.findByTestId('build-error');
    expect(within(error).getByRole('button')).toBeTruthy();
    expect(sent.map((s) => s.path)).toContain(`${NODE_MODEL}/branches/working/layers/model/nodes`);
  });

  it('starts no build and keeps the button disabled while nothing is ticked', async () => {
    const sent = mockFetch(routes(['employees']));
    openModelingBuild();
    await screen.findByTestId('build-active-employees');
    fireEvent.click(screen.getByTestId('build-button'));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(false));
  });
});
