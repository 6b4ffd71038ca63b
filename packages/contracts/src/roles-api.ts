// Roles and permissions administration (admin-console.md sections 2 "Applications, roles, permissions",
// 3 Role and Permission, 5, 7 Authorization, 8 and 9): the paged lists, the shapes, and the rules of
// section 5 written once: the web forms check them before sending, the server answers a 400 with
// their keys. Built-in roles and permissions (permissions.ts) are read-only: docs/decisions.md.
//
// GET    /api/authorization/roles?page&pageSize&search&sort      -> Paged<RoleListItem>   (Authorization.Reader at /platform)
// GET    /api/authorization/all-roles                            -> RoleListItem[]        (Reader)
// GET    /api/authorization/roles/:roleName                      -> RoleDetail            (Reader)
// POST   /api/authorization/roles              RoleInput         -> 201 RoleDetail        (Authorization.Writer at /platform)
// PUT    /api/authorization/roles/:roleName    RoleInput         -> RoleDetail            (Writer; renames too)
// DELETE /api/authorization/roles/:roleName                      -> 204                   (Writer; 409 built-in or assigned)
// PUT    /api/authorization/roles/:roleName/permissions/:name    -> RoleDetail            (Writer; adds one)
// DELETE /api/authorization/roles/:roleName/permissions/:name    -> RoleDetail            (Writer; removes one)
// GET    /api/authorization/permissions?page&pageSize&search&sort -> Paged<PermissionDefinitionItem> (Reader)
// GET    /api/authorization/all-permissions                      -> PermissionDefinitionItem[]     (Reader)
// POST   /api/authorization/permissions        PermissionCreate  -> 201 PermissionDefinitionItem (Writer)
// PUT    /api/authorization/permissions/:name  PermissionUpdate  -> PermissionDefinitionItem     (Writer; name fixed)
// DELETE /api/authorization/permissions/:name                    -> 204                   (Writer; 409 built-in)
import { z } from 'zod';
import './zod-messages.js';
import { pagedQuerySchema, pagedResultSchema } from './paging.js';
import { SCOPE_MASKS } from './permissions.js';
import { rules, validate, type Rule, type RuleMessage } from './validation.js';

export const MAX_ROLE_NAME_LENGTH = 100;
export const MAX_PERMISSION_NAME_LENGTH = 100;
export const MAX_PERMISSION_CATEGORY_LENGTH = 50;
export const MAX_ROLE_DESCRIPTION_LENGTH = 500;
/** Permission deletion reloads the list after this long (admin-console.md section 9). */
export const PERMISSION_DELETE_RELOAD_MS = 500;

export const ROLE_SCOPE_MASKS = Object.values(SCOPE_MASKS);

export const roleListQuerySchema = pagedQuerySchema(['name', 'scopeMask']);
export const permissionListQuerySchema = pagedQuerySchema(['name', 'category']);

/** What the caller may do with a role (the server's roles.policy.ts). */
export const roleAbilitiesSchema = z.object({
  update: z.boolean(),
  delete: z.boolean(),
});
export type RoleAbilities = z.infer<typeof roleAbilitiesSchema>;

export const roleListItemSchema = z.object({
  name: z.string(),
  scopeMask: z.string(),
  description: z.string(),
  /** Defined by Cairn (permissions.ts) and restored on every start: never changed through the API. */
  builtIn: z.boolean(),
  permissionCount: z.number().int(),
  abilities: roleAbilitiesSchema,
});
export type RoleListItem = z.infer<typeof roleListItemSchema>;
export const pagedRolesSchema = pagedResultSchema(roleListItemSchema);

export const roleDetailSchema = roleListItemSchema.extend({
  permissions: z.array(z.string()),
  /** How many role assignments give this role (deleting or re-scoping it is refused while > 0). */
  assignmentCount: z.number().int(),
});
export type RoleDetail = z.infer<typeof roleDetailSchema>;

/** Create and update of a role: the whole role, its permissions included. */
export const roleInputSchema = z.object({
  name: z.string().max(1000),
  scopeMask: z.string().max(1000),
  description: z.string().max(10_000).default(''),
  permissions: z.array(z.string().max(1000)).max(1000).default([]),
});
export type RoleInput = z.input<typeof roleInputSchema>;

export const permissionAbilitiesSchema = z.object({
  update: z.boolean(),
  delete: z.boolean(),
});
export type PermissionAbilities = z.infer<typeof permissionAbilitiesSchema>;

export const permissionDefinitionSchema = z.object({
  name: z.string(),
  category: z.string(),
  description: z.string(),
  builtIn: z.boolean(),
  /** How many roles carry the permission. */
  roleCount: z.number().int(),
  abilities: permissionAbilitiesSchema,
});
export type PermissionDefinitionItem = z.infer<typeof permissionDefinitionSchema>;
export const pagedPermissionsSchema = pagedResultSchema(permissionDefinitionSchema);

export const permissionCreateSchema = z.object({
  name: z.string().max(1000),
  category: z.string().max(1000),
  description: z.string().max(10_000).default(''),
});
export type PermissionCreate = z.input<typeof permissionCreateSchema>;

/** The name is fixed once the permission exists: it may be sent (a form sends it), never changed. */
export const permissionUpdateSchema = permissionCreateSchema.extend({
  name: z.string().max(1000).optional(),
});
export type PermissionUpdate = z.input<typeof permissionUpdateSchema>;

// --- section 5 rules --------------------------------------------------------------------------

const pleaseProvideName: Rule = (v) => (v.trim() === '' ? { key: 'pleaseProvideName' } : null);
const thisFieldIsRequired: Rule = (v) => (v.trim() === '' ? { key: 'thisFieldIsRequired' } : null);
/** Dots separate the levels of the permission tree: none first, last or doubled. */
const dottedName: Rule = (v) => (v === '' || /^[^.]+(\.[^.]+)*$/.test(v) ? null : { key: 'dottedName' });

export const roleRules = {
  name: [pleaseProvideName, rules.lettersDigitsDashesSpaces, rules.maxLength(MAX_ROLE_NAME_LENGTH)],
  scopeMask: [thisFieldIsRequired, rules.oneOf(ROLE_SCOPE_MASKS)],
  description: [rules.maxLength(MAX_ROLE_DESCRIPTION_LENGTH)],
};

export const permissionRules = {
  name: [pleaseProvideName, rules.lettersDigitsDots, dottedName, rules.maxLength(MAX_PERMISSION_NAME_LENGTH)],
  category: [
    thisFieldIsRequired,
    rules.lettersDigitsDashesSpaces,
    rules.maxLength(MAX_PERMISSION_CATEGORY_LENGTH),
  ],
  description: [rules.maxLength(MAX_ROLE_DESCRIPTION_LENGTH)],
};

export interface FieldProblem {
  field: string;
  message: RuleMessage;
}

const problemsOf = (checks: Record<string, Rule[]>, input: Record<string, string>): FieldProblem[] =>
  Object.entries(checks).flatMap(([field, fieldRules]) => {
    const message = validate((input[field] ?? '').trim(), ...fieldRules);
    return message ? [{ field, message }] : [];
  });

export const roleProblems = (input: { name: string; scopeMask: string; description?: string }) =>
  problemsOf(roleRules, { ...input, description: input.description ?? '' });

export const permissionProblems = (input: { name: string; category: string; description?: string }) =>
  problemsOf(permissionRules, { ...input, description: input.description ?? '' });

/** A node of the permission tree: a level of dot-delimited names (Storage > Folders) or a permission. */
export interface PermissionTreeNode {
  /** A permission's key is its name; a level's is `group:` + the path so far ('group:Storage.Folders'). */
  key: string;
  title: string;
  /** Set on permissions (leaves); levels have children instead. */
  permission?: string;
  children?: PermissionTreeNode[];
}

export const PERMISSION_GROUP_PREFIX = 'group:';

/**
 * Groups permission names by their dot-delimited levels (Storage.Folders.Reader -> Storage > Folders >
 * Reader), levels before permissions, each sorted by name. A name that is also the level of longer
 * names shows twice: as a permission and as a level.
 */
export function permissionTree(names: readonly string[]): PermissionTreeNode[] {
  const root: PermissionTreeNode[] = [];
  for (const name of [...new Set(names)].sort()) {
    const parts = name.split('.');
    let level = root;
    for (let i = 0; i < parts.length - 1; i++) {
      const key = PERMISSION_GROUP_PREFIX + parts.slice(0, i + 1).join('.');
      let group = level.find((n) => n.key === key);
      if (!group) {
        group = { key, title: parts[i], children: [] };
        level.push(group);
      }
      level = group.children!;
    }
    level.push({ key: name, title: parts[parts.length - 1], permission: name });
  }
  const order = (nodes: PermissionTreeNode[]): PermissionTreeNode[] =>
    nodes
      .sort((a, b) => Number(!!a.permission) - Number(!!b.permission) || a.title.localeCompare(b.title))
      .map((n) => (n.children ? { ...n, children: order(n.children) } : n));
  return order(root);
}
