// Who may grant which role: a caller adds or removes a role at a scope only when it holds there
// Authorization.Writer and every permission of the role. The matrix of built-in roles is generated
// from the catalogue; a few cells are also written out by hand, so the two cannot agree vacuously.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import {
  BUILT_IN_ROLES,
  engagementScope,
  FOLDER_ACCESS_PERMISSIONS,
  PERMISSIONS,
  PLATFORM_SCOPE,
  ROLE_NAMES,
  SCOPE_MASKS,
  storageScope,
  tenantScope,
  type BuiltInRole,
  type RoleAssignmentUpdate,
} from '@cairn/contracts';
import { columnsEqual } from '../../db/columns-equal.js';
import { roleAssignments } from '../../db/schema/access.js';
import { auditLog } from '../../db/schema/audit.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import { signIn, TEST_ORIGIN, useTestServer, type SignedInClient } from '../../test/test-server.js';

const ROUTE = '/api/authorization/role-assignments';
const R = ROLE_NAMES;
const P = PERMISSIONS;
const roleNamed = (name: string) => BUILT_IN_ROLES.find((r) => r.name === name)!;

// Each role is held, and given, at one scope of its mask in one tenant: the platform, the tenant, its
// engagement, or a folder of that engagement; each scope lies within the one before.
const MASK_ORDER: string[] = [
  SCOPE_MASKS.platform,
  SCOPE_MASKS.tenant,
  SCOPE_MASKS.engagement,
  SCOPE_MASKS.folder,
];

/**
 * The rule, from the catalogue alone: a role held at or above the target's scope contributes its
 * permissions there (one held below contributes nothing); they must include Authorization.Writer,
 * then every permission of the target role, except that at a folder Authorization.Writer stands for
 * folder access.
 */
function expectedMissing(caller: BuiltInRole, target: BuiltInRole): string[] {
  const holdsThere = MASK_ORDER.indexOf(caller.scopeMask) <= MASK_ORDER.indexOf(target.scopeMask);
  const held = new Set(holdsThere ? caller.permissions : []);
  if (!held.has(P.authorizationWriter)) return [P.authorizationWriter];
  const atFolder = target.scopeMask === SCOPE_MASKS.folder;
  return target.permissions
    .filter((p) => !held.has(p) && !(atFolder && FOLDER_ACCESS_PERMISSIONS.includes(p)))
    .sort();
}

// Written out by hand: true for allowed, else one permission the refusal must name.
const KNOWN: [caller: string, target: string, outcome: true | string][] = [
  [R.engagementManager, R.superConfigurer, P.nodeModelGitWrite], // the reported escalation
  [R.engagementManager, R.configurer, P.storageFoldersWriter], // folder access only stands in at a folder
  [R.engagementManager, R.engagementManager, true],
  [R.engagementManager, R.consultant, true],
  [R.engagementManager, R.folderContributor, true], // "the engagement manager grants folder access"
  [R.engagementManager, R.superUser, P.authorizationWriter], // above its scope it holds nothing
  [R.superConfigurer, R.superConfigurer, true],
  [R.superConfigurer, R.admin, P.authorizationWriter],
  [R.superUser, R.superUser, true],
  [R.superUser, R.admin, P.authorizationWriter],
  [R.configurer, R.configurer, P.authorizationWriter],
  [R.consultant, R.folderReader, P.authorizationWriter],
  [R.folderContributor, R.folderReader, P.authorizationWriter],
  ...BUILT_IN_ROLES.map((r): [string, string, true] => [R.admin, r.name, true]),
];

const server = useTestServer();
let tenantId: string;
let engagementId: string;
const scopeOf = (role: BuiltInRole) =>
  ({
    [SCOPE_MASKS.platform]: PLATFORM_SCOPE,
    [SCOPE_MASKS.tenant]: tenantScope(tenantId),
    [SCOPE_MASKS.engagement]: engagementScope(engagementId),
    [SCOPE_MASKS.folder]: storageScope(engagementId, 'main', ['f-shared']),
  })[role.scopeMask]!;
/** Per built-in role: a signed-in holder, and a user it grants roles to. */
const callers = new Map<
  string,
  { id: string; email: string; client: SignedInClient; assignee: { id: string; email: string } }
>();

beforeAll(async () => {
  const db = server.database.db;
  tenantId = (await buildTenant(db)).id;
  engagementId = (await buildEngagement(db, tenantId)).id;
  for (const role of BUILT_IN_ROLES) {
    const user = await buildUser(db, { name: role.name, roles: [{ role: role.name, scope: scopeOf(role) }] });
    const assignee = await buildUser(db, { name: `Assignee of ${role.name}` });
    callers.set(role.name, { ...user, client: await signIn(server, user.email, PASSWORD), assignee });
  }
});

const caller = (roleName: string) => callers.get(roleName)!;
const update = (
  roleName: string,
  principalId: string,
  action: 'Add' | 'Remove' = 'Add',
  scope = scopeOf(roleNamed(roleName)),
): RoleAssignmentUpdate => ({
  principalId,
  principalType: 'User',
  roleName,
  scope,
  action,
});
const holds = async (userId: string, roleName: string, scope: string) =>
  (
    await server.database.db
      .select()
      .from(roleAssignments)
      .where(columnsEqual(roleAssignments, { principalId: userId, roleName, scope }))
  ).length === 1;
const auditOf = (userId: string) =>
  server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.principalId, userId), like(auditLog.action, 'RoleAssignment.%')))
    .orderBy(asc(auditLog.id));
const refusal = (action: string, roleName: string, scope: string, missing: string[]) =>
  `You cannot ${action} the role '${roleName}' at ${scope}: you do not hold ${missing.join(', ')} there. Nothing was changed.`;

describe('the grant matrix of the built-in roles', () => {
  it('the generated expectation agrees with the cells written out by hand, and allows some and refuses some', () => {
    for (const [callerName, targetName, outcome] of KNOWN) {
      const missing = expectedMissing(roleNamed(callerName), roleNamed(targetName));
      if (outcome === true) expect(missing, `${callerName} -> ${targetName}`).toEqual([]);
      else expect(missing, `${callerName} -> ${targetName}`).toContain(outcome);
    }
    const cells = BUILT_IN_ROLES.flatMap((c) =>
      BUILT_IN_ROLES.map((t) => expectedMissing(c, t).length === 0),
    );
    expect(cells.filter(Boolean).length).toBeGreaterThanOrEqual(14);
    expect(cells.filter((allowed) => !allowed).length).toBeGreaterThanOrEqual(30);
  });

  const cells = BUILT_IN_ROLES.flatMap((c) =>
    BUILT_IN_ROLES.map((t) => ({ caller: c, target: t, missing: expectedMissing(c, t) })),
  );
  it.each(
    cells.map((cell) => ({
      ...cell,
      title: `${cell.caller.name} -> ${cell.target.name}: ${cell.missing.length ? 'refused' : 'allowed'}`,
    })),
  )('$title', async ({ caller: callerRole, target, missing }) => {
    const { client, assignee } = caller(callerRole.name);
    const scope = scopeOf(target);
    const res = await client.request('POST', ROUTE, [update(target.name, assignee.email)]);
    if (missing.length === 0) {
      expect(res.statusCode, res.body).toBe(200);
      expect(await holds(assignee.id, target.name, scope)).toBe(true);
    } else {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().detail).toBe(refusal('add', target.name, scope, missing));
      expect(await holds(assignee.id, target.name, scope)).toBe(false);
    }
    const known = KNOWN.find(([c, t]) => c === callerRole.name && t === target.name);
    if (known) expect(res.statusCode).toBe(known[2] === true ? 200 : 403);
  });

  it('an engagement manager cannot make themselves Super Configurer; the answer names the role and what is missing', async () => {
    const manager = caller(R.engagementManager);
    const res = await manager.client.request('POST', ROUTE, [update(R.superConfigurer, manager.email)]);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain(`the role '${R.superConfigurer}'`);
    expect(res.json().detail).toContain(P.nodeModelGitWrite);
    expect(res.json().errors).toEqual([
      { field: '0.roleName', message: expect.stringContaining(P.connectorsConfigurationWriter) },
    ]);
    expect(await holds(manager.id, R.superConfigurer, engagementScope(engagementId))).toBe(false);
  });
});

describe('role assignment updates', () => {
  it("an engagement manager cannot remove a peer's Super Configurer role: 403, and the row stays", async () => {
    const db = server.database.db;
    const scope = engagementScope(engagementId);
    const peer = await buildUser(db, { roles: [{ role: R.superConfigurer, scope }] });
    const manager = caller(R.engagementManager);
    const res = await manager.client.request('POST', ROUTE, [
      update(R.superConfigurer, peer.email, 'Remove'),
    ]);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain(P.engagementsWriter);
    expect(await holds(peer.id, R.superConfigurer, scope)).toBe(true);
    expect((await auditOf(manager.id)).at(-1)).toMatchObject({
      action: 'RoleAssignment.Remove',
      scope,
      status: 403,
      detail: {
        outcome: 'denied',
        role: R.superConfigurer,
        assignee: { type: 'User', id: peer.email },
        missing: expect.arrayContaining([P.engagementsWriter]),
      },
    });
  });

  it("refuses a grant above the caller's own scope, naming Authorization.Writer", async () => {
    const superConfigurer = caller(R.superConfigurer);
    const superUser = caller(R.superUser);
    const toTenant = await superConfigurer.client.request('POST', ROUTE, [
      update(R.superUser, superConfigurer.email),
    ]);
    expect(toTenant.statusCode).toBe(403);
    expect(toTenant.json().detail).toBe(
      refusal('add', R.superUser, tenantScope(tenantId), [P.authorizationWriter]),
    );
    const toPlatform = await superUser.client.request('POST', ROUTE, [update(R.admin, superUser.email)]);
    expect(toPlatform.statusCode).toBe(403);
    expect(toPlatform.json().detail).toBe(refusal('add', R.admin, PLATFORM_SCOPE, [P.authorizationWriter]));
    expect(await holds(superConfigurer.id, R.superUser, tenantScope(tenantId))).toBe(false);
    expect(await holds(superUser.id, R.admin, PLATFORM_SCOPE)).toBe(false);
  });

  it("answers 404 for another tenant's engagement, and audits the attempt", async () => {
    const db = server.database.db;
    const other = await buildEngagement(db, (await buildTenant(db)).id, { name: 'Secret engagement' });
    const superUser = caller(R.superUser);
    const res = await superUser.client.request('POST', ROUTE, [
      update(R.superConfigurer, superUser.email, 'Add', engagementScope(other.id)),
    ]);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Secret engagement');
    expect((await auditOf(superUser.id)).at(-1)).toMatchObject({
      scope: engagementScope(other.id),
      status: 404,
      detail: { outcome: 'denied', missing: [P.authorizationWriter] },
    });
  });

  it('refuses the whole batch when one update is refused: nothing written, every update audited as denied', async () => {
    const manager = caller(R.engagementManager);
    const newcomer = await buildUser(server.database.db);
    const allowedAlone = update(R.consultant, newcomer.email);
    const res = await manager.client.request('POST', ROUTE, [
      allowedAlone,
      update(R.superConfigurer, manager.email),
    ]);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['1.roleName']);
    expect(await holds(newcomer.id, R.consultant, engagementScope(engagementId))).toBe(false);
    const [first, second] = (await auditOf(manager.id)).slice(-2);
    expect(first).toMatchObject({
      status: 403,
      detail: { outcome: 'denied', role: R.consultant, assignee: { id: newcomer.email }, missing: [] },
    });
    expect(second).toMatchObject({
      status: 403,
      detail: { outcome: 'denied', role: R.superConfigurer, assignee: { id: manager.email } },
    });
  });

  it('audits allowed adds and removes: who, which role, to whom, where, allowed', async () => {
    const superConfigurer = caller(R.superConfigurer);
    const newcomer = await buildUser(server.database.db);
    const scope = engagementScope(engagementId);
    expect(
      (await superConfigurer.client.request('POST', ROUTE, [update(R.consultant, newcomer.email)]))
        .statusCode,
    ).toBe(200);
    expect(
      (await superConfigurer.client.request('POST', ROUTE, [update(R.consultant, newcomer.email, 'Remove')]))
        .statusCode,
    ).toBe(200);
    expect(await holds(newcomer.id, R.consultant, scope)).toBe(false);
    const rows = (await auditOf(superConfigurer.id)).slice(-2);
    expect(rows).toMatchObject([
      {
        principalType: 'User',
        action: 'RoleAssignment.Add',
        scope,
        status: 200,
        detail: { outcome: 'allowed', role: R.consultant, assignee: { type: 'User', id: newcomer.email } },
      },
      {
        principalType: 'User',
        action: 'RoleAssignment.Remove',
        scope,
        status: 200,
        detail: { outcome: 'allowed', role: R.consultant, assignee: { type: 'User', id: newcomer.email } },
      },
    ]);
  });

  it('without Authorization.Writer the caller learns nothing about users or roles: 403, not 422', async () => {
    const consultant = caller(R.consultant);
    const res = await consultant.client.request('POST', ROUTE, [
      update(R.consultant, 'nobody@example.test'),
      update('No such role', consultant.email, 'Add', engagementScope(engagementId)),
    ]);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain(P.authorizationWriter);
  });

  it('answers 401 when not signed in', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: ROUTE,
      payload: [update(R.consultant, 'x@example.test')],
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(401);
  });
});
