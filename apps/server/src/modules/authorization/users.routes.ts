// Users administration (admin-console.md section 7, Authorization: users paged, user by email, create
// or update user by email with its profile and authorization sides) and the roles the
// add-role-assignment dialog offers. Reading needs Users.Reader at /platform (the web's
// canReadGlobalUsers), writing Users.Writer there; role assignment changes themselves go through
// POST /api/authorization/role-assignments (bounded by the caller's own rights).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignableRoleSchema,
  createUserResultSchema,
  createUserSchema,
  pagedUsersSchema,
  passwordLinkSchema,
  PERMISSIONS,
  updateUserAuthorizationSchema,
  updateUserProfileSchema,
  userDetailSchema,
  userListQuerySchema,
  userScopeAssignmentsSchema,
} from '@cairn/contracts';
import { atPlatform } from '../../http/route-access.js';
import type { AssignableRoleService } from './assignable-roles.service.js';
import type { PasswordLinkService } from './password-links.service.js';
import type { UserService } from './users.service.js';
import { setPasswordRoutes } from './set-password.routes.js';

const emailParams = z.object({ email: z.string().min(1).max(320) });

/** What the routes use: users, the roles they may be given and set-password links. */
export interface UserRouteServices {
  users: UserService;
  assignableRoles: AssignableRoleService;
  passwordLinks: PasswordLinkService;
}

export function userRoutes({ users, assignableRoles, passwordLinks }: UserRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/authorization/users';
    const origin = (req: FastifyRequest) => req.origin;
    await setPasswordRoutes({ passwordLinks })(app);

    r.get(
      base,
      {
        schema: { querystring: userListQuerySchema, response: { 200: pagedUsersSchema } },
        config: atPlatform(PERMISSIONS.usersReader),
      },
      (req) => users.list(req.caller, req.query),
    );

    r.post(
      base,
      {
        schema: { body: createUserSchema, response: { 201: createUserResultSchema } },
        config: atPlatform(PERMISSIONS.usersWriter),
      },
      async (req, reply) => reply.status(201).send(await users.create(req.caller, req.body, origin(req))),
    );

    r.get(
      `${base}/:email`,
      {
        schema: { params: emailParams, response: { 200: userDetailSchema } },
        config: atPlatform(PERMISSIONS.usersReader),
      },
      (req) => users.get(req.caller, req.params.email),
    );

    r.put(
      `${base}/:email`,
      {
        schema: {
          params: emailParams,
          body: updateUserAuthorizationSchema,
          response: { 200: userDetailSchema },
        },
        config: atPlatform(PERMISSIONS.usersWriter),
      },
      (req) => users.updateAuthorization(req.caller, req.params.email, req.body),
    );

    r.put(
      `${base}/:email/profile`,
      {
        schema: { params: emailParams, body: updateUserProfileSchema, response: { 200: userDetailSchema } },
        config: atPlatform(PERMISSIONS.usersWriter),
      },
      (req) => users.updateProfile(req.caller, req.params.email, req.body),
    );

    // A new set-password link, shown once; the user's older links stop working.
    r.post(
      `${base}/:email/password-link`,
      {
        schema: { params: emailParams, response: { 201: passwordLinkSchema } },
        config: atPlatform(PERMISSIONS.usersWriter),
      },
      async (req, reply) =>
        reply.status(201).send(await users.createPasswordLink(req.params.email, origin(req))),
    );

    r.get(
      `${base}/:email/role-assignments`,
      {
        schema: { params: emailParams, response: { 200: z.array(userScopeAssignmentsSchema) } },
        config: atPlatform(PERMISSIONS.usersReader),
      },
      (req) => users.assignments(req.caller, req.params.email),
    );

    // The dialog is opened at a scope (user details: /platform; a tenant or engagement tab: theirs) by
    // someone who may change assignments there.
    r.get(
      '/api/authorization/assignable-roles',
      {
        schema: {
          querystring: z.object({ scope: z.string().min(1).max(1000) }),
          response: { 200: z.array(assignableRoleSchema) },
        },
        config: {
          access: {
            permission: PERMISSIONS.authorizationWriter,
            scope: (req) => String((req.query as { scope?: string }).scope ?? ''),
            scopeDescription: '?scope',
          },
        },
      },
      (req) => assignableRoles.at(req.resolvedScope!.parsed.kind),
    );
  };
}
