// Costs calls of admin-console.md section 7 ("Infra costs", "Cost management"); shapes in
// contracts/costs-api.ts, who may call what in costs.policy.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  costSavingStopSchema,
  costsQuerySchema,
  costsSchema,
  stopCostSavingSchema,
  tenantScope,
} from '@cairn/contracts';
import type { CostsService } from './costs.service.js';
import { atEngagement, type RouteAccess } from '../../http/route-access.js';
import { STOP_COST_SAVING_PERMISSION } from './costs.policy.js';
import { engagementParams, tenantParams } from '../../http/route-params.js';

const atTenant = (permission: string): { access: RouteAccess } => ({
  access: {
    permission,
    scopeDescription: '/tenants/{tenantId}',
    scope: (req) => tenantScope((req.params as { tenantId: string }).tenantId),
  },
});

/** What the routes use: the costs service. */
export interface CostRouteServices {
  costs: CostsService;
}

export function costRoutes({ costs }: CostRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // Signed in is enough to ask: the answer holds only the tenants and engagements whose costs the
    // caller reads (Infra.Costs.Reader), 403 when none, 404 for a tenant it cannot see.
    r.get(
      '/api/costs',
      {
        schema: { querystring: costsQuerySchema, response: { 200: costsSchema } },
        config: { access: { signedIn: true } },
      },
      (req) => costs.costs(req.caller, req.query.tenantId),
    );

    r.post(
      '/api/costs/tenants/:tenantId/stop-cost-saving',
      {
        schema: { params: tenantParams, body: stopCostSavingSchema, response: { 200: costSavingStopSchema } },
        config: atTenant(STOP_COST_SAVING_PERMISSION.tenant),
      },
      (req) => costs.stopCostSaving(req.caller, { tenantId: req.resolvedScope!.tenantId! }, req.body),
    );

    r.post(
      '/api/costs/engagements/:engagementId/stop-cost-saving',
      {
        schema: {
          params: engagementParams,
          body: stopCostSavingSchema,
          response: { 200: costSavingStopSchema },
        },
        config: atEngagement(STOP_COST_SAVING_PERMISSION.engagement),
      },
      (req) => costs.stopCostSaving(req.caller, { engagementId: req.params.engagementId }, req.body),
    );
  };
}
