// Everything a user signs in or acts with besides the password: browser sessions and personal
// access tokens. A deactivation or a new password ends all of them at once (issue 24: tokens
// outlived a password reset), through this one port.
import type { Db, Tx } from '../../db/client.js';

type Run = Db | Tx;

export interface UserCredentials {
  /** Ends every session and access token of the user, in the caller's transaction. */
  endAll(userId: string, db?: Run): Promise<void>;
}

export function userCredentials(
  sessions: { endUserSessions(userId: string, db?: Run): Promise<void> },
  tokens: { endUserTokens(userId: string, db?: Run): Promise<void> },
): UserCredentials {
  return {
    async endAll(userId, db) {
      await sessions.endUserSessions(userId, db);
      await tokens.endUserTokens(userId, db);
    },
  };
}
