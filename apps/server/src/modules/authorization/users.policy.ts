// What a caller may do with a user (outline's policies): from the caller's permissions at /platform,
// once per request, so every user in an answer carries its abilities and the web gates on them.
import { PERMISSIONS, type UserAbilities } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';

export interface UserPolicyContext {
  caller: Principal;
  /** The caller's permissions at /platform. */
  platform: ReadonlySet<string>;
  /** Local accounts get set-password links; with an identity provider people sign in there instead. */
  passwordLinks: boolean;
}

export function userAbilities(context: UserPolicyContext, user: { id: string }): UserAbilities {
  const write = context.platform.has(PERMISSIONS.usersWriter);
  // Deactivating oneself would end one's own session and could lock the platform out.
  const self = context.caller.type === 'User' && context.caller.id === user.id;
  return {
    update: write,
    activate: write && !self,
    createPasswordLink: write && context.passwordLinks,
    assignRoles: context.platform.has(PERMISSIONS.authorizationWriter),
  };
}
