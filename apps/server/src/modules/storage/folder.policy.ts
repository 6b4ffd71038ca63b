// What a caller may do in a storage folder (outline's policies). The listing carries these, so the
// storage manager gates its buttons on the answer instead of on engagement-wide flags: access given on
// one folder (a folder role) shows in that folder and below it only.
import {
  engagementScope,
  featurePages,
  IMPORT_STORAGE_PURPOSE,
  PERMISSIONS,
  uploadAllowedAt,
  type FolderAbilities,
} from '@cairn/contracts';
import type { AccessService, ResolvedScope } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';

export interface FolderPolicyContext {
  /** The caller's permissions at the folder's scope (held there or above it). */
  folder: ReadonlySet<string>;
  /** The caller's permissions at the folder's engagement. */
  engagement: ReadonlySet<string>;
  isGain: boolean;
}

export function folderAbilities(
  context: FolderPolicyContext,
  at: { purpose: string; path: readonly string[] },
): FolderAbilities {
  const write = context.folder.has(PERMISSIONS.storageFoldersWriter);
  const importStorage = at.purpose === IMPORT_STORAGE_PURPOSE;
  return {
    createFolder: write,
    upload: write && uploadAllowedAt(at.path),
    updateMetadata: write,
    deleteFiles: write,
    // The permission dialogs change role assignments at the folder (bounded by the caller's rights
    // there) and offer the engagement's people, which takes Authorization Reader at the engagement.
    manageAccess:
      !context.isGain &&
      context.folder.has(PERMISSIONS.authorizationWriter) &&
      context.engagement.has(PERMISSIONS.authorizationReader),
    // An import is a pipeline run, started at the engagement (POST .../import).
    import: importStorage && context.engagement.has(PERMISSIONS.pipelinesStart),
    editImportSettings: importStorage && write,
  };
}

/** The context for a request already authorised at the folder's scope (`resolved`). */
export async function loadFolderPolicyContext(
  access: AccessService,
  caller: Principal,
  resolved: ResolvedScope,
  engagementId: string,
): Promise<FolderPolicyContext> {
  // Both from the access check's memory: the route's own check has just read them (issue 29).
  const [folder, engagement] = await Promise.all([
    access.heldAt(caller, resolved.scope),
    access.heldWithScope(caller, engagementScope(engagementId)),
  ]);
  return {
    folder,
    engagement: engagement.permissions,
    isGain: featurePages(engagement.resolved.engagementFeatures ?? []).isGain,
  };
}
