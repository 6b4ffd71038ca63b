// Users, applications and their role assignments as the RBAC tasks read them (modules/rbac/ports.ts
// RbacPrincipals), so that module need not read this module's tables. Reads that run inside a
// caller's transaction (queueing after a role change) take it as `db`.
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { roleAssignments } from '../../db/schema/access.js';
import { applications, users } from '../../db/schema/identity.js';
import { PrincipalDirectory } from './principal-directory.js';

type PrincipalType = 'User' | 'Application';

/** The directory's lookups by e-mail come from PrincipalDirectory. */
export class RbacPrincipalDirectory extends PrincipalDirectory {
  async principal(type: PrincipalType, id: string, db: Db | Tx = this.db) {
    if (type === 'User') {
      const [u] = await db.select().from(users).where(eq(users.id, id));
      return (
        u && { type, id, externalId: u.email, name: u.name, aadObjectId: u.aadObjectId, disabled: u.disabled }
      );
    }
    const [a] = await db.select().from(applications).where(eq(applications.id, id));
    return (
      a && {
        type,
        id,
        externalId: a.aadObjectId,
        name: a.name,
        aadObjectId: a.aadObjectId,
        disabled: a.disabled,
      }
    );
  }

  async applicationIdByAadObjectId(aadObjectId: string) {
    const [app] = await this.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.aadObjectId, aadObjectId));
    return app?.id;
  }

  async holders(at: { scopes: string[]; under?: string }, db: Db | Tx = this.db) {
    if (at.scopes.length === 0 && !at.under) return [];
    return db
      .selectDistinct({
        principalType: roleAssignments.principalType,
        principalId: roleAssignments.principalId,
      })
      .from(roleAssignments)
      .where(
        or(
          at.scopes.length ? inArray(roleAssignments.scope, at.scopes) : undefined,
          at.under ? like(roleAssignments.scope, `${at.under}/%`) : undefined,
        ),
      );
  }

  async assignmentScopes(principal: { type: PrincipalType; id: string }) {
    const rows = await this.db
      .select({ scope: roleAssignments.scope })
      .from(roleAssignments)
      .where(
        and(eq(roleAssignments.principalType, principal.type), eq(roleAssignments.principalId, principal.id)),
      );
    return rows.map((r) => r.scope);
  }

  /** Correlated subqueries on the row's type and id columns: one principal table answers per row. */
  principalColumns(type: AnyPgColumn, id: AnyPgColumn) {
    const user = (column: AnyPgColumn) =>
      sql`(select ${column} from ${users} where ${type} = 'User' and ${users.id} = ${id})`;
    const application = (column: AnyPgColumn) =>
      sql`(select ${column} from ${applications} where ${type} = 'Application' and ${applications.id} = ${id})`;
    const [name, email] = [user(users.name), user(users.email)];
    const [appName, objectId] = [application(applications.name), application(applications.aadObjectId)];
    return {
      name: sql<string | null>`coalesce(${name}, ${appName})`,
      externalId: sql<string | null>`coalesce(${email}, ${objectId})`,
    };
  }
}
