// What governance reads from other modules, through their services (never their tables).
import type { Principal } from '../../../access/principal.js';
import { conflict } from '../../../http/problem.js';
import type { PrincipalNames } from '../../authorization/principal-directory.js';
import type { EngagementService } from '../../engagements/engagements.service.js';

export interface GainEngagements {
  /** Whether the engagement has the GAIN feature (404 for an unknown engagement). */
  isGain(engagementId: string): Promise<boolean>;
  /** 409 for an engagement that is not a gain engagement. */
  assertGain(engagementId: string): Promise<void>;
}

/** The name shown as updatedBy / createdBy: the account's name, else its e-mail or client id. */
export type PrincipalNameOf = (principal: Principal) => Promise<string>;

export function gainEngagements(engagements: Pick<EngagementService, 'get'>): GainEngagements {
  const isGain = async (id: string) => (await engagements.get(id)).features.includes('GAIN');
  return {
    isGain,
    assertGain: async (id) => {
      if (!(await isGain(id))) throw conflict('This engagement is not a gain engagement.', 'notGain');
    },
  };
}

export function principalNameOf(names: PrincipalNames): PrincipalNameOf {
  return async (principal) =>
    principal.type === 'User'
      ? ((await names.userName(principal.id)) ?? principal.email)
      : ((await names.applicationName(principal.id)) ?? principal.aadObjectId);
}
