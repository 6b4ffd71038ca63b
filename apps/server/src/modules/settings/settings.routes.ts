// GET /appSettings.json (workspace.md section 7), the liveness check /healthz and the readiness check /readyz.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appSettingsSchema, PIPELINE_NAMES, serviceNames, type AppSettings } from '@cairn/contracts';
import type { Config } from '../../config.js';

/**
 * Every service of the spec lives in this one server; each base address is where that service's
 * paths start (settings.test.ts walks them against the served routes). Dashboards, connectors and
 * Gain belong to an engagement, so their paths start at /api/engagements/{engagementId}/...
 */
export const BASE_ADDRESSES = {
  authorisation: '/api/authorization',
  nodeModel: '/api/nodeModel',
  reporting: '/api/engagements',
  infra: '/api/tenants',
  profile: '/api/profile',
  pipelines: '/api/pipelines',
  storage: '/api/storage',
  engagements: '/api/engagements',
  dashboarding: '/api/engagements',
  rbac: '/api/rbac',
  costManagement: '/api/costs',
  connectors: '/api/engagements',
  gainBff: '/api/engagements',
  bff: '/api',
} satisfies Record<(typeof serviceNames)[number], string>;

/** What the routes use: the installation's configuration and the metadata store's health check. */
export interface SettingsRouteServices {
  config: Config;
  health: { ping(): Promise<void>; databaseKind: string };
}

export function settingsRoutes({ config, health }: SettingsRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
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

    // Liveness: the process answers. No database round trip, so a busy or restarting database
    // does not get a healthy server killed, and a probe every second costs nothing.
    r.get(
      '/healthz',
      {
        schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
        config: { access: { public: true, why: 'liveness probe' } },
      },
      async () => ({ status: 'ok' as const }),
    );

    // Readiness: the metadata store answers and the data directory (PGlite, local storage,
    // warehouses, git) is writable; 503 naming what is not, so a load balancer sends no traffic yet.
    const readySchema = z.object({
      status: z.enum(['ready', 'not ready']),
      database: z.string(),
      dataDirectory: z.enum(['ok', 'not writable']),
    });
    r.get(
      '/readyz',
      {
        schema: { response: { 200: readySchema, 503: readySchema } },
        config: { access: { public: true, why: 'readiness probe' } },
      },
      async (_req, reply) => {
        const database = await health.ping().then(
          () => health.databaseKind,
          () => 'unreachable',
        );
        const dataDirectory = await fs.promises.access(config.dataDir, fs.constants.W_OK).then(
          () => 'ok' as const,
          () => 'not writable' as const,
        );
        const ready = database !== 'unreachable' && dataDirectory === 'ok';
        return reply
          .code(ready ? 200 : 503)
          .send({ status: ready ? 'ready' : 'not ready', database, dataDirectory });
      },
    );
  };
}
