import { describe, expect, it } from 'vitest';
import type { GlobalFlags } from './flags.js';
import { visiblePlatformMenuEntries } from './menu.js';

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
