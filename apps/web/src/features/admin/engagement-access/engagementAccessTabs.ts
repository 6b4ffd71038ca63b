// Tabs of the engagement access overview (admin-console.md section 2 and 6): Users and Applications
// with read engagement authorization, Tasks with read RBAC tasks; neither sends the user to Overview.
import type { EngagementFlags } from '@cairn/contracts';

export const ENGAGEMENT_ACCESS_TABS = ['users', 'applications', 'tasks'] as const;
export type EngagementAccessTab = (typeof ENGAGEMENT_ACCESS_TABS)[number];

type AccessFlags = Pick<EngagementFlags, 'canReadEngagementAuthorization' | 'canReadEngagementRbacTasks'>;

export function visibleAccessTabs(flags: AccessFlags): EngagementAccessTab[] {
  return ENGAGEMENT_ACCESS_TABS.filter((tab) =>
    tab === 'tasks' ? flags.canReadEngagementRbacTasks : flags.canReadEngagementAuthorization,
  );
}

export const isAccessTab = (value: string | undefined): value is EngagementAccessTab =>
  ENGAGEMENT_ACCESS_TABS.some((tab) => tab === value);
