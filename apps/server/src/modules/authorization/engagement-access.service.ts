// Engagement access overview (admin-console.md section 2): the users or applications holding roles
// at an engagement or anywhere below it (its folders), each with its assignments sorted by role and
// scope, and what the caller may remove.
import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import { engagementScope, type AggregatedAssignment } from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/like.js';
import { roleAssignments, rolePermissions } from '../../db/schema/access.js';
import { applications, users } from '../../db/schema/identity.js';
import { assignmentAbilities } from './engagement-access.policy.js';
import { presentAggregatedAssignment } from './engagement-access.presenter.js';

export class EngagementAccessService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
  ) {}

  async aggregated(
    caller: Principal,
    engagementId: string,
    principalType: 'User' | 'Application',
  ): Promise<AggregatedAssignment[]> {
    const scope = engagementScope(engagementId);
    const atOrBelow = and(
      eq(roleAssignments.principalType, principalType),
      or(eq(roleAssignments.scope, scope), like(roleAssignments.scope, `${escapeLike(scope)}/%`)),
    );
    const rows =
      principalType === 'User'
        ? await this.db
            .select({
              id: users.id,
              externalId: users.email,
              name: users.name,
              roleName: roleAssignments.roleName,
              scope: roleAssignments.scope,
            })
            .from(roleAssignments)
            .innerJoin(users, eq(users.id, roleAssignments.principalId))
            .where(atOrBelow)
            .orderBy(
              asc(users.name),
              asc(users.email),
              asc(roleAssignments.roleName),
              asc(roleAssignments.scope),
            )
        : await this.db
            .select({
              id: applications.id,
              externalId: applications.aadObjectId,
              name: applications.name,
              roleName: roleAssignments.roleName,
              scope: roleAssignments.scope,
            })
            .from(roleAssignments)
            .innerJoin(applications, eq(applications.id, roleAssignments.principalId))
            .where(atOrBelow)
            .orderBy(
              asc(applications.name),
              asc(applications.aadObjectId),
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

    const byPrincipal = new Map<
      string,
      { principal: { type: typeof principalType; externalId: string; name: string }; rows: typeof rows }
    >();
    for (const row of rows) {
      const entry = byPrincipal.get(row.id) ?? {
        principal: { type: principalType, externalId: row.externalId, name: row.name },
        rows: [],
      };
      entry.rows.push(row);
      byPrincipal.set(row.id, entry);
    }
    return [...byPrincipal.values()].map(({ principal, rows: own }) =>
      presentAggregatedAssignment(
        principal,
        own.map((r) => ({
          principalId: principal.externalId,
          principalType,
          roleName: r.roleName,
          scope: r.scope,
          abilities: assignmentAbilities(context, r),
        })),
      ),
    );
  }
}
