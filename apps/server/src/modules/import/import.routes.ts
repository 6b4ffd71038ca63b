// Import calls (import files to database, import settings) and the warehouse table list and preview
// (issue 5); routes and shapes in contracts/pipelines-api.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importRequestSchema,
  importSettingsSchema,
  importSettingsViewSchema,
  PERMISSIONS,
  pipelineRunSchema,
  storagePurposeParamSchema,
  storageScope,
  tablePreviewSchema,
  warehouseTableSchema,
} from '@cairn/contracts';
import { forbidden } from '../../http/problem.js';
import { atEngagement, type RouteAccess } from '../../http/route-access.js';
import { MAX_PREVIEW_ROWS } from '../../warehouse/warehouse.service.js';
import { parseStoragePath } from '../storage/storage-paths.js';
import { warehouseReadGrant } from '../rbac/grant-checks.js';
import { engagementParams } from '../../http/route-params.js';
import type { ImportService } from './import.service.js';
import type { ImportSettingsService } from './import-settings.service.js';
import type { ImportedTablesService } from './imported-tables.service.js';
import type { BuildResults } from '../building/build-results.service.js';
import type { WarehouseService } from '../../warehouse/warehouse.service.js';
import type { AccessService } from '../../access/access.service.js';
import type { RbacTaskService } from '../rbac/rbac-tasks.service.js';

const tableParams = engagementParams.extend({ schema: z.string().max(100), table: z.string().max(200) });
const settingsQuery = z.object({
  storagePurpose: storagePurposeParamSchema,
  path: z.string().max(2000).default(''),
  fileName: z.string().min(1).max(255).optional(),
});
/** A folder's or file's import settings, read and written at one address. */
const settingsSchema = {
  params: engagementParams,
  querystring: settingsQuery,
  response: { 200: importSettingsViewSchema },
};

/** Settings are read and written with folder access at the folder (a file's: its folder's). */
const folderAccess = (permission: string): { access: RouteAccess } => ({
  access: {
    permission,
    scopeDescription: '/engagements/{engagementId}/storage/{storagePurpose}/{path}',
    scope: (req) => {
      const { engagementId } = req.params as { engagementId: string };
      const { storagePurpose, path } = req.query as { storagePurpose?: string; path?: string };
      return storageScope(engagementId, storagePurpose ?? '', parseStoragePath(path));
    },
  },
});

/** What the routes use: imports, their settings and tables, build lineage, the warehouse, access, grants. */
export interface ImportRouteServices {
  imports: ImportService;
  importSettings: ImportSettingsService;
  importedTables: ImportedTablesService;
  buildResults: BuildResults;
  warehouse: WarehouseService;
  access: AccessService;
  rbacTasks: Pick<RbacTaskService, 'requireGrant'>;
}

export function importRoutes({
  imports,
  importSettings,
  importedTables,
  buildResults,
  warehouse,
  access,
  rbacTasks,
}: ImportRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/pipelines/engagements/:engagementId';
    const located = (params: { engagementId: string }, query: { storagePurpose: string }) => ({
      engagementId: params.engagementId,
      purpose: query.storagePurpose,
    });
    /** The folder or file whose settings an address names: where, the folder's path, the file. */
    const settingsTarget = (params: { engagementId: string }, query: z.infer<typeof settingsQuery>) =>
      [located(params, query), parseStoragePath(query.path), query.fileName] as const;

    r.post(
      `${base}/import`,
      {
        schema: { params: engagementParams, body: importRequestSchema, response: { 201: pipelineRunSchema } },
        config: atEngagement(PERMISSIONS.pipelinesStart),
      },
      async (req, reply) => {
        const { engagementId } = req.params;
        // Starting the run needs Pipelines Start (the route); reading the files needs the folder.
        await access.authorize(
          req.caller,
          PERMISSIONS.storageFoldersReader,
          storageScope(engagementId, req.body.storagePurpose, parseStoragePath(req.body.path)),
        );
        return reply.status(201).send(await imports.start(engagementId, req.body, req.caller, req.origin));
      },
    );

    r.get(
      `${base}/import/settings`,
      {
        schema: settingsSchema,
        config: folderAccess(PERMISSIONS.storageFoldersReader),
      },
      (req) => importSettings.view(...settingsTarget(req.params, req.query)),
    );

    r.put(
      `${base}/import/settings`,
      {
        schema: { ...settingsSchema, body: importSettingsSchema },
        config: folderAccess(PERMISSIONS.storageFoldersWriter),
      },
      (req) => importSettings.update(...settingsTarget(req.params, req.query), req.body),
    );

    r.get(
      `${base}/warehouse/tables`,
      {
        schema: { params: engagementParams, response: { 200: z.array(warehouseTableSchema) } },
        config: atEngagement(PERMISSIONS.pipelinesRead),
        preHandler: warehouseReadGrant(rbacTasks),
      },
      (req) => warehouse.listTables(req.params.engagementId),
    );

    r.get(
      `${base}/warehouse/tables/:schema/:table/preview`,
      {
        schema: {
          params: tableParams,
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(MAX_PREVIEW_ROWS).default(100) }),
          response: { 200: tablePreviewSchema },
        },
        config: atEngagement(PERMISSIONS.pipelinesRead),
        preHandler: warehouseReadGrant(rbacTasks),
      },
      async (req) => {
        // A table is its source folders' content: an import table's own folder, a built table's
        // import tables (lineage of its last build); reading it needs their read access.
        const { engagementId, schema, table } = req.params;
        if (schema === 'import')
          await importedTables.authorizePreview(req.caller, engagementId, schema, table);
        else {
          const sources = await buildResults.sourceTablesOf(engagementId, schema, table);
          if (!(await importedTables.mayReadRows(req.caller, engagementId, sources)))
            throw forbidden(
              `The table ${schema}.${table} is made from imported data of folders you may not read.`,
              'folderAccess',
            );
        }
        return warehouse.preview(
          req.params.engagementId,
          req.params.schema,
          req.params.table,
          req.query.limit,
        );
      },
    );
  };
}
