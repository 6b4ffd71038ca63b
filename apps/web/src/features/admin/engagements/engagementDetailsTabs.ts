// Tabs of the Engagement details screen and when each shows (admin-console.md, "Engagement details").
import type { CloudProvider, FeaturePages } from '@cairn/contracts';

export const ENGAGEMENT_DETAIL_TABS = [
  'general',
  'resources',
  'users',
  'configuration',
  'broker-sftp-configuration',
  'api-connections-configuration',
  'applications',
  'connectors',
  'rbac-tasks',
  'storage',
] as const;
export type EngagementDetailTab = (typeof ENGAGEMENT_DETAIL_TABS)[number];

interface TabContext {
  cloudProvider: CloudProvider;
  features: readonly string[];
  pages: FeaturePages;
}

export function visibleEngagementTabs({ cloudProvider, features, pages }: TabContext): EngagementDetailTab[] {
  const aws = cloudProvider === 'aws';
  return ENGAGEMENT_DETAIL_TABS.filter((tab) => {
    switch (tab) {
      case 'rbac-tasks':
        return !aws;
      case 'connectors':
        return features.includes('Pipelines') && !aws;
      case 'broker-sftp-configuration':
      case 'api-connections-configuration':
        return aws;
      case 'storage':
        return pages.showStoragePages;
      default:
        return true;
    }
  });
}

/** i18n key of a tab's title. */
export const tabTitleKey = (tab: EngagementDetailTab) =>
  `engagementDetails.tabs.${tab.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;
