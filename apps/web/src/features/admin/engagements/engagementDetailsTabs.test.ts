import { describe, expect, it } from 'vitest';
import { featurePages } from '@cairn/contracts';
import { tabTitleKey, visibleEngagementTabs } from './engagementDetailsTabs';

const tabs = (cloudProvider: 'azure' | 'aws', features: string[]) =>
  visibleEngagementTabs({ cloudProvider, features, pages: featurePages(features) });

describe('engagement details tabs', () => {
  it('follows the visibility rules of the admin console', () => {
    expect(tabs('azure', ['Pipelines', 'Storage'])).toEqual([
      'general',
      'resources',
      'users',
      'configuration',
      'applications',
      'connectors',
      'rbac-tasks',
      'storage',
    ]);
    const aws = tabs('aws', ['Pipelines']);
    expect(aws).toContain('broker-sftp-configuration');
    expect(aws).toContain('api-connections-configuration');
    expect(aws).not.toContain('connectors');
    expect(aws).not.toContain('rbac-tasks');
    expect(aws).not.toContain('storage');
    expect(tabs('azure', ['input-flow'])).toContain('storage');
  });

  it('names each tab', () => {
    expect(tabTitleKey('broker-sftp-configuration')).toBe('engagementDetails.tabs.brokerSftpConfiguration');
    expect(tabTitleKey('storage')).toBe('engagementDetails.tabs.storage');
  });
});
