// The roles the add-role-assignment dialog offers at a scope (admin-console.md section 6: "the roles
// offered in a modal are fetched for that scope"): those given at the scope or below it. Folder roles
// are granted from the storage screens, which know the folder, so they are left out here. Each comes
// with its permissions, so the dialog can say what the role allows of the data journey.
import { asc } from 'drizzle-orm';
import { parseScope, type AssignableRole, type ParsedScope } from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { rolePermissions, roles } from '../../db/schema/access.js';

const maskKind = (mask: string) => parseScope(mask.replace(/\{path\}/, 'p').replace(/\{\w+\}/g, 'x'))?.kind;

/** Which masks a dialog opened at a scope of this kind may offer. */
const OFFERED: Record<ParsedScope['kind'], ParsedScope['kind'][]> = {
  platform: ['platform', 'tenant', 'engagement'],
  tenant: ['tenant', 'engagement'],
  engagement: ['engagement'],
  storage: [],
};

export class AssignableRoleService {
  constructor(private readonly db: Db) {}

  async at(scopeKind: ParsedScope['kind']): Promise<AssignableRole[]> {
    const [rows, grants] = await Promise.all([
      this.db
        .select({ name: roles.name, scopeMask: roles.scopeMask, description: roles.description })
        .from(roles)
        .orderBy(asc(roles.name)),
      this.db
        .select({ role: rolePermissions.roleName, permission: rolePermissions.permissionName })
        .from(rolePermissions)
        .orderBy(asc(rolePermissions.permissionName)),
    ]);
    return rows
      .filter((r) => {
        const kind = maskKind(r.scopeMask);
        return kind !== undefined && OFFERED[scopeKind].includes(kind);
      })
      .map((r) => ({
        ...r,
        permissions: grants.filter((g) => g.role === r.name).map((g) => g.permission),
      }));
  }
}
