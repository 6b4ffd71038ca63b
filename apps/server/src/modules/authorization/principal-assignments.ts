// A principal's role assignments grouped by scope, each role with whether the caller may take it away
// (the same bound RoleAssignmentService.apply enforces), for the roles tab of user and application
// details.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { missingToGrant, parseScope, type UserScopeAssignments } from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Db } from '../../db/client.js';
import { roleAssignments, rolePermissions } from '../../db/schema/access.js';

const SCOPE_ORDER = { platform: 0, tenant: 1, engagement: 2, storage: 3 } as const;

export async function assignmentsByScope(
  db: Db,
  access: AccessService,
  tenancy: TenancyNames,
  caller: Principal,
  principal: { type: 'User' | 'Application'; id: string },
): Promise<UserScopeAssignments[]> {
  const rows = await db
    .select({ scope: roleAssignments.scope, roleName: roleAssignments.roleName })
    .from(roleAssignments)
    .where(
      and(eq(roleAssignments.principalType, principal.type), eq(roleAssignments.principalId, principal.id)),
    )
    .orderBy(asc(roleAssignments.roleName));
  const roleNames = [...new Set(rows.map((r) => r.roleName))];
  const grants = roleNames.length
    ? await db.select().from(rolePermissions).where(inArray(rolePermissions.roleName, roleNames))
    : [];
  const permissionsOf = (role: string) =>
    grants.filter((g) => g.roleName === role).map((g) => g.permissionName);
  const names = await scopeDisplayNames(
    tenancy,
    rows.map((r) => r.scope),
  );

  const groups: UserScopeAssignments[] = [];
  for (const scope of [...new Set(rows.map((r) => r.scope))]) {
    const parsed = parseScope(scope);
    if (!parsed) continue;
    const held = await heldAt(access, caller, scope);
    groups.push({
      scope,
      scopeKind: parsed.kind,
      scopeName: names.get(scope) ?? '',
      roles: rows
        .filter((r) => r.scope === scope)
        .map((r) => ({
          name: r.roleName,
          abilities: {
            remove: !!held && missingToGrant(held, permissionsOf(r.roleName), parsed.kind).length === 0,
          },
        })),
    });
  }
  return groups.sort(
    (a, b) =>
      SCOPE_ORDER[a.scopeKind] - SCOPE_ORDER[b.scopeKind] ||
      a.scopeName.localeCompare(b.scopeName) ||
      a.scope.localeCompare(b.scope),
  );
}

/** The caller's permissions at a scope; undefined when the scope's object no longer exists. */
export async function heldAt(access: AccessService, caller: Principal, scope: string) {
  try {
    return await access.heldAt(caller, scope);
  } catch {
    return undefined;
  }
}

/** Tenant and engagement names, from the engagements module (it owns those tables). */
export interface TenancyNames {
  namesOf(ids: { tenantIds: string[]; engagementIds: string[] }): Promise<{
    tenants: Map<string, string>;
    engagements: Map<string, string>;
  }>;
}

/** Display names of scopes: a tenant's or engagement's name; a folder reads '<engagement> / <purpose>/<path>'. */
export async function scopeDisplayNames(tenancy: TenancyNames, scopes: string[]) {
  const parsed = scopes.map((scope) => ({ scope, parsed: parseScope(scope) }));
  const tenantIds = parsed.flatMap((p) => (p.parsed?.kind === 'tenant' ? [p.parsed.tenantId] : []));
  const engagementIds = parsed.flatMap((p) =>
    p.parsed?.kind === 'engagement' || p.parsed?.kind === 'storage' ? [p.parsed.engagementId] : [],
  );
  const found = await tenancy.namesOf({ tenantIds, engagementIds });
  const names = new Map<string, string>();
  for (const { scope, parsed: p } of parsed) {
    if (p?.kind === 'tenant') names.set(scope, found.tenants.get(p.tenantId) ?? p.tenantId);
    if (p?.kind === 'engagement') names.set(scope, found.engagements.get(p.engagementId) ?? p.engagementId);
    if (p?.kind === 'storage') {
      const engagement = found.engagements.get(p.engagementId) ?? p.engagementId;
      names.set(scope, `${engagement} / ${[p.purpose, ...p.path].join('/')}`);
    }
  }
  return names;
}
