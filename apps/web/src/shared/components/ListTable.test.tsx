// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithApp } from '../testing/renderWithApp';
import { ListTable } from './ListTable';

interface Version {
  version: number;
}
const versions = (count: number): Version[] => Array.from({ length: count }, (_, i) => ({ version: i + 1 }));
const columns = [{ key: 'version', dataIndex: 'version', title: 'Version' }];
const rowsShown = () => screen.getByTestId('list').querySelectorAll('tbody tr[data-row-key]').length;

afterEach(cleanup);

describe('ListTable', { timeout: 30_000 }, () => {
  it('shows the whole list of its query, without a pager', async () => {
    renderWithApp(
      <ListTable<Version>
        rowKey="version"
        query={{ data: versions(12), isPending: false }}
        columns={columns}
        data-testid="list"
      />,
    );
    await screen.findByText('12');
    expect(rowsShown()).toBe(12);
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('pages in the browser when given a page size, with the pager hidden on one page', async () => {
    renderWithApp(
      <ListTable<Version>
        rowKey="version"
        rows={versions(12)}
        pageSize={10}
        columns={columns}
        data-testid="list"
      />,
    );
    await screen.findByText('10');
    expect(rowsShown()).toBe(10);
    expect(document.querySelector('.ant-pagination')).toBeTruthy();
    cleanup();

    renderWithApp(
      <ListTable<Version>
        rowKey="version"
        rows={versions(3)}
        pageSize={10}
        columns={columns}
        data-testid="list"
      />,
    );
    await screen.findByText('3');
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('says what is missing when there are no rows, and spins while the query is pending', async () => {
    renderWithApp(
      <ListTable<Version>
        rowKey="version"
        rows={[]}
        emptyText={<span data-testid="list-empty">No versions</span>}
        columns={columns}
        data-testid="list"
      />,
    );
    expect((await screen.findByTestId('list-empty')).textContent).toBe('No versions');
    cleanup();

    renderWithApp(
      <ListTable<Version>
        rowKey="version"
        query={{ isPending: true }}
        columns={columns}
        data-testid="list"
      />,
    );
    await screen.findByTestId('list');
    expect(document.querySelector('.ant-spin-spinning')).toBeTruthy();
  });
});
