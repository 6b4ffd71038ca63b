// @vitest-environment happy-dom
import { createElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { TestResultsPanel } from './TestResultsPanel';
import { ENGAGEMENT, mockFetch, PIPELINES } from './testSupport';
import { renderWithApp } from '../../shared/testing/renderWithApp';

const result = {
  runId: 'run-5',
  branch: 'main',
  node: 'payroll_checks',
  categoryNames: ['pay'],
  message: null,
  ranAt: '2026-03-02T09:30:00Z',
};
const passed = {
  ...result,
  test: 'no_negative_pay',
  passed: true,
  state: 'success',
  failingRowCount: 0,
  columns: null,
  failingRows: null,
};
const errored = {
  ...result,
  test: 'valid_tax_code',
  passed: false,
  state: 'error',
  failingRowCount: null,
  columns: null,
  failingRows: null,
  message: 'Catalog Error: Table with name tax_codes does not exist!',
};
const failed = {
  ...result,
  test: 'unique_employee',
  passed: false,
  state: 'failed',
  failingRowCount: 2,
  columns: ['employee_id', 'count'],
  failingRows: [
    ['E-17', 2],
    ['E-42', 3],
  ],
};

describe('Test results of a run', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each test passed or failed, with the failing rows and the trend', async () => {
    mockFetch({
      [`GET ${PIPELINES}/test-results?runId=run-5`]: [passed, failed],
      [`GET ${PIPELINES}/test-results/trend`]: [
        { ...failed, failingRows: null },
        {
          ...failed,
          runId: 'run-4',
          passed: true,
          state: 'success',
          failingRowCount: 0,
          failingRows: null,
          ranAt: '2026-03-01T09:30:00Z',
        },
      ],
    });
    renderWithApp(
      createElement(TestResultsPanel, { engagementId: ENGAGEMENT, runId: 'run-5', runStatus: 'Succeeded' }),
    );

    const tags = await screen.findAllByTestId('test-result');
    expect(tags.map((tag) => [tag.textContent, tag.getAttribute('data-passed')])).toEqual([
      ['Passed', 'true'],
      ['Failed', 'false'],
    ]);
    const buttons = screen.getAllByTestId('test-failing-rows-button');
    expect(buttons[0]).toHaveProperty('disabled', true);

    fireEvent.click(buttons[1]);
    const table = await screen.findByTestId('failing-rows-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['employee_id', 'count']);
    expect(within(table).getByText('E-42')).toBeTruthy();

    fireEvent.click(screen.getAllByTestId('test-trend-button')[1]);
    const markers = await screen.findAllByTestId('trend-marker');
    // Oldest first: the pass of run-4, then the failure of run-5.
    expect(markers.map((m) => m.getAttribute('data-passed'))).toEqual(['true', 'false']);
  });

  it('shows a test whose query could not run as an error with the reason, not as failed', async () => {
    mockFetch({
      [`GET ${PIPELINES}/test-results?runId=run-8`]: [errored],
      [`GET ${PIPELINES}/test-results/trend`]: [
        { ...errored, runId: 'run-8' },
        {
          ...failed,
          test: 'valid_tax_code',
          runId: 'run-7',
          failingRows: null,
          ranAt: '2026-03-01T09:30:00Z',
        },
      ],
    });
    renderWithApp(
      createElement(TestResultsPanel, { engagementId: ENGAGEMENT, runId: 'run-8', runStatus: 'Failed' }),
    );
    const tag = await screen.findByTestId('test-result');
    expect([tag.textContent, tag.getAttribute('data-state')]).toEqual(['Error', 'error']);
    expect(screen.getByText(errored.message)).toBeTruthy();
    expect(screen.getByTestId('test-failing-count').textContent).toBe('—');

    fireEvent.click(screen.getByTestId('test-trend-button'));
    const markers = await screen.findAllByTestId('trend-marker');
    expect(markers.map((m) => m.getAttribute('data-state'))).toEqual(['failed', 'error']);
  });

  it("says the tests are running while the run's results are not there yet", async () => {
    mockFetch({ [`GET ${PIPELINES}/test-results?runId=run-6`]: [] });
    renderWithApp(
      createElement(TestResultsPanel, { engagementId: ENGAGEMENT, runId: 'run-6', runStatus: 'InProgress' }),
    );
    expect((await screen.findByTestId('test-results-empty')).textContent).toBe('The tests are running.');
  });

  it('asks for the results again when the run finishes (they are written at its end)', async () => {
    let asked = 0;
    mockFetch({
      [`GET ${PIPELINES}/test-results?runId=run-7`]: () => (++asked === 1 ? [] : [passed, failed]),
    });
    function RunThatFinishes() {
      const [runStatus, setRunStatus] = useState('InProgress');
      return createElement(
        'div',
        null,
        createElement('button', { onClick: () => setRunStatus('Failed') }, 'finish'),
        createElement(TestResultsPanel, { engagementId: ENGAGEMENT, runId: 'run-7', runStatus }),
      );
    }
    renderWithApp(createElement(RunThatFinishes));
    expect((await screen.findByTestId('test-results-empty')).textContent).toBe('The tests are running.');

    fireEvent.click(screen.getByText('finish'));
    const tags = await screen.findAllByTestId('test-result');
    expect(tags.map((tag) => tag.getAttribute('data-passed'))).toEqual(['true', 'false']);
  });
});
