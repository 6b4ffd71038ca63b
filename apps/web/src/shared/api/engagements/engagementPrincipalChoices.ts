import type { EngagementPrincipal } from '@cairn/contracts';
import { api } from '../api';
import { folderAccessKeys } from '../authorization/keys';
import { usePickerPages, type UsePickerPages } from '../pickers/pickerPages';

/**
 * The picker pages of an engagement's users or applications (those holding roles at it or below),
 * searched on the server: a RemoteSearchSelect's `useChoices` for this engagement and kind. Under the
 * engagement's principals key, so a role assignment update refreshes them too.
 */
export function engagementPrincipalChoices(
  engagementId: string,
  principalType: EngagementPrincipal['principalType'],
): UsePickerPages<EngagementPrincipal> {
  return function useEngagementPrincipalChoices(search, enabled) {
    return usePickerPages(
      [...folderAccessKeys.principals(engagementId), 'choices', principalType],
      async (query, signal) => {
        const { data } = await api.GET('/api/engagements/{engagementId}/principals/page', {
          params: { path: { engagementId }, query: { ...query, sort: 'name', principalType } },
          signal,
        });
        return data;
      },
      search,
      enabled,
    );
  };
}
