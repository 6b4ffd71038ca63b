// Builds the Fastify app from the modules. Used by `cairn serve` and by the tests (inject).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createAppContext, type AppContext } from './app-context.js';
import { MODULE_ROUTES } from './modules/routes.js';
import { registerErrorHandling, notFoundProblem } from './http/errors.js';
import { loggerOptions } from './http/log-redaction.js';
import { registerRouteAccess, sessionCookieName, type RouteRecord } from './http/route-access.js';
import { RequestBudget } from './http/request-budget.js';
import { registerBodyShape, registerParameterShape } from './http/request-shape.js';
import { registerRequestOrigin } from './http/public-origin.js';
import { powerBiFrameSources, registerSecurityHeaders } from './http/security-headers.js';
import { registerAuditLog } from './modules/audit/audit.service.js';

export interface CairnApp {
  app: FastifyInstance;
  ctx: AppContext;
  routes: RouteRecord[];
}

const NOT_SPA = /^\/(api|authorization|git)(\/|$)|^\/(appSettings\.json|healthz|readyz)$/;

export async function buildApp(
  config: Config,
  database: Database,
  options: {
    logger?: boolean;
    /** Where log lines go instead of stdout (the tests' secret leak watch reads them). */
    logStream?: NodeJS.WritableStream;
    /** Hooks on every route, added before the modules' routes (the tests' secret leak watch). */
    hooks?: (app: FastifyInstance) => void;
  } = {},
): Promise<CairnApp> {
  const app = Fastify({
    logger:
      options.logger === false && !options.logStream
        ? false
        : loggerOptions(config.logLevel, options.logStream),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Idle keep-alive sockets close at once on shutdown; requests in flight still finish.
    forceCloseConnections: 'idle',
    // Request ids unique across processes and restarts: the audit log and the log lines share them.
    genReqId: () => crypto.randomUUID(),
  });
  const ctx = createAppContext(config, database);
  const routes: RouteRecord[] = [];

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  registerErrorHandling(app);
  registerSecurityHeaders(app, config.publicUrl, powerBiFrameSources(config.powerBi.apiUrl));
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cairn API',
        version: '1.0.0',
        description: 'Every route states its required permission in x-cairn-access.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(config.publicUrl) },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      const described =
        access &&
        ('public' in access
          ? 'public'
          : 'signedIn' in access
            ? 'signed in'
            : `${access.permission} at ${access.scopeDescription}`);
      return { ...out, schema: { ...out.schema, 'x-cairn-access': described } as typeof out.schema };
    },
  });
  registerParameterShape(app);
  registerRequestOrigin(app, config.publicUrl);
  const budget = new RequestBudget(config.requestBudget);
  const stopFairShare = budget.fairShare.watchEventLoop();
  app.addHook('onClose', async () => stopFairShare());
  registerRouteAccess(
    app,
    {
      sessions: ctx.services.sessions,
      access: ctx.services.access,
      publicOrigin: (req) => req.origin,
      sessionCookie: sessionCookieName(config.publicUrl),
      budget,
    },
    routes,
  );
  registerBodyShape(app);
  registerAuditLog(app, database.db);
  options.hooks?.(app);

  // Each module's routes take the services they name (and the readiness probe its health check).
  const routeServices = {
    ...ctx.services,
    health: { ping: () => ctx.ping(), databaseKind: ctx.database.kind },
  };
  for (const routes of MODULE_ROUTES) await app.register(routes(routeServices));

  app.get(
    '/api/openapi.json',
    { schema: { hide: true }, config: { access: { public: true, why: 'API description for clients' } } },
    async () => app.swagger(),
  );

  await registerWebApp(app, config.webDir);
  app.setNotFoundHandler((_req, reply) =>
    reply.status(404).type('application/problem+json').send(notFoundProblem()),
  );
  return { app, ctx, routes };
}

/** A hop count becomes proxy-addr's own test (Fastify's typings take no number). */
function trustedProxies(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** The built web app with SPA fallback: any GET outside the API answers index.html. */
async function registerWebApp(app: FastifyInstance, webDir: string) {
  const index = path.join(webDir, 'index.html');
  const available = fs.existsSync(index);
  if (available) await app.register(fastifyStatic, { root: webDir, serve: false });
  app.get(
    '/*',
    { schema: { hide: true }, config: { access: { public: true, why: 'the web app itself' } } },
    async (req, reply) => {
      const urlPath = decodeURIComponent(req.url.split('?')[0]);
      if (NOT_SPA.test(urlPath))
        return reply.status(404).type('application/problem+json').send(notFoundProblem());
      if (!available)
        return reply.status(503).type('text/plain').send('The web app is not built. Run: npm run build');
      const file = path.join(webDir, path.normalize(urlPath));
      if (file.startsWith(webDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        const immutable = urlPath.startsWith('/assets/');
        // cacheControl: false, or send() replaces this header with its own `max-age=0`, and every
        // navigation asks again for each of the app's chunks.
        return reply
          .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
          .sendFile(path.relative(webDir, file), { cacheControl: false });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    },
  );
}
