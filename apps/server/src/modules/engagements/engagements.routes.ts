import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  engagementSchema,
  engagementScope,
  myEngagementsQuerySchema,
  myTenantsQuerySchema,
  pagedEngagementsSchema,
  pagedMyTenantsSchema,
  PERMISSIONS,
  setCurrentEngagementSchema,
} from '@cairn/contracts';
import { atEngagement } from '../../http/route-access.js';
import type { EngagementService } from './engagements.service.js';

const params = z.object({ engagementId: z.string().max(100) });

/** What the routes use. */
export interface EngagementRouteServices {
  engagements: EngagementService;
}

export function engagementRoutes({ engagements }: EngagementRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/engagements/mine',
      { schema: { response: { 200: z.array(engagementSchema) } }, config: { access: { signedIn: true } } },
      (req) => engagements.listMine(req.caller),
    );

    r.get(
      '/api/engagements/mine/page',
      {
        schema: { querystring: myEngagementsQuerySchema, response: { 200: pagedEngagementsSchema } },
        config: { access: { signedIn: true } },
      },
      (req) => engagements.pageMine(req.caller, req.query),
    );

    r.get(
      '/api/engagements/mine/tenants',
      {
        schema: { querystring: myTenantsQuerySchema, response: { 200: pagedMyTenantsSchema } },
        config: { access: { signedIn: true } },
      },
      (req) => engagements.pageMyTenants(req.caller, req.query),
    );

    r.put(
      '/api/engagements/current',
      {
        schema: { body: setCurrentEngagementSchema, response: { 200: setCurrentEngagementSchema } },
        config: { access: { signedIn: true, users: 'only' } },
      },
      async (req) => {
        const result = await engagements.setCurrent(req.caller, req.body.engagementId);
        req.auditScope = result.engagementId ? engagementScope(result.engagementId) : null;
        return result;
      },
    );

    r.get(
      '/api/engagements/:engagementId',
      {
        schema: { params, response: { 200: engagementSchema } },
        config: atEngagement(PERMISSIONS.engagementsReader),
      },
      (req) => engagements.get(req.params.engagementId),
    );
  };
}
