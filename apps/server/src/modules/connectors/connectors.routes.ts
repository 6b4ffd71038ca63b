// Broker SFTP, API connection and connectors calls of admin-console.md section 7 ("Engagement
// configurations"); shapes and rules in contracts/connectors-api.ts. Reading needs Engagements.Reader,
// changing brokers and API connections Engagements.Writer, the connectors configuration Connectors
// Configuration Writer, all at the engagement (another engagement's is 404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiConnectionListSchema,
  apiConnectionSaveSchema,
  apiConnectionSchema,
  apiConnectionTestResultSchema,
  brokerListSchema,
  brokerSaveSchema,
  brokerSftpConfigurationSchema,
  connectorsConfigurationSchema,
  connectorsSaveSchema,
  PERMISSIONS,
  restoreVersionSchema,
} from '@cairn/contracts';
import { atEngagement } from '../../http/route-access.js';
import { conflict } from '../../http/problem.js';
import type { ConnectorsPolicyContext } from './connectors.policy.js';
import { engagementParams } from '../../http/route-params.js';
import type { AccessService } from '../../access/access.service.js';
import type { BrokerService } from './brokers.service.js';
import type { ApiConnectionService } from './api-connections.service.js';
import type { ConnectorsService } from './connectors.service.js';
import type { Config } from '../../config.js';

const brokerParams = engagementParams.extend({ brokerId: z.string().min(1).max(100) });
const apiParams = engagementParams.extend({ apiName: z.string().min(1).max(100) });

/** What the routes use: brokers, API connections, connectors, permissions and the cloud provider. */
export interface ConnectorRouteServices {
  access: AccessService;
  brokers: BrokerService;
  apiConnections: ApiConnectionService;
  connectors: ConnectorsService;
  config: Pick<Config, 'cloudProvider'>;
}

export function connectorRoutes({
  access,
  brokers,
  apiConnections,
  connectors,
  config,
}: ConnectorRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/engagements/:engagementId';
    /** The caller's permissions at the engagement the access hook resolved. */
    const policy = async (req: FastifyRequest): Promise<ConnectorsPolicyContext> => ({
      engagement: await access.permissionsAt(req.caller, req.resolvedScope!),
    });
    const read = atEngagement(PERMISSIONS.engagementsReader);
    const write = atEngagement(PERMISSIONS.engagementsWriter);
    /** Broker SFTP and API connections exist on AWS only (admin-console.md section 2), as their tabs do. */
    const awsOnly = async () => {
      if (config.cloudProvider !== 'aws')
        throw conflict(
          `Broker SFTP and API connections are available on AWS only; this installation runs on ${config.cloudProvider}.`,
          'awsOnly',
        );
    };

    // --- broker SFTP ---
    r.get(
      `${base}/brokers`,
      {
        schema: { params: engagementParams, response: { 200: brokerListSchema } },
        config: read,
        preHandler: awsOnly,
      },
      async (req) => brokers.list(req.params.engagementId, await policy(req)),
    );
    r.get(
      `${base}/brokers/:brokerId/history`,
      {
        schema: { params: brokerParams, response: { 200: z.array(brokerSftpConfigurationSchema) } },
        config: read,
        preHandler: awsOnly,
      },
      async (req) => brokers.history(req.params.engagementId, req.params.brokerId, await policy(req)),
    );
    r.put(
      `${base}/brokers/:brokerId`,
      {
        schema: {
          params: brokerParams,
          body: brokerSaveSchema,
          response: { 200: brokerSftpConfigurationSchema },
        },
        config: write,
        preHandler: awsOnly,
      },
      async (req) =>
        brokers.save(req.params.engagementId, req.params.brokerId, req.body, req.caller, await policy(req)),
    );
    r.post(
      `${base}/brokers/:brokerId/restore`,
      {
        schema: {
          params: brokerParams,
          body: restoreVersionSchema,
          response: { 200: brokerSftpConfigurationSchema },
        },
        config: write,
        preHandler: awsOnly,
      },
      async (req) =>
        brokers.restore(
          req.params.engagementId,
          req.params.brokerId,
          req.body.version,
          req.caller,
          await policy(req),
        ),
    );
    r.delete(
      `${base}/brokers/:brokerId`,
      { schema: { params: brokerParams, response: { 204: z.null() } }, config: write, preHandler: awsOnly },
      async (req, reply) => {
        await brokers.remove(req.params.engagementId, req.params.brokerId, req.caller);
        return reply.status(204).send(null);
      },
    );
    r.delete(
      `${base}/brokers/:brokerId/host-key`,
      { schema: { params: brokerParams, response: { 204: z.null() } }, config: write, preHandler: awsOnly },
      async (req, reply) => {
        await brokers.resetHostKey(req.params.engagementId, req.params.brokerId, req.caller);
        return reply.status(204).send(null);
      },
    );

    // --- API connections ---
    r.get(
      `${base}/api-connections`,
      {
        schema: { params: engagementParams, response: { 200: apiConnectionListSchema } },
        config: read,
        preHandler: awsOnly,
      },
      async (req) => apiConnections.list(req.params.engagementId, await policy(req)),
    );
    r.get(
      `${base}/api-connections/:apiName/history`,
      {
        schema: { params: apiParams, response: { 200: z.array(apiConnectionSchema) } },
        config: read,
        preHandler: awsOnly,
      },
      async (req) => apiConnections.history(req.params.engagementId, req.params.apiName, await policy(req)),
    );
    r.put(
      `${base}/api-connections/:apiName`,
      {
        schema: { params: apiParams, body: apiConnectionSaveSchema, response: { 200: apiConnectionSchema } },
        config: write,
        preHandler: awsOnly,
      },
      async (req) =>
        apiConnections.save(
          req.params.engagementId,
          req.params.apiName,
          req.body,
          req.caller,
          await policy(req),
        ),
    );
    r.post(
      `${base}/api-connections/:apiName/restore`,
      {
        schema: { params: apiParams, body: restoreVersionSchema, response: { 200: apiConnectionSchema } },
        config: write,
        preHandler: awsOnly,
      },
      async (req) =>
        apiConnections.restore(
          req.params.engagementId,
          req.params.apiName,
          req.body.version,
          req.caller,
          await policy(req),
        ),
    );
    r.delete(
      `${base}/api-connections/:apiName`,
      { schema: { params: apiParams, response: { 204: z.null() } }, config: write, preHandler: awsOnly },
      async (req, reply) => {
        await apiConnections.remove(req.params.engagementId, req.params.apiName, req.caller);
        return reply.status(204).send(null);
      },
    );
    r.post(
      `${base}/api-connections/:apiName/test`,
      {
        schema: { params: apiParams, response: { 200: apiConnectionTestResultSchema } },
        // Changes nothing, but sends the secret out: the service writes its own audit event.
        config: write,
        preHandler: awsOnly,
      },
      (req) => apiConnections.test(req.params.engagementId, req.params.apiName, req.caller),
    );

    // --- connectors ---
    r.get(
      `${base}/connectors`,
      {
        schema: { params: engagementParams, response: { 200: connectorsConfigurationSchema } },
        config: read,
      },
      async (req) => connectors.get(req.params.engagementId, await policy(req)),
    );
    r.put(
      `${base}/connectors`,
      {
        schema: {
          params: engagementParams,
          body: connectorsSaveSchema,
          response: { 200: connectorsConfigurationSchema },
        },
        config: atEngagement(PERMISSIONS.connectorsConfigurationWriter),
      },
      async (req) => connectors.save(req.params.engagementId, req.body, req.caller, await policy(req)),
    );
  };
}
