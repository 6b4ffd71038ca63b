// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithApp } from '../testing/renderWithApp';
import { ListTable, type ListTableProps } from './ListTable';

interface Version {
  version: number;
}
const versions = (count: number): Version[] => Array.from({ length: count }, (_, i) => ({ version: i + 1 }));
const columns = [{ key: 'version', dataIndex: 'version', title: 'Version' }];
/** The list of versions with the given source, page size and empty text. */
const renderList = (props: ListTableProps<Version>) =>
  renderWithApp(<ListTable<Version> rowKey="version" columns={columns} data-testid="list" {...props} />);
const rowsShown = () => screen.getByTestId('list').querySelectorAll('tbody tr[data-row-key]').length;

afterEach(cleanup);

describe('ListTable', { timeout: 30_000 }, () => {
  it('shows the whole list of its query, without a pager', async () => {
    renderList({ query: { data: versions(12), isPending: false } });
    await screen.findByText('12');
    expect(rowsShown()).toBe(12);
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('pages in the browser when given a page size, with the pager hidden on one page', async () => {
    renderList({ rows: versions(12), pageSize: 10 });
    await screen.findByText('10');
    expect(rowsShown()).toBe(10);
    expect(document.querySelector('.ant-pagination')).toBeTruthy();
    cleanup();

    renderList({ rows: versions(3), pageSize: 10 });
    await screen.findByText('3');
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('says what is missing when there are no rows, and spins while the query is pending', async () => {
    renderList({ rows: [], emptyText: <span data-testid="list-empty">No versions</span> });
    expect((await screen.findByTestId('list-empty')).textContent).toBe('No versions');
    cleanup();

    renderList({ query: { isPending: true } });
    await screen.findByTestId('list');
    expect(document.querySelector('.ant-spin-spinning')).toBeTruthy();
  });
});
