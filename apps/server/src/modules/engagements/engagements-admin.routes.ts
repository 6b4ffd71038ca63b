// Engagements administration (admin-console.md section 7 "Engagements": list, create, get, update,
// engagement resources); shapes and rules in contracts/engagements-api.ts. Reading needs
// Engagements.Reader at the engagement (the list: anywhere), writing Engagements.Writer; creating
// needs the Writer at the chosen tenant (checked by the service: the tenant is in the body). Another tenant's engagement is 404 (the route hook's authorize()).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  engagementAdminSchema,
  engagementCreateSchema,
  engagementListQuerySchema,
  engagementScope,
  engagementStorageOfferSchema,
  engagementTenantResourceSchema,
  engagementUpdateSchema,
  pagedEngagementsAdminSchema,
  PERMISSIONS,
} from '@cairn/contracts';
import { atEngagement } from '../../http/route-access.js';
import { engagementParams as params } from '../../http/route-params.js';
import type { EngagementAdminService } from './engagements-admin.service.js';

/** What the routes use: engagements administration (list, create, update, resources). */
export interface EngagementAdminRouteServices {
  engagementAdmin: EngagementAdminService;
}

export function engagementAdminRoutes({ engagementAdmin }: EngagementAdminRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // Any signed-in caller: the list holds only the engagements it may read (none for most users).
    r.get(
      '/api/engagements/admin',
      {
        schema: { querystring: engagementListQuerySchema, response: { 200: pagedEngagementsAdminSchema } },
        config: { access: { signedIn: true } },
      },
      (req) => engagementAdmin.list(req.caller, req.query),
    );

    r.post(
      '/api/engagements',
      {
        schema: { body: engagementCreateSchema, response: { 201: engagementAdminSchema } },
        // The tenant is in the body: the service checks Engagements.Writer there (404 for a tenant the
        // caller may not see) once the body is known to be well formed.
        config: { access: { signedIn: true } },
      },
      async (req, reply) => {
        const created = await engagementAdmin.create(req.caller, req.body);
        req.auditScope = engagementScope(created.id);
        return reply.status(201).send(created);
      },
    );

    r.get(
      '/api/engagements/:engagementId/admin',
      {
        schema: { params, response: { 200: engagementAdminSchema } },
        config: atEngagement(PERMISSIONS.engagementsReader),
      },
      (req) => engagementAdmin.get(req.caller, req.params.engagementId),
    );

    r.put(
      '/api/engagements/:engagementId/admin',
      {
        schema: { params, body: engagementUpdateSchema, response: { 200: engagementAdminSchema } },
        config: atEngagement(PERMISSIONS.engagementsWriter),
      },
      (req) => engagementAdmin.update(req.caller, req.params.engagementId, req.body),
    );

    r.get(
      '/api/engagements/:engagementId/tenant-resources',
      {
        schema: { params, response: { 200: z.array(engagementTenantResourceSchema) } },
        config: atEngagement(PERMISSIONS.engagementsReader),
      },
      (req) => engagementAdmin.tenantResources(req.params.engagementId),
    );

    r.get(
      '/api/engagements/:engagementId/storage-offers',
      {
        schema: { params, response: { 200: z.array(engagementStorageOfferSchema) } },
        config: atEngagement(PERMISSIONS.engagementsReader),
      },
      (req) => engagementAdmin.storageOffers(req.params.engagementId),
    );
  };
}
