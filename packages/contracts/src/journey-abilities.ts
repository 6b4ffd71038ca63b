// What a set of permissions allows of the data journey, in steps a person recognises (issue 27: role
// pickers say what each role allows and what it does not), and which built-in roles hold a
// permission (an unavailable action says "needs the permission X (roles: A, B)").
import { BUILT_IN_ROLES, PERMISSIONS as P } from './permissions.js';

export const JOURNEY_STEPS = [
  'upload',
  'import',
  'editModel',
  'buildAndTest',
  'viewResults',
  'viewDashboards',
  'makeDashboards',
  'manageAccess',
] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

/** Every permission a step needs, held at the engagement (folder roles add folders one by one). */
const NEEDS: Record<JourneyStep, readonly string[]> = {
  upload: [P.storageFoldersWriter],
  import: [P.storageFoldersReader, P.pipelinesStart],
  editModel: [P.nodeModelGitWrite],
  buildAndTest: [P.pipelinesStart],
  viewResults: [P.pipelinesRead, P.nodeModelGitRead],
  viewDashboards: [P.dashboardingPowerBiReader],
  makeDashboards: [P.dashboardingPowerBiWriter],
  manageAccess: [P.authorizationWriter],
};

export function journeySteps(permissions: Iterable<string>): { allows: JourneyStep[]; lacks: JourneyStep[] } {
  const held = new Set(permissions);
  const allows = JOURNEY_STEPS.filter((step) => NEEDS[step].every((p) => held.has(p)));
  return { allows, lacks: JOURNEY_STEPS.filter((step) => !allows.includes(step)) };
}

/** The built-in roles that hold `permission`, in the catalogue's order (broadest first). */
export function builtInRolesHolding(permission: string): string[] {
  return BUILT_IN_ROLES.filter((role) => role.permissions.includes(permission)).map((role) => role.name);
}
