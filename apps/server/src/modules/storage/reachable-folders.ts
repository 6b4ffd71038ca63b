// The way in for someone given access only below a purpose root (workspace.md s.2: folder access
// holds for the folder and what is below it): the folders of the purpose the caller may open.
import {
  engagementScope,
  parseScope,
  PERMISSIONS,
  storageScope,
  type ReachableFolder,
} from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import { notFound } from '../../http/problem.js';
import type { StorageConfigService } from './storage-config.service.js';
import type { Location, StorageObjectService } from './storage-objects.service.js';

interface Services {
  access: AccessService;
  storageConfigs: StorageConfigService;
  storageObjects: StorageObjectService;
}

/**
 * 404 unless the caller can see the engagement (another tenant's engagement stays unknown); then the
 * purpose root when the caller may read it, else the highest folders below it the caller may read.
 */
export async function reachableFolders(
  services: Services,
  principal: Principal,
  at: Location,
): Promise<ReachableFolder[]> {
  const engagement = await services.access.resolve(engagementScope(at.engagementId));
  if (!(await services.access.canSee(principal, engagement))) throw notFound();
  await services.storageConfigs.get(at.engagementId, at.purpose);
  const root = await services.access.resolve(storageScope(at.engagementId, at.purpose));
  const scopes = await services.access.scopesGranting(principal, PERMISSIONS.storageFoldersReader, root);
  const paths = scopes.map((scope) => {
    const parsed = parseScope(scope);
    return parsed?.kind === 'storage' ? parsed.path : [];
  });
  const displayNames = await services.storageObjects.displayNamesAlong(at, paths);
  return paths.map((path, i) => ({ path, displayNames: displayNames[i] }));
}
