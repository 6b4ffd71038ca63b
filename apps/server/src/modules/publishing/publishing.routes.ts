// Publish pipelines (admin-console.md section 2, Configuration tab): the collaboration branches of
// the node model and the published branch the Run screens' pipelines execute.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collaborationBranchSchema,
  PERMISSIONS,
  publishedBranchSchema,
  publishRequestSchema,
} from '@cairn/contracts';
import { atEngagement } from '../../http/route-access.js';
import { engagementParams } from '../../http/route-params.js';
import type { PublishingService } from './publishing.service.js';

/** What the routes use: the engagement's collaboration and published branches. */
export interface PublishingRouteServices {
  publishing: PublishingService;
}

export function publishingRoutes({ publishing }: PublishingRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/engagements/:engagementId';

    r.get(
      `${base}/collaboration-branches`,
      {
        schema: { params: engagementParams, response: { 200: z.array(collaborationBranchSchema) } },
        config: atEngagement(PERMISSIONS.pipelinesRead),
      },
      (req) => publishing.collaborationBranches(req.params.engagementId, req.origin),
    );

    r.get(
      `${base}/publish`,
      {
        schema: { params: engagementParams, response: { 200: publishedBranchSchema } },
        config: atEngagement(PERMISSIONS.pipelinesRead),
      },
      (req) => publishing.current(req.params.engagementId, req.caller),
    );

    r.post(
      `${base}/publish`,
      {
        schema: {
          params: engagementParams,
          body: publishRequestSchema,
          response: { 200: publishedBranchSchema },
        },
        config: atEngagement(PERMISSIONS.pipelinesWrite),
      },
      (req) => publishing.publish(req.params.engagementId, req.body, req.caller),
    );
  };
}
