// RBAC calls of admin-console.md section 7: list an engagement's tasks, sync an engagement's roles,
// sync user RBAC (by e-mail, scopedEngagementIds) and application RBAC (aadObjectId, engagementId).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pagedRbacTasksSchema,
  PERMISSIONS,
  rbacSyncResultSchema,
  rbacTaskListQuerySchema,
  syncApplicationRbacSchema,
  syncUserRbacSchema,
} from '@cairn/contracts';
import type { RbacTaskService } from './rbac-tasks.service.js';
import { atEngagement } from '../../http/route-access.js';
import { engagementParams } from '../../http/route-params.js';

/** What the routes use: RBAC tasks. */
export interface RbacRouteServices {
  rbacTasks: RbacTaskService;
}

export function rbacRoutes({ rbacTasks }: RbacRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/rbac/engagements/:engagementId/tasks',
      {
        schema: {
          params: engagementParams,
          querystring: rbacTaskListQuerySchema,
          response: { 200: pagedRbacTasksSchema },
        },
        config: atEngagement(PERMISSIONS.rbacTasksRead),
      },
      (req) => rbacTasks.list(req.params.engagementId, req.query),
    );

    // The engagement access screen's 'Sync roles': every principal holding a role there or below.
    r.post(
      '/api/rbac/engagements/:engagementId/sync',
      {
        schema: { params: engagementParams, response: { 200: rbacSyncResultSchema } },
        config: atEngagement(PERMISSIONS.rbacApply),
      },
      (req) => rbacTasks.syncEngagement(req.params.engagementId),
    );

    // The body names the engagements, so the service checks RBAC.Apply at every one of them (all or nothing).
    r.post(
      '/api/rbac/users/:email/sync',
      {
        schema: {
          params: z.object({ email: z.string().min(1).max(320) }),
          body: syncUserRbacSchema,
          response: { 200: rbacSyncResultSchema },
        },
        config: { access: { signedIn: true } },
      },
      (req) => rbacTasks.syncUser(req.caller, req.params.email, req.body.scopedEngagementIds),
    );

    r.post(
      '/api/rbac/applications/:aadObjectId/sync',
      {
        schema: {
          params: z.object({ aadObjectId: z.string().min(1).max(100) }),
          body: syncApplicationRbacSchema,
          response: { 200: rbacSyncResultSchema },
        },
        config: { access: { signedIn: true } },
      },
      (req) => rbacTasks.syncApplication(req.caller, req.params.aadObjectId, req.body.engagementId),
    );
  };
}
