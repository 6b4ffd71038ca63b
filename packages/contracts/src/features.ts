// Engagement features (workspace.md section 1) and the page flags derived from them.

export const ENGAGEMENT_FEATURES = [
  'Dashboards_AnalysisServices',
  'Dashboards_PowerBi',
  'GAIN',
  'NodeModelApi',
  'NodeModelGit',
  'Pipelines',
  'Storage',
  'Reporting',
  'Workflow',
  'input-flow',
] as const;
export type EngagementFeature = (typeof ENGAGEMENT_FEATURES)[number];

export interface FeaturePages {
  isGain: boolean;
  showNodeModelGitPages: boolean;
  showNodeModelApiPages: boolean;
  showPipelinePages: boolean;
  showDashboardPages: boolean;
  showAnalysisServicesPages: boolean;
  showStoragePages: boolean;
  /** Orchestrations of pipelines (issue 28). */
  showWorkflowPages: boolean;
}

export function featurePages(features: readonly string[]): FeaturePages {
  const has = (f: EngagementFeature) => features.includes(f);
  return {
    isGain: has('GAIN'),
    showNodeModelGitPages: has('NodeModelGit'),
    showNodeModelApiPages: has('NodeModelApi'),
    showPipelinePages: has('Pipelines'),
    showDashboardPages: has('Dashboards_PowerBi') || has('Dashboards_AnalysisServices'),
    showAnalysisServicesPages: has('Dashboards_AnalysisServices'),
    // Storage pages show with any of the three storage-related features (admin-console.md, Storage tab).
    showStoragePages: has('Storage') || has('GAIN') || has('input-flow'),
    showWorkflowPages: has('Workflow'),
  };
}

/**
 * Cairn serves one node model two ways (docs/node-model.md): through the node model API (the REST
 * routes the configuration and build screens use, and automation) and through git over HTTP (clone
 * and push). NodeModelApi turns on the API and its pages; NodeModelGit turns on both, as it always
 * did. So the node model's pages show with either feature (workspace.md section 6: showNodeModelGitPages,
 * showNodeModelApiPages), and git's clone and push only with NodeModelGit.
 */
export const NODE_MODEL_API_FEATURES: readonly EngagementFeature[] = ['NodeModelApi', 'NodeModelGit'];
export const NODE_MODEL_GIT_FEATURES: readonly EngagementFeature[] = ['NodeModelGit'];

export const nodeModelReachable = (features: readonly string[], through: 'api' | 'git') =>
  (through === 'api' ? NODE_MODEL_API_FEATURES : NODE_MODEL_GIT_FEATURES).some((f) => features.includes(f));

/** The node model's pages (Configure, Build of the layers and Testing): with the git or the API feature. */
export const showsNodeModelPages = (
  pages: Pick<FeaturePages, 'showNodeModelGitPages'> & Partial<Pick<FeaturePages, 'showNodeModelApiPages'>>,
) => pages.showNodeModelGitPages || pages.showNodeModelApiPages === true;
