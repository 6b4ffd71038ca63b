// Data contracts (docs/contracts.md): the engagement's contracts, the ones a branch breaks, and
// versioning a contract up. Reading them needs what reading the node model needs; versioning up
// decides what may be published, so it needs what publishing needs.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contractCheckSchema,
  contractVersionRequestSchema,
  dataContractListSchema,
  dataContractSchema,
  NODE_MODEL_LAYERS,
  PERMISSIONS,
} from '@cairn/contracts';
import { atEngagement } from '../../../http/route-access.js';
import { engagementParams } from '../../../http/route-params.js';
import type { ContractsService } from './contracts.service.js';

const name = z.string().min(1).max(200);
const nodeParams = engagementParams.extend({ layer: z.enum(NODE_MODEL_LAYERS), node: name });

export function contractsRoutes({ contracts }: { contracts: ContractsService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/engagements/:engagementId/contracts';

    r.get(
      base,
      {
        schema: { params: engagementParams, response: { 200: dataContractListSchema } },
        config: atEngagement(PERMISSIONS.nodeModelGitRead),
      },
      (req) => contracts.list(req.params.engagementId, req.caller),
    );

    r.get(
      `${base}/check`,
      {
        schema: {
          params: engagementParams,
          querystring: z.object({ branch: name }),
          response: { 200: contractCheckSchema },
        },
        config: atEngagement(PERMISSIONS.nodeModelGitRead),
      },
      (req) => contracts.check(req.params.engagementId, req.query.branch),
    );

    r.post(
      `${base}/:layer/:node/versions`,
      {
        schema: {
          params: nodeParams,
          body: contractVersionRequestSchema,
          response: { 201: dataContractSchema },
        },
        config: atEngagement(PERMISSIONS.pipelinesWrite),
      },
      async (req, reply) => {
        const { engagementId, layer, node } = req.params;
        reply.code(201);
        return contracts.versionUp(engagementId, layer, node, req.body, req.caller);
      },
    );
  };
}
