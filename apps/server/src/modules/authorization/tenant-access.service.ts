// Tenant details' Users and Applications tabs (admin-console.md section 2): the users or applications
// holding roles at the tenant scope, each with its assignments sorted by role name then scope, and what
// the caller may remove (the same bound RoleAssignmentService.apply enforces). Changes go through
// POST /api/authorization/role-assignments, so a tenant admin never grants above their own rights.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { tenantScope, type AggregatedAssignment } from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Db } from '../../db/client.js';
import { roleAssignments, rolePermissions } from '../../db/schema/access.js';
import { applications, users } from '../../db/schema/identity.js';
import { assignmentAbilities } from './engagement-access.policy.js';
import { presentAggregatedAssignment } from './engagement-access.presenter.js';

export class TenantAccessService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
  ) {}

  async aggregated(
    caller: Principal,
    tenantId: string,
    principalType: 'User' | 'Application',
  ): Promise<AggregatedAssignment[]> {
    const scope = tenantScope(tenantId);
    const atTenant = and(eq(roleAssignments.principalType, principalType), eq(roleAssignments.scope, scope));
    const principals = principalType === 'User' ? users : applications;
    const externalId = principalType === 'User' ? users.email : applications.aadObjectId;
    const rows = await this.db
      .select({
        id: principals.id,
        externalId,
        name: principals.name,
        roleName: roleAssignments.roleName,
        scope: roleAssignments.scope,
      })
      .from(roleAssignments)
      .innerJoin(principals, eq(principals.id, roleAssignments.principalId))
      .where(atTenant)
      .orderBy(
        asc(principals.name),
        asc(externalId),
        asc(roleAssignments.roleName),
        asc(roleAssignments.scope),
      );
    if (rows.length === 0) return [];

    const roleNames = [...new Set(rows.map((r) => r.roleName))];
    const granted = await this.db
      .select()
      .from(rolePermissions)
      .where(inArray(rolePermissions.roleName, roleNames));
    const permissionsOf = new Map<string, string[]>();
    for (const g of granted)
      permissionsOf.set(g.roleName, [...(permissionsOf.get(g.roleName) ?? []), g.permissionName]);
    const held = await this.access.permissionsAt(caller, await this.access.resolve(scope));
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
}
