// The read paths' side of the local RBAC provider: a route's preHandler that refuses a principal
// whose applied RBAC task left it without read access to the resource (RbacTaskService.requireGrant),
// so a revoked consultant loses warehouse, storage and node model reads when the task is applied.
import type { FastifyRequest } from 'fastify';
import type { RbacResourceType } from '@cairn/contracts';
import { NODE_MODEL_RESOURCE, WAREHOUSE_RESOURCE } from './rbac-resources.js';
import type { RbacTaskService } from './rbac-tasks.service.js';

type Named = (req: FastifyRequest) => string;
/** What the checks use: the RBAC tasks' applied grants. */
type Grants = Pick<RbacTaskService, 'requireGrant'>;

function readGrant(rbacTasks: Grants, resourceType: RbacResourceType, resourceName: Named) {
  return async (req: FastifyRequest) => {
    const { engagementId } = req.params as { engagementId?: string };
    if (!req.principal || !engagementId) return;
    await rbacTasks.requireGrant(req.principal, engagementId, resourceType, resourceName(req), 'read');
  };
}

export const warehouseReadGrant = (rbacTasks: Grants) =>
  readGrant(rbacTasks, 'Warehouse', () => WAREHOUSE_RESOURCE);
export const nodeModelReadGrant = (rbacTasks: Grants) =>
  readGrant(rbacTasks, 'NodeModelRepository', () => NODE_MODEL_RESOURCE);
/** The storage root of the request's `:purpose` (already in its one spelling). */
export const storageReadGrant = (rbacTasks: Grants) =>
  readGrant(rbacTasks, 'StorageRoot', (req) => (req.params as { purpose: string }).purpose);
