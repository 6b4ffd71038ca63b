// Side-menu rules of workspace.md section 6, as data the web app renders and tests can check.
import type { EngagementFlags, GlobalFlags } from './flags.js';
import { showsNodeModelPages, type FeaturePages } from './features.js';

export type MenuEntry =
  | 'overview'
  | 'import'
  | 'modeling'
  | 'filtering'
  | 'labeling'
  | 'fxRate'
  | 'analytical'
  | 'testing'
  | 'lineage'
  | 'storage'
  | 'dashboards'
  | 'workflow'
  | 'configuration'
  | 'gain'
  | 'costs'
  | 'connectors'
  | 'access';

export interface MenuInput {
  hasEngagement: boolean;
  pages: FeaturePages;
  flags: EngagementFlags;
  canReadEngagement: boolean;
}

export function visibleMenuEntries({
  hasEngagement,
  pages,
  flags,
  canReadEngagement,
}: MenuInput): MenuEntry[] {
  const entries: MenuEntry[] = ['overview'];
  if (!hasEngagement) return entries;
  const gain = pages.isGain;
  const layers =
    (showsNodeModelPages(pages) && flags.canReadEngagementNodeModelGit) ||
    (pages.showPipelinePages && flags.canReadEngagementPipelines);
  const importVisible =
    (pages.showPipelinePages && flags.canReadEngagementPipelines) ||
    (gain && flags.canReadGainImportConfiguration);
  if (importVisible) entries.push('import');
  if (layers) {
    entries.push('modeling');
    if (!gain) entries.push('filtering');
    entries.push(gain ? 'fxRate' : 'labeling');
    if (!gain) entries.push('analytical');
    entries.push('testing');
  }
  // Lineage is drawn from the node model's SQL (issue 28), so it needs the node model's read.
  if (showsNodeModelPages(pages) && flags.canReadEngagementNodeModelGit) entries.push('lineage');
  // Folder access is granted per folder, so the menu shows Storage to every engagement reader when the
  // storage pages are on; the storage manager itself answers a folder without access with its dialog.
  if (pages.showStoragePages && (flags.canReadEngagementStorageFolders || canReadEngagement))
    entries.push('storage');
  if (pages.showDashboardPages && flags.canReadEngagementPowerBiDashboards) entries.push('dashboards');
  // Orchestrations chain pipeline runs, so reading them is reading pipelines (docs/orchestrations.md).
  if (pages.showWorkflowPages && flags.canReadEngagementPipelines) entries.push('workflow');
  if (!gain && canReadEngagement) entries.push('configuration');
  if (gain && flags.canReadGainImportConfiguration) entries.push('gain');
  if (flags.canReadTenantCosts) entries.push('costs');
  if (pages.showPipelinePages && flags.canWriteConnectorsConfiguration) entries.push('connectors');
  if (flags.canReadEngagementAuthorization || flags.canReadEngagementRbacTasks) entries.push('access');
  return entries;
}

/**
 * The platform's administration screens, which the user menu lists too. The side menu shows them
 * as well, so that an administrator finds them where the rest of the work is, with or without an
 * engagement chosen (issue 27); each needs its global read permission at '/platform'.
 */
export type PlatformMenuEntry =
  'users' | 'applications' | 'tenants' | 'engagements' | 'roles' | 'permissions' | 'auditLog' | 'feedback';

export function visiblePlatformMenuEntries(flags: GlobalFlags): PlatformMenuEntry[] {
  const shown: [PlatformMenuEntry, boolean][] = [
    ['users', flags.canReadGlobalUsers],
    ['applications', flags.canReadGlobalUsers],
    ['tenants', flags.canReadGlobalTenants],
    ['engagements', flags.canReadGlobalEngagements],
    ['roles', flags.canReadGlobalAuthorization],
    ['permissions', flags.canReadGlobalAuthorization],
    ['auditLog', flags.canReadGlobalAuthorization],
    ['feedback', flags.canReadFeedback],
  ];
  return shown.filter(([, visible]) => visible).map(([entry]) => entry);
}
