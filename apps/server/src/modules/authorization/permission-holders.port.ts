// Who holds a permission through a role assigned exactly at a scope, for other modules that write to
// those people (feedback e-mails the platform's feedback readers), so they need not read this module's
// tables. Only active users: a deactivated administrator gets no mail.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { roleAssignments, rolePermissions } from '../../db/schema/access.js';
import { users } from '../../db/schema/identity.js';

export interface PermissionHolders {
  /** The e-mail addresses of the active users holding `permission` through a role at `scope`. */
  userEmails(permission: string, scope: string): Promise<string[]>;
  /**
   * The active users holding `permission` through a role at any of `scopes` (an engagement, its
   * tenant and /platform: everyone it reaches down to the engagement).
   */
  usersAt(permission: string, scopes: readonly string[]): Promise<{ id: string; email: string }[]>;
}

export class PermissionHolderDirectory implements PermissionHolders {
  constructor(private readonly db: Db) {}

  async userEmails(permission: string, scope: string) {
    const rows = await this.db
      .selectDistinct({ email: users.email })
      .from(roleAssignments)
      .innerJoin(rolePermissions, eq(rolePermissions.roleName, roleAssignments.roleName))
      .innerJoin(users, eq(users.id, roleAssignments.principalId))
      .where(
        and(
          eq(roleAssignments.principalType, 'User'),
          eq(roleAssignments.scope, scope),
          eq(rolePermissions.permissionName, permission),
          eq(users.disabled, false),
        ),
      )
      .orderBy(users.email);
    return rows.map((r) => r.email);
  }

  async usersAt(permission: string, scopes: readonly string[]) {
    if (!scopes.length) return [];
    return this.db
      .selectDistinct({ id: users.id, email: users.email })
      .from(roleAssignments)
      .innerJoin(rolePermissions, eq(rolePermissions.roleName, roleAssignments.roleName))
      .innerJoin(users, eq(users.id, roleAssignments.principalId))
      .where(
        and(
          eq(roleAssignments.principalType, 'User'),
          inArray(roleAssignments.scope, [...scopes]),
          eq(rolePermissions.permissionName, permission),
          eq(users.disabled, false),
        ),
      )
      .orderBy(users.email);
  }
}
