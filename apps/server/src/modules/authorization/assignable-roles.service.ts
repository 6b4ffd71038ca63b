// The roles the add-role-assignment dialog offers at a scope (admin-console.md section 6: "the roles
// offered in a modal are fetched for that scope"): those given at the scope or below it. Folder roles
// are granted from the storage screens, which know the folder, so they are left out here.
import { asc } from 'drizzle-orm';
import { parseScope, type AssignableRole, type ParsedScope } from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { roles } from '../../db/schema/access.js';

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
    const rows = await this.db
      .select({ name: roles.name, scopeMask: roles.scopeMask, description: roles.description })
      .from(roles)
      .orderBy(asc(roles.name));
    return rows.filter((r) => {
      const kind = maskKind(r.scopeMask);
      return kind !== undefined && OFFERED[scopeKind].includes(kind);
    });
  }
}
