// git's smart HTTP protocol for an engagement's node model (docs/node-model.md, "Clone and push with
// git"): `git clone <public url>/git/<engagementId>.git`. Callers authenticate with HTTP Basic, any
// user name and a personal access token as the password (or an application's bearer token); a
// browser session does not count here, as git never has one. Access is the screens': NodeModel Git
// Read to fetch, NodeModel Git Write to push, at the engagement (an invisible one is 404), and the same
// RBAC read grants and gain sign-off lock as the node model routes.
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { engagementScope, PERMISSIONS } from '@cairn/contracts';
import { HttpProblem } from '../../../http/problem.js';
import { atEngagement } from '../../../http/route-access.js';
import { nodeModelReadGrant } from '../../rbac/grant-checks.js';
import { runGitBackend } from './git-backend.js';
import { checkPush } from './push-check.js';
import { PushHooks } from './push-hook.js';
import type { NodeModelService } from '../node-model.service.js';
import type { AccessTokenService } from '../../access-tokens/access-tokens.service.js';
import type { AccessService } from '../../../access/access.service.js';
import type { Config } from '../../../config.js';
import type { GainSignOff } from '../../gain/ports.js';
import type { RbacTaskService } from '../../rbac/rbac-tasks.service.js';

const BASIC_CHALLENGE = { 'WWW-Authenticate': 'Basic realm="Cairn", charset="UTF-8"' };
const UPLOAD_REQUEST = 'application/x-git-upload-pack-request';
const RECEIVE_REQUEST = 'application/x-git-receive-pack-request';

const params = z.object({ engagementId: z.string().max(100) });
const infoRefsQuery = z.object({ service: z.enum(['git-upload-pack', 'git-receive-pack']) });

const unauthenticated = (detail: string) =>
  new HttpProblem(401, 'Unauthorized', detail, 'unauthenticated', undefined, BASIC_CHALLENGE);

/** The secret of `Authorization: Basic`: the password, or the user name when the password is empty. */
function basicSecret(header: string | undefined): string | null {
  const encoded = header?.match(/^Basic\s+(\S+)$/i)?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const password = colon === -1 ? '' : decoded.slice(colon + 1);
  return password || (colon === -1 ? decoded : decoded.slice(0, colon));
}

/** What the routes use: the repositories, access tokens, permissions, sign-off lock, grants, git's config. */
export interface GitHttpRouteServices {
  nodeModel: NodeModelService;
  accessTokens: AccessTokenService;
  access: AccessService;
  config: Pick<Config, 'dataDir' | 'gitPush'>;
  gainSignOff: GainSignOff;
  rbacTasks: Pick<RbacTaskService, 'requireGrant'>;
}

export function gitHttpRoutes({
  nodeModel,
  accessTokens,
  access,
  config,
  gainSignOff,
  rbacTasks,
}: GitHttpRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const hooks = new PushHooks(path.join(config.dataDir, 'git-hooks'));
    const readGrant = nodeModelReadGrant(rbacTasks);

    // Runs after the global session hook (route-access.ts) and replaces its principal.
    app.addHook('onRequest', async (req) => {
      if (req.principal?.sessionKind === 'browser') {
        req.principal = null;
        req.sessionCsrf = null;
      }
      const secret = basicSecret(req.headers.authorization);
      if (secret !== null) {
        req.principal = await accessTokens.authenticate(secret);
        if (!req.principal)
          throw unauthenticated('The access token is not valid, has expired or was revoked.');
      }
      if (!req.principal)
        throw unauthenticated(
          'Use a personal access token (create one on your profile page) as the password.',
        );
    });
    // The pack streams reach the handler untouched (http-backend reads and inflates them itself).
    app.addContentTypeParser([UPLOAD_REQUEST, RECEIVE_REQUEST], (_req, payload, done) => done(null, payload));

    const base = '/git/:engagementId.git';
    const gitdirOf = async (engagementId: string) =>
      (await nodeModel.repositories.open(engagementId, 'git')).repository.gitdir;
    const common = (req: FastifyRequest) => ({
      contentType: req.headers['content-type'],
      contentEncoding: req.headers['content-encoding'],
      gitProtocol: req.headers['git-protocol'] as string | undefined,
      remoteUser: req.caller.id,
    });
    const expectBody = (req: FastifyRequest, type: string) => {
      if (req.headers['content-type'] !== type)
        throw new HttpProblem(415, 'Unsupported Media Type', `Send the ${type} that git sends.`);
      return req.body as Readable;
    };

    r.get(
      `${base}/info/refs`,
      // Read is the route's declaration; the push side's advertisement also needs Write (below).
      {
        schema: { hide: true, params, querystring: infoRefsQuery },
        config: atEngagement(PERMISSIONS.nodeModelGitRead),
      },
      async (req, reply) => {
        const { engagementId } = req.params;
        if (req.query.service === 'git-receive-pack') {
          await access.authorize(req.caller, PERMISSIONS.nodeModelGitWrite, engagementScope(engagementId));
          await nodeModel.repositories.refusePushToMirror(engagementId);
        } else await readGrant(req);
        await runGitBackend(
          {
            ...common(req),
            gitdir: await gitdirOf(engagementId),
            action: 'info/refs',
            method: 'GET',
            query: `service=${req.query.service}`,
          },
          reply,
        );
        return reply;
      },
    );

    r.post(
      `${base}/git-upload-pack`,
      // A fetch changes nothing: kept out of the audit log's changes.
      {
        schema: { hide: true, params },
        config: { ...atEngagement(PERMISSIONS.nodeModelGitRead), readOnly: true },
      },
      async (req, reply) => {
        const body = expectBody(req, UPLOAD_REQUEST);
        await readGrant(req);
        const gitdir = await gitdirOf(req.params.engagementId);
        await runGitBackend(
          { ...common(req), gitdir, action: 'git-upload-pack', method: 'POST', query: '', body },
          reply,
        );
        return reply;
      },
    );

    r.post(
      `${base}/git-receive-pack`,
      { schema: { hide: true, params }, config: atEngagement(PERMISSIONS.nodeModelGitWrite) },
      async (req, reply) => {
        const body = expectBody(req, RECEIVE_REQUEST);
        const { engagementId } = req.params;
        // A signed-off gain engagement's model takes no change, from the screens or from git.
        await gainSignOff.assertEditable(engagementId);
        // The whole receive-pack holds the write lock: a push never interleaves with a screen's commit.
        await nodeModel.repositories.underWriteLock(
          engagementId,
          async ({ repository, isGain, cloudProvider }) => {
            const hook = await hooks.listen((updates, quarantine) =>
              checkPush(repository.gitdir, updates, quarantine, { isGain, provider: cloudProvider }),
            );
            try {
              await runGitBackend(
                {
                  ...common(req),
                  gitdir: repository.gitdir,
                  action: 'git-receive-pack',
                  method: 'POST',
                  query: '',
                  body,
                  config: hook.config,
                  env: hook.env,
                  maxBodyBytes: config.gitPush.maxBytes,
                },
                reply,
              );
            } finally {
              await hook.close();
            }
          },
        );
        return reply;
      },
    );
  };
}
