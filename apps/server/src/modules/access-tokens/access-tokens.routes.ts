// The signed-in user's own personal access tokens (profile page, "Access tokens" card). Users only:
// an application authenticates with its client secrets instead. Administrators list and revoke any
// user's tokens (Users.Reader / Users.Writer at /platform, as the users administration).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessTokenSchema,
  createAccessTokenSchema,
  createdAccessTokenSchema,
  PERMISSIONS,
} from '@cairn/contracts';
import { atPlatform } from '../../http/route-access.js';
import type { AccessTokenService } from './access-tokens.service.js';
import type { Principal } from '../../access/principal.js';

const mine = { access: { signedIn: true as const, users: 'only' as const } };
const tokenParams = z.object({ tokenId: z.string().max(100) });
const userParams = z.object({ email: z.string().min(1).max(320) });
/** The route access hook let only users through (`users: 'only'`). */
const user = (req: FastifyRequest) => req.principal as Extract<Principal, { type: 'User' }>;

/** What the routes use: personal access tokens. */
export interface AccessTokenRouteServices {
  accessTokens: AccessTokenService;
}

export function accessTokenRoutes({ accessTokens }: AccessTokenRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/profile/access-tokens';

    r.get(base, { schema: { response: { 200: z.array(accessTokenSchema) } }, config: mine }, (req) =>
      accessTokens.list(user(req)),
    );

    r.post(
      base,
      {
        schema: { body: createAccessTokenSchema, response: { 201: createdAccessTokenSchema } },
        config: mine,
      },
      async (req, reply) => reply.code(201).send(await accessTokens.create(user(req), req.body)),
    );

    r.delete(`${base}/:tokenId`, { schema: { params: tokenParams }, config: mine }, async (req, reply) => {
      await accessTokens.revoke(user(req), req.params.tokenId);
      return reply.code(204).send();
    });

    const ofUser = '/api/authorization/users/:email/access-tokens';
    r.get(
      ofUser,
      {
        schema: { params: userParams, response: { 200: z.array(accessTokenSchema) } },
        config: atPlatform(PERMISSIONS.usersReader),
      },
      async (req) => accessTokens.listOf(await accessTokens.userOf(req.params.email)),
    );

    r.delete(
      `${ofUser}/:tokenId`,
      {
        schema: { params: userParams.extend(tokenParams.shape) },
        config: atPlatform(PERMISSIONS.usersWriter),
      },
      async (req, reply) => {
        const userId = await accessTokens.userOf(req.params.email);
        await accessTokens.revokeOf(req.caller, userId, req.params.tokenId);
        return reply.code(204).send();
      },
    );
  };
}
