// Applications administration (admin-console.md section 7, Authorization: applications paged, details
// by aadObjectId, create or update application, delete application) plus their client secrets and
// role assignments by scope. Reading needs Users.Reader at /platform (the web's canReadGlobalUsers
// gates Users and Applications), writing Users.Writer there; role assignment changes themselves go
// through POST /api/authorization/role-assignments (bounded by the caller's own rights).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationListQuerySchema,
  applicationSchema,
  applicationScopeAssignmentsSchema,
  applicationSecretSchema,
  createApplicationSchema,
  createApplicationSecretSchema,
  createdApplicationSecretSchema,
  pagedApplicationsSchema,
  PERMISSIONS,
  updateApplicationSchema,
} from '@cairn/contracts';
import type { ApplicationSecretService } from './application-secrets.service.js';
import type { ApplicationService } from './applications.service.js';
import { atPlatform } from '../../http/route-access.js';

const params = z.object({ aadObjectId: z.string().min(1).max(200) });
const secretParams = params.extend({ secretId: z.uuid() });

/** What the routes use: applications and their secrets. */
export interface ApplicationRouteServices {
  applications: ApplicationService;
  applicationSecrets: ApplicationSecretService;
}

export function applicationRoutes({ applications, applicationSecrets }: ApplicationRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/authorization/applications';
    const one = `${base}/:aadObjectId`;

    r.get(
      base,
      {
        schema: { querystring: applicationListQuerySchema, response: { 200: pagedApplicationsSchema } },
        config: atPlatform(PERMISSIONS.usersReader),
      },
      (req) => applications.list(req.caller, req.query),
    );

    r.post(
      base,
      {
        schema: { body: createApplicationSchema, response: { 201: applicationSchema } },
        config: atPlatform(PERMISSIONS.usersWriter),
      },
      async (req, reply) => reply.status(201).send(await applications.create(req.caller, req.body)),
    );

    r.get(
      one,
      {
        schema: { params, response: { 200: applicationSchema } },
        config: atPlatform(PERMISSIONS.usersReader),
      },
      (req) => applications.get(req.caller, req.params.aadObjectId),
    );

    r.put(
      one,
      {
        schema: { params, body: updateApplicationSchema, response: { 200: applicationSchema } },
        config: atPlatform(PERMISSIONS.usersWriter),
      },
      (req) => applications.update(req.caller, req.params.aadObjectId, req.body),
    );

    r.delete(one, { schema: { params }, config: atPlatform(PERMISSIONS.usersWriter) }, async (req, reply) => {
      await applications.delete(req.caller, req.params.aadObjectId);
      return reply.status(204).send();
    });

    r.get(
      `${one}/role-assignments`,
      {
        schema: { params, response: { 200: z.array(applicationScopeAssignmentsSchema) } },
        config: atPlatform(PERMISSIONS.usersReader),
      },
      (req) => applications.assignments(req.caller, req.params.aadObjectId),
    );

    r.get(
      `${one}/secrets`,
      {
        schema: { params, response: { 200: z.array(applicationSecretSchema) } },
        config: atPlatform(PERMISSIONS.usersReader),
      },
      (req) => applicationSecrets.list(req.caller, req.params.aadObjectId),
    );

    // The answer carries the secret's value: the only time it is ever shown.
    r.post(
      `${one}/secrets`,
      {
        schema: {
          params,
          body: createApplicationSecretSchema,
          response: { 201: createdApplicationSecretSchema },
        },
        config: atPlatform(PERMISSIONS.usersWriter),
      },
      async (req, reply) =>
        reply.status(201).send(await applicationSecrets.create(req.caller, req.params.aadObjectId, req.body)),
    );

    r.post(
      `${one}/secrets/:secretId/revoke`,
      {
        schema: { params: secretParams, response: { 200: applicationSecretSchema } },
        config: atPlatform(PERMISSIONS.usersWriter),
      },
      (req) => applicationSecrets.revoke(req.caller, req.params.aadObjectId, req.params.secretId),
    );
  };
}
