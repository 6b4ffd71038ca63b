// Results of build and test runs (contracts building-api.ts): per-node builds, a node's last
// build, the results of a test run and a test's trend. Reading them needs Pipelines Read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  lineageQuerySchema,
  lineageSchema,
  nodeBuildSchema,
  PERMISSIONS,
  testResultSchema,
} from '@cairn/contracts';
import { atEngagement } from '../../http/route-access.js';
import { engagementParams } from '../../http/route-params.js';
import type { BuildResults } from './build-results.service.js';
import type { LineageService } from './lineage.js';

const name = z.string().min(1).max(100);

const pipelinesReader = atEngagement(PERMISSIONS.pipelinesRead);

/** What the routes use: the build and test results of the engagement's runs. */
export interface BuildingRouteServices {
  buildResults: BuildResults;
  lineage: LineageService;
}

export function buildingRoutes({ buildResults: results, lineage }: BuildingRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/pipelines/engagements/:engagementId';

    r.get(
      `${base}/lineage`,
      {
        schema: {
          params: engagementParams,
          querystring: lineageQuerySchema,
          response: { 200: lineageSchema },
        },
        config: atEngagement(PERMISSIONS.nodeModelGitRead),
      },
      (req) => lineage.graph(req.params.engagementId, req.query.branch, req.caller),
    );

    r.get(
      `${base}/builds`,
      {
        schema: {
          params: engagementParams,
          querystring: z.object({ runId: z.string().uuid() }),
          response: { 200: z.array(nodeBuildSchema) },
        },
        config: pipelinesReader,
      },
      (req) => results.buildsOfRun(req.params.engagementId, req.query.runId),
    );

    r.get(
      `${base}/builds/last`,
      {
        schema: {
          params: engagementParams,
          querystring: z.object({ layer: name, node: name }),
          response: { 200: nodeBuildSchema.nullable() },
        },
        config: pipelinesReader,
      },
      (req) => results.lastBuild(req.params.engagementId, req.query.layer, req.query.node),
    );

    r.get(
      `${base}/builds/latest`,
      {
        schema: {
          params: engagementParams,
          querystring: z.object({ layer: name }),
          response: { 200: z.array(nodeBuildSchema) },
        },
        config: pipelinesReader,
      },
      (req) => results.lastBuildsOfLayer(req.params.engagementId, req.query.layer),
    );

    r.get(
      `${base}/test-results`,
      {
        schema: {
          params: engagementParams,
          querystring: z.object({ runId: z.string().uuid() }),
          response: { 200: z.array(testResultSchema) },
        },
        config: pipelinesReader,
      },
      (req) => results.testsOfRun(req.params.engagementId, req.query.runId, req.caller),
    );

    r.get(
      `${base}/test-results/trend`,
      {
        schema: {
          params: engagementParams,
          querystring: z.object({
            node: name,
            test: name,
            limit: z.coerce.number().int().min(1).max(200).default(20),
          }),
          response: { 200: z.array(testResultSchema) },
        },
        config: pipelinesReader,
      },
      (req) => results.trend(req.params.engagementId, req.query.node, req.query.test, req.query.limit),
    );
  };
}
