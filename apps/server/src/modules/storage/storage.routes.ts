// Storage calls of workspace.md section 7. Folder reads and writes are authorised at the folder's
// scope, so access granted on a folder holds for everything below it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  folderListingQuerySchema,
  folderListingSchema,
  newFolderSchema,
  PERMISSIONS,
  reachableFoldersSchema,
  storageConfigurationListSchema,
  storagePurposeParamSchema,
  storageScope,
  storageObjectSchema,
  updateMetadataSchema,
  uploadResultSchema,
} from '@cairn/contracts';
import { atEngagement, type RouteAccess } from '../../http/route-access.js';
import { badRequest } from '../../http/problem.js';
import { parseStoragePath } from './storage-paths.js';
import { reachableFolders } from './reachable-folders.js';
import { storageReadGrant } from '../rbac/grant-checks.js';
import type { IncomingFile } from './storage-objects.service.js';
import { recordFileAction } from './storage.audit.js';
import { loadFolderPolicyContext } from './folder.policy.js';
import { engagementParams } from '../../http/route-params.js';
import type { StorageConfigService } from './storage-config.service.js';
import type { StorageObjectService } from './storage-objects.service.js';
import type { Config } from '../../config.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AccessService } from '../../access/access.service.js';
import type { GainSignOff } from '../gain/ports.js';
import type { RbacTaskService } from '../rbac/rbac-tasks.service.js';

// The purpose in its one spelling, so /storage/MAIN/... and /storage/main/... are the same folders.
const locationParams = engagementParams.extend({ purpose: storagePurposeParamSchema });
const pathQuery = z.object({ path: z.string().max(2000).optional() });

const pathOf = (req: FastifyRequest) => parseStoragePath((req.query as { path?: string }).path);
const location = (req: FastifyRequest) => req.params as z.infer<typeof locationParams>;

/** Access at the folder the request names (`of: 'folder'`) or at the folder holding the named object. */
function folderAccess(permission: string, of: 'folder' | 'parent'): { access: RouteAccess } {
  return {
    access: {
      permission,
      scopeDescription: '/engagements/{engagementId}/storage/{purpose}/{folder path}',
      scope: (req) => {
        const path = pathOf(req);
        const { engagementId, purpose } = location(req);
        // Folder names are slugs, so folder scopes stay ASCII whatever Unicode file names hold.
        return storageScope(engagementId, purpose, of === 'folder' ? path : path.slice(0, -1));
      },
    },
  };
}

/** What the routes use: storage configurations and objects, audit, access, sign-off lock, RBAC grants. */
export interface StorageRouteServices {
  storageConfigs: StorageConfigService;
  storageObjects: StorageObjectService;
  config: Pick<Config, 'storage'>;
  audit: AuditService;
  access: AccessService;
  gainSignOff: GainSignOff;
  rbacTasks: Pick<RbacTaskService, 'requireGrant'>;
}

export function storageRoutes({
  storageConfigs,
  storageObjects,
  config,
  audit,
  access,
  gainSignOff,
  rbacTasks,
}: StorageRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/storage/engagements/:engagementId';
    // A signed-off gain engagement takes no new folders, uploads or deletions (workspace.md section 4).
    const gainLock = async (req: FastifyRequest) => gainSignOff.assertEditable(location(req).engagementId);

    r.get(
      `${base}/configurations`,
      {
        schema: { params: engagementParams, response: { 200: storageConfigurationListSchema } },
        config: atEngagement(PERMISSIONS.engagementsReader),
      },
      (req) => storageConfigs.list(req.params.engagementId),
    );

    r.put(
      `${base}/configurations`,
      {
        schema: {
          params: engagementParams,
          body: storageConfigurationListSchema,
          response: { 200: storageConfigurationListSchema },
        },
        config: atEngagement(PERMISSIONS.engagementsWriter),
      },
      (req) => storageConfigs.replace(req.params.engagementId, req.body),
    );

    r.get(
      `${base}/:purpose/folder`,
      {
        schema: {
          params: locationParams,
          querystring: folderListingQuerySchema,
          response: { 200: folderListingSchema },
        },
        config: folderAccess(PERMISSIONS.storageFoldersReader, 'folder'),
        preHandler: storageReadGrant(rbacTasks),
      },
      async (req) => {
        const { engagementId } = location(req);
        const policy = await loadFolderPolicyContext(access, req.caller, req.resolvedScope!, engagementId);
        return storageObjects.list(location(req), pathOf(req), req.query, policy);
      },
    );

    // Signed in is enough here: the answer holds only the caller's own access, and 404 for an
    // engagement the caller cannot see.
    r.get(
      `${base}/:purpose/reachable-folders`,
      {
        schema: { params: locationParams, response: { 200: reachableFoldersSchema } },
        config: { access: { signedIn: true } },
      },
      (req) => reachableFolders({ access, storageConfigs, storageObjects }, req.caller, location(req)),
    );

    r.post(
      `${base}/:purpose/folders`,
      {
        schema: {
          params: locationParams,
          querystring: pathQuery,
          body: newFolderSchema,
          response: { 201: storageObjectSchema },
        },
        config: folderAccess(PERMISSIONS.storageFoldersWriter, 'folder'),
        preHandler: gainLock,
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(await storageObjects.createFolder(location(req), pathOf(req), req.body, req.caller.id)),
    );

    r.put(
      `${base}/:purpose/folders`,
      {
        schema: {
          params: locationParams,
          querystring: pathQuery,
          body: newFolderSchema,
          response: { 200: storageObjectSchema },
        },
        config: folderAccess(PERMISSIONS.storageFoldersWriter, 'folder'),
      },
      (req) => storageObjects.updateFolder(location(req), pathOf(req), req.body),
    );

    r.patch(
      `${base}/:purpose/objects/metadata`,
      {
        schema: {
          params: locationParams,
          querystring: pathQuery,
          body: updateMetadataSchema,
          response: { 200: storageObjectSchema },
        },
        config: folderAccess(PERMISSIONS.storageFoldersWriter, 'parent'),
      },
      (req) => storageObjects.updateMetadata(location(req), pathOf(req), req.body.metadata),
    );

    r.post(
      `${base}/:purpose/files`,
      {
        schema: { params: locationParams, querystring: pathQuery, response: { 200: uploadResultSchema } },
        config: folderAccess(PERMISSIONS.storageFoldersWriter, 'folder'),
        preHandler: gainLock,
      },
      async (req) => {
        if (!req.isMultipart())
          throw badRequest('Send the files as multipart/form-data.', [
            { field: 'file', message: 'Field cannot be empty' },
          ]);
        // Our own byte limit answers 413 with a clear message; the plugin's is one byte above it.
        const parts = req.files({ limits: { fileSize: config.storage.maxUploadBytes + 1, files: 20 } });
        const result = await storageObjects.upload(
          location(req),
          pathOf(req),
          parts as AsyncIterable<IncomingFile>,
          req.caller.id,
        );
        await recordFileAction(audit, req, 'upload', pathOf(req), result.resultingFileNames);
        return result;
      },
    );

    r.get(
      `${base}/:purpose/files/content`,
      {
        schema: { params: locationParams, querystring: pathQuery },
        config: folderAccess(PERMISSIONS.storageFoldersReader, 'parent'),
        preHandler: storageReadGrant(rbacTasks),
      },
      async (req, reply) => {
        const file = await storageObjects.download(location(req), pathOf(req));
        await recordFileAction(audit, req, 'download', pathOf(req));
        return reply
          .header('content-length', file.size)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
          .header('x-content-type-options', 'nosniff')
          .type(file.contentType)
          .send(file.stream);
      },
    );

    r.delete(
      `${base}/:purpose/files`,
      {
        schema: { params: locationParams, querystring: pathQuery },
        config: folderAccess(PERMISSIONS.storageFoldersWriter, 'parent'),
        preHandler: gainLock,
      },
      async (req, reply) => {
        await storageObjects.deleteFile(location(req), pathOf(req));
        await recordFileAction(audit, req, 'delete', pathOf(req));
        return reply.status(204).send();
      },
    );
  };
}
