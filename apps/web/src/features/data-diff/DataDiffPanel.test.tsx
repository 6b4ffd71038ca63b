// @vitest-environment happy-dom
// The data diff panel asks for the diff of the chosen branch by the chosen key and shows the counts
// first, then the changed columns and the differing rows with both values.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DataDiffPanel } from './DataDiffPanel';
import { engagementRoutes, fakeServer, renderWithApp } from '../../shared/testing/renderWithApp';

const diff = {
  table: 'model.lines',
  branch: 'work',
  key: ['employee_id'],
  counts: { added: 1, removed: 2, changed: 3, same: 4 },
  changedColumns: [{ column: 'amount', rows: 3 }],
  repeatedKeys: { table: 0, branch: 0 },
  onlyInTable: [],
  onlyInBranch: ['bonus'],
  sample: [
    { change: 'added', key: { employee_id: 1000 }, columns: [{ column: 'amount', table: null, branch: 1 }] },
    { change: 'changed', key: { employee_id: 2 }, columns: [{ column: 'amount', table: 100, branch: 200 }] },
  ],
  page: 1,
  pageSize: 20,
};

afterEach(() => cleanup());

describe('DataDiffPanel', { timeout: 30_000 }, () => {
  it('compares with the chosen branch by key and shows counts, changed columns and rows', async () => {
    const server = fakeServer([
      ...engagementRoutes({ features: ['Pipelines', 'NodeModelGit'], permissions: [] }),
      ['GET', /\/api\/pipelines\/engagements\/e-1\/diff/, diff],
    ]);
    renderWithApp(
      <DataDiffPanel
        engagementId="e-1"
        layer="model"
        node="lines"
        branches={['main', 'work']}
        columns={['employee_id', 'amount']}
      />,
    );
    const compare = screen.getByTestId('data-diff-compare');
    expect(compare.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(within(screen.getByTestId('data-diff-branch')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('work'));
    fireEvent.click(compare);
    await waitFor(() => expect(server.callsTo(/\/diff/)).toHaveLength(1));
    const url = server.callsTo(/\/diff/)[0].url.search;
    expect(String(url)).toContain('branch=work');
    expect(String(url)).toContain('key=employee_id');
    const counts = await screen.findByTestId('data-diff-counts');
    expect(counts.textContent).toMatch(/1.*2.*3.*4/);
    expect(screen.getByTestId('data-diff-changed-columns').textContent).toContain('amount (3)');
    expect(screen.getByTestId('data-diff-sample').textContent).toContain('100 → 200');
  });
});
