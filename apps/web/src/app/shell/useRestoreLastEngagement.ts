// "The last engagement is remembered locally" (workspace.md section 2): a user who has roles but no
// current engagement gets the one they used last in this browser, if they may still see it.
import { useEffect, useRef } from 'react';
import { LOCAL_KEYS, type CurrentUser } from '@cairn/contracts';
import { useMyEngagements } from '../../shared/api/engagements/useMyEngagements';
import { readLocal, writeLocal } from '../../shared/storage/localPreferences';
import { useSwitchEngagement } from '../../shared/engagement/useSwitchEngagement';

export function useRestoreLastEngagement(user: CurrentUser | undefined) {
  // Asked only when there is something to restore: the list may hold thousands of engagements.
  const engagements = useMyEngagements(user?.tenantStatus === 'noSelectedTenant');
  const { switchTo } = useSwitchEngagement();
  const tried = useRef(false);

  useEffect(() => {
    if (user?.currentEngagementId) writeLocal(LOCAL_KEYS.lastEngagement, user.currentEngagementId);
  }, [user?.currentEngagementId]);

  useEffect(() => {
    if (tried.current || !user || user.tenantStatus !== 'noSelectedTenant' || !engagements.data) return;
    tried.current = true;
    const last = readLocal(LOCAL_KEYS.lastEngagement);
    if (last && engagements.data.some((e) => e.id === last)) void switchTo(last, { goToOverview: false });
  }, [user, engagements.data, switchTo]);
}
