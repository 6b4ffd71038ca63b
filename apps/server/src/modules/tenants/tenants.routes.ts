// Tenants, their resources and engagements (admin-console.md section 7 "Tenants", "Tenant resources",
// "Tenant engagements"); shapes and rules in contracts/tenants-api.ts. Reading needs
// Infra.Tenant.Reader at the tenant (or /platform), writing Infra.Tenant.Writer; creating a tenant
// needs the Writer at /platform. Another tenant's id is 404 (the route hook's authorize()).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pagedTenantsSchema,
  PERMISSIONS,
  tenantCreateSchema,
  tenantEngagementSchema,
  tenantListQuerySchema,
  tenantResourceSchema,
  tenantResourcesSaveSchema,
  tenantSchema,
  tenantScope,
  tenantUpdateSchema,
} from '@cairn/contracts';
import type { TenantResourceService } from './tenant-resources.service.js';
import type { TenantService } from './tenants.service.js';
import { atPlatform, type RouteAccess } from '../../http/route-access.js';
import { tenantParams } from '../../http/route-params.js';

/** A route's config for `permission` at the tenant its `:tenantId` parameter names. */
export const atTenant = (permission: string): { access: RouteAccess } => ({
  access: {
    permission,
    scopeDescription: '/tenants/{tenantId}',
    scope: (req) => tenantScope((req.params as { tenantId: string }).tenantId),
  },
});

/** What the routes use: tenants and their resources. */
export interface TenantRouteServices {
  tenants: TenantService;
  tenantResources: TenantResourceService;
}

export function tenantRoutes({ tenants, tenantResources }: TenantRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const read = atTenant(PERMISSIONS.infraTenantReader);
    const write = atTenant(PERMISSIONS.infraTenantWriter);

    // Any signed-in caller: the list holds only the tenants it may read (none for most users).
    r.get(
      '/api/tenants',
      {
        schema: { querystring: tenantListQuerySchema, response: { 200: pagedTenantsSchema } },
        config: { access: { signedIn: true } },
      },
      (req) => tenants.list(req.caller, req.query),
    );

    r.post(
      '/api/tenants',
      {
        schema: { body: tenantCreateSchema, response: { 201: tenantSchema } },
        config: atPlatform(PERMISSIONS.infraTenantWriter),
      },
      async (req, reply) => reply.status(201).send(await tenants.create(req.caller, req.body)),
    );

    r.get(
      '/api/tenants/:tenantId',
      { schema: { params: tenantParams, response: { 200: tenantSchema } }, config: read },
      (req) => tenants.get(req.caller, req.params.tenantId),
    );

    r.put(
      '/api/tenants/:tenantId',
      {
        schema: { params: tenantParams, body: tenantUpdateSchema, response: { 200: tenantSchema } },
        config: write,
      },
      (req) => tenants.update(req.caller, req.params.tenantId, req.body),
    );

    r.delete(
      '/api/tenants/:tenantId',
      { schema: { params: tenantParams }, config: write },
      async (req, reply) => {
        await tenants.delete(req.caller, req.params.tenantId);
        return reply.status(204).send();
      },
    );

    r.get(
      '/api/tenants/:tenantId/resources',
      { schema: { params: tenantParams, response: { 200: z.array(tenantResourceSchema) } }, config: read },
      (req) => tenantResources.list(req.params.tenantId),
    );

    r.put(
      '/api/tenants/:tenantId/resources',
      {
        schema: {
          params: tenantParams,
          body: tenantResourcesSaveSchema,
          response: { 200: z.array(tenantResourceSchema) },
        },
        config: write,
      },
      (req) => tenantResources.save(req.caller, req.params.tenantId, req.body),
    );

    r.get(
      '/api/tenants/:tenantId/engagements',
      { schema: { params: tenantParams, response: { 200: z.array(tenantEngagementSchema) } }, config: read },
      (req) => tenants.engagements(req.params.tenantId),
    );
  };
}
