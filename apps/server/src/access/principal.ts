// Who is calling: a signed-in user (browser session) or an application (bearer token).
export type Principal =
  | { type: 'User'; id: string; email: string; sessionKind: 'browser' | 'bearer' }
  | { type: 'Application'; id: string; aadObjectId: string; sessionKind: 'bearer' };
