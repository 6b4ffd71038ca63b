// The role x route matrix: every registered route (but the public ones, the web app's catch-all
// included) is called by one user per built-in role, a signed-in user without a role and anonymous,
// and what each gets is compared with what the route's `config.access` and the role's permissions
// say it should get (role-route-matrix.test-helpers.ts derives it; nothing is listed by hand, so a new
// route is in the matrix as soon as it is registered).
//
// The rule. A call is DENIED when the route access hook refuses it: 401 for anonymous, or the
// verdict of the hook's `authorize()` — 403 (visible, not allowed) or 404 (the object is invisible
// to the caller). It is ALLOWED when the hook lets it through, whatever the handler answers next
// (200, or 400/404/409 for the matrix's made-up input). The hook's verdict is read from
// AccessService.authorize itself (a pass-through spy; its first call in a request is the hook's,
// which runs in preValidation before any handler), so a handler's own 403 or 404 is never taken for
// the hook's. The spy also records the scope the hook checked, which must be the scope the route's
// `scopeDescription` names for the call.
//
// Nothing changes: authorisation runs before validation, so mutations carry a JSON string that no
// body schema accepts (an allowed caller gets 400), and their parameters outside the scope name
// nothing that exists (an allowed caller gets 404). Reads name real objects (engagement A's run, the
// tenant's deployment, an application, a user, a role): an allowed caller gets the object at its own
// scope, and engagement A's run is not found through engagement B's address. What the matrix does change, only for allowed callers:
// their own EULA flag and picture (profile routes) and queued RBAC sync tasks.
//
// Targets: an engagement route is called at engagement A and at engagement B (roles are held at A; B
// is in the same tenant); a folder route at A's storage root, inside the folder roles' folder,
// beside it and at B's root; a `?scope` route at the platform, the tenant, A, the folder and B.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  BUILT_IN_ROLES,
  ENGAGEMENT_FEATURES,
  PLATFORM_SCOPE,
  ROLE_NAMES,
  storageScope,
} from '@cairn/contracts';
import {
  buildApplication,
  buildDeployment,
  buildEngagement,
  buildRun,
  buildOrchestration,
  buildTenant,
  buildUser,
} from '../test/factories.js';
import {
  requestOk,
  signInNewUser,
  signInWithRole,
  useTestServer,
  type SignedInClient,
} from '../test/test-server.js';
import { HttpProblem } from './problem.js';
import {
  addressOf,
  builtInRolePrincipals,
  classifyRoute,
  expectedVerdict,
  mismatchTable,
  namesRealObjects,
  type ClassifiedRoute,
  type MatrixCell,
  type MatrixPrincipal,
  type MatrixSeed,
} from './role-route-matrix.test-helpers.js';

const NO_SCHEMA_ACCEPTS = JSON.stringify('role-route-matrix: no body schema accepts this');
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

interface HookCall {
  scope: string;
  outcome: 'allowed' | number;
}

describe('role x route matrix', () => {
  const server = useTestServer();
  let seed: MatrixSeed;
  let principals: MatrixPrincipal[];
  const clients = new Map<string, SignedInClient | null>();
  const gitTokens = new Map<string, string>();
  let routes: ClassifiedRoute[];
  const cells: MatrixCell[] = [];
  const calls: HookCall[] = [];

  beforeAll(async () => {
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    const features = [...ENGAGEMENT_FEATURES];
    const engagementA = (await buildEngagement(db, tenantId, { name: 'Matrix A', features })).id;
    const engagementB = (await buildEngagement(db, tenantId, { name: 'Matrix B', features })).id;
    // The folder roles' folder, made as users make it.
    const seeder = await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE);
    const folder = await requestOk<{ fullPath: string }>(
      seeder,
      'POST',
      `/api/storage/engagements/${engagementA}/main/folders`,
      { displayName: 'Matrix' },
    );
    // Real objects for the reads: engagement A's run, the tenant's deployment, an application with a
    // secret, a user, a built-in role and one of its permissions.
    const run = await buildRun(db, engagementA, tenantId);
    const orchestration = await buildOrchestration(db, engagementA, tenantId);
    const deployment = await buildDeployment(db, tenantId, 'Matrix deployment');
    const application = await buildApplication(db);
    const user = await buildUser(db, { name: 'Matrix Object' });
    const consultant = BUILT_IN_ROLES.find((r) => r.name === ROLE_NAMES.consultant)!;
    seed = {
      tenantId,
      engagementA,
      engagementB,
      folder: folder.fullPath.split('/'),
      objects: {
        runId: run.id,
        orchestrationId: orchestration.id,
        orchestrationRunId: orchestration.runId,
        deploymentId: deployment.id,
        aadObjectId: application.aadObjectId,
        secretId: application.secretId,
        email: user.email,
        roleName: consultant.name,
        permissionName: consultant.permissions[0],
      },
    };

    principals = [
      { label: 'anonymous', signedIn: false, assignment: null },
      { label: 'no role', signedIn: true, assignment: null },
      ...builtInRolePrincipals(seed),
    ];
    for (const p of principals) {
      if (!p.signedIn) clients.set(p.label, null);
      else {
        const roles = p.assignment ? [{ role: p.assignment.role, scope: p.assignment.scope }] : [];
        const client = await signInNewUser(server, { name: p.label, roles });
        clients.set(p.label, client);
        // git over HTTP (/git/...) takes no session cookie: the same user calls it with a personal access token.
        const created = await requestOk<{ secret: string }>(client, 'POST', '/api/profile/access-tokens', {
          name: 'Matrix',
          expiresInDays: 30,
        });
        gitTokens.set(p.label, created.secret);
      }
    }
    routes = server.routes.map((route) => classifyRoute(route, seed));

    const access = server.ctx.services.access;
    const authorize = access.authorize.bind(access);
    vi.spyOn(access, 'authorize').mockImplementation(async (principal, permission, scope) => {
      try {
        const resolved = await authorize(principal, permission, scope);
        calls.push({ scope, outcome: 'allowed' });
        return resolved;
      } catch (err) {
        calls.push({ scope, outcome: err instanceof HttpProblem ? err.status : 500 });
        throw err;
      }
    });
  }, 120_000);
  afterAll(async () => {
    vi.restoreAllMocks();
  });

  const call = (label: string, method: string, url: string, body?: unknown) => {
    const client = clients.get(label);
    // The matrix's body is a JSON string, which inject would otherwise send as text/plain.
    const headers: Record<string, string> =
      typeof body === 'string' ? { 'content-type': 'application/json' } : {};
    const gitToken = gitTokens.get(label);
    if (url.startsWith('/git/') && gitToken) {
      const authorization = `Basic ${Buffer.from(`matrix:${gitToken}`).toString('base64')}`;
      return server.app.inject({
        method: method as 'GET',
        url,
        payload: body as string,
        headers: { ...headers, authorization },
      });
    }
    if (client) return client.request(method, url, body, headers);
    return server.app.inject({ method: method as 'GET', url, payload: body as string, headers });
  };

  it('knows how to call every route', () => {
    const unclassified = routes.flatMap((r) =>
      r.kind === 'unclassified' ? [`${r.route.method} ${r.route.url}: ${r.reason}`] : [],
    );
    expect(unclassified, `Routes the matrix cannot classify:\n${unclassified.join('\n')}`).toEqual([]);
    expect(routes.filter((r) => r.kind === 'permission').length).toBeGreaterThan(50);
  });

  it('refuses a kind of access or a scope it does not know', () => {
    const scope = () => '/galaxies/x';
    const classify = (access: unknown) =>
      classifyRoute({ method: 'GET', url: '/api/galaxies/:galaxyId', access: access as never }, seed);
    expect(
      classify({ permission: 'Infra.Tenant.Reader', scope, scopeDescription: '/galaxies/{galaxyId}' }),
    ).toMatchObject({
      kind: 'unclassified',
      reason: expect.stringContaining("scope '/galaxies/{galaxyId}'"),
    });
    expect(classify({ anyOf: [], signedIn: true })).toMatchObject({
      kind: 'unclassified',
      reason: expect.stringContaining('{anyOf,signedIn}'),
    });
    expect(classify({ signedIn: true })).toMatchObject({
      kind: 'unclassified',
      reason: expect.stringContaining(':galaxyId'),
    });
  });

  it('gives every principal what the route declares, at every route', async () => {
    for (const route of routes) {
      if (route.kind !== 'signedIn' && route.kind !== 'permission') continue;
      const { method } = route.route;
      const body = WITH_BODY.has(method) ? NO_SCHEMA_ACCEPTS : undefined;
      for (const target of route.targets) {
        const url = addressOf(route.route, target, seed);
        const real = namesRealObjects(route.route, target, seed);
        for (const principal of principals) {
          calls.length = 0;
          const res = await call(principal.label, method, url, body);
          cells.push({
            route: `${method} ${route.route.url}`,
            principal: principal.label,
            target: target.label,
            expected: expectedVerdict(route, target, principal, seed),
            got: observed(route, target.scopes, res, calls[0]),
            status: res.statusCode,
            real,
          });
        }
      }
    }
    const mismatches = cells.filter((c) => c.got !== c.expected);
    expect(
      mismatches.length,
      `${mismatches.length} of ${cells.length} cells differ:\n${mismatchTable(mismatches)}`,
    ).toBe(0);
  }, 300_000);

  it('answers anonymous 401 on every route it covers', () => {
    const anonymous = cells.filter((c) => c.principal === 'anonymous');
    expect(anonymous.length).toBeGreaterThan(100);
    expect(anonymous.filter((c) => c.status !== 401).map((c) => `${c.route} ${c.status}`)).toEqual([]);
  });

  // The reads name real objects: past the hook the object is found at its own scope, and is not found
  // through another engagement's address (the object's scope, not the path's, decides).
  it("serves a real object to everyone the route allows, at the object's own scope", () => {
    const allowedReads = cells.filter((c) => c.real && c.expected === 'allowed' && c.target !== 'B');
    expect([...new Set(allowedReads.map((c) => c.route))]).toEqual(
      expect.arrayContaining([
        'GET /api/pipelines/engagements/:engagementId/runs/:runId',
        'GET /api/orchestrations/engagements/:engagementId/runs/:orchestrationRunId',
        'GET /api/orchestrations/engagements/:engagementId/orchestrations/:orchestrationId',
        'GET /api/tenants/:tenantId/deployments/:deploymentId/tasks',
        'GET /api/authorization/users/:email',
        'GET /api/authorization/applications/:aadObjectId/secrets',
        'GET /api/authorization/roles/:roleName',
      ]),
    );
    const refused = allowedReads.filter((c) => c.status !== 200);
    expect(refused.length, mismatchTable(refused)).toBe(0);
  });

  it("never serves engagement A's run through engagement B's address, whoever is allowed there", () => {
    const throughB = cells.filter(
      (c) =>
        c.real && c.expected === 'allowed' && c.target === 'B' && /:runId|:orchestrationRunId/.test(c.route),
    );
    expect(throughB.map((c) => c.principal)).toContain(ROLE_NAMES.superUser);
    expect(throughB.filter((c) => c.status !== 404).map((c) => `${c.principal} ${c.status}`)).toEqual([]);
  });

  it('never fails with a server error once past authorisation', () => {
    const crashed = cells.filter((c) => c.status >= 500);
    expect(crashed.length, mismatchTable(crashed)).toBe(0);
  });

  // A few cells by hand, with literal statuses, so the derived table is not wrong the way the code is.
  describe('by hand', () => {
    const status = async (label: string, method: string, url: string, body?: unknown) =>
      (await call(label, method, url, body)).statusCode;
    const runs = (engagementId: string) => `/api/pipelines/engagements/${engagementId}/runs`;
    const storage = (engagementId: string) => `/api/storage/engagements/${engagementId}/main`;

    it('an Engagement Consultant reads the runs of its engagement but starts none, and cannot see the other', async () => {
      expect(await status(ROLE_NAMES.consultant, 'GET', runs(seed.engagementA))).toBe(200);
      expect(
        await status(ROLE_NAMES.consultant, 'POST', runs(seed.engagementA), {
          pipelineName: 'RunModel',
          layer: 'model',
        }),
      ).toBe(403);
      expect(await status(ROLE_NAMES.consultant, 'GET', runs(seed.engagementB))).toBe(404);
      expect(await status(ROLE_NAMES.consultant, 'GET', '/api/authorization/users')).toBe(403);
    });

    it('a user without a role sees no engagement and no platform list', async () => {
      expect(await status('no role', 'GET', `/api/engagements/${seed.engagementA}`)).toBe(404);
      expect(await status('no role', 'GET', runs(seed.engagementA))).toBe(404);
      expect(await status('no role', 'GET', '/api/authorization/users')).toBe(403);
      expect(await status('anonymous', 'GET', `/api/engagements/${seed.engagementA}`)).toBe(401);
    });

    it('folder roles hold inside their folder only', async () => {
      const inFolder = `${storage(seed.engagementA)}/folder?path=${seed.folder.join('/')}`;
      expect(await status(ROLE_NAMES.folderReader, 'GET', inFolder)).toBe(200);
      expect(await status(ROLE_NAMES.folderReader, 'GET', `${storage(seed.engagementA)}/folder`)).toBe(403);
      expect(await status(ROLE_NAMES.folderReader, 'GET', `${storage(seed.engagementB)}/folder`)).toBe(404);
      expect(await status(ROLE_NAMES.folderReader, 'GET', `/api/engagements/${seed.engagementA}`)).toBe(403);
      const newFolder = `${storage(seed.engagementA)}/folders?path=${seed.folder.join('/')}`;
      expect(await status(ROLE_NAMES.folderReader, 'POST', newFolder, { displayName: 'By reader' })).toBe(
        403,
      );
      expect(
        await status(ROLE_NAMES.folderContributor, 'POST', newFolder, { displayName: 'By contributor' }),
      ).toBe(201);
      expect(
        await status(ROLE_NAMES.folderContributor, 'POST', `${storage(seed.engagementA)}/folders`, {
          displayName: 'At root',
        }),
      ).toBe(403);
    });

    it('an Engagement Manager manages access but not the configuration', async () => {
      expect(
        await status(ROLE_NAMES.engagementManager, 'GET', `/api/engagements/${seed.engagementA}/principals`),
      ).toBe(200);
      const configurations = `/api/storage/engagements/${seed.engagementA}/configurations`;
      const current = (await call(ROLE_NAMES.engagementManager, 'GET', configurations)).json();
      expect(await status(ROLE_NAMES.engagementManager, 'PUT', configurations, current)).toBe(403);
      expect(
        await status(
          ROLE_NAMES.engagementManager,
          'GET',
          `/api/authorization/role-assignments?scope=${encodeURIComponent(storageScope(seed.engagementA, 'main', seed.folder))}`,
        ),
      ).toBe(200);
    });

    it('a Super User runs every engagement of its tenant but not the platform; an Admin runs the platform', async () => {
      expect(await status(ROLE_NAMES.superUser, 'GET', `/api/engagements/${seed.engagementB}`)).toBe(200);
      expect(await status(ROLE_NAMES.superUser, 'GET', '/api/authorization/users')).toBe(403);
      expect(await status(ROLE_NAMES.admin, 'GET', '/api/authorization/users')).toBe(200);
    });

    it("only an Admin lifts a Gain sign-off, not the tenant's or the engagement's own people", async () => {
      const revert = `/api/engagements/${seed.engagementA}/gain/requirements-status/revert`;
      expect(await status(ROLE_NAMES.superUser, 'POST', revert, { reason: 'Reopen' })).toBe(403);
      expect(await status(ROLE_NAMES.superConfigurer, 'POST', revert, { reason: 'Reopen' })).toBe(403);
      // Past access: engagement A was never signed off.
      expect(await status(ROLE_NAMES.admin, 'POST', revert, { reason: 'Reopen' })).toBe(409);
    });
  });
});

/** What the hook did with a call: its verdict, or a description of what went wrong. */
function observed(
  route: ClassifiedRoute,
  scopes: string[],
  res: LightMyRequestResponse,
  hook: HookCall | undefined,
): string {
  if (res.statusCode === 401 && !hook) return 'denied 401';
  if (route.kind === 'signedIn') return 'allowed';
  if (!hook) return `not authorised by the hook (${res.statusCode})`;
  if (!scopes.includes(hook.scope)) return `authorised at ${hook.scope}`;
  return hook.outcome === 'allowed' ? 'allowed' : `denied ${hook.outcome}`;
}
