// The user and application pickers at scale (issue 26): with 5,000 of each, the 5,000th is found by
// the first characters of its e-mail or object id and by its name, in any case, and reached by paging;
// so too among an engagement's 5,000 members (the folder permission dialogs' picker).
// The rows go in through the database in bulk (5,000 HTTP calls would take minutes). On both engines:
// ILIKE, escaping and the order of names are the database's.
import { describe, expect, it } from 'vitest';
import { engagementScope, PLATFORM_SCOPE, ROLE_NAMES, storageScope, type Paged } from '@cairn/contracts';
import { roleAssignments } from '../../db/schema/access.js';
import { applications, users } from '../../db/schema/identity.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { useFixture } from '../../test/fixture.js';
import { signInWithRole, useTestServer } from '../../test/test-server.js';
import { expectSignInAsked } from '../../test/without-session.js';

const COUNT = 5_000;
const BATCH = 1_000;
const n = (i: number) => String(i).padStart(4, '0');
/** A GUID whose last group counts: `00000000-0000-4000-8000-000000005000` for the 5,000th. */
const guid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

interface Item {
  name: string;
  email?: string;
  aadObjectId?: string;
}

describe('user and application pickers at 5,000', () => {
  const server = useTestServer();
  const setup = useFixture(
    async () => {
      const db = server.database.db;
      const engagement = await buildEngagement(db, (await buildTenant(db)).id);
      const other = await buildEngagement(db, (await buildTenant(db)).id);
      for (let from = 1; from <= COUNT; from += BATCH) {
        const batch = Array.from({ length: BATCH }, (_, k) => from + k);
        const made = await db
          .insert(users)
          .values(batch.map((i) => ({ name: `Scale ${n(i)}`, email: `scale-${n(i)}@pickers.test` })))
          .returning({ id: users.id });
        // Every one a member of the engagement, half on a folder (below the engagement's scope).
        await db.insert(roleAssignments).values(
          made.map(({ id }, k) => ({
            principalType: 'User' as const,
            principalId: id,
            roleName: k % 2 ? ROLE_NAMES.consultant : ROLE_NAMES.folderReader,
            scope: k % 2 ? engagementScope(engagement.id) : storageScope(engagement.id, 'main'),
          })),
        );
        await db
          .insert(applications)
          .values(batch.map((i) => ({ name: `Scale app ${n(i)}`, aadObjectId: guid(i) })));
      }
      return {
        engagement,
        admin: await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE),
        elsewhere: await signInWithRole(server, ROLE_NAMES.admin, engagementScope(other.id)),
      };
    },
    undefined,
    30_000,
  );

  const page = async (path: string, query: Record<string, string | number>) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await setup.admin.request('GET', `${path}?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paged<Item>>();
  };
  const USERS = '/api/authorization/users';
  const APPS = '/api/authorization/applications';

  it('finds the 5,000th user by the first characters of its e-mail, in any case, and by its name', async () => {
    const byEmail = await page(USERS, { page: 1, pageSize: 20, search: 'SCALE-50' });
    expect(byEmail.results.map((u) => u.email)).toEqual(['scale-5000@pickers.test']);
    expect(byEmail.meta.totalItems).toBe(1);
    const byName = await page(USERS, { page: 1, pageSize: 20, search: 'scale 5000' });
    expect(byName.results.map((u) => u.name)).toEqual(['Scale 5000']);
    // One character already searches (the picker asks from the first one): all 5,000 and more match.
    const oneChar = await page(USERS, { page: 1, pageSize: 20, search: 's' });
    expect(oneChar.meta.totalItems).toBeGreaterThanOrEqual(COUNT);
  });

  it('reaches the 5,000th user by paging, unsearched and through a search of many matches', async () => {
    const all = await page(USERS, { page: 1, pageSize: 100, search: 'pickers.test' });
    expect(all.meta.totalItems).toBe(COUNT);
    const last = await page(USERS, { page: COUNT / 100, pageSize: 100, search: 'pickers.test' });
    expect(last.results.at(-1)?.email).toBe('scale-5000@pickers.test');
    const eleventh = await page(USERS, { page: 11, pageSize: 20, search: '@PICKERS.test' });
    expect(eleventh.results[0].name).toBe('Scale 0201');
  });

  it('says whether a user has exactly this e-mail (what the add dialog asks before offering a new one)', async () => {
    expect((await setup.admin.request('GET', `${USERS}/SCALE-5000@pickers.test`)).statusCode).toBe(200);
    expect((await setup.admin.request('GET', `${USERS}/scale-500@pickers.test`)).statusCode).toBe(404);
  });

  it('finds the 5,000th application by its name and the first characters of its object id', async () => {
    const byName = await page(APPS, { page: 1, pageSize: 20, search: 'SCALE APP 5000' });
    expect(byName.results.map((a) => a.aadObjectId)).toEqual([guid(COUNT)]);
    const byId = await page(APPS, { page: 1, pageSize: 20, search: '00000000-0000-4000-8000-00000000500' });
    expect(byId.results.map((a) => a.name)).toEqual(['Scale app 5000']);
    const last = await page(APPS, { page: COUNT / 100, pageSize: 100, search: 'scale app' });
    expect(last.results.at(-1)?.name).toBe('Scale app 5000');
  });

  it("finds the 5,000th of an engagement's members by its e-mail's first characters, paged", async () => {
    const MEMBERS = `/api/engagements/${setup.engagement.id}/principals/page`;
    const found = await page(MEMBERS, { principalType: 'User', search: 'SCALE-50' });
    expect(found.results).toEqual([
      { principalType: 'User', principalId: 'scale-5000@pickers.test', name: 'Scale 5000' },
    ]);
    const last = await page(MEMBERS, {
      principalType: 'User',
      page: COUNT / 100,
      pageSize: 100,
      search: 'scale',
    });
    expect(last.meta.totalItems).toBe(COUNT);
    expect(last.results.at(-1)?.name).toBe('Scale 5000');
    expect((await page(MEMBERS, { principalType: 'Application' })).meta.totalItems).toBe(0);
  });

  it("refuses an engagement's members to a caller of another engagement and asks one without a session to sign in", async () => {
    const MEMBERS = `/api/engagements/${setup.engagement.id}/principals/page?principalType=User`;
    expect([403, 404]).toContain((await setup.elsewhere.request('GET', MEMBERS)).statusCode);
    await expectSignInAsked(server, [['GET', MEMBERS]]);
  });
});
