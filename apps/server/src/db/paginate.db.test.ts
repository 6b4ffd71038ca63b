// paginate() on the real database of the API tests (PGlite, or PostgreSQL in CI), over the tenants
// table joined to its engagements. The runs list (modules/pipelines) is the route that uses it.
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { pagedQuerySchema, type PagedQuery } from '@cairn/contracts';
import { buildEngagement, buildTenant } from '../test/factories.js';
import { useTestServer } from '../test/test-server.js';
import { paginate, presentPage } from './paginate.js';
import { engagements, tenants } from './schema/index.js';

const server = useTestServer();
// A run of this file sees only its own tenants: each name carries the marker.
const marker = `pg${Date.now().toString(36)}`;
// Distinct first letters: the order by name is the same under any collation.
const names = [
  'Alpha',
  'Beta',
  'Gamma',
  'Delta',
  'Kappa 100% gross',
  'Lambda 100 gross',
  'Mu snake_case',
  'Nu snakeXcase',
].map((n) => `${n} ${marker}`);
const ids = new Map<string, string>();

beforeAll(async () => {
  for (const name of names) ids.set(name, (await buildTenant(server.database.db, name)).id);
  // Two engagements for Alpha, none for the others: a join in the listed query.
  await buildEngagement(server.database.db, ids.get(names[0])!);
  await buildEngagement(server.database.db, ids.get(names[0])!);
});

const SORTS = ['name', 'createdAt'] as const;
const querySchema = pagedQuerySchema(SORTS);

function listTenants(
  query: Partial<PagedQuery<(typeof SORTS)[number]>>,
  { oneStatement = false, countUpTo }: { oneStatement?: boolean; countUpTo?: number } = {},
) {
  const db = server.database.db;
  return paginate(db, querySchema.parse(query), {
    countUpTo,
    select: () => db.select({ id: tenants.id, name: tenants.name }).from(tenants).$dynamic(),
    ...(oneStatement && {
      selectWithTotal: (pagedTotal) =>
        db.select({ id: tenants.id, name: tenants.name, pagedTotal }).from(tenants).$dynamic(),
    }),
    where: eq(tenants.isRemovable, true),
    searchIn: [tenants.name],
    sortColumns: { name: tenants.name, createdAt: tenants.createdAt },
    defaultSort: 'name',
    tiebreak: [tenants.id],
  });
}
const namesOf = (page: { results: { name: string }[] }) =>
  page.results.map((r) => r.name.replace(` ${marker}`, ''));

describe('paginate()', () => {
  it('answers a page and the total it was cut from', async () => {
    const page = await listTenants({ search: marker, pageSize: 3, page: 2 });
    expect(page.meta).toEqual({ totalItems: 8, page: 2, pageSize: 3 });
    expect(namesOf(page)).toEqual(['Gamma', 'Kappa 100% gross', 'Lambda 100 gross']);
    const last = await listTenants({ search: marker, pageSize: 3, page: 3 });
    expect(namesOf(last)).toEqual(['Mu snake_case', 'Nu snakeXcase']);
    expect((await listTenants({ search: marker, pageSize: 3, page: 4 })).results).toEqual([]);
  });

  it('answers the same pages and totals with the total counted in the page’s own statement', async () => {
    for (const page of [1, 2, 3, 4]) {
      const twoStatements = await listTenants({ search: marker, pageSize: 3, page });
      const oneStatement = await listTenants({ search: marker, pageSize: 3, page }, { oneStatement: true });
      expect(oneStatement).toEqual(twoStatements);
    }
    // Past the last page no row carries the total; it is still the total.
    const past = await listTenants({ search: marker, pageSize: 3, page: 4 }, { oneStatement: true });
    expect(past.meta.totalItems).toBe(8);
    const none = await listTenants({ search: `${marker}-none` }, { oneStatement: true });
    expect(none).toEqual({ results: [], meta: { totalItems: 0, page: 1, pageSize: 10 } });
  });

  it('counts up to a limit and says there are more, on every page, in one statement or two', async () => {
    for (const oneStatement of [false, true]) {
      const first = await listTenants({ search: marker, pageSize: 3 }, { oneStatement, countUpTo: 5 });
      expect(first.meta).toEqual({ totalItems: 5, page: 1, pageSize: 3, totalAtLeast: true });
      expect(namesOf(first)).toEqual(['Alpha', 'Beta', 'Delta']);
      // Pages beyond the counted rows are still served.
      const third = await listTenants(
        { search: marker, pageSize: 3, page: 3 },
        { oneStatement, countUpTo: 5 },
      );
      expect(namesOf(third)).toEqual(['Mu snake_case', 'Nu snakeXcase']);
      expect(third.meta.totalAtLeast).toBe(true);
      const past = await listTenants(
        { search: marker, pageSize: 3, page: 4 },
        { oneStatement, countUpTo: 5 },
      );
      expect(past.meta).toEqual({ totalItems: 5, page: 4, pageSize: 3, totalAtLeast: true });
      // At or under the limit the total is exact and says nothing more.
      for (const countUpTo of [8, 9])
        expect((await listTenants({ search: marker }, { oneStatement, countUpTo })).meta).toEqual({
          totalItems: 8,
          page: 1,
          pageSize: 10,
        });
    }
  });

  it('searches case-insensitively anywhere in the given columns', async () => {
    expect(namesOf(await listTenants({ search: `ALPHA ${marker}` }))).toEqual(['Alpha']);
    expect(namesOf(await listTenants({ search: `TA ${marker}` }))).toEqual(['Beta', 'Delta']);
  });

  it('takes % and _ in the search literally', async () => {
    expect(namesOf(await listTenants({ search: `100% gross ${marker}` }))).toEqual(['Kappa 100% gross']);
    expect(namesOf(await listTenants({ search: `e_case ${marker}` }))).toEqual(['Mu snake_case']);
    expect((await listTenants({ search: `%${marker}` })).results).toEqual([]);
  });

  it('sorts by an allowed column either way, equal values kept in one order by id', async () => {
    expect(namesOf(await listTenants({ search: marker, sort: '-name', pageSize: 2 }))).toEqual([
      'Nu snakeXcase',
      'Mu snake_case',
    ]);
    // All created at one moment: the id decides, whichever the direction.
    await server.database.db
      .update(tenants)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(inArray(tenants.id, [...ids.values()]));
    const byId = [...ids.values()].sort();
    for (const sort of ['createdAt', '-createdAt'] as const) {
      const byCreation = await listTenants({ search: marker, sort });
      expect(
        byCreation.results.map((r) => r.id),
        sort,
      ).toEqual(byId);
    }
  });

  it('counts a joined query by its rows, and keeps the caller’s where', async () => {
    const db = server.database.db;
    const page = await paginate(db, querySchema.parse({ search: marker }), {
      select: () =>
        db
          .select({ id: tenants.id, name: tenants.name, engagements: count(engagements.id) })
          .from(tenants)
          .leftJoin(engagements, eq(engagements.tenantId, tenants.id))
          .groupBy(tenants.id)
          .$dynamic(),
      where: eq(tenants.id, ids.get(names[0])!),
      searchIn: [tenants.name],
      sortColumns: { name: tenants.name, createdAt: tenants.createdAt },
      defaultSort: 'name',
      tiebreak: [tenants.id],
    });
    expect(presentPage(page, (r) => `${r.engagements}`)).toEqual({
      results: ['2'],
      meta: { totalItems: 1, page: 1, pageSize: 10 },
    });
  });
});
