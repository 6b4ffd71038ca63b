// Engagement access overview (admin-console.md section 2, "Engagement access overview"): the users
// or the applications of an engagement with their role assignments there and below.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aggregatedAssignmentSchema, engagementAccessQuerySchema, PERMISSIONS } from '@cairn/contracts';
import type { EngagementAccessService } from './engagement-access.service.js';
import { atEngagement } from '../../http/route-access.js';

/** What the routes use: who holds roles at an engagement. */
export interface EngagementAccessRouteServices {
  engagementAccess: EngagementAccessService;
}

export function engagementAccessRoutes({ engagementAccess }: EngagementAccessRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/authorization/engagements/:engagementId/assignments',
      {
        schema: {
          params: z.object({ engagementId: z.string().max(100) }),
          querystring: engagementAccessQuerySchema,
          response: { 200: z.array(aggregatedAssignmentSchema) },
        },
        config: atEngagement(PERMISSIONS.authorizationReader),
      },
      (req) => engagementAccess.aggregated(req.caller, req.params.engagementId, req.query.principalType),
    );
  };
}
