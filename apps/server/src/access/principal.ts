// Who is calling: a signed-in user (browser session) or an application (bearer token).
export type Principal =
  | {
      type: 'User';
      id: string;
      email: string;
      sessionKind: 'browser' | 'bearer';
      /** Present when the user acts through a personal access token: what the token may reach. */
      token?: TokenLimits;
    }
  | { type: 'Application'; id: string; aadObjectId: string; sessionKind: 'bearer' };

/** A personal access token's limits: its scope, and the engagements it may reach (null: all). */
export interface TokenLimits {
  scope: 'read' | 'readWrite';
  engagementIds: string[] | null;
}
