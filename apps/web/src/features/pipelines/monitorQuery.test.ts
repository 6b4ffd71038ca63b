import { describe, expect, it } from 'vitest';
import { readMonitorFilters, runListQuery, writeMonitorFilters } from './monitorQuery';

describe('monitor address', () => {
  it('defaults to 30 days back and every status, and writes nothing for the defaults', () => {
    const filters = readMonitorFilters(new URLSearchParams());
    expect(filters).toEqual({ statuses: [], daysBack: 30 });
    expect(writeMonitorFilters(new URLSearchParams(), filters).toString()).toBe('');
  });

  it('keeps the status filter and look-back, and drops what it does not know', () => {
    const search = new URLSearchParams('status=Failed&status=Queued&status=Bogus&days=7');
    const filters = readMonitorFilters(search);
    expect(filters).toEqual({ statuses: ['Failed', 'Queued'], daysBack: 7 });
    expect(readMonitorFilters(writeMonitorFilters(new URLSearchParams(), filters))).toEqual(filters);
    expect(readMonitorFilters(new URLSearchParams('days=-4')).daysBack).toBe(30);
  });

  it('keeps the sort and starts again at the first page when a filter changes', () => {
    const next = writeMonitorFilters(new URLSearchParams('sort=-duration&page=3&status=Failed'), {
      statuses: ['Queued'],
      daysBack: 90,
    });
    expect(Object.fromEntries(next)).toEqual({ sort: '-duration', status: 'Queued', days: '90' });
  });

  it("asks the server for the table's page and sort with the filters", () => {
    const filters = { statuses: ['Failed' as const], daysBack: 7 };
    expect(runListQuery('model', filters, { page: 2, pageSize: 10, sort: 'startedBy' })).toEqual({
      layer: 'model',
      sortBy: 'startedBy',
      direction: 'asc',
      daysBack: 7,
      statuses: ['Failed'],
      page: 2,
      pageSize: 10,
    });
    // No sort: newest first; a sort the server does not know: newest first too.
    expect(runListQuery('model', filters, { page: 1, pageSize: 10 })).toMatchObject({
      sortBy: 'runStart',
      direction: 'desc',
    });
    expect(runListQuery('model', filters, { page: 1, pageSize: 10, sort: '-evil' })).toMatchObject({
      sortBy: 'runStart',
      direction: 'desc',
    });
  });
});
