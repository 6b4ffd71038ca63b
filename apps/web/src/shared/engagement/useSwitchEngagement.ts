// Changing the engagement (navbar selector, profile list, tenant prompt): set it on the server,
// remember it locally, reset every feature area, re-check permissions, go to Overview.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LOCAL_KEYS } from '@cairn/contracts';
import { useSetCurrentEngagement } from '../api/engagements/useSetCurrentEngagement';
import { writeLocal } from '../storage/localPreferences';
import { engagementStateStore } from './engagementStateStore';
import { engagementSwitches } from './engagementSwitches';

export function useSwitchEngagement() {
  const setCurrent = useSetCurrentEngagement();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync } = setCurrent;

  const switchTo = useCallback(
    async (engagementId: string | null, options: { goToOverview?: boolean } = {}) => {
      // From here on, pages of the current engagement stop writing their addresses.
      const goToOverview = options.goToOverview !== false;
      engagementSwitches.begin({ goToOverview });
      try {
        await mutateAsync(engagementId);
      } catch {
        engagementSwitches.giveUp({ goToOverview });
        return false; // already reported by the mutation cache
      }
      writeLocal(LOCAL_KEYS.lastEngagement, engagementId);
      engagementStateStore.reset();
      if (goToOverview) navigate('/overview');
      // Everything cached may belong to the previous engagement, permissions included.
      void queryClient.invalidateQueries();
      return true;
    },
    [mutateAsync, navigate, queryClient],
  );

  return { switchTo, isPending: setCurrent.isPending };
}
