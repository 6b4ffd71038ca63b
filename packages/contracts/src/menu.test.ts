import { describe, expect, it } from 'vitest';
import { featurePages } from './features.js';
import { engagementFlags, type GlobalFlags } from './flags.js';
import { visibleMenuEntries, visiblePlatformMenuEntries } from './menu.js';
import { ALL_PERMISSION_NAMES } from './permissions.js';

const none: GlobalFlags = {
  canReadGlobalUsers: false,
  canReadGlobalTenants: false,
  canReadGlobalEngagements: false,
  canReadGlobalAuthorization: false,
  canReadFeedback: false,
  canWriteFeedback: false,
};

describe('visiblePlatformMenuEntries', () => {
  it('shows an administrator every administration screen, in the user menu’s order', () => {
    const all: GlobalFlags = {
      canReadGlobalUsers: true,
      canReadGlobalTenants: true,
      canReadGlobalEngagements: true,
      canReadGlobalAuthorization: true,
      canReadFeedback: true,
      canWriteFeedback: true,
    };
    expect(visiblePlatformMenuEntries(all)).toEqual([
      'users',
      'applications',
      'tenants',
      'engagements',
      'roles',
      'permissions',
      'auditLog',
      'feedback',
    ]);
  });

  it('shows each screen only with its global read permission, and none to a user without any', () => {
    expect(visiblePlatformMenuEntries(none)).toEqual([]);
    expect(visiblePlatformMenuEntries({ ...none, canReadGlobalTenants: true })).toEqual(['tenants']);
    expect(visiblePlatformMenuEntries({ ...none, canReadGlobalAuthorization: true })).toEqual([
      'roles',
      'permissions',
      'auditLog',
    ]);
  });
});

describe('visibleMenuEntries: Workflow', () => {
  const menu = (features: string[], permissions: readonly string[]) =>
    visibleMenuEntries({
      hasEngagement: true,
      pages: featurePages(features),
      flags: engagementFlags(permissions.map((name) => ({ name, allowed: true }))),
      canReadEngagement: true,
    });

  it('shows Workflow after Dashboards with the Workflow feature to a user who may read pipelines', () => {
    const entries = menu(['Workflow', 'Dashboards_PowerBi'], ALL_PERMISSION_NAMES);
    expect(entries).toContain('workflow');
    expect(entries.indexOf('workflow')).toBe(entries.indexOf('dashboards') + 1);
  });

  it('hides Workflow without the feature or without Pipelines.Read', () => {
    expect(menu(['Pipelines'], ALL_PERMISSION_NAMES)).not.toContain('workflow');
    expect(
      menu(
        ['Workflow'],
        ALL_PERMISSION_NAMES.filter((name) => name !== 'Pipelines.Read'),
      ),
    ).not.toContain('workflow');
  });

  it('shows Lineage after Testing to a reader of the node model, and not without it', () => {
    const entries = menu(['NodeModelGit', 'Pipelines'], ALL_PERMISSION_NAMES);
    expect(entries.indexOf('lineage')).toBe(entries.indexOf('testing') + 1);
    expect(menu(['Pipelines'], ALL_PERMISSION_NAMES)).not.toContain('lineage');
    expect(
      menu(
        ['NodeModelGit'],
        ALL_PERMISSION_NAMES.filter((name) => name !== 'NodeModel.Git.Read'),
      ),
    ).not.toContain('lineage');
  });
});
