// Roles administration (admin-console.md section 7, Authorization: roles paged, all, by name; create,
// update, delete role; add or remove a permission on a role). Reading needs Authorization.Reader at
// /platform (the web's canReadGlobalAuthorization), changing Authorization.Writer there; the rules
// are the service's (roles.service.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pagedRolesSchema,
  PERMISSIONS,
  roleDetailSchema,
  roleInputSchema,
  roleListItemSchema,
  roleListQuerySchema,
} from '@cairn/contracts';
import type { RoleService } from './roles.service.js';
import { atPlatform } from '../../http/route-access.js';

const roleParams = z.object({ roleName: z.string().min(1).max(200) });
const rolePermissionParams = roleParams.extend({ permissionName: z.string().min(1).max(200) });

/** What the routes use: roles. */
export interface RoleRouteServices {
  roles: RoleService;
}

export function roleRoutes({ roles }: RoleRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/authorization/roles';
    const read = atPlatform(PERMISSIONS.authorizationReader);
    const write = atPlatform(PERMISSIONS.authorizationWriter);

    r.get(
      base,
      { schema: { querystring: roleListQuerySchema, response: { 200: pagedRolesSchema } }, config: read },
      (req) => roles.list(req.caller, req.query),
    );

    // Every role at once, for selectors (a role may be called 'all', so not under /roles).
    r.get(
      '/api/authorization/all-roles',
      { schema: { response: { 200: z.array(roleListItemSchema) } }, config: read },
      (req) => roles.all(req.caller),
    );

    r.get(
      `${base}/:roleName`,
      { schema: { params: roleParams, response: { 200: roleDetailSchema } }, config: read },
      (req) => roles.get(req.caller, req.params.roleName),
    );

    r.post(
      base,
      { schema: { body: roleInputSchema, response: { 201: roleDetailSchema } }, config: write },
      async (req, reply) => reply.status(201).send(await roles.create(req.caller, req.body)),
    );

    r.put(
      `${base}/:roleName`,
      {
        schema: { params: roleParams, body: roleInputSchema, response: { 200: roleDetailSchema } },
        config: write,
      },
      (req) => roles.update(req.caller, req.params.roleName, req.body),
    );

    r.delete(`${base}/:roleName`, { schema: { params: roleParams }, config: write }, async (req, reply) => {
      await roles.delete(req.caller, req.params.roleName);
      return reply.status(204).send();
    });

    r.put(
      `${base}/:roleName/permissions/:permissionName`,
      { schema: { params: rolePermissionParams, response: { 200: roleDetailSchema } }, config: write },
      (req) => roles.addPermission(req.caller, req.params.roleName, req.params.permissionName),
    );

    r.delete(
      `${base}/:roleName/permissions/:permissionName`,
      { schema: { params: rolePermissionParams, response: { 200: roleDetailSchema } }, config: write },
      (req) => roles.removePermission(req.caller, req.params.roleName, req.params.permissionName),
    );
  };
}
