// The Gain area's batches and a gain engagement's staging calls (admin-console.md section 7 "Gain:
// fetch batch details"; workspace.md section 7 "gain start FX-rate process", "fetch staging
// files"; the storage manager's gain actions). Shapes in contracts/gain-batches-api.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gainBatchesQuerySchema,
  gainBatchSchema,
  gainFileActionSchema,
  gainFxRatesSchema,
  gainStagingFileSchema,
  gainStagingFilesQuerySchema,
  IMPORT_STORAGE_PURPOSE,
  pagedGainBatchesSchema,
  PERMISSIONS,
  pipelineRunSchema,
  storageScope,
  engagementScope,
} from '@cairn/contracts';
import type { AccessService } from '../../../access/access.service.js';
import type { GainBatchesService } from './gain-batches.service.js';
import type { GainStagingService } from './gain-staging.service.js';
import { atEngagement } from '../../../http/route-access.js';
import { parseStoragePath } from '../../storage/storage-paths.js';
import { engagementParams } from '../../../http/route-params.js';

const batchParams = engagementParams.extend({ batchRowId: z.uuid() });

const runsAnswer = { 201: z.array(pipelineRunSchema) };

/** What the routes use: gain batches and staging, and access to check the ticked files' folders. */
export interface GainBatchesRouteServices {
  gainBatches: GainBatchesService;
  gainStaging: GainStagingService;
  access: AccessService;
}

export function gainBatchesRoutes({ gainBatches, gainStaging, access }: GainBatchesRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/engagements/:engagementId/gain';
    /** Retrying a delivery sends the batch like a run does: Pipelines Start at the engagement. */
    const batchAbilities = async (req: FastifyRequest, engagementId: string) => {
      const scope = await access.resolve(engagementScope(engagementId));
      return { mayStart: (await access.permissionsAt(req.caller, scope)).has(PERMISSIONS.pipelinesStart) };
    };
    /** Starting needs Pipelines Start (the route); the ticked files need their folder's read access. */
    const mayReadFolder = (req: FastifyRequest, engagementId: string, path: string) =>
      access.authorize(
        req.caller,
        PERMISSIONS.storageFoldersReader,
        storageScope(engagementId, IMPORT_STORAGE_PURPOSE, parseStoragePath(path)),
      );

    r.get(
      `${base}/batches`,
      {
        schema: {
          params: engagementParams,
          querystring: gainBatchesQuerySchema,
          response: { 200: pagedGainBatchesSchema },
        },
        config: atEngagement(PERMISSIONS.gainConfigurationImportReader),
      },
      async (req) => {
        await gainStaging.assertGain(req.params.engagementId);
        return gainBatches.list(
          req.params.engagementId,
          req.query,
          await batchAbilities(req, req.params.engagementId),
        );
      },
    );

    // A failed delivery delivered again from the batch's staging copy (docs/gain.md "Outbound").
    r.post(
      `${base}/batches/:batchRowId/retry-delivery`,
      {
        schema: { params: batchParams, response: { 200: gainBatchSchema } },
        config: atEngagement(PERMISSIONS.pipelinesStart),
      },
      async (req) => {
        await gainStaging.assertGain(req.params.engagementId);
        return gainBatches.retryDelivery(
          req.params.engagementId,
          req.params.batchRowId,
          await batchAbilities(req, req.params.engagementId),
        );
      },
    );

    r.get(
      `${base}/staging-files`,
      {
        schema: {
          params: engagementParams,
          querystring: gainStagingFilesQuerySchema,
          response: { 200: z.array(gainStagingFileSchema) },
        },
        config: atEngagement(PERMISSIONS.gainConfigurationImportReader),
      },
      (req) => gainStaging.stagingFiles(req.params.engagementId, req.query.processType),
    );

    // Import (gain data) and the FX-rate process start the same runs for their process type.
    for (const [path, processType] of [
      ['import', 'GainData'],
      ['fx-rate/process', 'FxRate'],
    ] as const) {
      r.post(
        `${base}/${path}`,
        {
          schema: { params: engagementParams, body: gainFileActionSchema, response: runsAnswer },
          config: atEngagement(PERMISSIONS.pipelinesStart),
        },
        async (req, reply) => {
          const { engagementId } = req.params;
          await mayReadFolder(req, engagementId, req.body.path);
          const runs = await gainStaging.importFiles(
            engagementId,
            processType,
            req.body,
            req.caller,
            req.origin,
          );
          return reply.status(201).send(runs);
        },
      );
    }

    r.post(
      `${base}/fx-rate/reprocess`,
      {
        schema: { params: engagementParams, body: gainFileActionSchema, response: runsAnswer },
        config: atEngagement(PERMISSIONS.pipelinesStart),
      },
      async (req, reply) => {
        const { engagementId } = req.params;
        await mayReadFolder(req, engagementId, req.body.path);
        const runs = await gainStaging.reprocessFxRates(engagementId, req.body, req.caller, req.origin);
        return reply.status(201).send(runs);
      },
    );

    r.get(
      `${base}/fx-rates`,
      {
        schema: { params: engagementParams, response: { 200: gainFxRatesSchema } },
        config: atEngagement(PERMISSIONS.gainConfigurationImportReader),
      },
      (req) => gainStaging.fxRates(req.params.engagementId),
    );
  };
}
