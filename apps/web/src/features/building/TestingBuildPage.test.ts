// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TestingBuildPage } from './TestingBuildPage';
import { answered, mockFetch, NODE_MODEL, PIPELINES, pipelinesRoute, workspace } from './testSupport';
import { renderWithApp } from '../../shared/testing/renderWithApp';
import { addressQuery, renderAt } from '../node-model/testSupport';

const state = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../shared/engagement/useEngagementWorkspace', () => ({
  useEngagementWorkspace: () => state.current,
}));

const started = {
  id: 'run-9',
  status: 'Queued',
  pipelineName: 'RunTests',
  layerName: 'test',
  parameters: {},
};
const tests = [
  { name: 'no_negative_pay', active: true, categoryNames: ['pay'] },
  { name: 'unique_employee', active: false, categoryNames: [] },
];

function routes(nodeTests: typeof tests, mayStart = true) {
  return {
    ...pipelinesRoute('test', mayStart),
    [`GET ${NODE_MODEL}/branches`]: [{ name: 'main', readOnly: true, parentBranch: null }],
    [`GET ${NODE_MODEL}/branches/main/layers/test/nodes`]: [{ name: 'payroll_checks', dbSchema: null }],
    [`GET ${NODE_MODEL}/branches/main/layers/test/nodes/payroll_checks/tests`]: nodeTests,
    [`POST ${PIPELINES}/runs`]: started,
    [`GET ${PIPELINES}/runs/run-9`]: {
      ...started,
      status: 'InProgress',
      log: [],
      result: null,
      commit: null,
    },
  };
}

const box = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const openTestingBuild = () =>
  renderWithApp(createElement(TestingBuildPage), { at: '/testing/building?branch=main&node=payroll_checks' });

describe('Testing build', () => {
  beforeEach(() => {
    state.current = workspace({ canStartEngagementPipelines: true });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("starts from the tests' active flags and runs the ticked tests with layer TestLayer", async () => {
    const sent = mockFetch(routes(tests));
    openTestingBuild();

    await screen.findByTestId('testing-active-unique_employee');
    expect(box('testing-active-no_negative_pay').checked).toBe(true);
    expect(box('testing-active-unique_employee').checked).toBe(false);
    expect(screen.getByTestId('testing-active-all').getAttribute('data-state')).toBe('indeterminate');

    fireEvent.click(box('testing-active-unique_employee'));
    fireEvent.click(screen.getByTestId('testing-run-button'));

    const notice = await screen.findByTestId('tests-running');
    expect(notice.textContent).toContain('The tests are running.');
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      pipelineName: 'RunTests',
      layer: 'TestLayer',
      parameters: {
        Branch: 'main',
        Node: 'payroll_checks',
        ActiveTests: ['no_negative_pay', 'unique_employee'],
      },
    });
    expect(screen.getByTestId('started-run-link').getAttribute('href')).toBe('/pipeline-runs/run-9');
  });

  it('disables Run when no test is ticked', async () => {
    mockFetch(routes(tests));
    openTestingBuild();
    await screen.findByTestId('testing-active-no_negative_pay');
    fireEvent.click(box('testing-active-all'));
    fireEvent.click(box('testing-active-all'));
    expect(box('testing-active-no_negative_pay').checked).toBe(false);
    expect(screen.getByTestId('testing-run-button')).toHaveProperty('disabled', true);
  });

  it("shows 'no tests' and no Run button for a node without tests", async () => {
    mockFetch(routes([]));
    openTestingBuild();
    expect((await screen.findByTestId('testing-no-tests')).textContent).toBe(
      'There are no tests for this node.',
    );
    expect(screen.queryByTestId('testing-run-button')).toBeNull();
  });

  it('writes the default branch into a bare address, then the chosen node beside it', async () => {
    mockFetch(routes(tests));
    renderAt(createElement(TestingBuildPage), '/testing/building');
    await waitFor(() => expect(addressQuery().toString()).toBe('branch=main'));

    fireEvent.mouseDown(within(screen.getByTestId('testing-node-select')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('payroll_checks'));
    await waitFor(() => expect(addressQuery().toString()).toBe('branch=main&node=payroll_checks'));
    expect(await screen.findByTestId('testing-active-no_negative_pay')).toBeTruthy();
  });

  it('has no Run button when RunTests says the user may not start it', async () => {
    // The engagement's flags would allow it: the pipeline's abilities decide.
    const sent = mockFetch(routes(tests, false));
    openTestingBuild();
    await screen.findByTestId('testing-active-no_negative_pay');
    await answered(sent, `${PIPELINES}/pipelines?layer=test`);
    expect(screen.queryByTestId('testing-run-button')).toBeNull();
  });
});
