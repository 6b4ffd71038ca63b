// Permissions administration (admin-console.md section 7, Authorization: permissions paged and all;
// create, update, delete permission). Reading needs Authorization.Reader at /platform, changing
// Authorization.Writer there. POST /api/authorization/permissions/query (my permissions) is
// access.routes.ts's.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pagedPermissionsSchema,
  permissionCreateSchema,
  permissionDefinitionSchema,
  permissionListQuerySchema,
  PERMISSIONS,
  permissionUpdateSchema,
} from '@cairn/contracts';
import type { PermissionService } from './permissions.service.js';
import { atPlatform } from '../../http/route-access.js';

const permissionParams = z.object({ permissionName: z.string().min(1).max(200) });

/** What the routes use: the permissions catalogue. */
export interface PermissionRouteServices {
  permissions: PermissionService;
}

export function permissionRoutes({ permissions }: PermissionRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/authorization/permissions';
    const read = atPlatform(PERMISSIONS.authorizationReader);
    const write = atPlatform(PERMISSIONS.authorizationWriter);

    r.get(
      base,
      {
        schema: { querystring: permissionListQuerySchema, response: { 200: pagedPermissionsSchema } },
        config: read,
      },
      (req) => permissions.list(req.caller, req.query),
    );

    // Every permission at once: the role form's tree.
    r.get(
      '/api/authorization/all-permissions',
      { schema: { response: { 200: z.array(permissionDefinitionSchema) } }, config: read },
      (req) => permissions.all(req.caller),
    );

    r.post(
      base,
      {
        schema: { body: permissionCreateSchema, response: { 201: permissionDefinitionSchema } },
        config: write,
      },
      async (req, reply) => reply.status(201).send(await permissions.create(req.caller, req.body)),
    );

    r.put(
      `${base}/:permissionName`,
      {
        schema: {
          params: permissionParams,
          body: permissionUpdateSchema,
          response: { 200: permissionDefinitionSchema },
        },
        config: write,
      },
      (req) => permissions.update(req.caller, req.params.permissionName, req.body),
    );

    r.delete(
      `${base}/:permissionName`,
      { schema: { params: permissionParams }, config: write },
      async (req, reply) => {
        await permissions.delete(req.caller, req.params.permissionName);
        return reply.status(204).send();
      },
    );
  };
}
