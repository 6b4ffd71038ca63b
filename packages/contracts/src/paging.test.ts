import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  appliedSearch,
  DEFAULT_PAGE_SIZE,
  formatSort,
  MAX_PAGE_SIZE,
  pagedQuerySchema,
  pagedResultSchema,
  parseSort,
} from './index.js';

const tenantsQuery = pagedQuerySchema(['name', 'createdAt']);

describe('paged list query (sections 2 and 9)', () => {
  it('defaults to the first page of the spec page size, without search or sort', () => {
    expect(tenantsQuery.parse({})).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it('reads numbers from a query string and trims the search', () => {
    expect(tenantsQuery.parse({ page: '3', pageSize: '25', search: '  contoso ', sort: '-name' })).toEqual({
      page: 3,
      pageSize: 25,
      search: 'contoso',
      sort: '-name',
    });
  });

  it('refuses a page below 1 and a page size outside 1 to the maximum', () => {
    for (const bad of [{ page: '0' }, { page: '-1' }, { page: '1.5' }, { page: 'x' }, { pageSize: '0' }]) {
      expect(tenantsQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(tenantsQuery.safeParse({ pageSize: String(MAX_PAGE_SIZE) }).success).toBe(true);
    expect(tenantsQuery.safeParse({ pageSize: String(MAX_PAGE_SIZE + 1) }).success).toBe(false);
  });

  it('sorts only by the list’s own columns, ascending or with a dash descending', () => {
    for (const sort of ['name', '-name', 'createdAt', '-createdAt'])
      expect(tenantsQuery.parse({ sort }).sort).toBe(sort);
    for (const sort of ['secretHash', '-secretHash', '--name', 'name desc', '', '+name'])
      expect(tenantsQuery.safeParse({ sort }).success, sort).toBe(false);
  });

  it('refuses an over-long search', () => {
    expect(tenantsQuery.safeParse({ search: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('sort parameter', () => {
  it('reads and writes name / -name', () => {
    expect(parseSort('name')).toEqual({ column: 'name', direction: 'asc' });
    expect(parseSort('-name')).toEqual({ column: 'name', direction: 'desc' });
    expect(formatSort({ column: 'name', direction: 'desc' })).toBe('-name');
    expect(formatSort(parseSort('createdAt'))).toBe('createdAt');
  });
});

describe('applied search', () => {
  it('applies from 3 characters, otherwise clears', () => {
    expect(appliedSearch('ab')).toBeUndefined();
    expect(appliedSearch('  ab  ')).toBeUndefined();
    expect(appliedSearch('')).toBeUndefined();
    expect(appliedSearch(null)).toBeUndefined();
    expect(appliedSearch(' abc ')).toBe('abc');
  });
});

describe('paged result', () => {
  it('is the results and the meta', () => {
    const schema = pagedResultSchema(z.object({ id: z.string() }));
    const answer = { results: [{ id: 'a' }], meta: { totalItems: 11, page: 2, pageSize: 10 } };
    expect(schema.parse(answer)).toEqual(answer);
    expect(schema.safeParse({ results: [] }).success).toBe(false);
  });
});
