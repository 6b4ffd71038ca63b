// One paged list on both sides (admin-console.md sections 2 and 9): what a list asks for (page,
// pageSize, search, sort) and what it answers ({ results, meta }). The server validates the query with
// pagedQuerySchema(...) and answers with paginate() (apps/server/src/db/paginate.ts); the web's
// PagedTable (apps/web/src/shared/components/PagedTable.tsx) keeps the same four values in the address.
import { z } from 'zod';
import './zod-messages.js';
import { DEFAULT_PAGE_SIZE, SEARCH_MIN_CHARS } from './constants.js';

export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;
/** Far beyond any real list; keeps offset arithmetic and the database's OFFSET in range. */
export const MAX_PAGE = 100_000;

/**
 * Lists that grow without bound (runs, the audit log) count their rows up to this many: the first
 * page stays fast at a million rows, and the list says "more than 10,000".
 */
export const PAGED_COUNT_LIMIT = 10_000;

export const pagedMetaSchema = z.object({
  totalItems: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The list holds more rows than totalItems; counting stopped there (PAGED_COUNT_LIMIT). */
  totalAtLeast: z.boolean().optional(),
});
export type PagedMeta = z.infer<typeof pagedMetaSchema>;

export const pagedResultSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ results: z.array(item), meta: pagedMetaSchema });
export interface Paged<T> {
  results: T[];
  meta: PagedMeta;
}

export type SortDirection = 'asc' | 'desc';
/** A list's sort as the address and the query string carry it: `name` ascending, `-name` descending. */
export type SortParam<Column extends string> = Column | `-${Column}`;
export interface SortOrder<Column extends string = string> {
  column: Column;
  direction: SortDirection;
}

export function parseSort<Column extends string>(sort: SortParam<Column>): SortOrder<Column>;
export function parseSort(sort: string): SortOrder;
export function parseSort(sort: string): SortOrder {
  return sort.startsWith('-')
    ? { column: sort.slice(1), direction: 'desc' }
    : { column: sort, direction: 'asc' };
}

export function formatSort<Column extends string>(order: SortOrder<Column>): SortParam<Column> {
  return order.direction === 'desc' ? `-${order.column}` : order.column;
}

/** The search a list applies: the trimmed text from SEARCH_MIN_CHARS characters on, otherwise none. */
export function appliedSearch(text: string | null | undefined): string | undefined {
  const trimmed = (text ?? '').trim();
  return trimmed.length >= SEARCH_MIN_CHARS ? trimmed : undefined;
}

/**
 * The query of a paged list whose sort may name only `sortColumns` (each ascending or, with a
 * leading '-', descending). Numbers are coerced: they come from a query string.
 */
export function pagedQuerySchema<const Columns extends readonly [string, ...string[]]>(sortColumns: Columns) {
  const sorts = sortColumns.flatMap((c) => [c, `-${c}`]) as [
    SortParam<Columns[number]>,
    ...SortParam<Columns[number]>[],
  ];
  return z.object({
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
    sort: z.enum(sorts).optional(),
  });
}
export type PagedQuery<Column extends string = string> = {
  page: number;
  pageSize: number;
  search?: string;
  sort?: SortParam<Column>;
};
