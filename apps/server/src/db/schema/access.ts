// Permission catalogue, roles and role assignments (DESIGN.md "Access control").
import { boolean, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { idColumn, nowColumn } from './columns.js';

export const permissions = pgTable('permissions', {
  name: text().primaryKey(),
  category: text().notNull(),
  description: text().notNull().default(''),
});

export const roles = pgTable('roles', {
  name: text().primaryKey(),
  scopeMask: text().notNull(),
  description: text().notNull().default(''),
  builtIn: boolean().notNull().default(false),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleName: text()
      .notNull()
      .references(() => roles.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    permissionName: text()
      .notNull()
      .references(() => permissions.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleName, t.permissionName] })],
);

export const roleAssignments = pgTable(
  'role_assignments',
  {
    id: idColumn(),
    principalType: text({ enum: ['User', 'Application'] }).notNull(),
    principalId: uuid().notNull(),
    roleName: text()
      .notNull()
      .references(() => roles.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    scope: text().notNull(),
    createdAt: nowColumn(),
  },
  (t) => [
    unique('role_assignments_unique').on(t.principalType, t.principalId, t.roleName, t.scope),
    index('role_assignments_principal_idx').on(t.principalType, t.principalId),
    index('role_assignments_scope_idx').on(t.scope),
  ],
);
