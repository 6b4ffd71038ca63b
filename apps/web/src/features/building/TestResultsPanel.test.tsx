// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { TestResult } from '@cairn/contracts';
import { TestResultsPanel } from './TestResultsPanel';
import {
  ENGAGEMENT_ID,
  engagementRoutes,
  fakeServer,
  renderWithApp,
} from '../../shared/testing/renderWithApp';

const result = (test: string, extra: Partial<TestResult>): TestResult => ({
  runId: 'r1',
  branch: 'main',
  node: 'checks',
  test,
  categoryNames: [],
  passed: false,
  state: 'failed',
  failingRowCount: 2,
  columns: ['id'],
  failingRows: [[1], [2]],
  message: null,
  ranAt: '2026-11-23T10:00:00Z',
  ...extra,
});

afterEach(cleanup);

describe('TestResultsPanel', { timeout: 30_000 }, () => {
  it('shows failing rows, or says why they are hidden when they come from a folder the user may not read', async () => {
    fakeServer([
      ...engagementRoutes(),
      [
        'GET',
        /\/test-results$/,
        [result('open_rows', {}), result('secret_rows', { failingRows: null, failingRowsHidden: true })],
      ],
    ]);
    renderWithApp(<TestResultsPanel engagementId={ENGAGEMENT_ID} runId="r1" runStatus="Failed" />);
    const open = (await screen.findByText('open_rows')).closest('tr')!;
    const secret = screen.getByText('secret_rows').closest('tr')!;
    expect(within(open).getByTestId('test-failing-rows-button').hasAttribute('disabled')).toBe(false);
    expect(within(open).queryByTestId('test-failing-rows-hidden')).toBeNull();
    expect(within(secret).getByTestId('test-failing-rows-button').hasAttribute('disabled')).toBe(true);
    expect(within(secret).getByTestId('test-failing-rows-hidden').getAttribute('aria-label')).toBe(
      'The failing rows come from a folder you may not read.',
    );
    expect(within(secret).getByTestId('test-failing-count').getAttribute('data-count')).toBe('2');
  });
});
