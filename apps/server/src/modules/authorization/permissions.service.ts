// Permissions administration (admin-console.md sections 2, 3, 5, 7): the paged list, all permissions
// (the role form's tree), create, update (category and description: the name is fixed once it
// exists) and delete. Built-in permissions (the catalogue of @cairn/contracts) are read-only: Cairn's
// own routes check them and the catalogue sync restores them on every start. A custom permission
// that is deleted leaves every role that carried it (docs/decisions.md).
import { asc, eq, sql } from 'drizzle-orm';
import {
  englishMessage,
  permissionProblems,
  type PagedQuery,
  type PermissionCreate,
  type PermissionDefinitionItem,
  type PermissionUpdate,
} from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { Db, Tx } from '../../db/client.js';
import { paginate, presentPage } from '../../db/paginate.js';
import { permissions, rolePermissions } from '../../db/schema/access.js';
import { badRequest, conflict, notFound } from '../../http/problem.js';
import { recordCatalogueChange, type CatalogueAction } from './roles.audit.js';
import { isBuiltInPermission, permissionAbilities, type CataloguePolicyContext } from './roles.policy.js';
import { presentPermission, type PermissionRow } from './roles.presenter.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { invalid, type RoleService } from './roles.service.js';

const permissionColumns = {
  name: permissions.name,
  category: permissions.category,
  description: permissions.description,
  roleCount: sql<number>`(select count(*)::int from role_permissions rp where rp.permission_name = ${permissions.name})`,
};

const nameTaken = () => invalid([{ field: 'name', message: { key: 'permissionNameTaken' } }]);

export class PermissionService {
  constructor(
    private readonly db: Db,
    /** Its policy(): both lists read the caller's permissions at /platform the same way. */
    private readonly roles: RoleService,
  ) {}

  private present(policy: CataloguePolicyContext) {
    return (row: PermissionRow) =>
      presentPermission(row, isBuiltInPermission(row.name), permissionAbilities(policy, row));
  }

  async list(caller: Principal, query: PagedQuery<'name' | 'category'>) {
    const policy = await this.roles.policy(caller);
    const page = await paginate(this.db, query, {
      select: () => this.db.select(permissionColumns).from(permissions).$dynamic(),
      searchIn: [permissions.name, permissions.category, permissions.description],
      sortColumns: { name: permissions.name, category: permissions.category },
      defaultSort: 'name',
      tiebreak: [permissions.name],
    });
    return presentPage(page, this.present(policy));
  }

  async all(caller: Principal) {
    const policy = await this.roles.policy(caller);
    const rows = await this.db.select(permissionColumns).from(permissions).orderBy(asc(permissions.name));
    return rows.map(this.present(policy));
  }

  private async get(caller: Principal, name: string): Promise<PermissionDefinitionItem> {
    return this.present(await this.roles.policy(caller))(await this.find(this.db, name));
  }

  async create(caller: Principal, input: PermissionCreate): Promise<PermissionDefinitionItem> {
    const problems = permissionProblems(input);
    if (problems.length) throw invalid(problems);
    const permission = {
      name: input.name.trim(),
      category: input.category.trim(),
      description: (input.description ?? '').trim(),
    };
    try {
      await this.db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ name: permissions.name })
          .from(permissions)
          .where(sql`lower(${permissions.name}) = lower(${permission.name})`);
        if (taken) throw nameTaken();
        await tx.insert(permissions).values(permission);
        await recordCatalogueChange(tx, caller, 'Permission.Create', 201, {
          permission: permission.name,
          category: permission.category,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
    return this.get(caller, permission.name);
  }

  async update(caller: Principal, name: string, input: PermissionUpdate): Promise<PermissionDefinitionItem> {
    const current = await this.editable(caller, name, 'Permission.Update');
    if (input.name !== undefined && input.name.trim() !== current.name) {
      throw badRequest(`The name of a permission cannot be changed ('${current.name}').`, [
        {
          field: 'name',
          key: 'permissionNameFixed',
          message: englishMessage({ key: 'permissionNameFixed' }),
        },
      ]);
    }
    const problems = permissionProblems({ ...input, name: current.name });
    if (problems.length) throw invalid(problems);
    const change = { category: input.category.trim(), description: (input.description ?? '').trim() };
    await this.db.transaction(async (tx) => {
      await tx.update(permissions).set(change).where(eq(permissions.name, current.name));
      await recordCatalogueChange(tx, caller, 'Permission.Update', 200, {
        permission: current.name,
        category: { from: current.category, to: change.category },
      });
    });
    return this.get(caller, current.name);
  }

  /** A custom permission; the roles that carried it lose it in the same transaction (and the audit says which). */
  async delete(caller: Principal, name: string): Promise<void> {
    const permission = await this.editable(caller, name, 'Permission.Delete');
    await this.db.transaction(async (tx) => {
      const holders = await tx
        .select({ role: rolePermissions.roleName })
        .from(rolePermissions)
        .where(eq(rolePermissions.permissionName, permission.name))
        .orderBy(asc(rolePermissions.roleName));
      await tx.delete(permissions).where(eq(permissions.name, permission.name));
      await recordCatalogueChange(tx, caller, 'Permission.Delete', 200, {
        permission: permission.name,
        removedFromRoles: holders.map((h) => h.role),
      });
    });
  }

  private async find(db: Db | Tx, name: string): Promise<PermissionRow> {
    const [row] = await db.select(permissionColumns).from(permissions).where(eq(permissions.name, name));
    if (!row) throw notFound(`There is no permission '${name}'.`);
    return row;
  }

  private async editable(caller: Principal, name: string, action: CatalogueAction) {
    const permission = await this.find(this.db, name);
    if (isBuiltInPermission(permission.name)) {
      await recordCatalogueChange(this.db, caller, action, 409, {
        permission: permission.name,
        reason: 'builtIn',
      });
      throw conflict(
        `'${permission.name}' is a built-in permission: Cairn's own routes check it and restore it on every start, so it cannot be changed or deleted.`,
        'builtInPermission',
      );
    }
    return permission;
  }
}
