// Costs calls of admin-console.md section 7 ("Infra costs", "Cost management"); shapes in
// contracts/costs-api.ts, who may call what in costs.policy.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  costSavingStopSchema,
  costsQuerySchema,
  costsSchema,
  stopCostSavingSchema,
  tenantScope,
} from '@cairn/contracts';
import type { AppContext } from '../../app-context.js';
import { atEngagement, type RouteAccess } from '../../http/route-access.js';
import { STOP_COST_SAVING_PERMISSION } from './costs.policy.js';

const tenantParams = z.object({ tenantId: z.string().max(100) });
const engagementParams = z.object({ engagementId: z.string().max(100) });

const atTenant = (permission: string): { access: RouteAccess } => ({
  access: {
    permission,
    scopeDescription: '/tenants/{tenantId}',
    scope: (req) => tenantScope((req.params as { tenantId: string }).tenantId),
  },
});

export function costRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { costs } = ctx.services;

    // Signed in is enough to ask: the answer holds only the tenants and engagements whose costs the
    // caller reads (Infra.Costs.Reader), 403 when none, 404 for a tenant it cannot see.
    r.get(
      '/api/costs',
      {
        schema: { querystring: costsQuerySchema, response: { 200: costsSchema } },
        config: { access: { signedIn: true } },
      },
      (req) => costs.costs(req.principal!, req.query.tenantId),
    );

    r.post(
      '/api/costs/tenants/:tenantId/stop-cost-saving',
      {
        schema: { params: tenantParams, body: stopCostSavingSchema, response: { 200: costSavingStopSchema } },
        config: atTenant(STOP_COST_SAVING_PERMISSION.tenant),
      },
      (req) => costs.stopCostSaving(req.principal!, { tenantId: req.resolvedScope!.tenantId! }, req.body),
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
      (req) => costs.stopCostSaving(req.principal!, { engagementId: req.params.engagementId }, req.body),
    );
  };
}
