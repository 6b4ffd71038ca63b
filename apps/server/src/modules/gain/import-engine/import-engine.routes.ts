// The import engine's call (workspace.md section 7 "test import configuration"): a dry run of the
// configuration being edited over the staged files, answered as text. Changes nothing, so it is kept
// out of the audit log (readOnly) and needs only the import configuration's Reader permission.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gainImportConfigurationSaveSchema, gainProcessTypeSchema, PERMISSIONS } from '@cairn/contracts';
import type { GainDryRunService } from './gain-dry-run.service.js';
import { atEngagement } from '../../../http/route-access.js';

const params = z.object({ engagementId: z.string().max(100) });
const body = z.object({
  processType: gainProcessTypeSchema,
  configuration: gainImportConfigurationSaveSchema,
});
const report = z.object({
  /** True when selection, parsing and every column check passed. */
  ok: z.boolean(),
  /** The report, one fact a line. */
  report: z.string(),
});

/** What the routes use: the import engine's dry run. */
export interface GainImportEngineRouteServices {
  gainDryRun: GainDryRunService;
}

export function gainImportEngineRoutes({ gainDryRun }: GainImportEngineRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/engagements/:engagementId/gain/test-import-configuration',
      {
        schema: { params, body, response: { 200: report } },
        config: { ...atEngagement(PERMISSIONS.gainConfigurationImportReader), readOnly: true },
      },
      (req) =>
        gainDryRun.testImportConfiguration(
          req.params.engagementId,
          req.body.processType,
          req.body.configuration,
          req.caller,
        ),
    );
  };
}
