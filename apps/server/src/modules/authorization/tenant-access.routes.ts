// Tenant details' Users and Applications tabs (admin-console.md section 2): who holds which roles at
// the tenant. Adding and removing go through POST /api/authorization/role-assignments.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aggregatedAssignmentSchema, engagementAccessQuerySchema, PERMISSIONS } from '@cairn/contracts';
import type { TenantAccessService } from './tenant-access.service.js';
import { atTenant } from '../tenants/tenants.routes.js';

/** What the routes use: who holds roles at a tenant. */
export interface TenantAccessRouteServices {
  tenantAccess: TenantAccessService;
}

export function tenantAccessRoutes({ tenantAccess }: TenantAccessRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

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
      (req) => tenantAccess.aggregated(req.caller, req.params.tenantId, req.query.principalType),
    );
  };
}
