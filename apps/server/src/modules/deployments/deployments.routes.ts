// Deployments calls of admin-console.md section 7 (start, list, list tasks) plus the ARM template
// export and what the local provider provisioned; shapes in contracts/deployments-api.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  armTemplateExportSchema,
  deploymentSchema,
  deploymentsQuerySchema,
  deploymentTasksQuerySchema,
  deploymentTasksSchema,
  PERMISSIONS,
  provisionSchema,
  tenantDeploymentsSchema,
  tenantScope,
} from '@cairn/contracts';
import type { DeploymentService } from './deployments.service.js';
import type { RouteAccess } from '../../http/route-access.js';
import { tenantParams } from '../../http/route-params.js';

const deploymentParams = tenantParams.extend({ deploymentId: z.uuid() });

/** A route's config for `permission` at the tenant its `:tenantId` parameter names. */
const atTenant = (permission: string): { access: RouteAccess } => ({
  access: {
    permission,
    scopeDescription: '/tenants/{tenantId}',
    scope: (req) => tenantScope((req.params as { tenantId: string }).tenantId),
  },
});

/** What the routes use: the deployments service. */
export interface DeploymentRouteServices {
  deployments: DeploymentService;
}

export function deploymentRoutes({ deployments }: DeploymentRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/tenants/:tenantId';

    r.post(
      `${base}/deployments`,
      {
        schema: { params: tenantParams, response: { 201: deploymentSchema } },
        config: atTenant(PERMISSIONS.infraTenantWriter),
      },
      async (req, reply) => reply.status(201).send(await deployments.start(req.params.tenantId, req.caller)),
    );

    r.get(
      `${base}/deployments`,
      {
        schema: {
          params: tenantParams,
          querystring: deploymentsQuerySchema,
          response: { 200: tenantDeploymentsSchema },
        },
        config: atTenant(PERMISSIONS.infraTenantReader),
      },
      (req) => deployments.list(req.params.tenantId, req.caller, req.query),
    );

    r.get(
      `${base}/deployments/:deploymentId/tasks`,
      {
        schema: {
          params: deploymentParams,
          querystring: deploymentTasksQuerySchema,
          response: { 200: deploymentTasksSchema },
        },
        config: atTenant(PERMISSIONS.infraTenantReader),
      },
      (req) => deployments.tasks(req.params.tenantId, req.params.deploymentId, req.query),
    );

    r.get(
      `${base}/provisions`,
      {
        schema: { params: tenantParams, response: { 200: z.array(provisionSchema) } },
        config: atTenant(PERMISSIONS.infraTenantReader),
      },
      (req) => deployments.provisions(req.params.tenantId),
    );

    r.get(
      `${base}/arm-templates`,
      {
        schema: { params: tenantParams, response: { 200: armTemplateExportSchema } },
        config: atTenant(PERMISSIONS.infraTenantReader),
      },
      async (req, reply) => {
        const file = await deployments.armTemplates(req.params.tenantId);
        const name = file.tenant.replace(/[^A-Za-z0-9._-]+/g, '-') || 'tenant';
        return reply
          .header('content-disposition', `attachment; filename="arm-templates-${name}.json"`)
          .send(file);
      },
    );
  };
}
