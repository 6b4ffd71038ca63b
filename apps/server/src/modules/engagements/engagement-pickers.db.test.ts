// The engagement and tenant pickers (issue 26): my engagements and their tenants a page at a time,
// searched by name, seen as /api/engagements/mine sees them; and with 5,000 tenants of one engagement
// each, the 5,000th found by its name and reached by paging, here and in GET /api/tenants. The rows go
// in through the database in bulk. On both engines: ILIKE and the order of names are the database's.
import { describe, expect, it } from 'vitest';
import { engagementScope, PLATFORM_SCOPE, ROLE_NAMES, tenantScope, type Paged } from '@cairn/contracts';
import { engagements, tenants } from '../../db/schema/tenancy.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { useFixture } from '../../test/fixture.js';
import { signInNewUser, signInWithRole, useTestServer, type SignedInClient } from '../../test/test-server.js';
import { expectSignInAsked } from '../../test/without-session.js';

const COUNT = 5_000;
const BATCH = 1_000;
const n = (i: number) => String(i).padStart(4, '0');
const PAGE = '/api/engagements/mine/page';
const TENANTS = '/api/engagements/mine/tenants';

interface Named {
  id: string;
  name: string;
}

const page = async (client: SignedInClient, path: string, query: Record<string, string | number> = {}) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await client.request('GET', `${path}?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Paged<Named>>();
};
const names = (paged: Paged<Named>) => paged.results.map((r) => r.name);

describe('my engagements and their tenants, paged', () => {
  const server = useTestServer();
  const setup = useFixture(async () => {
    const db = server.database.db;
    const north = await buildTenant(db, 'Picker North');
    const south = await buildTenant(db, 'Picker South');
    const payroll = await buildEngagement(db, north.id, { name: 'Picker payroll' });
    const tax = await buildEngagement(db, north.id, { name: 'Picker tax' });
    const other = await buildEngagement(db, south.id, { name: 'Picker other' });
    return {
      north,
      south,
      payroll,
      tax,
      other,
      direct: await signInWithRole(server, ROLE_NAMES.consultant, engagementScope(tax.id)),
      viaTenant: await signInWithRole(server, ROLE_NAMES.superUser, tenantScope(north.id)),
      nobody: await signInNewUser(server),
    };
  });

  it('asks a caller without a session to sign in', async () => {
    await expectSignInAsked(server, [
      ['GET', PAGE],
      ['GET', TENANTS],
    ]);
  });

  it('pages and searches only the engagements I see, with their tenants', async () => {
    const { direct, viaTenant, nobody } = setup;
    expect(names(await page(direct, PAGE))).toEqual(['Picker tax']);
    expect(names(await page(direct, TENANTS))).toEqual(['Picker North']);
    const tenantWide = await page(viaTenant, PAGE, { pageSize: 1, page: 2, search: 'PICKER' });
    expect(names(tenantWide)).toEqual(['Picker tax']);
    expect(tenantWide.meta.totalItems).toBe(2);
    expect(names(await page(viaTenant, PAGE, { search: 'other' }))).toEqual([]);
    expect(names(await page(viaTenant, TENANTS, { search: 'south' }))).toEqual([]);
    expect(await page(nobody, PAGE)).toEqual({ results: [], meta: { totalItems: 0, page: 1, pageSize: 10 } });
    expect((await page(nobody, TENANTS)).results).toEqual([]);
  });

  it('answers each engagement as /mine does', async () => {
    const mine = (await setup.direct.request('GET', '/api/engagements/mine')).json<Named[]>();
    expect((await page(setup.direct, PAGE)).results).toEqual(mine);
  });

  it('refuses a page size beyond the largest and an unknown sort', async () => {
    expect((await setup.direct.request('GET', `${PAGE}?pageSize=101`)).statusCode).toBe(400);
    expect((await setup.direct.request('GET', `${TENANTS}?sort=createdAt`)).statusCode).toBe(400);
  });
});

describe('engagement and tenant pickers at 5,000', () => {
  const server = useTestServer();
  const setup = useFixture(
    async () => {
      const db = server.database.db;
      for (let from = 1; from <= COUNT; from += BATCH) {
        const batch = Array.from({ length: BATCH }, (_, k) => from + k);
        const made = await db
          .insert(tenants)
          .values(batch.map((i) => ({ name: `Scale tenant ${n(i)}` })))
          .returning({ id: tenants.id, name: tenants.name });
        await db
          .insert(engagements)
          .values(made.map((t) => ({ name: t.name.replace('tenant', 'engagement'), tenantId: t.id })));
      }
      return { admin: await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE) };
    },
    undefined,
    30_000,
  );

  it('finds the 5,000th engagement by its name and reaches it by paging', async () => {
    const found = await page(setup.admin, PAGE, { search: 'ENGAGEMENT 5000' });
    expect(names(found)).toEqual(['Scale engagement 5000']);
    const last = await page(setup.admin, PAGE, {
      page: COUNT / 100,
      pageSize: 100,
      search: 'scale engagement',
    });
    expect(last.meta.totalItems).toBe(COUNT);
    expect(names(last).at(-1)).toBe('Scale engagement 5000');
  });

  it('finds the 5,000th tenant by its name and reaches it by paging, in both tenant lists', async () => {
    for (const path of [TENANTS, '/api/tenants']) {
      expect(names(await page(setup.admin, path, { search: 'tenant 5000' })), path).toEqual([
        'Scale tenant 5000',
      ]);
      const last = await page(setup.admin, path, {
        page: COUNT / 100,
        pageSize: 100,
        search: 'scale tenant',
      });
      expect(last.meta.totalItems, path).toBe(COUNT);
      expect(names(last).at(-1), path).toBe('Scale tenant 5000');
    }
  });
});
