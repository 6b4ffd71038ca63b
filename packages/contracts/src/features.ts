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
  };
}
