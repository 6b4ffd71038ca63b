// The resources of an engagement that RBAC tasks apply access to, and a principal's effective access
// to each, computed from its role assignments at the moment a task is applied (so the last change
// wins whatever order the tasks run in).
import {
  PERMISSIONS,
  RBAC_RESOURCE_TYPES,
  storageScope,
  type RbacAccessLevel,
  type RbacResourceType,
} from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Db, Tx } from '../../db/client.js';
import type { RbacStorageRoots, TaskPrincipal } from './ports.js';

export interface RbacResource {
  name: string;
  resourceType: RbacResourceType;
}

/** Names of the engagement-wide resources (one warehouse file and one node model repository each). */
export const WAREHOUSE_RESOURCE = 'warehouse';
export const NODE_MODEL_RESOURCE = 'node-model';

/** Every storage root (one per storage purpose), the warehouse and the node model repository. */
export async function engagementResources(
  storageRoots: RbacStorageRoots,
  db: Db | Tx,
  engagementId: string,
): Promise<RbacResource[]> {
  const purposes = await storageRoots.purposes(engagementId, db);
  return [
    ...purposes.map((name) => ({ name, resourceType: RBAC_RESOURCE_TYPES.storageRoot })),
    { name: WAREHOUSE_RESOURCE, resourceType: RBAC_RESOURCE_TYPES.warehouse },
    { name: NODE_MODEL_RESOURCE, resourceType: RBAC_RESOURCE_TYPES.nodeModel },
  ];
}

const asPrincipal = (p: TaskPrincipal): Principal =>
  p.type === 'User'
    ? { type: 'User', id: p.id, email: p.externalId, sessionKind: 'bearer' }
    : { type: 'Application', id: p.id, aadObjectId: p.externalId, sessionKind: 'bearer' };

/** Which permission reads and which writes each kind of resource (the routes that use it demand the same). */
const PERMISSIONS_OF: Record<RbacResourceType, { read: string; write: string }> = {
  StorageRoot: { read: PERMISSIONS.storageFoldersReader, write: PERMISSIONS.storageFoldersWriter },
  // Previews need Pipelines.Read, builds write the file through runs (Pipelines.Start).
  Warehouse: { read: PERMISSIONS.pipelinesRead, write: PERMISSIONS.pipelinesStart },
  NodeModelRepository: { read: PERMISSIONS.nodeModelGitRead, write: PERMISSIONS.nodeModelGitWrite },
};

/**
 * The principal's access to the resource now: a storage root counts its folders too (a folder grant
 * needs the root reachable), the warehouse and repository the engagement's permissions. A
 * deactivated user or application has none.
 */
export async function effectiveAccess(
  access: AccessService,
  principal: TaskPrincipal,
  engagementId: string,
  resource: RbacResource,
): Promise<RbacAccessLevel> {
  if (principal.disabled) return 'none';
  const { read, write } = PERMISSIONS_OF[resource.resourceType];
  const scope =
    resource.resourceType === RBAC_RESOURCE_TYPES.storageRoot
      ? storageScope(engagementId, resource.name)
      : `/engagements/${engagementId}`;
  const resolved = await access.resolve(scope);
  const who = asPrincipal(principal);
  if ((await access.scopesGranting(who, write, resolved)).length > 0) return 'write';
  if ((await access.scopesGranting(who, read, resolved)).length > 0) return 'read';
  return 'none';
}
