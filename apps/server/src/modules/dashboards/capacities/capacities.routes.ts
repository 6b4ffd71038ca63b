// Power BI and Analysis Services status, suspend and resume (workspace.md sections 4 and 7) of an
// engagement; read with Dashboarding.PowerBi.Reader, turn off and on with the Writer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DASHBOARD_CAPACITY_TOOLS, dashboardCapacityStatusSchema, PERMISSIONS } from '@cairn/contracts';
import type { CapacityService } from './capacities.service.js';
import { atEngagement } from '../../../http/route-access.js';

const params = z.object({ engagementId: z.string().max(100), tool: z.enum(DASHBOARD_CAPACITY_TOOLS) });

/** What the routes use: the dashboards' capacities (status, suspend, resume). */
export interface DashboardCapacityRouteServices {
  dashboardCapacities: CapacityService;
}

export function dashboardCapacityRoutes({ dashboardCapacities }: DashboardCapacityRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/engagements/:engagementId/dashboards/capacities/:tool';
    const schema = { params, response: { 200: dashboardCapacityStatusSchema } };

    r.get(base, { schema, config: atEngagement(PERMISSIONS.dashboardingPowerBiReader) }, (req) =>
      dashboardCapacities.status(req.params.engagementId, req.params.tool, req.caller),
    );

    r.post(
      `${base}/suspend`,
      { schema, config: atEngagement(PERMISSIONS.dashboardingPowerBiWriter) },
      (req) => dashboardCapacities.suspend(req.params.engagementId, req.params.tool, req.caller),
    );

    r.post(`${base}/resume`, { schema, config: atEngagement(PERMISSIONS.dashboardingPowerBiWriter) }, (req) =>
      dashboardCapacities.resume(req.params.engagementId, req.params.tool, req.caller),
    );
  };
}
