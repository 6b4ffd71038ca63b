// Role assignment updates (principalId, principalType, roleName, scope, action) and the principals
// holding roles at a scope. Used by the folder permission dialogs and later by the admin console.
import { and, eq, inArray, like, or } from 'drizzle-orm';
import { parseScope, PERMISSIONS, type RoleAssignmentUpdate, type ScopedPrincipal } from '@cairn/contracts';
import type { Db } from '../db/client.js';
import { applications, roleAssignments, roles, users } from '../db/schema/index.js';
import { HttpProblem } from '../http/problem.js';
import type { AccessService } from './access.service.js';
import type { Principal } from './principal.js';

const maskKind = (mask: string) => parseScope(mask.replace(/\{path\}/, 'p').replace(/\{\w+\}/g, 'x'))?.kind;
const unprocessable = (detail: string) => new HttpProblem(422, 'Unprocessable Content', detail, 'unprocessable');

export class RoleAssignmentService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
  ) {}

  /** Applies all updates or none: every scope is authorised and every principal and role resolved first. */
  async apply(caller: Principal, updates: RoleAssignmentUpdate[]) {
    for (const scope of new Set(updates.map((u) => u.scope))) {
      await this.access.authorize(caller, PERMISSIONS.authorizationWriter, scope);
    }
    const resolved: (RoleAssignmentUpdate & { principalId: string })[] = [];
    for (const update of updates) {
      const [role] = await this.db.select().from(roles).where(eq(roles.name, update.roleName));
      if (!role) throw unprocessable(`There is no role '${update.roleName}'.`);
      if (maskKind(role.scopeMask) !== parseScope(update.scope)?.kind) {
        throw unprocessable(`The role '${role.name}' is given at ${role.scopeMask}, not at ${update.scope}.`);
      }
      const principalId = await this.principalIdOf(update);
      if (!principalId) throw unprocessable(`There is no ${update.principalType === 'User' ? 'user' : 'application'} '${update.principalId}'.`);
      resolved.push({ ...update, principalId });
    }
    await this.db.transaction(async (tx) => {
      for (const u of resolved) {
        const row = { principalType: u.principalType, principalId: u.principalId, roleName: u.roleName, scope: u.scope };
        if (u.action === 'Add') await tx.insert(roleAssignments).values(row).onConflictDoNothing();
        else
          await tx
            .delete(roleAssignments)
            .where(and(eq(roleAssignments.principalType, row.principalType), eq(roleAssignments.principalId, row.principalId), eq(roleAssignments.roleName, row.roleName), eq(roleAssignments.scope, row.scope)));
      }
    });
    return { applied: resolved.length };
  }

  private async principalIdOf(update: RoleAssignmentUpdate) {
    if (update.principalType === 'User') {
      const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, update.principalId.toLowerCase()));
      return user?.id;
    }
    const [app] = await this.db.select({ id: applications.id }).from(applications).where(eq(applications.aadObjectId, update.principalId));
    return app?.id;
  }

  /** Principals with a role exactly at `scope`, or (withBelow) at the scope or anywhere under it. */
  async principalsAt(scope: string, options: { withBelow?: boolean } = {}): Promise<ScopedPrincipal[]> {
    const where = options.withBelow ? or(eq(roleAssignments.scope, scope), like(roleAssignments.scope, `${scope}/%`)) : eq(roleAssignments.scope, scope);
    const rows = await this.db.select().from(roleAssignments).where(where);
    const userIds = rows.filter((r) => r.principalType === 'User').map((r) => r.principalId);
    const appIds = rows.filter((r) => r.principalType === 'Application').map((r) => r.principalId);
    const userRows = userIds.length ? await this.db.select().from(users).where(inArray(users.id, userIds)) : [];
    const appRows = appIds.length ? await this.db.select().from(applications).where(inArray(applications.id, appIds)) : [];
    const byKey = new Map<string, ScopedPrincipal>();
    for (const r of rows) {
      const user = userRows.find((u) => u.id === r.principalId);
      const app = appRows.find((a) => a.id === r.principalId);
      const principal = r.principalType === 'User' ? user && { principalId: user.email, name: user.name } : app && { principalId: app.aadObjectId, name: app.name };
      if (!principal) continue;
      const key = `${r.principalType}:${principal.principalId}`;
      const entry = byKey.get(key) ?? { principalType: r.principalType, ...principal, roleNames: [] };
      if (!entry.roleNames.includes(r.roleName)) entry.roleNames.push(r.roleName);
      byKey.set(key, entry);
    }
    return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}
