// The roles and permissions administration's services from explicit dependencies (as import.module.ts does).
import type { AccessService } from '../../access/access.service.js';
import type { Db } from '../../db/client.js';
import { PermissionService } from './permissions.service.js';
import { RoleService } from './roles.service.js';

export function rolesModule(db: Db, deps: { access: AccessService }) {
  const roles = new RoleService(db, deps.access);
  return { roles, permissions: new PermissionService(db, roles) };
}
