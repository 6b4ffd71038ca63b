// What the side menu, the pages and their gates need to know about the selected engagement.
import { engagementScope, featurePages, visibleMenuEntries } from '@cairn/contracts';
import { useCurrentUser } from '../api/profile/useCurrentUser';
import { useEngagement } from '../api/engagements/useEngagement';
import { usePermissions } from '../api/authorization/usePermissions';

export function useEngagementWorkspace() {
  const me = useCurrentUser();
  const engagementId = me.data?.currentEngagementId ?? null;
  const engagementQuery = useEngagement(engagementId);
  const permissionsQuery = usePermissions(engagementId ? engagementScope(engagementId) : null);
  const engagement = engagementQuery.data;
  const pages = featurePages(engagement?.features ?? []);
  const { permissions } = permissionsQuery;
  const menu = visibleMenuEntries({
    hasEngagement: !!engagement,
    pages,
    flags: permissions.engagement,
    canReadEngagement: permissions.canReadEngagement,
  });
  const isLoading =
    me.isPending || (!!engagementId && (engagementQuery.isPending || permissionsQuery.isPending));
  return { engagementId, engagement, pages, flags: permissions.engagement, permissions, menu, isLoading };
}
