// Gain import configuration (contracts/gain.ts): thin routes, the rules and the versions in the
// service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gainImportConfigurationHistoryEntrySchema,
  gainImportConfigurationResponseSchema,
  gainImportConfigurationRestoreSchema,
  gainImportConfigurationSaveSchema,
  gainProcessTypeSchema,
} from '@cairn/contracts';
import type { GainImportConfigurationService } from './gain-import-config.service.js';
import { atEngagement } from '../../../http/route-access.js';
import { IMPORT_CONFIGURATION_READ, IMPORT_CONFIGURATION_WRITE } from './gain-import-config.policy.js';

const params = z.object({ engagementId: z.string().max(100), processType: gainProcessTypeSchema });

/** What the routes use: the gain import configurations. */
export interface GainImportConfigRouteServices {
  gainImportConfigurations: GainImportConfigurationService;
}

export function gainImportConfigRoutes({
  gainImportConfigurations: configurations,
}: GainImportConfigRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/engagements/:engagementId/gain/import-configurations/:processType';

    r.get(
      base,
      {
        schema: { params, response: { 200: gainImportConfigurationResponseSchema } },
        config: atEngagement(IMPORT_CONFIGURATION_READ),
      },
      (req) =>
        configurations.get(req.caller, req.resolvedScope!, req.params.engagementId, req.params.processType),
    );

    r.put(
      base,
      {
        schema: {
          params,
          body: gainImportConfigurationSaveSchema,
          response: { 200: gainImportConfigurationResponseSchema },
        },
        config: atEngagement(IMPORT_CONFIGURATION_WRITE),
      },
      (req) =>
        configurations.save(
          req.caller,
          req.resolvedScope!,
          req.params.engagementId,
          req.params.processType,
          req.body,
        ),
    );

    r.get(
      `${base}/history`,
      {
        schema: { params, response: { 200: z.array(gainImportConfigurationHistoryEntrySchema) } },
        config: atEngagement(IMPORT_CONFIGURATION_READ),
      },
      (req) => configurations.history(req.params.engagementId, req.params.processType),
    );

    r.post(
      `${base}/restore`,
      {
        schema: {
          params,
          body: gainImportConfigurationRestoreSchema,
          response: { 200: gainImportConfigurationResponseSchema },
        },
        config: atEngagement(IMPORT_CONFIGURATION_WRITE),
      },
      (req) =>
        configurations.restore(
          req.caller,
          req.resolvedScope!,
          req.params.engagementId,
          req.params.processType,
          req.body.version,
        ),
    );
  };
}
