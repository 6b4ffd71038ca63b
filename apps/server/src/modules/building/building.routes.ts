// Results of build and test runs (contracts building-api.ts): per-node builds, a node's last
// build, the results of a test run and a test's trend. Reading them needs Pipelines Read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buildImpactQuerySchema,
  buildImpactSchema,
  dataDiffQuerySchema,
  dataDiffSchema,
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
import type { BuildImpactService } from './build-impact.js';
import type { DataDiffService } from './data-diff.js';
import { nodeModelReadGrant, warehouseReadGrant } from '../rbac/grant-checks.js';
import type { RbacTaskService } from '../rbac/rbac-tasks.service.js';

const name = z.string().min(1).max(100);

const pipelinesReader = atEngagement(PERMISSIONS.pipelinesRead);

/** What the routes use: the build and test results of the engagement's runs. */
export interface BuildingRouteServices {
  buildResults: BuildResults;
  lineage: LineageService;
  dataDiff: DataDiffService;
  buildImpact: BuildImpactService;
  rbacTasks: Pick<RbacTaskService, 'requireGrant'>;
}

export function buildingRoutes({
  buildResults: results,
  lineage,
  dataDiff,
  buildImpact,
  rbacTasks,
}: BuildingRouteServices) {
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
        preHandler: nodeModelReadGrant(rbacTasks),
      },
      (req) => lineage.graph(req.params.engagementId, req.query.branch, req.caller),
    );

    r.get(
      `${base}/diff`,
      {
        schema: {
          params: engagementParams,
          querystring: dataDiffQuerySchema,
          response: { 200: dataDiffSchema },
        },
        // Rows of the warehouse: as for a table's preview, pipeline readers (and the rows' folders).
        config: atEngagement(PERMISSIONS.pipelinesRead),
        preHandler: warehouseReadGrant(rbacTasks),
      },
      (req) =>
        dataDiff.diff(
          req.params.engagementId,
          { ...req.query, key: Array.isArray(req.query.key) ? req.query.key : [req.query.key] },
          req.caller,
        ),
    );

    r.get(
      `${base}/build-impact`,
      {
        schema: {
          params: engagementParams,
          querystring: buildImpactQuerySchema,
          response: { 200: buildImpactSchema },
        },
        // Column names and types of the published branch's tables, no rows: pipeline readers.
        config: pipelinesReader,
        preHandler: warehouseReadGrant(rbacTasks),
      },
      (req) => buildImpact.check(req.params.engagementId, req.query.layer),
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
