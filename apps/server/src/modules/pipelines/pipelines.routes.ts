// Pipelines calls of workspace.md section 7 (issue 5); routes and shapes in contracts/pipelines-api.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkRunActionSchema,
  bulkRunResultSchema,
  lastRunsQuerySchema,
  LAYERS,
  pagedPipelineRunsSchema,
  PERMISSIONS,
  pipelineRunDetailSchema,
  pipelineRunSchema,
  pipelineSchema,
  pipelineUpdateSchema,
  rerunRequestSchema,
  runListQuerySchema,
  startRunSchema,
} from '@cairn/contracts';
import { atEngagement } from '../../http/route-access.js';
import { engagementParams } from '../../http/route-params.js';
import type { PipelineService } from './pipelines.service.js';
import type { RunService } from './runs.service.js';
import { bulkRunAction } from './run-bulk.js';

const pipelineParams = engagementParams.extend({ name: z.string().min(1).max(100) });
const runParams = engagementParams.extend({ runId: z.string().max(100) });

/** What the routes use: the engagement's pipelines and their runs. */
export interface PipelineRouteServices {
  pipelines: PipelineService;
  runs: RunService;
}

export function pipelineRoutes({ pipelines, runs }: PipelineRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/pipelines/engagements/:engagementId';

    r.get(
      `${base}/pipelines`,
      {
        schema: {
          params: engagementParams,
          querystring: z.object({ layer: z.enum(LAYERS).optional() }),
          response: { 200: z.array(pipelineSchema) },
        },
        config: atEngagement(PERMISSIONS.pipelinesRead),
      },
      (req) => pipelines.list(req.params.engagementId, req.caller, req.query.layer),
    );

    r.put(
      `${base}/pipelines/:name`,
      {
        schema: { params: pipelineParams, body: pipelineUpdateSchema, response: { 200: pipelineSchema } },
        config: atEngagement(PERMISSIONS.pipelinesWrite),
      },
      (req) => pipelines.update(req.params.engagementId, req.params.name, req.body, req.caller),
    );

    r.post(
      `${base}/runs`,
      {
        schema: { params: engagementParams, body: startRunSchema, response: { 201: pipelineRunSchema } },
        config: atEngagement(PERMISSIONS.pipelinesStart),
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(await runs.startRun(req.params.engagementId, req.body, req.principal, req.origin)),
    );

    r.get(
      `${base}/runs`,
      {
        schema: {
          params: engagementParams,
          querystring: runListQuerySchema,
          response: { 200: pagedPipelineRunsSchema },
        },
        config: atEngagement(PERMISSIONS.pipelinesRead),
      },
      (req) => runs.list(req.params.engagementId, req.query, req.origin, req.caller),
    );

    r.get(
      `${base}/runs/last`,
      {
        schema: {
          params: engagementParams,
          querystring: lastRunsQuerySchema,
          response: { 200: z.array(pipelineRunSchema) },
        },
        config: atEngagement(PERMISSIONS.pipelinesRead),
      },
      (req) => runs.last(req.params.engagementId, req.origin, req.caller, req.query.count),
    );

    r.get(
      `${base}/runs/:runId`,
      {
        schema: { params: runParams, response: { 200: pipelineRunDetailSchema } },
        config: atEngagement(PERMISSIONS.pipelinesRead),
      },
      (req) => runs.detail(req.params.engagementId, req.params.runId, req.origin, req.caller),
    );

    r.post(
      `${base}/runs/:runId/cancel`,
      {
        schema: { params: runParams, response: { 200: pipelineRunSchema } },
        config: atEngagement(PERMISSIONS.pipelinesStart),
      },
      (req) => runs.cancel(req.params.engagementId, req.params.runId, req.caller, req.origin),
    );

    r.post(
      `${base}/runs/:runId/rerun`,
      {
        schema: { params: runParams, body: rerunRequestSchema, response: { 201: pipelineRunSchema } },
        config: atEngagement(PERMISSIONS.pipelinesStart),
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(
            await runs.rerun(
              req.params.engagementId,
              req.params.runId,
              req.caller,
              req.origin,
              req.body?.parameters,
            ),
          ),
    );

    r.post(
      `${base}/runs/bulk`,
      {
        schema: {
          params: engagementParams,
          body: bulkRunActionSchema,
          response: { 200: bulkRunResultSchema },
        },
        config: atEngagement(PERMISSIONS.pipelinesStart),
      },
      (req) => bulkRunAction(runs, req.params.engagementId, req.body, req.caller, req.origin),
    );
  };
}
