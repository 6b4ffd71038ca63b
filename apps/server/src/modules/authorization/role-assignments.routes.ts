import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  engagementPrincipalQuerySchema,
  engagementScope,
  pagedEngagementPrincipalsSchema,
  PERMISSIONS,
  roleAssignmentUpdatesSchema,
  scopedPrincipalSchema,
} from '@cairn/contracts';
import { atEngagement } from '../../http/route-access.js';
import type { RoleAssignmentService } from './role-assignments.service.js';

/** What the routes use: role assignments at tenants and engagements. */
export interface RoleAssignmentRouteServices {
  roleAssignments: RoleAssignmentService;
}

export function roleAssignmentRoutes({ roleAssignments }: RoleAssignmentRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // Each update names its own scope, so the service authorises the whole set before writing any.
    r.post(
      '/api/authorization/role-assignments',
      {
        schema: { body: roleAssignmentUpdatesSchema, response: { 200: z.object({ applied: z.number() }) } },
        config: { access: { signedIn: true } },
      },
      async (req) => {
        const result = await roleAssignments.apply(req.caller, req.body);
        req.auditScope = [...new Set(req.body.map((u) => u.scope))].join(' ');
        return result;
      },
    );

    r.get(
      '/api/authorization/role-assignments',
      {
        schema: {
          querystring: z.object({ scope: z.string().min(1).max(1000) }),
          response: { 200: z.array(scopedPrincipalSchema) },
        },
        config: {
          access: {
            permission: PERMISSIONS.authorizationReader,
            scope: (req) => String((req.query as { scope?: string }).scope ?? ''),
            scopeDescription: '?scope',
          },
        },
      },
      (req) => roleAssignments.principalsAt(req.query.scope),
    );

    // The people and applications of an engagement: the choices of the folder permission dialogs.
    r.get(
      '/api/engagements/:engagementId/principals',
      {
        schema: {
          params: z.object({ engagementId: z.string().max(100) }),
          response: { 200: z.array(scopedPrincipalSchema) },
        },
        config: atEngagement(PERMISSIONS.authorizationReader),
      },
      (req) => roleAssignments.principalsAt(engagementScope(req.params.engagementId), { withBelow: true }),
    );

    // The same a page at a time, of one kind, searched: the folder permission dialogs' picker.
    r.get(
      '/api/engagements/:engagementId/principals/page',
      {
        schema: {
          params: z.object({ engagementId: z.string().max(100) }),
          querystring: engagementPrincipalQuerySchema,
          response: { 200: pagedEngagementPrincipalsSchema },
        },
        config: atEngagement(PERMISSIONS.authorizationReader),
      },
      (req) => {
        const { principalType, ...query } = req.query;
        return roleAssignments.pagePrincipalsAt(
          engagementScope(req.params.engagementId),
          principalType,
          query,
        );
      },
    );
  };
}
