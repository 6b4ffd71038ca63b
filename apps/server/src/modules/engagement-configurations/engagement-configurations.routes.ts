// Engagement configurations (contracts/engagement-configurations.ts): thin routes, the rules and the
// versions in the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  configurationKindSchema,
  configurationOverviewSchema,
  configurationRestoreSchema,
  configurationSaveSchema,
  configurationVersionSchema,
  engagementConfigurationSchema,
} from '@cairn/contracts';
import { atEngagement } from '../../http/route-access.js';
import { CONFIGURATION_READ, CONFIGURATION_WRITE } from './engagement-configurations.policy.js';
import { engagementParams } from '../../http/route-params.js';
import type { EngagementConfigurationService } from './engagement-configurations.service.js';

const kindParams = engagementParams.extend({ kind: configurationKindSchema });

/** What the routes use: the engagement's versioned configurations. */
export interface EngagementConfigurationRouteServices {
  engagementConfigurations: EngagementConfigurationService;
}

export function engagementConfigurationRoutes({
  engagementConfigurations: configurations,
}: EngagementConfigurationRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/engagements/:engagementId/configurations';

    r.get(
      base,
      {
        schema: { params: engagementParams, response: { 200: configurationOverviewSchema } },
        config: atEngagement(CONFIGURATION_READ),
      },
      (req) => configurations.overview(req.caller, req.resolvedScope!, req.params.engagementId),
    );

    r.get(
      `${base}/:kind`,
      {
        schema: { params: kindParams, response: { 200: engagementConfigurationSchema } },
        config: atEngagement(CONFIGURATION_READ),
      },
      (req) => configurations.get(req.caller, req.resolvedScope!, req.params.engagementId, req.params.kind),
    );

    r.put(
      `${base}/:kind`,
      {
        schema: {
          params: kindParams,
          body: configurationSaveSchema,
          response: { 200: engagementConfigurationSchema },
        },
        config: atEngagement(CONFIGURATION_WRITE),
      },
      (req) =>
        configurations.save(
          req.caller,
          req.resolvedScope!,
          req.params.engagementId,
          req.params.kind,
          req.body,
        ),
    );

    r.get(
      `${base}/:kind/history`,
      {
        schema: { params: kindParams, response: { 200: z.array(configurationVersionSchema) } },
        config: atEngagement(CONFIGURATION_READ),
      },
      (req) => configurations.history(req.params.engagementId, req.params.kind),
    );

    r.post(
      `${base}/:kind/restore`,
      {
        schema: {
          params: kindParams,
          body: configurationRestoreSchema,
          response: { 200: engagementConfigurationSchema },
        },
        config: atEngagement(CONFIGURATION_WRITE),
      },
      (req) =>
        configurations.restore(
          req.caller,
          req.resolvedScope!,
          req.params.engagementId,
          req.params.kind,
          req.body.version,
        ),
    );
  };
}
