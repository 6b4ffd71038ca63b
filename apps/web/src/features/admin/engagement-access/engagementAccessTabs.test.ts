import { describe, expect, it } from 'vitest';
import { isAccessTab, visibleAccessTabs } from './engagementAccessTabs';

describe('engagement access tabs', () => {
  it('shows Users and Applications with authorization read, Tasks with RBAC tasks read', () => {
    expect(
      visibleAccessTabs({ canReadEngagementAuthorization: true, canReadEngagementRbacTasks: true }),
    ).toEqual(['users', 'applications', 'tasks']);
    expect(
      visibleAccessTabs({ canReadEngagementAuthorization: true, canReadEngagementRbacTasks: false }),
    ).toEqual(['users', 'applications']);
    expect(
      visibleAccessTabs({ canReadEngagementAuthorization: false, canReadEngagementRbacTasks: true }),
    ).toEqual(['tasks']);
    expect(
      visibleAccessTabs({ canReadEngagementAuthorization: false, canReadEngagementRbacTasks: false }),
    ).toEqual([]);
  });

  it('knows its tab names only', () => {
    expect(isAccessTab('tasks')).toBe(true);
    expect(isAccessTab('roles')).toBe(false);
    expect(isAccessTab(undefined)).toBe(false);
  });
});
