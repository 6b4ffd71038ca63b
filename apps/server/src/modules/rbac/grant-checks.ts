// The read paths' side of the local RBAC provider: a route's preHandler that refuses a principal
// whose applied RBAC task left it without read access to the resource (RbacTaskService.requireGrant),
// so a revoked consultant loses warehouse, storage and node model reads when the task is applied.
import type { FastifyRequest } from 'fastify';
import type { RbacResourceType } from '@cairn/contracts';
import type { AppContext } from '../../app-context.js';
import { NODE_MODEL_RESOURCE, WAREHOUSE_RESOURCE } from './rbac-resources.js';

type Named = (req: FastifyRequest) => string;

function readGrant(ctx: AppContext, resourceType: RbacResourceType, resourceName: Named) {
  return async (req: FastifyRequest) => {
    const { engagementId } = req.params as { engagementId?: string };
    if (!req.principal || !engagementId) return;
    await ctx.services.rbacTasks.requireGrant(
      req.principal,
      engagementId,
      resourceType,
      resourceName(req),
      'read',
    );
  };
}

export const warehouseReadGrant = (ctx: AppContext) => readGrant(ctx, 'Warehouse', () => WAREHOUSE_RESOURCE);
export const nodeModelReadGrant = (ctx: AppContext) =>
  readGrant(ctx, 'NodeModelRepository', () => NODE_MODEL_RESOURCE);
/** The storage root of the request's `:purpose` (already in its one spelling). */
export const storageReadGrant = (ctx: AppContext) =>
  readGrant(ctx, 'StorageRoot', (req) => (req.params as { purpose: string }).purpose);
