import { describe, expect, it } from 'vitest';
import type { AssignableRole } from '@cairn/contracts';
import { chosenMask, isRoleDisabled, maskKind, presetOf, scopeFor } from './roleAssignmentScope';

const role = (name: string, scopeMask: string): AssignableRole => ({
  name,
  scopeMask,
  description: '',
  permissions: [],
});
const roles = [
  role('Admin', '/platform'),
  role('Super User', '/tenants/{tenantId}'),
  role('Consultant', '/engagements/{engagementId}'),
  role('Configurer', '/engagements/{engagementId}'),
];

describe('role assignment scope', () => {
  it('knows the kind of each mask', () => {
    expect(roles.map((r) => maskKind(r.scopeMask))).toEqual([
      'platform',
      'tenant',
      'engagement',
      'engagement',
    ]);
    expect(maskKind('/engagements/{engagementId}/storage/{path}')).toBe('storage');
    expect(maskKind('nonsense')).toBeUndefined();
  });

  it('disables the roles of another mask once one is chosen', () => {
    expect(roles.filter((r) => isRoleDisabled(r, chosenMask(roles, [])))).toEqual([]);
    const mask = chosenMask(roles, ['Consultant']);
    expect(roles.filter((r) => isRoleDisabled(r, mask)).map((r) => r.name)).toEqual(['Admin', 'Super User']);
  });

  it('derives the scope from the mask and the selector', () => {
    expect(scopeFor(undefined, {})).toEqual({ selector: null, scope: undefined });
    expect(scopeFor('/platform', {})).toEqual({ selector: null, scope: '/platform' });
    expect(scopeFor('/engagements/{engagementId}', {})).toEqual({ selector: 'engagement', scope: undefined });
    expect(scopeFor('/engagements/{engagementId}', { engagementId: 'e1' })).toEqual({
      selector: 'engagement',
      scope: '/engagements/e1',
    });
    expect(scopeFor('/tenants/{tenantId}', { tenantId: ' t1 ' })).toEqual({
      selector: 'tenant',
      scope: '/tenants/t1',
    });
  });

  it('takes the tenant or engagement of the scope it was opened at', () => {
    expect(presetOf('/platform')).toEqual({});
    expect(presetOf('/tenants/t1')).toEqual({ tenantId: 't1' });
    expect(presetOf('/engagements/e1')).toEqual({ engagementId: 'e1' });
  });
});
