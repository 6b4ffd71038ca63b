// What a caller may do with a gain engagement's requirements status (outline's policies): set a
// status only with GAIN.BFF.RequirementsStatus.Writer.<status> at the engagement, and nothing once
// the engagement is signed off (admin-console.md sections 4 and 6). Only a platform Admin lifts a
// sign-off (GAIN.BFF.RequirementsStatus.SignOff.Revert, held at the platform), so the people the
// lock holds back cannot lift it themselves.
import {
  PERMISSIONS,
  REQUIREMENTS_STATUSES,
  requirementsStatusWriter,
  type RequirementsStatus,
} from '@cairn/contracts';

export interface RequirementsStatusAbilities {
  update: boolean;
  setStatus: Record<RequirementsStatus, boolean>;
  revertSignOff: boolean;
}

export const mayRevertSignOff = (platform: ReadonlySet<string>) =>
  platform.has(PERMISSIONS.gainSignOffRevert);

export function requirementsStatusAbilities(
  held: ReadonlySet<string>,
  platform: ReadonlySet<string>,
  state: { isGain: boolean; signedOff: boolean },
): RequirementsStatusAbilities {
  const open = state.isGain && !state.signedOff;
  const setStatus = Object.fromEntries(
    REQUIREMENTS_STATUSES.map((s) => [s, open && held.has(requirementsStatusWriter(s))]),
  ) as Record<RequirementsStatus, boolean>;
  return {
    update: Object.values(setStatus).some(Boolean),
    setStatus,
    revertSignOff: state.signedOff && mayRevertSignOff(platform),
  };
}
