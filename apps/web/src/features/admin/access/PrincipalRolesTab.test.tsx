// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUILT_IN_ROLES, PERMISSIONS, type Engagement, type UserScopeAssignments } from '@cairn/contracts';
import { applicationKeys, userKeys } from '../../../shared/api/authorization/keys';
import { useApplicationRoleAssignments } from '../../../shared/api/authorization/useApplicationRoleAssignments';
import { useUserRoleAssignments } from '../../../shared/api/authorization/useUserRoleAssignments';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import { fakeServer, pageOf, permissionsRoute, renderWithApp } from '../../../shared/testing/renderWithApp';
import { PrincipalRolesTab } from './PrincipalRolesTab';
import { chooseOption } from '../../../shared/testing/chooseOption';

const EMAIL = 'rita@example.test';
const AAD_OBJECT_ID = '11111111-1111-4111-8111-111111111111';

/** The roles tab as User details shows it. */
const userRolesTab = (canAssign = true) => (
  <PrincipalRolesTab
    principal={{ principalId: EMAIL, principalType: 'User', name: 'Rita Roles' }}
    canAssign={canAssign}
    useAssignments={useUserRoleAssignments}
    assignmentsKey={userKeys.assignments(EMAIL)}
  />
);
/** The roles tab as Application details shows it. */
const applicationRolesTab = (
  <PrincipalRolesTab
    principal={{ principalId: AAD_OBJECT_ID, principalType: 'Application', name: 'Export Robot' }}
    canAssign
    useAssignments={useApplicationRoleAssignments}
    assignmentsKey={applicationKeys.assignments(AAD_OBJECT_ID)}
  />
);
const assignments: UserScopeAssignments[] = [
  {
    scope: '/engagements/e-1',
    scopeKind: 'engagement',
    scopeName: 'Payroll 2026',
    roles: [
      { name: 'Engagement Consultant', abilities: { remove: true } },
      { name: 'Configurer', abilities: { remove: false } },
    ],
  },
];
const rolePermissions = (name: string) => BUILT_IN_ROLES.find((r) => r.name === name)!.permissions;
const roles = [
  { name: 'Admin', scopeMask: '/platform', description: 'everything', permissions: rolePermissions('Admin') },
  { name: 'Super User', scopeMask: '/tenants/{tenantId}', description: 'a tenant', permissions: [] },
  {
    name: 'Configurer',
    scopeMask: '/engagements/{engagementId}',
    description: 'builds',
    permissions: rolePermissions('Configurer'),
  },
  {
    name: 'Engagement Consultant',
    scopeMask: '/engagements/{engagementId}',
    description: 'works in an engagement',
    permissions: rolePermissions('Engagement Consultant'),
  },
];
const engagements: Engagement[] = [
  { id: 'e-1', name: 'Payroll 2026', tenantId: 't-1', tenantName: 'Acme', features: [], resourceIds: [] },
];

afterEach(cleanup);

/** Opens an antd select and picks the option with this text. */
const choose = (testId: string, text: string) => chooseOption(screen.getByTestId(testId), text);

describe('PrincipalRolesTab', { timeout: 30_000 }, () => {
  it('shows assignments by scope and removes one after confirming; only removable roles have the icon', async () => {
    const server = fakeServer([
      ['GET', /\/users\/rita%40example\.test\/role-assignments$/, assignments],
      ['POST', /^\/api\/authorization\/role-assignments$/, { applied: 1 }],
    ]);
    renderWithApp(userRolesTab());
    expect(await screen.findByText('Payroll 2026')).toBeTruthy();
    expect(screen.getAllByTestId('user-role-remove')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('user-role-remove'));
    fireEvent.click(await screen.findByTestId('user-role-remove-confirm-confirm'));
    await waitFor(() => expect(server.callsTo(/^\/api\/authorization\/role-assignments$/)).toHaveLength(1));
    expect(server.callsTo(/^\/api\/authorization\/role-assignments$/)[0].body).toEqual([
      {
        principalId: 'rita@example.test',
        principalType: 'User',
        roleName: 'Engagement Consultant',
        scope: '/engagements/e-1',
        action: 'Remove',
      },
    ]);
    expect(await screen.findByText('Role Engagement Consultant removed')).toBeTruthy();
  });

  it('says of each role what it allows of the data journey and what it does not', async () => {
    fakeServer([
      ['GET', /\/role-assignments$/, []],
      ['GET', /^\/api\/authorization\/assignable-roles$/, roles],
    ]);
    renderWithApp(userRolesTab());
    fireEvent.click(await screen.findByTestId('user-role-add'));
    fireEvent.mouseDown(within(screen.getByTestId('role-assignment-add-roles')).getByRole('combobox'));
    const option = (name: string) =>
      waitFor(() => {
        const found = document.querySelector(`[data-testid="role-option"][data-role="${name}"]`);
        if (!found) throw new Error(`no option ${name}`);
        return found.textContent;
      });
    expect(await option('Engagement Consultant')).toBe(
      'Engagement Consultant' +
        'works in an engagement' +
        'Allows: see runs and results, view dashboards.' +
        'Not: upload files, import files, change the model, build and test, make dashboards, manage access.',
    );
    expect(await option('Configurer')).toContain(
      'Allows: upload files, import files, change the model, build and test, see runs and results, view dashboards, make dashboards.' +
        'Not: manage access.',
    );
  });

  it('adds roles of one scope mask at the engagement chosen; other masks are disabled', async () => {
    const server = fakeServer([
      ['GET', /\/role-assignments$/, []],
      ['GET', /^\/api\/authorization\/assignable-roles$/, roles],
      ['GET', /^\/api\/engagements\/mine\/page$/, pageOf(engagements)],
      ['POST', /^\/api\/authorization\/role-assignments$/, { applied: 1 }],
    ]);
    renderWithApp(userRolesTab());
    fireEvent.click(await screen.findByTestId('user-role-add'));
    await waitFor(() => expect(server.callsTo(/assignable-roles$/)).toHaveLength(1));
    expect(server.callsTo(/assignable-roles$/)[0].url.searchParams.get('scope')).toBe('/platform');
    await choose('role-assignment-add-roles', 'Configurer');
    await waitFor(() =>
      expect((screen.getByTestId('role-assignment-add-scope') as HTMLInputElement).value).toBe(
        '/engagements/{engagementId}',
      ),
    );
    const disabled = [...document.querySelectorAll('.ant-select-item-option-disabled')].map(
      (el) => el.querySelector('[data-option-label]')?.textContent,
    );
    expect(disabled.sort()).toEqual(['Admin', 'Super User']);
    expect((screen.getByTestId('role-assignment-add-scope') as HTMLInputElement).disabled).toBe(true);
    await choose('role-assignment-add-engagement', 'Payroll 2026 (Acme)');
    await waitFor(() =>
      expect((screen.getByTestId('role-assignment-add-scope') as HTMLInputElement).value).toBe(
        '/engagements/e-1',
      ),
    );
    fireEvent.click(screen.getByTestId('role-assignment-add-submit'));
    await waitFor(() => expect(server.callsTo(/^\/api\/authorization\/role-assignments$/)).toHaveLength(1));
    expect(server.callsTo(/^\/api\/authorization\/role-assignments$/)[0].body).toEqual([
      {
        principalId: 'rita@example.test',
        principalType: 'User',
        roleName: 'Configurer',
        scope: '/engagements/e-1',
        action: 'Add',
      },
    ]);
    expect(await screen.findByText('Roles added successfully')).toBeTruthy();
  });

  it.each([
    ['a tenant reader', 'from GET /api/tenants', [PERMISSIONS.infraTenantReader], /^\/api\/tenants$/],
    ['anyone else', 'from the tenants of my engagements', [], /^\/api\/engagements\/mine\/tenants$/],
  ])('for %s searches the tenant %s on the server', async (_who, _where, granted, tenantList) => {
    const server = fakeServer([
      ['GET', /\/role-assignments$/, []],
      ['GET', /^\/api\/authorization\/assignable-roles$/, roles],
      permissionsRoute(granted),
      ['GET', tenantList, pageOf([{ id: 't-9', name: 'Acme' }])],
      ['POST', /^\/api\/authorization\/role-assignments$/, { applied: 1 }],
    ]);
    renderWithApp(userRolesTab());
    fireEvent.click(await screen.findByTestId('user-role-add'));
    await choose('role-assignment-add-roles', 'Super User');
    await waitFor(() => expect(server.callsTo(/^\/api\/authorization\/permissions\/query$/)).toHaveLength(1));
    const tenantBox = within(screen.getByTestId('role-assignment-add-tenant')).getByRole('combobox');
    fireEvent.mouseDown(tenantBox);
    fireEvent.change(tenantBox, { target: { value: 'ac' } });
    await waitFor(() =>
      expect(server.callsTo(tenantList).map((c) => c.url.searchParams.get('search'))).toEqual([null, 'ac']),
    );
    await chooseOption(screen.getByTestId('role-assignment-add-tenant'), 'Acme');
    await waitFor(() =>
      expect((screen.getByTestId('role-assignment-add-scope') as HTMLInputElement).value).toBe(
        '/tenants/t-9',
      ),
    );
    fireEvent.click(screen.getByTestId('role-assignment-add-submit'));
    await waitFor(() => expect(server.callsTo(/^\/api\/authorization\/role-assignments$/)).toHaveLength(1));
    expect(server.callsTo(/^\/api\/authorization\/role-assignments$/)[0].body).toMatchObject([
      { roleName: 'Super User', scope: '/tenants/t-9', action: 'Add' },
    ]);
  });

  it('skips a role the server answers 422 for and says which', async () => {
    fakeServer([
      ['GET', /\/role-assignments$/, []],
      ['GET', /^\/api\/authorization\/assignable-roles$/, roles],
      ['GET', /^\/api\/engagements\/mine\/page$/, pageOf(engagements)],
      [
        'POST',
        /^\/api\/authorization\/role-assignments$/,
        problemAnswer(422, { title: 'Unprocessable Content', detail: 'There is no role' }),
      ],
    ]);
    renderWithApp(userRolesTab());
    fireEvent.click(await screen.findByTestId('user-role-add'));
    await choose('role-assignment-add-roles', 'Admin');
    await waitFor(() =>
      expect((screen.getByTestId('role-assignment-add-scope') as HTMLInputElement).value).toBe('/platform'),
    );
    fireEvent.click(screen.getByTestId('role-assignment-add-submit'));
    expect(await screen.findByText('Not added (unknown role or user, or another scope): Admin')).toBeTruthy();
  });

  it("removes an application's role with the application's words and id, and offers no add without assignRoles", async () => {
    const server = fakeServer([
      ['GET', /\/applications\/11111111-1111-4111-8111-111111111111\/role-assignments$/, assignments],
      ['POST', /^\/api\/authorization\/role-assignments$/, { applied: 1 }],
    ]);
    renderWithApp(applicationRolesTab);
    expect(await screen.findByText('Payroll 2026')).toBeTruthy();
    expect(screen.getByTestId('application-role-add')).toBeTruthy();
    fireEvent.click(screen.getByTestId('application-role-remove'));
    expect(
      await screen.findByText('Export Robot loses the role Engagement Consultant at Payroll 2026.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('application-role-remove-confirm-confirm'));
    await waitFor(() => expect(server.callsTo(/^\/api\/authorization\/role-assignments$/)).toHaveLength(1));
    expect(server.callsTo(/^\/api\/authorization\/role-assignments$/)[0].body).toEqual([
      {
        principalId: AAD_OBJECT_ID,
        principalType: 'Application',
        roleName: 'Engagement Consultant',
        scope: '/engagements/e-1',
        action: 'Remove',
      },
    ]);
    expect(await screen.findByText('Role Engagement Consultant removed')).toBeTruthy();
  });

  it('hides the add button without assignRoles and says when there are no roles', async () => {
    fakeServer([['GET', /\/role-assignments$/, []]]);
    renderWithApp(userRolesTab(false));
    expect(await screen.findByText('This user holds no roles.')).toBeTruthy();
    expect(screen.queryByTestId('user-role-add')).toBeNull();
  });
});
