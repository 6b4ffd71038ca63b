// Engagement access overview (admin-console.md section 2, "Engagement access overview"): the users
// or the applications of an engagement with their role assignments there and below.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aggregatedAssignmentSchema, engagementAccessQuerySchema, PERMISSIONS } from '@cairn/contracts';
import type { AppContext } from '../../app-context.js';
import { atEngagement } from '../../http/route-access.js';

export function engagementAccessRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { engagementAccess } = ctx.services;

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
      (req) => engagementAccess.aggregated(req.principal!, req.params.engagementId, req.query.principalType),
    );
  };
}
