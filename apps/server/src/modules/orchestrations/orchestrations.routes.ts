// Orchestration calls (issue 28); routes and shapes in contracts/orchestrations-api.ts. Reading needs
// Pipelines.Read, saving Pipelines.Write (and Pipelines.Start, checked by the service: an
// orchestration starts pipelines), running Pipelines.Start.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertPreferencesSchema,
  orchestrationRerunSchema,
  orchestrationRunListQuerySchema,
  orchestrationRunSchema,
  orchestrationSaveSchema,
  orchestrationSaveUpdateSchema,
  orchestrationSchema,
  orchestrationVersionSchema,
  pagedOrchestrationRunsSchema,
  PERMISSIONS,
  schedulePreviewQuerySchema,
  schedulePreviewSchema,
} from '@cairn/contracts';
import { atEngagement } from '../../http/route-access.js';
import { engagementParams } from '../../http/route-params.js';
import type { OrchestrationRunService } from './orchestration-runs.service.js';
import type { OrchestrationService } from './orchestrations.service.js';
import type { AlertPreferenceService } from './alert-preferences.service.js';

const orchestrationParams = engagementParams.extend({ orchestrationId: z.string().max(100) });
const runParams = engagementParams.extend({ orchestrationRunId: z.string().max(100) });

export interface OrchestrationRouteServices {
  orchestrations: OrchestrationService;
  orchestrationRuns: OrchestrationRunService;
  alertPreferences: AlertPreferenceService;
}

/** The caller's own preferences: any signed-in user, never an application. */
const mine = { access: { signedIn: true as const, users: 'only' as const } };

export function orchestrationRoutes({
  orchestrations,
  orchestrationRuns,
  alertPreferences,
}: OrchestrationRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/profile/me/alerts',
      { schema: { response: { 200: alertPreferencesSchema } }, config: mine },
      (req) => alertPreferences.get(req.caller.id),
    );
    r.put(
      '/api/profile/me/alerts',
      { schema: { body: alertPreferencesSchema, response: { 200: alertPreferencesSchema } }, config: mine },
      (req) => alertPreferences.set(req.caller.id, req.body),
    );
    const base = '/api/orchestrations/engagements/:engagementId';

    r.get(
      `${base}/orchestrations`,
      {
        schema: { params: engagementParams, response: { 200: z.array(orchestrationSchema) } },
        config: atEngagement(PERMISSIONS.pipelinesRead),
      },
      (req) => orchestrations.list(req.params.engagementId, req.caller),
    );

    r.post(
      `${base}/orchestrations`,
      {
        schema: {
          params: engagementParams,
          body: orchestrationSaveSchema,
          response: { 201: orchestrationSchema },
        },
        config: atEngagement(PERMISSIONS.pipelinesWrite),
      },
      async (req, reply) =>
        reply.status(201).send(await orchestrations.create(req.params.engagementId, req.body, req.caller)),
    );

    r.get(
      `${base}/orchestrations/:orchestrationId`,
      {
        schema: { params: orchestrationParams, response: { 200: orchestrationSchema } },
        config: atEngagement(PERMISSIONS.pipelinesRead),
      },
      (req) => orchestrations.get(req.params.engagementId, req.params.orchestrationId, req.caller),
    );

    r.put(
      `${base}/orchestrations/:orchestrationId`,
      {
        schema: {
          params: orchestrationParams,
          body: orchestrationSaveUpdateSchema,
          response: { 200: orchestrationSchema },
        },
        config: atEngagement(PERMISSIONS.pipelinesWrite),
      },
      (req) =>
        orchestrations.update(req.params.engagementId, req.params.orchestrationId, req.body, req.caller),
    );

    r.delete(
      `${base}/orchestrations/:orchestrationId`,
      {
        schema: { params: orchestrationParams, response: { 204: z.null() } },
        config: atEngagement(PERMISSIONS.pipelinesWrite),
      },
      async (req, reply) => {
        await orchestrations.remove(req.params.engagementId, req.params.orchestrationId, req.caller);
        return reply.status(204).send(null);
      },
    );

    r.get(
      `${base}/orchestrations/:orchestrationId/versions`,
      {
        schema: { params: orchestrationParams, response: { 200: z.array(orchestrationVersionSchema) } },
        config: atEngagement(PERMISSIONS.pipelinesRead),
      },
      (req) => orchestrations.versions(req.params.engagementId, req.params.orchestrationId),
    );

    r.get(
      `${base}/schedule-preview`,
      {
        schema: {
          params: engagementParams,
          querystring: schedulePreviewQuerySchema,
          response: { 200: schedulePreviewSchema },
        },
        config: atEngagement(PERMISSIONS.pipelinesRead),
      },
      (req) => orchestrations.schedulePreview(req.query),
    );

    r.post(
      `${base}/orchestrations/:orchestrationId/runs`,
      {
        schema: { params: orchestrationParams, response: { 201: orchestrationRunSchema } },
        config: atEngagement(PERMISSIONS.pipelinesStart),
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(
            await orchestrationRuns.start(req.params.engagementId, req.params.orchestrationId, req.caller),
          ),
    );

    r.get(
      `${base}/runs`,
      {
        schema: {
          params: engagementParams,
          querystring: orchestrationRunListQuerySchema,
          response: { 200: pagedOrchestrationRunsSchema },
        },
        config: atEngagement(PERMISSIONS.pipelinesRead),
      },
      (req) => orchestrationRuns.list(req.params.engagementId, req.query, req.caller),
    );

    r.get(
      `${base}/runs/:orchestrationRunId`,
      {
        schema: { params: runParams, response: { 200: orchestrationRunSchema } },
        config: atEngagement(PERMISSIONS.pipelinesRead),
      },
      (req) => orchestrationRuns.detail(req.params.engagementId, req.params.orchestrationRunId, req.caller),
    );

    r.post(
      `${base}/runs/:orchestrationRunId/cancel`,
      {
        schema: { params: runParams, response: { 200: orchestrationRunSchema } },
        config: atEngagement(PERMISSIONS.pipelinesStart),
      },
      (req) => orchestrationRuns.cancel(req.params.engagementId, req.params.orchestrationRunId, req.caller),
    );

    r.post(
      `${base}/runs/:orchestrationRunId/rerun`,
      {
        schema: {
          params: runParams,
          body: orchestrationRerunSchema,
          response: { 201: orchestrationRunSchema },
        },
        config: atEngagement(PERMISSIONS.pipelinesStart),
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(
            await orchestrationRuns.rerun(
              req.params.engagementId,
              req.params.orchestrationRunId,
              req.body.fromFailedStep,
              req.caller,
            ),
          ),
    );
  };
}
