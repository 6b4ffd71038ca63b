// Tenant details' Users and Applications tabs (admin-console.md section 2): who holds which roles at
// the tenant. Adding and removing go through POST /api/authorization/role-assignments.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aggregatedAssignmentSchema, engagementAccessQuerySchema, PERMISSIONS } from '@cairn/contracts';
import type { AppContext } from '../../app-context.js';
import { atTenant } from '../tenants/tenants.routes.js';

export function tenantAccessRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { tenantAccess } = ctx.services;

    r.get(
      '/api/authorization/tenants/:tenantId/assignments',
      {
        schema: {
          params: z.object({ tenantId: z.string().max(100) }),
          querystring: engagementAccessQuerySchema,
          response: { 200: z.array(aggregatedAssignmentSchema) },
        },
        config: atTenant(PERMISSIONS.authorizationReader),
      },
      (req) => tenantAccess.aggregated(req.principal!, req.params.tenantId, req.query.principalType),
    );
  };
}
