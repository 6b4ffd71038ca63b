// The two-tenant probe (issue 24): tenants A and B with real rows; a user holding every built-in role
// at tenant B only calls every route, every method, twice: with A's ids in the path and query, and
// with B's ids in the path but A's in the query and body. Nothing of A may come back (A's names never
// appear in an answer), nothing of A may change (a digest of every row that names A's tenant or
// engagement, and A's node model refs), and nothing answers 5xx. Nothing is listed by hand: a route
// is probed once registered.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  BUILT_IN_ROLES,
  ENGAGEMENT_FEATURES,
  PLATFORM_SCOPE,
  ROLE_NAMES,
  engagementScope,
  storageScope,
  tenantScope,
} from '@cairn/contracts';
import { tenantResources } from '../db/schema/tenants.js';
import { buildApplication, buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { requestOk, signIn, testServer, type SignedInClient, type TestServer } from '../test/test-server.js';
import { recordFigure } from './figures.js';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
/** A's data that no answer to B's user may hold (ids may be echoed: B's user sent them). */
const A_NAMES = [
  'Alpha Tenant Probe',
  'Alpha Payroll Probe',
  'alpha-salaries.csv',
  'Alpha Owner Probe',
  'nletpalphaprobe',
];

interface Side {
  tenantId: string;
  engagementId: string;
  email: string;
  aadObjectId: string;
  tokenId: string;
}

describe('two-tenant probe', () => {
  let server: TestServer;
  let a: Side;
  let b: Side;
  let probe: SignedInClient;
  let probeGitToken: string;

  /** Every row that names A's tenant or engagement, and A's node model refs, as one hash. */
  async function digestOfA(): Promise<string> {
    const db = server.database.db;
    const columns = (await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name in ('tenant_id', 'engagement_id')
        and table_name not in ('audit_log', 'sessions', 'rate_limits', 'sign_in_attempts')
      order by table_name, column_name`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    };
    const hash = crypto.createHash('sha256');
    for (const { table_name, column_name } of columns.rows) {
      const id = column_name === 'tenant_id' ? a.tenantId : a.engagementId;
      const rows = (await db.execute(
        sql`select * from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text = ${id}`,
      )) as unknown as { rows: unknown[] };
      const stable = rows.rows.map((r) =>
        JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
      );
      hash.update(`${table_name}.${column_name}:${stable.sort().join('\n')}`);
    }
    const repo = path.join(server.config.dataDir, 'git', `${a.engagementId}.git`);
    try {
      hash.update(execFileSync('git', ['for-each-ref'], { cwd: repo, encoding: 'utf8' }));
    } catch {
      hash.update('no repository');
    }
    return hash.digest('hex');
  }

  beforeAll(async () => {
    server = await testServer();
    const db = server.database.db;
    const features = [...ENGAGEMENT_FEATURES];
    const side = async (tenantName: string, engagementName: string, ownerName: string): Promise<Side> => {
      const tenantId = (await buildTenant(db, tenantName)).id;
      const engagementId = (await buildEngagement(db, tenantId, { name: engagementName, features })).id;
      const owner = await buildUser(db, {
        name: ownerName,
        roles: [{ role: ROLE_NAMES.superUser, scope: tenantScope(tenantId) }],
      });
      const app = await buildApplication(db, {
        roles: [{ role: ROLE_NAMES.consultant, scope: engagementScope(engagementId) }],
      });
      const client = await signIn(server, owner.email, PASSWORD);
      const token = await requestOk<{ id: string }>(client, 'POST', '/api/profile/access-tokens', {
        name: 'Owner',
        expiresInDays: 30,
      });
      return { tenantId, engagementId, email: owner.email, aadObjectId: app.aadObjectId, tokenId: token.id };
    };
    a = await side('Alpha Tenant Probe', 'Alpha Payroll Probe', 'Alpha Owner Probe');
    b = await side('Bravo Tenant Probe', 'Bravo Payroll Probe', 'Bravo Owner Probe');
    await db
      .insert(tenantResources)
      .values({ tenantId: a.tenantId, name: 'nletpalphaprobe', resourceType: 'SqlDatabase', tag: 'a' });
    // A's real rows, made as users make them: a folder with a file, and its node model.
    const admin = await signIn(
      server,
      (await buildUser(db, { roles: [{ role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE }] })).email,
      PASSWORD,
    );
    const folder = await requestOk<{ fullPath: string }>(
      admin,
      'POST',
      `/api/storage/engagements/${a.engagementId}/main/folders`,
      {
        displayName: 'Alpha Folder',
      },
    );
    const upload = multipartBody([{ name: 'alpha-salaries.csv', content: 'id;amount\n1;1.234,56\n' }]);
    const uploaded = await admin.request(
      'POST',
      `/api/storage/engagements/${a.engagementId}/main/files?path=${encodeURIComponent(folder.fullPath)}`,
      upload.payload,
      upload.headers,
    );
    expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
    await server.ctx.services.nodeModel.listBranches(a.engagementId);

    // Every built-in role at tenant B, where its kind of scope allows; folder roles at B's main root.
    const roles = BUILT_IN_ROLES.map((role) => ({
      role: role.name,
      scope: role.name.includes('Folder')
        ? storageScope(b.engagementId, 'main', [])
        : tenantScope(b.tenantId),
    }));
    probe = await signIn(server, (await buildUser(db, { name: 'Probe', roles })).email, PASSWORD);
    probeGitToken = (
      await requestOk<{ secret: string }>(probe, 'POST', '/api/profile/access-tokens', {
        name: 'Probe',
        expiresInDays: 30,
      })
    ).secret;
  }, 120_000);
  afterAll(() => server?.close());

  const valueOf = (side: Side, name: string): string =>
    ({
      engagementId: side.engagementId,
      tenantId: side.tenantId,
      email: side.email,
      aadObjectId: side.aadObjectId,
      tokenId: side.tokenId,
      purpose: 'main',
      branch: 'main',
      layer: 'model',
      schema: 'import',
    })[name] ?? 'probe';

  /** A's ids under the names bodies and queries use for them. */
  const bodyOfA = () => ({
    engagementId: a.engagementId,
    tenantId: a.tenantId,
    scope: engagementScope(a.engagementId),
    email: a.email,
    aadObjectId: a.aadObjectId,
    resourceIds: [],
    name: 'Probe',
    displayName: 'Probe',
    path: '',
  });
  const queryOfA = () =>
    `?engagementId=${a.engagementId}&tenantId=${a.tenantId}&scope=${encodeURIComponent(engagementScope(a.engagementId))}`;

  it("refuses tenant A's ids on every route to a user of tenant B, changing and showing nothing of A", async () => {
    const before = await digestOfA();
    const routes = server.routes.filter((r) => r.access && !('public' in r.access));
    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      for (const [pass, pathSide] of [
        ['A in path', a],
        ['A in query and body', b],
      ] as const) {
        const url =
          route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(valueOf(pathSide, name))) +
          queryOfA();
        const body = WITH_BODY.has(route.method) ? bodyOfA() : undefined;
        calls++;
        const res = url.startsWith('/git/')
          ? await server.app.inject({
              method: route.method as 'GET',
              url,
              headers: { authorization: `Basic ${Buffer.from(`probe:${probeGitToken}`).toString('base64')}` },
            })
          : await probe.request(route.method, url, body);
        const leaked = A_NAMES.filter((n) => res.body.includes(n));
        if (res.statusCode >= 500 || leaked.length)
          failures.push(
            `${route.method} ${route.url} (${pass}) -> ${res.statusCode}${leaked.length ? ` showed ${leaked.join(', ')}` : ''}`,
          );
      }
    }
    recordFigure('two-tenant probe', {
      routes: routes.length,
      allRoutes: server.routes.length,
      calls,
      refused: calls - failures.length,
    });
    expect(failures).toEqual([]);
    expect(await digestOfA()).toBe(before);
  }, 300_000);

  it("shows A's names to a platform administrator on the same reads (the probe would see a leak)", async () => {
    const admin = await signIn(
      server,
      (await buildUser(server.database.db, { roles: [{ role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE }] }))
        .email,
      PASSWORD,
    );
    const reads = server.routes.filter((r) => r.method === 'GET' && r.access && !('public' in r.access));
    const showing = new Set<string>();
    for (const route of reads) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(valueOf(a, name)));
      const res = await admin.request('GET', url);
      for (const name of A_NAMES) if (res.body.includes(name)) showing.add(name);
    }
    expect([...showing].sort()).toEqual([...A_NAMES].sort());
  }, 120_000);
});
