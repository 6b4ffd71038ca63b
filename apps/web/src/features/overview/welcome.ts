// "Welcome" on a user's first visit, "Welcome back" after (issue 27). The server records each
// sign-in (lastLoginDate) and when the licence was accepted (eulaAcceptedDate); Cairn asks for the
// licence during the first session, before anything else opens. So a licence accepted after the
// latest sign-in means this session is the first; a later sign-in comes after the acceptance.
import type { CurrentUser } from '@cairn/contracts';

export function isFirstSession(user: Pick<CurrentUser, 'lastLoginDate' | 'eulaAcceptedDate'>): boolean {
  // No sign-in on record (a session from before sign-ins were recorded): nothing says they were here.
  if (!user.lastLoginDate) return true;
  if (!user.eulaAcceptedDate) return true;
  return Date.parse(user.eulaAcceptedDate) >= Date.parse(user.lastLoginDate);
}
