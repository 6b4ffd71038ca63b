// Dashboarding calls of workspace.md section 7 (issue 14); routes and shapes in
// contracts/dashboards-api.ts. Readers list, open and run tiles; writers upload and delete.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dashboardListSchema,
  dashboardSummarySchema,
  embeddedDashboardSchema,
  DASHBOARD_MAX_FILE_BYTES,
  filterOptionsSchema,
  pagedQuerySchema,
  PERMISSIONS,
  previewTileBodySchema,
  saveDashboardDefinitionBodySchema,
  tileQuerySchema,
  tileResultSchema,
} from '@cairn/contracts';
import { atEngagement } from '../../http/route-access.js';
import { badRequest } from '../../http/problem.js';
import { DASHBOARD_SORT_COLUMNS, type DashboardService } from './dashboards.service.js';
import { engagementParams } from '../../http/route-params.js';
import { definitionJsonSchema } from './cairn/definition-schema.js';

const dashboardParams = engagementParams.extend({ dashboardId: z.string().min(1).max(100) });
const tileParams = dashboardParams.extend({ tileId: z.string().min(1).max(100) });
const filterParams = dashboardParams.extend({ filterId: z.string().min(1).max(100) });
const fileMissing = [{ field: 'file', message: 'Field cannot be empty' }];

/** What the routes use: the dashboards service. */
export interface DashboardRouteServices {
  dashboards: DashboardService;
}

export function dashboardRoutes({ dashboards }: DashboardRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/engagements/:engagementId/dashboards';
    const read = atEngagement(PERMISSIONS.dashboardingPowerBiReader);
    const write = atEngagement(PERMISSIONS.dashboardingPowerBiWriter);

    r.get(
      base,
      {
        schema: {
          params: engagementParams,
          querystring: pagedQuerySchema(DASHBOARD_SORT_COLUMNS),
          response: { 200: dashboardListSchema },
        },
        config: read,
      },
      (req) => dashboards.list(req.params.engagementId, req.query, req.caller),
    );

    r.post(
      base,
      {
        schema: { params: engagementParams, response: { 201: dashboardSummarySchema } },
        config: write,
      },
      async (req, reply) => {
        if (!req.isMultipart())
          throw badRequest('Send the dashboard as multipart/form-data in the field "file".', fileMissing);
        const part = await req.file({ limits: { files: 1 } });
        if (!part || part.fieldname !== 'file')
          throw badRequest('Send the dashboard in the field "file".', fileMissing);
        const bytes = await part.toBuffer().catch(() => {
          throw badRequest('The file is too large.', [{ field: 'file', message: 'The file is too large.' }]);
        });
        const fileName = part.filename.normalize('NFC');
        const dashboard = await dashboards.upload(req.params.engagementId, { fileName, bytes }, req.caller);
        return reply.status(201).send(dashboard);
      },
    );

    r.delete(
      `${base}/:dashboardId`,
      { schema: { params: dashboardParams, response: { 204: z.null() } }, config: write },
      async (req, reply) => {
        await dashboards.remove(req.params.engagementId, req.params.dashboardId, req.caller);
        return reply.status(204).send(null);
      },
    );

    r.get(
      `${base}/:dashboardId/embed`,
      { schema: { params: dashboardParams, response: { 200: embeddedDashboardSchema } }, config: read },
      (req) => dashboards.embed(req.params.engagementId, req.params.dashboardId, req.caller),
    );

    r.get(
      `${base}/:dashboardId/tiles/:tileId`,
      {
        schema: { params: tileParams, querystring: tileQuerySchema, response: { 200: tileResultSchema } },
        config: read,
      },
      (req) =>
        dashboards.tile(
          req.params.engagementId,
          req.params.dashboardId,
          req.params.tileId,
          req.query.filters,
          req.caller,
        ),
    );

    r.get(
      `${base}/:dashboardId/tiles/:tileId/csv`,
      {
        schema: {
          params: tileParams,
          querystring: tileQuerySchema,
          description: "The tile's rows for these filters as CSV (the same rows the tile shows).",
          produces: ['text/csv'],
        },
        config: read,
      },
      async (req, reply) => {
        const { fileName, csv } = await dashboards.tileCsv(
          req.params.engagementId,
          req.params.dashboardId,
          req.params.tileId,
          req.query.filters,
          req.caller,
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    r.get(
      `${base}/:dashboardId/filters/:filterId/options`,
      { schema: { params: filterParams, response: { 200: filterOptionsSchema } }, config: read },
      (req) =>
        dashboards.filterOptions(
          req.params.engagementId,
          req.params.dashboardId,
          req.params.filterId,
          req.caller,
        ),
    );

    // The builder's live view runs SQL the caller wrote, not SQL a writer saved: so it needs the
    // permission to write dashboards (a reader may run only the tiles writers put there).
    r.post(
      `${base}/preview-tile`,
      {
        schema: {
          params: engagementParams,
          body: previewTileBodySchema,
          response: { 200: tileResultSchema },
        },
        // A live view while a tile is edited: it reads, so it stays out of the audit log.
        config: { ...write, readOnly: true },
        bodyLimit: 64 * 1024,
      },
      (req) => dashboards.previewTile(req.params.engagementId, req.body, req.caller),
    );

    r.post(
      `${base}/definitions`,
      {
        schema: {
          params: engagementParams,
          body: saveDashboardDefinitionBodySchema,
          response: { 201: dashboardSummarySchema },
          description: 'Saves a definition made in the builder as an upload of it would be (a new version).',
        },
        config: write,
        bodyLimit: DASHBOARD_MAX_FILE_BYTES,
      },
      async (req, reply) => {
        const saved = await dashboards.saveDefinition(
          req.params.engagementId,
          req.body.definition,
          req.caller,
        );
        return reply.status(201).send(saved);
      },
    );

    // The definition's JSON Schema, for the upload dialog's link (editors check a file against it).
    r.get(
      `${base}/definition-schema`,
      {
        schema: { params: engagementParams, response: { 200: z.record(z.string(), z.unknown()) } },
        config: read,
      },
      () => definitionJsonSchema(),
    );
  };
}
