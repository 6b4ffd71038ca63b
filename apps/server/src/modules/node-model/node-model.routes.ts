// Node model calls of workspace.md section 7 (contracts' node-model-api.ts lists the routes).
// Reads need NodeModel Git Read, writes NodeModel Git Write, both at the engagement's scope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  branchSchema,
  branchUpdateSchema,
  fieldInputSchema,
  fieldSchema,
  namedQueryInputSchema,
  namedQuerySchema,
  namedQuerySummarySchema,
  newBranchSchema,
  newNodeSchema,
  newTestSchema,
  NODE_MODEL_LAYERS,
  nodeComparisonSchema,
  nodeDetailSchema,
  nodeHistorySchema,
  nodeSummarySchema,
  nodeUpdateSchema,
  PERMISSIONS,
  propertySchema,
  queryUpdateSchema,
  testSchema,
  testSummarySchema,
  testUpdateSchema,
} from '@cairn/contracts';
import { nodeModelReadGrant } from '../rbac/grant-checks.js';
import { atEngagement } from '../../http/route-access.js';
import { NAMED_QUERY_KINDS } from './node-model.layout.js';
import { loadNodeModelPolicyContext } from './node-model.policy.js';
import { presentBranch } from './node-model.presenter.js';
import { engagementParams } from '../../http/route-params.js';
import type { NodeModelService } from './node-model.service.js';
import type { AccessService } from '../../access/access.service.js';
import type { GainSignOff } from '../gain/ports.js';
import type { RbacTaskService } from '../rbac/rbac-tasks.service.js';

const name = z.string().min(1).max(200);
const branchParams = engagementParams.extend({ branch: name });
const layerParams = branchParams.extend({ layer: z.enum(NODE_MODEL_LAYERS) });
const nodeParams = layerParams.extend({ node: name });
const sourceParams = nodeParams.extend({ source: name });
const categoryParams = nodeParams.extend({ category: name });
const testParams = nodeParams.extend({ test: name });
const compareQuery = z.object({ otherBranch: name });

const read = atEngagement(PERMISSIONS.nodeModelGitRead);
const write = atEngagement(PERMISSIONS.nodeModelGitWrite);

/** What the routes use: the node model, the caller's permissions, the gain sign-off lock and RBAC grants. */
export interface NodeModelRouteServices {
  nodeModel: NodeModelService;
  access: AccessService;
  gainSignOff: GainSignOff;
  rbacTasks: Pick<RbacTaskService, 'requireGrant'>;
}

export function nodeModelRoutes({ nodeModel, access, gainSignOff, rbacTasks }: NodeModelRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Reads consult the grants applied by RBAC tasks (modules/rbac/grant-checks.ts).
    const readGrant = nodeModelReadGrant(rbacTasks);
    app.addHook('preHandler', async (req) => {
      if (req.method === 'GET') await readGrant(req);
      // Every change of a signed-off gain engagement's model is refused (workspace.md section 4).
      else await gainSignOff.assertEditable((req.params as { engagementId: string }).engagementId);
    });
    const by = (req: FastifyRequest) => nodeModel.authorOf(req.caller);
    // Branches carry what the caller may do on them (node-model.policy.ts).
    const policy = (req: FastifyRequest) =>
      loadNodeModelPolicyContext(access, req.caller, req.resolvedScope!);
    const base = '/api/nodeModel/engagements/:engagementId';
    const branch = `${base}/branches/:branch`;
    const nodes = `${branch}/layers/:layer/nodes`;
    const node = `${nodes}/:node`;

    // ---- branches
    r.get(
      `${base}/branches`,
      { schema: { params: engagementParams, response: { 200: z.array(branchSchema) } }, config: read },
      async (req) => {
        const [branches, caller] = await Promise.all([
          nodeModel.listBranches(req.params.engagementId),
          policy(req),
        ]);
        return branches.map((b) => presentBranch(b, caller));
      },
    );
    r.post(
      `${base}/branches`,
      {
        schema: { params: engagementParams, body: newBranchSchema, response: { 201: branchSchema } },
        config: write,
      },
      async (req, reply) => {
        const added = await nodeModel.addBranch(req.params.engagementId, req.body, await by(req));
        return reply.status(201).send(presentBranch(added, await policy(req)));
      },
    );
    r.get(
      branch,
      { schema: { params: branchParams, response: { 200: branchSchema } }, config: read },
      async (req) =>
        presentBranch(
          await nodeModel.getBranch(req.params.engagementId, req.params.branch),
          await policy(req),
        ),
    );
    r.put(
      branch,
      {
        schema: { params: branchParams, body: branchUpdateSchema, response: { 200: branchSchema } },
        config: write,
      },
      async (req) =>
        presentBranch(
          await nodeModel.updateBranch(req.params.engagementId, req.params.branch, req.body, await by(req)),
          await policy(req),
        ),
    );

    // ---- nodes
    r.get(
      nodes,
      { schema: { params: layerParams, response: { 200: z.array(nodeSummarySchema) } }, config: read },
      (req) => nodeModel.listNodes(req.params.engagementId, req.params.branch, req.params.layer),
    );
    r.post(
      nodes,
      {
        schema: { params: layerParams, body: newNodeSchema, response: { 201: nodeDetailSchema } },
        config: write,
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(
            await nodeModel.addNode(
              req.params.engagementId,
              req.params.branch,
              req.params.layer,
              req.body,
              await by(req),
            ),
          ),
    );
    r.get(
      node,
      { schema: { params: nodeParams, response: { 200: nodeDetailSchema } }, config: read },
      (req) => nodeModel.getNode(req.params),
    );
    r.put(
      node,
      {
        schema: { params: nodeParams, body: nodeUpdateSchema, response: { 200: nodeDetailSchema } },
        config: write,
      },
      async (req) => nodeModel.updateNode(req.params, req.body, await by(req)),
    );

    // ---- fields and properties (each list is replaced as a whole)
    r.get(
      `${node}/fields`,
      { schema: { params: nodeParams, response: { 200: z.array(fieldSchema) } }, config: read },
      (req) => nodeModel.getFields(req.params),
    );
    r.put(
      `${node}/fields`,
      {
        schema: {
          params: nodeParams,
          body: z.array(fieldInputSchema).max(1000),
          response: { 200: z.array(fieldSchema) },
        },
        config: write,
      },
      async (req) => nodeModel.saveFields(req.params, req.body, await by(req)),
    );
    r.get(
      `${node}/properties`,
      { schema: { params: nodeParams, response: { 200: z.array(propertySchema) } }, config: read },
      (req) => nodeModel.getProperties(req.params),
    );
    r.put(
      `${node}/properties`,
      {
        schema: {
          params: nodeParams,
          body: z.array(propertySchema).max(1000),
          response: { 200: z.array(propertySchema) },
        },
        config: write,
      },
      async (req) => nodeModel.saveProperties(req.params, req.body, await by(req)),
    );

    // ---- sources (modeling) and categories (analytical, testing): the same four calls each
    for (const kind of NAMED_QUERY_KINDS) {
      const params = kind === 'sources' ? sourceParams : categoryParams;
      const itemName = (p: Record<string, string>) => (kind === 'sources' ? p.source : p.category);
      const item = `${node}/${kind}/:${kind === 'sources' ? 'source' : 'category'}`;
      r.get(
        `${node}/${kind}`,
        { schema: { params: nodeParams, response: { 200: z.array(namedQuerySummarySchema) } }, config: read },
        (req) => nodeModel.queries.listNamedQueries(req.params, kind),
      );
      r.post(
        `${node}/${kind}`,
        {
          schema: { params: nodeParams, body: namedQueryInputSchema, response: { 201: namedQuerySchema } },
          config: write,
        },
        async (req, reply) =>
          reply
            .status(201)
            .send(await nodeModel.queries.addNamedQuery(req.params, kind, req.body, await by(req))),
      );
      r.get(item, { schema: { params, response: { 200: namedQuerySchema } }, config: read }, (req) =>
        nodeModel.queries.getNamedQuery(req.params, kind, itemName(req.params as Record<string, string>)),
      );
      r.put(
        item,
        { schema: { params, body: queryUpdateSchema, response: { 200: namedQuerySchema } }, config: write },
        async (req) =>
          nodeModel.queries.updateNamedQuery(
            req.params,
            kind,
            itemName(req.params as Record<string, string>),
            req.body,
            await by(req),
          ),
      );
    }

    // ---- tests
    r.get(
      `${node}/tests`,
      { schema: { params: nodeParams, response: { 200: z.array(testSummarySchema) } }, config: read },
      (req) => nodeModel.queries.listTests(req.params),
    );
    r.post(
      `${node}/tests`,
      { schema: { params: nodeParams, body: newTestSchema, response: { 201: testSchema } }, config: write },
      async (req, reply) =>
        reply.status(201).send(await nodeModel.queries.addTest(req.params, req.body, await by(req))),
    );
    r.get(
      `${node}/tests/:test`,
      { schema: { params: testParams, response: { 200: testSchema } }, config: read },
      (req) => nodeModel.queries.getTest(req.params, req.params.test),
    );
    r.put(
      `${node}/tests/:test`,
      {
        schema: { params: testParams, body: testUpdateSchema, response: { 200: testSchema } },
        config: write,
      },
      async (req) => nodeModel.queries.updateTest(req.params, req.params.test, req.body, await by(req)),
    );

    // ---- history and compare
    r.get(
      `${node}/history`,
      { schema: { params: nodeParams, response: { 200: nodeHistorySchema } }, config: read },
      (req) => nodeModel.nodeHistory(req.params),
    );
    r.get(
      `${node}/compare`,
      {
        schema: { params: nodeParams, querystring: compareQuery, response: { 200: nodeComparisonSchema } },
        config: read,
      },
      (req) => nodeModel.compare(req.params, req.query.otherBranch),
    );
  };
}
