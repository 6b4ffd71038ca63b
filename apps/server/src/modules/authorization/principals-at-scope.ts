// The users or applications holding roles at a scope (and, for an engagement, anywhere below it: its
// folders), each with its assignments sorted by role name then scope, and what the caller may remove
// (the same bound RoleAssignmentService.apply enforces). Engagement access and Tenant details' Users
// and Applications tabs show it (admin-console.md section 2).
import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import type { AggregatedAssignment } from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/like.js';
import { roleAssignments, rolePermissions } from '../../db/schema/access.js';
import { applications, users } from '../../db/schema/identity.js';
import { assignmentAbilities } from './engagement-access.policy.js';
import { presentAggregatedAssignment } from './engagement-access.presenter.js';

export async function principalsWithRolesAt(
  db: Db,
  access: AccessService,
  caller: Principal,
  scope: string,
  principalType: 'User' | 'Application',
  { andBelow }: { andBelow: boolean },
): Promise<AggregatedAssignment[]> {
  const atScope = andBelow
    ? or(eq(roleAssignments.scope, scope), like(roleAssignments.scope, `${escapeLike(scope)}/%`))
    : eq(roleAssignments.scope, scope);
  const principals = principalType === 'User' ? users : applications;
  const externalId = principalType === 'User' ? users.email : applications.aadObjectId;
  const rows = await db
    .select({
      id: principals.id,
      externalId,
      name: principals.name,
      roleName: roleAssignments.roleName,
      scope: roleAssignments.scope,
    })
    .from(roleAssignments)
    .innerJoin(principals, eq(principals.id, roleAssignments.principalId))
    .where(and(eq(roleAssignments.principalType, principalType), atScope))
    .orderBy(
      asc(principals.name),
      asc(externalId),
      asc(roleAssignments.roleName),
      asc(roleAssignments.scope),
    );
  if (rows.length === 0) return [];

  const roleNames = [...new Set(rows.map((r) => r.roleName))];
  const granted = await db.select().from(rolePermissions).where(inArray(rolePermissions.roleName, roleNames));
  const permissionsOf = new Map<string, string[]>();
  for (const g of granted)
    permissionsOf.set(g.roleName, [...(permissionsOf.get(g.roleName) ?? []), g.permissionName]);
  const held = await access.heldAt(caller, scope);
  const context = { held, rolePermissions: permissionsOf };

  const byPrincipal = new Map<string, { externalId: string; name: string; rows: typeof rows }>();
  for (const row of rows) {
    const entry = byPrincipal.get(row.id) ?? { externalId: row.externalId, name: row.name, rows: [] };
    entry.rows.push(row);
    byPrincipal.set(row.id, entry);
  }
  return [...byPrincipal.values()].map((p) =>
    presentAggregatedAssignment(
      { type: principalType, externalId: p.externalId, name: p.name },
      p.rows.map((r) => ({
        principalId: p.externalId,
        principalType,
        roleName: r.roleName,
        scope: r.scope,
        abilities: assignmentAbilities(context, r),
      })),
    ),
  );
}
