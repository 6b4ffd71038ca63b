// The two-tenant probe (issue 24): tenants A and B with real rows; a user holding every built-in role
// at tenant B only calls every route, every method, twice: with A's ids in the path and query, and
// with B's engagement or tenant in the path but A's objects under it (A's run, deployment, token,
// application, secret, user) and A's ids in the query and body. The same again within tenant B: a
// user with every role at engagement B only, against a second engagement of B. Nothing of A may come back (A's names never
// appear in an answer), nothing of A may change (a digest of every row that names A's tenant or
// engagement, and A's node model refs), and nothing answers 5xx. Nothing is listed by hand: a route
// is probed once registered.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
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
import { gainBatches } from '../db/schema/gain-batches.js';
import {
  buildApplication,
  buildDeployment,
  buildEngagement,
  buildRun,
  buildTenant,
  buildUser,
  PASSWORD,
} from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import {
  requestOk,
  signIn,
  signInNewUser,
  signInWithRole,
  useTestServer,
  type SignedInClient,
} from '../test/test-server.js';
import { recordFigure } from './figures.js';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

interface Prober {
  client: SignedInClient;
  gitToken: string;
}

interface Side {
  tenantId: string;
  engagementId: string;
  email: string;
  aadObjectId: string;
  tokenId: string;
  secretId: string;
  /** Tenant, engagement, owner and file names: what no answer to another's user may hold. */
  names: string[];
  runId: string;
  deploymentId: string;
  /** A feedback request its owner sent, naming the engagement (only platform admins read it). */
  feedbackId: string;
  /** A gain batch whose delivery failed (a retry through another engagement must not reach it). */
  batchRowId: string;
}

describe('two-tenant probe', () => {
  const server = useTestServer();
  let a: Side;
  let b: Side;
  let b2: Side;
  let ofTenantB: Prober;
  let ofEngagementB: Prober;

  /** Every row that names the target's engagement (and tenant, when it is another's), and its node model refs. */
  async function digestOf(target: Side, withTenantRows: boolean): Promise<string> {
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
      if (column_name === 'tenant_id' && !withTenantRows) continue;
      const id = column_name === 'tenant_id' ? target.tenantId : target.engagementId;
      const rows = (await db.execute(
        sql`select * from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text = ${id}`,
      )) as unknown as { rows: unknown[] };
      const stable = rows.rows.map((r) =>
        JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
      );
      hash.update(`${table_name}.${column_name}:${stable.sort().join('\n')}`);
    }
    const repo = path.join(server.config.dataDir, 'git', `${target.engagementId}.git`);
    try {
      hash.update(execFileSync('git', ['for-each-ref'], { cwd: repo, encoding: 'utf8' }));
    } catch {
      hash.update('no repository');
    }
    return hash.digest('hex');
  }

  beforeAll(async () => {
    const db = server.database.db;
    const admin = await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE);
    const features = [...ENGAGEMENT_FEATURES];
    /** An engagement with real rows, made as users make them, in `tenantId` or a new tenant. */
    const side = async (names: string[], tenantId?: string): Promise<Side> => {
      const [tenantName, engagementName, ownerName, fileName] = names;
      tenantId ??= (await buildTenant(db, tenantName)).id;
      const engagementId = (await buildEngagement(db, tenantId, { name: engagementName, features })).id;
      const owner = await buildUser(db, {
        name: ownerName,
        roles: [{ role: ROLE_NAMES.superUser, scope: engagementScope(engagementId) }],
      });
      const app = await buildApplication(db, {
        roles: [{ role: ROLE_NAMES.consultant, scope: engagementScope(engagementId) }],
      });
      const client = await signIn(server, owner.email, PASSWORD);
      const token = await requestOk<{ id: string }>(client, 'POST', '/api/profile/access-tokens', {
        name: 'Owner',
        expiresInDays: 30,
      });
      const run = await buildRun(db, engagementId, tenantId);
      const deployment = await buildDeployment(db, tenantId, `${engagementName} deployment`);
      const base = `/api/storage/engagements/${engagementId}/main`;
      const folder = await requestOk<{ fullPath: string }>(admin, 'POST', `${base}/folders`, {
        displayName: 'Probe Folder',
      });
      const upload = multipartBody([{ name: fileName, content: 'id;amount\n1;1.234,56\n' }]);
      const at = `${base}/files?path=${encodeURIComponent(folder.fullPath)}`;
      const uploaded = await admin.request('POST', at, upload.payload, upload.headers);
      expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
      await server.ctx.services.nodeModel.listBranches(engagementId);
      const feedback = await requestOk<{ id: string }>(client, 'POST', '/api/feedback', {
        kind: 'feedback',
        message: `${engagementName} needs a wider chart`,
        page: `/engagements/${engagementId}/overview`,
      });
      const [batch] = await db
        .insert(gainBatches)
        .values({
          engagementId,
          processType: 'GainData',
          batchId: `${engagementName} batch`,
          status: 2,
          tables: ['gain.payroll'],
          deliveryState: 'Failed',
          deliveryTarget: `SftpBroker ${engagementName}`,
          deliveryAt: new Date(),
        })
        .returning();
      return {
        batchRowId: batch.id,
        tenantId,
        engagementId,
        email: owner.email,
        aadObjectId: app.aadObjectId,
        tokenId: token.id,
        secretId: app.secretId,
        runId: run.id,
        deploymentId: deployment.id,
        feedbackId: feedback.id,
        names,
      };
    };
    a = await side(['Alpha Tenant Probe', 'Alpha Payroll Probe', 'Alpha Owner Probe', 'alpha-salaries.csv']);
    b = await side(['Bravo Tenant Probe', 'Bravo Payroll Probe', 'Bravo Owner Probe', 'bravo-salaries.csv']);
    // A second engagement in tenant B, for the probe within one tenant.
    b2 = await side(
      ['Bravo Tenant Probe', 'Bravo Second Probe', 'Bravo Second Owner', 'bravo2-salaries.csv'],
      b.tenantId,
    );
    await db
      .insert(tenantResources)
      .values({ tenantId: a.tenantId, name: 'nletpalphaprobe', resourceType: 'SqlDatabase', tag: 'a' });
    a.names.push('nletpalphaprobe');

    const prober = async (
      name: string,
      at: (role: (typeof BUILT_IN_ROLES)[number]) => string,
    ): Promise<Prober> => {
      const roles = BUILT_IN_ROLES.map((role) => ({ role: role.name, scope: at(role) }));
      const client = await signInNewUser(server, { name, roles });
      const created = await requestOk<{ secret: string }>(client, 'POST', '/api/profile/access-tokens', {
        name,
        expiresInDays: 30,
      });
      return { client, gitToken: created.secret };
    };
    const folderRole = (role: (typeof BUILT_IN_ROLES)[number]) => role.name.includes('Folder');
    // Every built-in role at tenant B (folder roles at B's main root) ...
    ofTenantB = await prober('Tenant B Probe', (role) =>
      folderRole(role) ? storageScope(b.engagementId, 'main', []) : tenantScope(b.tenantId),
    );
    // ... and every role held at engagement B only.
    ofEngagementB = await prober('Engagement B Probe', (role) =>
      folderRole(role) ? storageScope(b.engagementId, 'main', []) : engagementScope(b.engagementId),
    );
  }, 180_000);

  /** A parameter's value: the engagement and tenant of `scopeSide`, every other object of `objectSide`. */
  const valueOf = (scopeSide: Side, name: string, objectSide: Side): string =>
    ({
      engagementId: scopeSide.engagementId,
      tenantId: scopeSide.tenantId,
      email: objectSide.email,
      aadObjectId: objectSide.aadObjectId,
      tokenId: objectSide.tokenId,
      secretId: objectSide.secretId,
      runId: objectSide.runId,
      deploymentId: objectSide.deploymentId,
      feedbackId: objectSide.feedbackId,
      batchRowId: objectSide.batchRowId,
      purpose: 'main',
      branch: 'main',
      layer: 'model',
      schema: 'import',
    })[name] ?? 'probe';

  /** The target's ids under the names bodies and queries use for them. */
  const bodyOf = (target: Side) => ({
    engagementId: target.engagementId,
    tenantId: target.tenantId,
    scope: engagementScope(target.engagementId),
    email: target.email,
    aadObjectId: target.aadObjectId,
    resourceIds: [],
    name: 'Probe',
    displayName: 'Probe',
    path: '',
  });
  const queryOf = (target: Side) =>
    `?engagementId=${target.engagementId}&tenantId=${target.tenantId}&scope=${encodeURIComponent(engagementScope(target.engagementId))}`;

  /**
   * Every signed-in route, twice, as `caller`: the target's ids in the path; then the caller's own
   * engagement or tenant (`own`) in the path with the target's objects under it. The target's names
   * never come back (nor, under `own`, its engagement id), and none of its rows or refs change.
   */
  async function probeAll(label: string, caller: Prober, own: Side, target: Side, otherTenant: boolean) {
    const before = await digestOf(target, otherTenant);
    const routes = server.routes.filter((r) => r.access && !('public' in r.access));
    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      for (const pathSide of [target, own]) {
        const url =
          route.url.replace(/:(\w+)/g, (_, name: string) =>
            encodeURIComponent(valueOf(pathSide, name, target)),
          ) + queryOf(target);
        calls++;
        const res = url.startsWith('/git/')
          ? await server.app.inject({
              method: route.method as 'GET',
              url,
              headers: {
                authorization: `Basic ${Buffer.from(`probe:${caller.gitToken}`).toString('base64')}`,
              },
            })
          : await caller.client.request(
              route.method,
              url,
              WITH_BODY.has(route.method) ? bodyOf(target) : undefined,
            );
        const markers =
          pathSide === own ? [...target.names.slice(1), target.engagementId] : target.names.slice(1);
        if (otherTenant) markers.push(target.names[0]);
        const leaked = markers.filter((n) => res.body.includes(n));
        if (res.statusCode >= 500 || leaked.length)
          failures.push(
            `${route.method} ${route.url} (${pathSide === own ? 'objects under own path' : 'target in path'}) -> ${res.statusCode}${leaked.length ? ` showed ${leaked.join(', ')}` : ''}`,
          );
      }
    }
    recordFigure(label, {
      routes: routes.length,
      allRoutes: server.routes.length,
      calls,
      refused: calls - failures.length,
    });
    expect(failures).toEqual([]);
    expect(await digestOf(target, otherTenant)).toBe(before);
  }

  it("refuses tenant A's ids and objects on every route to a user holding every role at tenant B", async () => {
    await probeAll('two-tenant probe', ofTenantB, b, a, true);
  }, 300_000);

  it("refuses another engagement's objects of the same tenant to a user holding every role at engagement B", async () => {
    await probeAll('two-engagement probe (one tenant)', ofEngagementB, b, b2, false);
  }, 300_000);

  it("shows A's names to a platform administrator on the same reads (the probe would see a leak)", async () => {
    const admin = await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE);
    const reads = server.routes.filter((r) => r.method === 'GET' && r.access && !('public' in r.access));
    const showing = new Set<string>();
    for (const route of reads) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(valueOf(a, name, a)));
      const res = await admin.request('GET', url);
      for (const name of a.names) if (res.body.includes(name)) showing.add(name);
    }
    expect([...showing].sort()).toEqual([...a.names].sort());
  }, 120_000);
});
