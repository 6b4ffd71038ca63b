// Roles administration (admin-console.md sections 2, 3, 5, 7): the paged list, all roles, one role,
// create, update, delete, and one permission added to or removed from a role. Routes need
// Authorization.Reader (reading) or Authorization.Writer (changing) at /platform. The rules
// (docs/decisions.md "Roles and permissions administration"):
// - built-in roles are read-only: Cairn restores them on every start (access/catalogue.ts);
// - a role is never given a built-in permission its editor does not hold at /platform (as role
//   assignments never hand out more than the granter holds);
// - a role still assigned is not deleted nor re-scoped: the answer says how many assignments hold it.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  englishMessage,
  PLATFORM_SCOPE,
  ROLE_SCOPE_MASKS,
  roleProblems,
  type FieldProblem,
  type PagedQuery,
  type RoleDetail,
  type RoleInput,
} from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Db, Tx } from '../../db/client.js';
import { paginate, presentPage } from '../../db/paginate.js';
import { permissions, roleAssignments, rolePermissions, roles } from '../../db/schema/access.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/problem.js';
import { recordCatalogueChange, type CatalogueAction } from './roles.audit.js';
import { isBuiltInPermission, roleAbilities, type CataloguePolicyContext } from './roles.policy.js';
import { presentRole, presentRoleDetail, type RoleRow } from './roles.presenter.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export const invalid = (problems: FieldProblem[]) =>
  badRequest(
    problems.map((p) => `${p.field}: ${englishMessage(p.message)}`).join('; '),
    problems.map((p) => ({ field: p.field, message: englishMessage(p.message), key: p.message.key })),
  );

const roleColumns = {
  name: roles.name,
  scopeMask: roles.scopeMask,
  description: roles.description,
  builtIn: roles.builtIn,
  permissionCount: sql<number>`(select count(*)::int from role_permissions rp where rp.role_name = ${roles.name})`,
};

const roleNameTaken = () => invalid([{ field: 'name', message: { key: 'roleNameTaken' } }]);

export class RoleService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
  ) {}

  /** The caller's permissions at /platform: abilities and the "only what you hold" rule come from them. */
  async policy(caller: Principal): Promise<CataloguePolicyContext> {
    return { platform: await this.access.heldAt(caller, PLATFORM_SCOPE) };
  }

  async list(caller: Principal, query: PagedQuery<'name' | 'scopeMask'>) {
    const policy = await this.policy(caller);
    const page = await paginate(this.db, query, {
      select: () => this.db.select(roleColumns).from(roles).$dynamic(),
      searchIn: [roles.name, roles.description, roles.scopeMask],
      sortColumns: { name: roles.name, scopeMask: roles.scopeMask },
      defaultSort: 'name',
      tiebreak: [roles.name],
    });
    return presentPage(page, (row) => presentRole(row, roleAbilities(policy, row)));
  }

  /** Every role, for selectors. */
  async all(caller: Principal) {
    const policy = await this.policy(caller);
    const rows = await this.db.select(roleColumns).from(roles).orderBy(asc(roles.name));
    return rows.map((row) => presentRole(row, roleAbilities(policy, row)));
  }

  async get(caller: Principal, name: string, policy?: CataloguePolicyContext): Promise<RoleDetail> {
    const row = await this.find(this.db, name);
    const granted = await this.db
      .select({ name: rolePermissions.permissionName })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleName, row.name))
      .orderBy(asc(rolePermissions.permissionName));
    const assignmentCount = await this.assignmentCount(this.db, row.name);
    return presentRoleDetail(
      row,
      { permissions: granted.map((g) => g.name), assignmentCount },
      roleAbilities(policy ?? (await this.policy(caller)), row),
    );
  }

  async create(caller: Principal, input: RoleInput): Promise<RoleDetail> {
    const role = this.checked(input);
    const policy = await this.policy(caller);
    await this.refuseUnknown(input.permissions ?? []);
    await this.refuseUnheld(caller, policy, 'Role.Create', role.name, role.permissions);
    try {
      await this.db.transaction(async (tx) => {
        if (await this.nameTaken(tx, role.name)) throw roleNameTaken();
        await tx
          .insert(roles)
          .values({ name: role.name, scopeMask: role.scopeMask, description: role.description });
        if (role.permissions.length)
          await tx
            .insert(rolePermissions)
            .values(role.permissions.map((permissionName) => ({ roleName: role.name, permissionName })));
        await recordCatalogueChange(tx, caller, 'Role.Create', 201, {
          role: role.name,
          scopeMask: role.scopeMask,
          permissions: role.permissions,
        });
      });
    } catch (error) {
      // Two administrators creating the same name at once: the primary key decides.
      if (isUniqueViolation(error)) throw roleNameTaken();
      throw error;
    }
    return this.get(caller, role.name, policy);
  }

  /**
   * Name, scope mask, description and the whole permission list of a custom role. A rename carries
   * the role's assignments along (the foreign keys cascade).
   */
  async update(caller: Principal, currentName: string, input: RoleInput): Promise<RoleDetail> {
    const current = await this.editable(caller, currentName, 'Role.Update');
    const role = this.checked(input);
    const policy = await this.policy(caller);
    await this.refuseUnknown(input.permissions ?? []);
    const before = await this.permissionsOf(this.db, current.name);
    const added = role.permissions.filter((p) => !before.includes(p));
    const removed = before.filter((p) => !role.permissions.includes(p));
    await this.refuseUnheld(caller, policy, 'Role.Update', current.name, added);
    try {
      await this.db.transaction(async (tx) => {
        if (role.name !== current.name && (await this.nameTaken(tx, role.name, current.name)))
          throw roleNameTaken();
        if (role.scopeMask !== current.scopeMask) {
          const count = await this.assignmentCount(tx, current.name);
          if (count > 0) {
            throw badRequest(
              `The role '${current.name}' is assigned ${count} time(s); its scope mask cannot change while it is assigned.`,
              [
                {
                  field: 'scopeMask',
                  key: 'scopeMaskInUse',
                  message: englishMessage({ key: 'scopeMaskInUse' }),
                },
              ],
            );
          }
        }
        await tx
          .update(roles)
          .set({ name: role.name, scopeMask: role.scopeMask, description: role.description })
          .where(eq(roles.name, current.name));
        if (removed.length)
          await tx
            .delete(rolePermissions)
            .where(
              and(eq(rolePermissions.roleName, role.name), inArray(rolePermissions.permissionName, removed)),
            );
        if (added.length)
          await tx
            .insert(rolePermissions)
            .values(added.map((permissionName) => ({ roleName: role.name, permissionName })))
            .onConflictDoNothing();
        await recordCatalogueChange(tx, caller, 'Role.Update', 200, {
          role: current.name,
          ...(role.name !== current.name && { renamedTo: role.name }),
          ...(role.scopeMask !== current.scopeMask && {
            scopeMask: { from: current.scopeMask, to: role.scopeMask },
          }),
          added,
          removed,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw roleNameTaken();
      throw error;
    }
    this.access.forgetPermissions(); // what each holder may do changed
    return this.get(caller, role.name, policy);
  }

  /** A custom role nobody holds any more; its permission list goes with it. */
  async delete(caller: Principal, name: string): Promise<void> {
    const role = await this.editable(caller, name, 'Role.Delete');
    await this.db.transaction(async (tx) => {
      // Counted in the transaction that deletes, so an assignment made meanwhile is not lost silently:
      // the foreign key would cascade it away.
      const count = await this.assignmentCount(tx, role.name);
      if (count > 0) {
        throw conflict(
          `The role '${role.name}' is assigned ${count} time(s). Remove these role assignments first; nothing was deleted.`,
          'roleInUse',
        );
      }
      const granted = await this.permissionsOf(tx, role.name);
      await tx.delete(roles).where(eq(roles.name, role.name));
      await recordCatalogueChange(tx, caller, 'Role.Delete', 200, {
        role: role.name,
        scopeMask: role.scopeMask,
        permissions: granted,
      });
    });
  }

  async addPermission(caller: Principal, roleName: string, permissionName: string): Promise<RoleDetail> {
    const role = await this.editable(caller, roleName, 'Role.AddPermission', { permission: permissionName });
    const [permission] = await this.db
      .select({ name: permissions.name })
      .from(permissions)
      .where(eq(permissions.name, permissionName));
    if (!permission) throw notFound(`There is no permission '${permissionName}'.`);
    const policy = await this.policy(caller);
    await this.refuseUnheld(caller, policy, 'Role.AddPermission', role.name, [permission.name]);
    await this.db.transaction(async (tx) => {
      const [added] = await tx
        .insert(rolePermissions)
        .values({ roleName: role.name, permissionName: permission.name })
        .onConflictDoNothing()
        .returning();
      if (added)
        await recordCatalogueChange(tx, caller, 'Role.AddPermission', 200, {
          role: role.name,
          permission: permission.name,
        });
    });
    this.access.forgetPermissions(); // what each holder may do changed
    return this.get(caller, role.name, policy);
  }

  async removePermission(caller: Principal, roleName: string, permissionName: string): Promise<RoleDetail> {
    const role = await this.editable(caller, roleName, 'Role.RemovePermission', {
      permission: permissionName,
    });
    await this.db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(rolePermissions)
        .where(
          and(eq(rolePermissions.roleName, role.name), eq(rolePermissions.permissionName, permissionName)),
        )
        .returning();
      if (removed)
        await recordCatalogueChange(tx, caller, 'Role.RemovePermission', 200, {
          role: role.name,
          permission: permissionName,
        });
    });
    this.access.forgetPermissions(); // what each holder may do changed
    return this.get(caller, role.name);
  }

  // --- rules ----------------------------------------------------------------------------------

  /** The input trimmed, its scope mask spelled as the catalogue does, or a 400 with every problem. */
  private checked(input: RoleInput) {
    const problems = roleProblems(input);
    if (problems.length) throw invalid(problems);
    const mask = input.scopeMask.trim().toLowerCase();
    return {
      name: input.name.trim(),
      scopeMask: ROLE_SCOPE_MASKS.find((m) => m.toLowerCase() === mask)!,
      description: (input.description ?? '').trim(),
      permissions: [...new Set(input.permissions ?? [])].sort(),
    };
  }

  private async find(db: Db | Tx, name: string): Promise<RoleRow> {
    const [row] = await db.select(roleColumns).from(roles).where(eq(roles.name, name));
    if (!row) throw notFound(`There is no role '${name}'.`);
    return row;
  }

  /** A role the API may change: it exists and is not built in (refusals are audited). */
  private async editable(
    caller: Principal,
    name: string,
    action: CatalogueAction,
    detail: Record<string, unknown> = {},
  ) {
    const role = await this.find(this.db, name);
    if (role.builtIn) {
      await recordCatalogueChange(this.db, caller, action, 409, {
        role: role.name,
        ...detail,
        reason: 'builtIn',
      });
      throw conflict(
        `'${role.name}' is a built-in role: Cairn defines it and restores it on every start, so it cannot be changed or deleted. Create a custom role instead.`,
        'builtInRole',
      );
    }
    return role;
  }

  private async refuseUnknown(names: string[]) {
    if (!names.length) return;
    const known = await this.db
      .select({ name: permissions.name })
      .from(permissions)
      .where(inArray(permissions.name, names));
    const unknown = names.filter((n) => !known.some((k) => k.name === n));
    if (unknown.length) {
      throw badRequest(
        `There is no permission ${unknown.map((n) => `'${n}'`).join(', ')}.`,
        unknown.map((n) => ({
          field: `permissions.${names.indexOf(n)}`,
          key: 'unknownPermission',
          message: englishMessage({ key: 'unknownPermission' }),
        })),
      );
    }
  }

  /**
   * Nobody gives a role a built-in permission they do not hold at /platform themselves. Custom
   * permissions are checked by no route of Cairn (nobody could hold one before it is given), so a
   * writer at /platform may give them.
   */
  private async refuseUnheld(
    caller: Principal,
    policy: CataloguePolicyContext,
    action: CatalogueAction,
    role: string,
    given: string[],
  ) {
    const missing = given.filter((p) => isBuiltInPermission(p) && !policy.platform.has(p));
    if (!missing.length) return;
    await recordCatalogueChange(this.db, caller, action, 403, { role, missing });
    throw forbidden(
      `You cannot give the role '${role}' ${missing.join(', ')}: you do not hold ${missing.length > 1 ? 'these permissions' : 'this permission'} at /platform. Nothing was changed.`,
    );
  }

  private async nameTaken(db: Db | Tx, name: string, except?: string) {
    const [row] = await db
      .select({ name: roles.name })
      .from(roles)
      .where(
        and(
          sql`lower(${roles.name}) = lower(${name})`,
          except === undefined ? undefined : ne(roles.name, except),
        ),
      );
    return !!row;
  }

  private async permissionsOf(db: Db | Tx, role: string) {
    const rows = await db
      .select({ name: rolePermissions.permissionName })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleName, role))
      .orderBy(asc(rolePermissions.permissionName));
    return rows.map((r) => r.name);
  }

  private async assignmentCount(db: Db | Tx, role: string) {
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(roleAssignments)
      .where(eq(roleAssignments.roleName, role));
    return count;
  }
}
