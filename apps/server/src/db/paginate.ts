// One paged list (admin-console.md sections 2 and 9): a page of a Drizzle query with the total it was
// cut from, searched and sorted the same way in every list. The query string is validated by the
// route with pagedQuerySchema(...) of @cairn/contracts; this turns it into SQL.
import { and, asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { parseSort, type Paged, type PagedQuery, type SortParam } from '@cairn/contracts';
import type { Db, Tx } from './client.js';
import { escapeLike } from './like.js';

export interface PagedList<Select extends PgSelect, Column extends string> {
  /**
   * A fresh `db.select(...).from(...)` (joins allowed) made `.$dynamic()`, without where, order or
   * limit: it is built twice, once for the page and once for the count.
   */
  select: () => Select;
  /**
   * The same select with `pagedTotal` (the total, a window count) among its columns, when the caller
   * can add it: the page and its total then come from one statement instead of two (the monitor's
   * run list, a screen's first call, issue 29). `select` is still used for a page past the last.
   */
  selectWithTotal?: (pagedTotal: SQL<number>) => PgSelect;
  /**
   * Count at most this many rows: a longer list answers this total with `totalAtLeast` (lists that
   * grow without bound: runs, the audit log). Without it every row is counted.
   */
  countUpTo?: number;
  /** What the caller may see at all (scope, filters); the search is added to it. */
  where?: SQL;
  /** Columns the search looks in, case-insensitively, for the text anywhere in the value. */
  searchIn?: readonly (AnyPgColumn | SQL)[];
  /** The sorts the list allows, by the name the query string uses (also in its pagedQuerySchema). */
  sortColumns: Record<Column, AnyPgColumn | SQL>;
  defaultSort: SortParam<Column>;
  /**
   * Orders before the chosen sort, whichever it is (a folder's folders before its files). Bare
   * columns are ascending.
   */
  groupBefore?: readonly (AnyPgColumn | SQL)[];
  /**
   * Orders after the chosen sort, so that rows with equal sort values keep one order from page to
   * page. Must end with a unique column, normally the id. Bare columns are ascending.
   */
  tiebreak: readonly (AnyPgColumn | SQL)[];
}

type Row<Select extends PgSelect> = Awaited<Select>[number];

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
const containing = (text: string) => `%${escapeLike(text)}%`;

export async function paginate<Select extends PgSelect, Column extends string>(
  db: Db | Tx,
  query: PagedQuery<Column>,
  list: PagedList<Select, Column>,
): Promise<Paged<Row<Select>>> {
  const search = query.search?.trim();
  const where = and(
    list.where,
    search && list.searchIn?.length
      ? or(...list.searchIn.map((c) => ilike(c, containing(search))))
      : undefined,
  );
  const { column, direction } = parseSort(query.sort ?? list.defaultSort);
  // The route's schema allows only known sorts; a caller passing another falls back, never injects.
  const known = Object.hasOwn(list.sortColumns, column)
    ? (column as Column)
    : parseSort(list.defaultSort).column;
  const sortBy = list.sortColumns[known];
  const orderBy = [
    ...(list.groupBefore ?? []),
    direction === 'desc' ? desc(sortBy) : asc(sortBy),
    ...list.tiebreak,
  ];

  const offset = (query.page - 1) * query.pageSize;
  // The rows counted: all of them, or (countUpTo) one more than the limit, which is enough to say
  // "more than countUpTo" without reading a million rows for the first page (issue 29).
  const cap = list.countUpTo;
  const counted = () => {
    const filtered = list.select().where(where);
    return cap === undefined ? filtered : filtered.limit(cap + 1);
  };
  const metaOf = (total: number) => ({
    totalItems: cap === undefined ? total : Math.min(total, cap),
    page: query.page,
    pageSize: query.pageSize,
    ...(cap !== undefined && total > cap ? { totalAtLeast: true } : {}),
  });
  if (list.selectWithTotal) {
    const total =
      cap === undefined
        ? sql<number>`(count(*) over ())::int`
        : sql<number>`(select count(*)::int from (${counted()}) as paged_list)`;
    const rows = (await list
      .selectWithTotal(total)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.pageSize)
      .offset(offset)) as (Row<Select> & { pagedTotal: number })[];
    // A page past the last has no row to carry the total: it is counted below.
    if (rows.length || query.page === 1) {
      const results = rows.map(({ pagedTotal: _, ...row }) => row as Row<Select>);
      return { results, meta: metaOf(rows[0]?.pagedTotal ?? 0) };
    }
  }
  const [results, [{ totalItems }]] = await Promise.all([
    list
      .select()
      .where(where)
      .orderBy(...orderBy)
      .limit(query.pageSize)
      .offset(offset) as Promise<Row<Select>[]>,
    db.select({ totalItems: sql<number>`count(*)::int` }).from(sql`(${counted()}) as paged_list`),
  ]);
  return { results, meta: metaOf(totalItems) };
}

/** The page with each row presented (a presenter per entity: no raw row leaves a service). */
export function presentPage<R, T>(page: Paged<R>, present: (row: R) => T): Paged<T> {
  return { results: page.results.map(present), meta: page.meta };
}
