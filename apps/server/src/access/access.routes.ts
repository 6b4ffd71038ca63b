import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { permissionQueryResultSchema, permissionQuerySchema } from '@cairn/contracts';
import type { AccessService } from './access.service.js';

/** What the routes use: the caller's permissions. */
export interface AccessRouteServices {
  access: AccessService;
}

export function accessRoutes({ access }: AccessRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // "Query my permissions with a scope": answers about the caller only, so any signed-in principal may ask.
    r.post(
      '/api/authorization/permissions/query',
      {
        schema: { body: permissionQuerySchema, response: { 200: permissionQueryResultSchema } },
        config: { access: { signedIn: true }, readOnly: true },
      },
      (req) => access.query(req.caller, req.body.scope),
    );
  };
}
