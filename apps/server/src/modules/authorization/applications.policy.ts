// What a caller may do with an application (outline's policies): from the caller's permissions at
// /platform, read once per request, so every application in an answer carries its abilities and the
// web gates its buttons on them. Applications are administered with users (Users.Reader / Writer).
import { PERMISSIONS, type ApplicationAbilities } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';

export interface ApplicationPolicyContext {
  caller: Principal;
  /** The caller's permissions at /platform. */
  platform: ReadonlySet<string>;
}

export function applicationAbilities(
  context: ApplicationPolicyContext,
  application: { id: string },
): ApplicationAbilities {
  const write = context.platform.has(PERMISSIONS.usersWriter);
  // An application deleting itself or its own secrets would cut off the call that is running.
  const self = context.caller.type === 'Application' && context.caller.id === application.id;
  return {
    update: write,
    delete: write && !self,
    manageSecrets: write && !self,
    assignRoles: context.platform.has(PERMISSIONS.authorizationWriter),
  };
}

/** A secret can be revoked while it is not revoked already; an expired one too, to say it is done with. */
export const secretAbilities = (abilities: ApplicationAbilities, secret: { revokedAt: Date | null }) => ({
  revoke: abilities.manageSecrets && secret.revokedAt === null,
});
