// Keeps the permission catalogue and the built-in roles in the database equal to the contracts
// package. Runs on every start after migrations; custom roles are left alone.
import { and, eq, notInArray } from 'drizzle-orm';
import { BUILT_IN_ROLES, PERMISSION_CATALOGUE } from '@cairn/contracts';
import type { Db } from '../db/client.js';
import { permissions, rolePermissions, roles } from '../db/schema/access.js';

export async function syncCatalogue(db: Db) {
  await db.transaction(async (tx) => {
    for (const p of PERMISSION_CATALOGUE) {
      await tx
        .insert(permissions)
        .values(p)
        .onConflictDoUpdate({
          target: permissions.name,
          set: { category: p.category, description: p.description },
        });
    }
    for (const role of BUILT_IN_ROLES) {
      await tx
        .insert(roles)
        .values({ name: role.name, scopeMask: role.scopeMask, description: role.description, builtIn: true })
        .onConflictDoUpdate({
          target: roles.name,
          set: { scopeMask: role.scopeMask, description: role.description, builtIn: true },
        });
      await tx
        .delete(rolePermissions)
        .where(
          and(
            eq(rolePermissions.roleName, role.name),
            notInArray(rolePermissions.permissionName, role.permissions),
          ),
        );
      await tx
        .insert(rolePermissions)
        .values(role.permissions.map((permissionName) => ({ roleName: role.name, permissionName })))
        .onConflictDoNothing();
    }
  });
}
