import { describe, expect, it } from 'vitest';
import { builtInRolesHolding, journeySteps } from './journey-abilities.js';
import { BUILT_IN_ROLES, PERMISSIONS, ROLE_NAMES } from './permissions.js';

const stepsOf = (name: string) => journeySteps(BUILT_IN_ROLES.find((r) => r.name === name)!.permissions);

describe('what a role allows of the data journey', () => {
  it('lets a Configurer run the whole consultant journey, dashboards made included, but not manage access', () => {
    expect(stepsOf(ROLE_NAMES.configurer)).toEqual({
      allows: [
        'upload',
        'import',
        'editModel',
        'buildAndTest',
        'viewResults',
        'viewDashboards',
        'makeDashboards',
      ],
      lacks: ['manageAccess'],
    });
  });

  it('says an Engagement Consultant looks but cannot upload, import, change the model or build', () => {
    expect(stepsOf(ROLE_NAMES.consultant)).toEqual({
      allows: ['viewResults', 'viewDashboards'],
      lacks: ['upload', 'import', 'editModel', 'buildAndTest', 'makeDashboards', 'manageAccess'],
    });
  });

  it('needs every permission of a step', () => {
    expect(journeySteps([PERMISSIONS.pipelinesStart]).allows).toEqual(['buildAndTest']);
    expect(journeySteps([PERMISSIONS.pipelinesRead]).allows).toEqual([]);
  });
});

describe('which roles hold a permission', () => {
  it('names the built-in roles, broadest first', () => {
    expect(builtInRolesHolding(PERMISSIONS.pipelinesStart)).toEqual([
      ROLE_NAMES.admin,
      ROLE_NAMES.superUser,
      ROLE_NAMES.superConfigurer,
      ROLE_NAMES.configurer,
    ]);
    expect(builtInRolesHolding(PERMISSIONS.feedbackReader)).toEqual([ROLE_NAMES.admin]);
  });
});
