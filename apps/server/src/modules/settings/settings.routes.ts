// GET /appSettings.json (workspace.md section 7) and the health check.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appSettingsSchema, PIPELINE_NAMES, serviceNames, type AppSettings } from '@cairn/contracts';
import type { AppContext } from '../../app-context.js';

/** Pipeline names per layer; the pipelines module registers pipelines under these names. */

/** Every service lives in this one server; the addresses keep the spec's per-service shape. */
const BASE_ADDRESSES = Object.fromEntries(
  serviceNames.map((s) => [s, `/api/${s}`]),
) as AppSettings['baseAddresses'];

export function settingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { config } = ctx.services;
    const settings: AppSettings = {
      sso: {
        mode: config.oidc ? 'oidc' : 'local',
        localLoginEnabled: config.localLogin,
        issuer: config.oidc?.issuer,
        clientId: config.oidc?.clientId,
        loginUrl: '/authorization/login',
        logoutUrl: '/authorization/logout',
        refreshTokenUrl: '/authorization/refresh-token',
      },
      cloudProvider: config.cloudProvider,
      environment: config.environment,
      versionNo: config.versionText,
      pipelineNames: PIPELINE_NAMES,
      baseAddresses: BASE_ADDRESSES,
    };

    r.get(
      '/appSettings.json',
      {
        schema: { response: { 200: appSettingsSchema } },
        config: { access: { public: true, why: 'the web app needs it before sign-in' } },
      },
      async (_req, reply) => {
        reply.header('cache-control', 'no-cache');
        return settings;
      },
    );

    r.get(
      '/healthz',
      {
        schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } },
        config: { access: { public: true, why: 'load balancer health check' } },
      },
      async () => {
        await ctx.ping();
        return { status: 'ok' as const, database: ctx.database.kind };
      },
    );
  };
}
