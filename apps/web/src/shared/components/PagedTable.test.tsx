// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { useLocation } from 'react-router';
import type { Paged, PagedQuery } from '@cairn/contracts';
import { renderWithApp } from '../testing/renderWithApp';
import { PagedTable } from './PagedTable';

interface Tenant {
  id: string;
  name: string;
}
const tenants = (count: number): Tenant[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `t${i + 1}`,
    name: `Tenant ${String(i + 1).padStart(2, '0')}`,
  }));

/** A fake server list: searched, sorted by name, paged; `hold` keeps answers back until released. */
function fakeList(rows: Tenant[]) {
  let held: (() => void)[] | null = null;
  const fetcher = vi.fn(async (query: PagedQuery): Promise<Paged<Tenant>> => {
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    const found = rows.filter(
      (r) => !query.search || r.name.toLowerCase().includes(query.search.toLowerCase()),
    );
    if (query.sort === '-name') found.reverse();
    const start = (query.page - 1) * query.pageSize;
    return {
      results: found.slice(start, start + query.pageSize),
      meta: { totalItems: found.length, page: query.page, pageSize: query.pageSize },
    };
  });
  return {
    fetcher,
    hold: () => (held = []),
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((resolve) => resolve());
    },
    lastQuery: () => fetcher.mock.calls.at(-1)?.[0],
  };
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** What a test may add to or change in the list's props. */
type ListProps = Partial<Omit<ComponentProps<typeof PagedTable<Tenant>>, 'useList' | 'queryKey' | 'fetcher'>>;

/** The list of tenants at `at`, with the address beside it. */
function renderList(
  list: ReturnType<typeof fakeList>,
  { at = '/', ...props }: { at?: string } & ListProps = {},
) {
  return renderWithApp(
    <>
      <PagedTable<Tenant>
        title="Tenants"
        testId="tenants"
        queryKey={['tenants']}
        fetcher={list.fetcher}
        rowKey="id"
        debounceMs={0}
        emptyText="No tenants"
        columns={[{ key: 'name', dataIndex: 'name', title: 'Name', sorter: true }]}
        {...props}
      />
      <Address />
    </>,
    { at },
  );
}

const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
const rowNames = () =>
  within(screen.getByTestId('tenants-table'))
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
const pager = () => screen.getByTestId('tenants').querySelector('.ant-pagination');
/** antd puts the test id on the search's wrapper. */
const searchBox = () => screen.getByTestId('tenants-search').querySelector('input') as HTMLInputElement;
const type = (text: string) => fireEvent.change(searchBox(), { target: { value: text } });

afterEach(() => cleanup());

describe('PagedTable', { timeout: 30_000 }, () => {
  it('shows the first page of 10 with the row count and a pager', async () => {
    const list = fakeList(tenants(23));
    renderList(list);
    expect(await screen.findByText('Tenant 01')).toBeTruthy();
    expect(list.lastQuery()).toEqual({ page: 1, pageSize: 10 });
    expect(rowNames()).toHaveLength(10);
    expect(screen.getByTestId('tenants-count').textContent).toBe('Total: 23');
    expect(pager()).not.toBeNull();
  });

  it('says "More than" the count when the server stopped counting', async () => {
    const list = fakeList(tenants(23));
    const answer = list.fetcher.getMockImplementation()!;
    list.fetcher.mockImplementation(async (query) => {
      const page = await answer(query);
      return { ...page, meta: { ...page.meta, totalItems: 10_000, totalAtLeast: true } };
    });
    renderList(list);
    expect(await screen.findByText('Tenant 01')).toBeTruthy();
    expect(screen.getByTestId('tenants-count').textContent).toBe('More than 10,000');
  });

  it('keeps the page in the address and the previous page on screen while the next loads', async () => {
    const list = fakeList(tenants(23));
    renderList(list);
    await screen.findByText('Tenant 01');
    list.hold();
    fireEvent.click(within(pager() as HTMLElement).getByTitle('2'));
    await waitFor(() => expect(address().get('page')).toBe('2'));
    await waitFor(() => expect(list.lastQuery()).toMatchObject({ page: 2 }));
    expect(screen.getByText('Tenant 01')).toBeTruthy(); // still page 1 while page 2 is on its way
    list.release();
    expect(await screen.findByText('Tenant 11')).toBeTruthy();
    expect(screen.queryByText('Tenant 01')).toBeNull();
  });

  it('opens on the page, search and sort of the address', async () => {
    const list = fakeList(tenants(23));
    renderList(list, { at: '/?page=2&search=Tenant&sort=-name' });
    expect(await screen.findByText('Tenant 13')).toBeTruthy();
    expect(list.lastQuery()).toEqual({ page: 2, pageSize: 10, search: 'Tenant', sort: '-name' });
    expect(searchBox().value).toBe('Tenant');
  });

  it('ignores a sort the columns do not offer and a page that is not one', async () => {
    const list = fakeList(tenants(3));
    renderList(list, { at: '/?page=x&sort=secret' });
    await screen.findByText('Tenant 01');
    expect(list.lastQuery()).toEqual({ page: 1, pageSize: 10 });
  });

  it('searches from 3 characters, back on the first page; shorter clears the search', async () => {
    const list = fakeList([...tenants(12), { id: 'c', name: 'Contoso' }]);
    renderList(list, { at: '/?page=2' });
    await screen.findByText('Tenant 11');
    type('co');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(address().get('search')).toBeNull();
    expect(list.fetcher.mock.calls.every(([q]) => q.search === undefined)).toBe(true);
    type(' con ');
    expect(await screen.findByText('Contoso')).toBeTruthy();
    expect(list.lastQuery()).toEqual({ page: 1, pageSize: 10, search: 'con' });
    expect(address().get('page')).toBeNull();
    type('co');
    await waitFor(() => expect(address().get('search')).toBeNull());
    expect(await screen.findByText('Tenant 01')).toBeTruthy();
  });

  it('waits for the debounce before searching', async () => {
    const list = fakeList([...tenants(2), { id: 'c', name: 'Contoso' }]);
    renderList(list, { debounceMs: 300 });
    await screen.findByText('Tenant 01');
    type('cont');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(address().get('search')).toBeNull();
    await waitFor(() => expect(address().get('search')).toBe('cont'));
    await waitFor(() => expect(rowNames()).toEqual(['Contoso']));
  });

  it('hides the pager with one page and shows the empty text with none', async () => {
    const list = fakeList(tenants(10));
    renderList(list);
    await screen.findByText('Tenant 10');
    expect(pager()).toBeNull();
    type('nothing like it');
    expect(await screen.findByText('No tenants')).toBeTruthy();
    expect(screen.getByTestId('tenants-count').textContent).toBe('Total: 0');
  });

  it('sorts by a server-sorted column and keeps the sort in the address', async () => {
    const list = fakeList(tenants(12));
    renderList(list, { at: '/?page=2' });
    await screen.findByText('Tenant 11');
    fireEvent.click(screen.getByText('Name'));
    await waitFor(() => expect(address().get('sort')).toBe('name'));
    expect(address().get('page')).toBeNull();
    fireEvent.click(screen.getByText('Name'));
    await waitFor(() => expect(address().get('sort')).toBe('-name'));
    expect(await screen.findByText('Tenant 12')).toBeTruthy();
    expect(list.lastQuery()).toEqual({ page: 1, pageSize: 10, sort: '-name' });
  });

  it('can go without a search, with filters of its own in the toolbar and rows that open', async () => {
    const list = fakeList(tenants(3));
    renderList(list, {
      at: '/?search=Tenant',
      searchable: false,
      filters: <button data-testid="tenants-filter">Only active</button>,
      expandable: { expandedRowRender: (tenant) => <p data-testid="opened">{`About ${tenant.name}`}</p> },
    });
    await screen.findByText('Tenant 01');
    expect(screen.queryByTestId('tenants-search')).toBeNull();
    expect(screen.getByTestId('tenants-filter')).toBeTruthy();
    // A search left in the address by another list does not apply without the box.
    expect(list.lastQuery()).toEqual({ page: 1, pageSize: 10 });
    fireEvent.click(screen.getAllByRole('button', { name: /expand row/i })[0]);
    expect((await screen.findByTestId('opened')).textContent).toBe('About Tenant 01');
  });

  it('writes the address only while the browser is on its page, when asked to', async () => {
    const list = fakeList(tenants(12));
    // The router shows the list at /monitor while the window is elsewhere (the app leaving it).
    renderList(list, { at: '/monitor', writeAddressOnlyWhileShown: true });
    await screen.findByText('Tenant 01');
    fireEvent.click(screen.getByText('Name'));
    fireEvent.click(within(pager() as HTMLElement).getByText('2'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(address().toString()).toBe('');
  });

  it('goes to the last page when the address names one past it', async () => {
    const list = fakeList(tenants(12));
    renderList(list, { at: '/?page=5' });
    expect(await screen.findByText('Tenant 11')).toBeTruthy();
    expect(address().get('page')).toBe('2');
  });
});
