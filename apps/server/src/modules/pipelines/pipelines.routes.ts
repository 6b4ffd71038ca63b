// Pipelines calls of workspace.md section 7 (issue 5); routes and shapes in contracts/pipelines-api.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  lastRunsQuerySchema,
  LAYERS,
  pagedPipelineRunsSchema,
  PERMISSIONS,
  pipelineRunDetailSchema,
  pipelineRunSchema,
  pipelineSchema,
  pipelineUpdateSchema,
  runListQuerySchema,
  startRunSchema,
} from '@cairn/contracts';
import type { AppContext } from '../../app-context.js';
import { atEngagement } from '../../http/route-access.js';

const engagementParams = z.object({ engagementId: z.string().max(100) });
const pipelineParams = engagementParams.extend({ name: z.string().min(1).max(100) });
const runParams = engagementParams.extend({ runId: z.string().max(100) });

export function pipelineRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { pipelines, runs } = ctx.services;
    const base = '/api/pipelines/engagements/:engagementId';
    const origin = (req: FastifyRequest) => ctx.originOf(req);

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
      (req) => pipelines.list(req.params.engagementId, req.principal!, req.query.layer),
    );

    r.put(
      `${base}/pipelines/:name`,
      {
        schema: { params: pipelineParams, body: pipelineUpdateSchema, response: { 200: pipelineSchema } },
        config: atEngagement(PERMISSIONS.pipelinesWrite),
      },
      (req) => pipelines.update(req.params.engagementId, req.params.name, req.body, req.principal!),
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
          .send(await runs.startRun(req.params.engagementId, req.body, req.principal, origin(req))),
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
      (req) => runs.list(req.params.engagementId, req.query, origin(req), req.principal!),
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
      (req) => runs.last(req.params.engagementId, origin(req), req.principal!, req.query.count),
    );

    r.get(
      `${base}/runs/:runId`,
      {
        schema: { params: runParams, response: { 200: pipelineRunDetailSchema } },
        config: atEngagement(PERMISSIONS.pipelinesRead),
      },
      (req) => runs.detail(req.params.engagementId, req.params.runId, origin(req), req.principal!),
    );

    r.post(
      `${base}/runs/:runId/cancel`,
      {
        schema: { params: runParams, response: { 200: pipelineRunSchema } },
        config: atEngagement(PERMISSIONS.pipelinesStart),
      },
      (req) => runs.cancel(req.params.engagementId, req.params.runId, req.principal!, origin(req)),
    );

    r.post(
      `${base}/runs/:runId/rerun`,
      {
        schema: { params: runParams, response: { 201: pipelineRunSchema } },
        config: atEngagement(PERMISSIONS.pipelinesStart),
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(await runs.rerun(req.params.engagementId, req.params.runId, req.principal!, origin(req))),
    );
  };
}
