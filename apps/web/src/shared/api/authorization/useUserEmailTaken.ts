import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../ApiError';
import { api } from '../api';
import { userKeys } from './keys';

/**
 * Whether a user has exactly this e-mail, asked of the server (its 404 is the answer "no"): a picker
 * offers to create a user only then, never because the loaded page of users lacked the address.
 */
export function useUserEmailTaken(email: string, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.emailTaken(email),
    queryFn: async ({ signal }) => {
      try {
        await api.GET('/api/authorization/users/{email}', { params: { path: { email } }, signal });
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return false;
        throw error;
      }
    },
    enabled: enabled && email !== '',
    // A user made a moment ago by someone else must not be offered again as new.
    staleTime: 0,
  });
}
