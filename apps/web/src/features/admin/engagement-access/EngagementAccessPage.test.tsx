// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PERMISSIONS, type AggregatedAssignment, type Paged, type RbacTask } from '@cairn/contracts';
import {
  engagementRoutes,
  ENGAGEMENT_ID,
  fakeServer,
  renderWithApp,
  type Route as FakeRoute,
} from '../../../shared/testing/renderWithApp';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import { chooseOption } from '../../../shared/testing/chooseOption';
import { EngagementAccessPage } from './EngagementAccessPage';

afterEach(cleanup);

const scope = `/engagements/${ENGAGEMENT_ID}`;
const users: AggregatedAssignment[] = [
  {
    aggregationType: 'User',
    aggregationId: 'carl@example.test',
    aggregationDisplayName: 'Carl Consultant',
    abilities: { remove: true },
    assignments: [
      {
        principalId: 'carl@example.test',
        principalType: 'User',
        roleName: 'Engagement Consultant',
        scope,
        abilities: { remove: true },
      },
      {
        principalId: 'carl@example.test',
        principalType: 'User',
        roleName: 'Engagement Folder Reader',
        scope: `${scope}/storage/main/reports`,
        abilities: { remove: true },
      },
    ],
  },
  {
    aggregationType: 'User',
    aggregationId: 'sue@example.test',
    aggregationDisplayName: 'Sue Super',
    abilities: { remove: false },
    assignments: [
      {
        principalId: 'sue@example.test',
        principalType: 'User',
        roleName: 'Super Configurer',
        scope,
        abilities: { remove: false },
      },
    ],
  },
];
const [carl] = users;
/** The update that takes an assignment away. */
const removal = ({
  principalId,
  principalType,
  roleName,
  scope: at,
}: AggregatedAssignment['assignments'][number]) => ({
  principalId,
  principalType,
  roleName,
  scope: at,
  action: 'Remove',
});
const task = (id: string, over: Partial<RbacTask>): RbacTask => ({
  id,
  principalId: 'carl@example.test',
  principalType: 'User',
  principalName: 'Carl Consultant',
  taskProcessorStatus: 'Succeeded',
  message: 'Read access granted',
  timestamp: '2026-03-04T05:06:07.000Z',
  taskSpecs: JSON.stringify({ Resource: { Name: 'warehouse', ResourceType: 'Warehouse' } }),
  ...over,
});
const tasks: Paged<RbacTask> = {
  results: [
    task('t1', {}),
    task('t2', { taskProcessorStatus: 'Failed', message: 'Azure refused', taskSpecs: '{not json' }),
  ],
  meta: { totalItems: 2, page: 1, pageSize: 10 },
};

function visit(path: string, permissions: string[], extra: FakeRoute[] = []) {
  const server = fakeServer([
    ...extra,
    [
      'GET',
      /\/assignments$/,
      (call: { url: URL }) => (call.url.searchParams.get('principalType') === 'User' ? users : []),
    ],
    ['GET', /^\/api\/rbac\/engagements\/e-1\/tasks$/, tasks],
    ['POST', /^\/api\/rbac\/engagements\/e-1\/sync$/, { queued: 12, skipped: false }],
    ['POST', /^\/api\/authorization\/role-assignments$/, { applied: 3 }],
    ...engagementRoutes({ permissions }),
  ]);
  renderWithApp(
    <Routes>
      <Route path="/engagement-access/:engagementId/:tab" element={<EngagementAccessPage />} />
      <Route path="/overview" element={<div>overview page</div>} />
    </Routes>,
    { at: path },
  );
  return server;
}

const writer = [
  PERMISSIONS.authorizationReader,
  PERMISSIONS.authorizationWriter,
  PERMISSIONS.rbacApply,
  PERMISSIONS.rbacTasksRead,
];

describe('EngagementAccessPage', { timeout: 30_000 }, () => {
  it('goes to Overview without authorization read or RBAC tasks read', async () => {
    visit('/engagement-access/e-1/users', [PERMISSIONS.pipelinesRead]);
    expect(await screen.findByText('overview page')).toBeTruthy();
  });

  it('lists the users with their roles and removes one after confirming', async () => {
    const server = visit('/engagement-access/e-1/users', writer);
    expect(await screen.findByText('Engagement access - Payroll Analytics 2026')).toBeTruthy();
    expect(await screen.findByText('Carl Consultant')).toBeTruthy();
    expect(screen.getByText('Folder main/reports')).toBeTruthy();
    expect(screen.getByTestId('engagement-access-tab-tasks')).toBeTruthy();
    // Sue's roles may not all be removed by me: no icon on her row.
    expect(screen.getAllByTestId('engagement-access-remove-user')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('engagement-access-remove-user'));
    const confirm = await screen.findByTestId('engagement-access-remove-user-confirm-confirm');
    expect(server.callsTo(/role-assignments$/)).toHaveLength(0);
    fireEvent.click(confirm);
    await waitFor(() => expect(server.callsTo(/role-assignments$/)).toHaveLength(1));
    expect(server.callsTo(/role-assignments$/)[0].body).toEqual(carl.assignments.map(removal));
    expect(await screen.findByText('Engagement user deleted')).toBeTruthy();
  });

  it('syncs the roles of the engagement', async () => {
    const server = visit('/engagement-access/e-1/applications', writer);
    expect(await screen.findByText('No applications have roles in this engagement')).toBeTruthy();
    fireEvent.click(screen.getByTestId('engagement-access-sync'));
    await waitFor(() => expect(server.callsTo(/\/sync$/)).toHaveLength(1));
    expect(await screen.findByText('Roles synced successfully')).toBeTruthy();
  });

  it('offers no add, remove or sync to a reader, and no Tasks tab without RBAC tasks read', async () => {
    visit('/engagement-access/e-1/users', [PERMISSIONS.authorizationReader]);
    expect(await screen.findByText('Carl Consultant')).toBeTruthy();
    expect(screen.queryByTestId('engagement-access-add-user')).toBeNull();
    expect(screen.queryByTestId('engagement-access-remove-user')).toBeNull();
    expect(screen.queryByTestId('engagement-access-remove-user-role')).toBeNull();
    expect(screen.queryByText('Remove')).toBeNull();
    expect(screen.queryByTestId('engagement-access-sync')).toBeNull();
    expect(screen.queryByTestId('engagement-access-tab-tasks')).toBeNull();
  });

  it('opens Tasks when it is the only tab, with the resource from the specs, the date format and an empty cell for malformed specs', async () => {
    visit('/engagement-access/e-1/users', [PERMISSIONS.rbacTasksRead]);
    const rows = await screen.findAllByTestId('rbac-task-resource-name');
    expect(rows.map((r) => r.textContent)).toEqual(['warehouse', '']);
    expect(screen.getAllByTestId('rbac-task-resource-type').map((r) => r.textContent)).toEqual([
      'Warehouse',
      '',
    ]);
    expect(screen.queryByTestId('engagement-access-tab-users')).toBeNull();
    const updated = screen.getAllByTestId('rbac-task-updated')[0].textContent ?? '';
    expect(updated).toMatch(/^04-03-2026, \d\d:06:07$/);
    const failed = screen.getAllByTestId('rbac-task-status')[1];
    expect(failed.getAttribute('data-status')).toBe('Failed');
    fireEvent.mouseEnter(failed);
    expect(await screen.findByText('Azure refused')).toBeTruthy();
  });

  it("removes one of a user's roles after a confirmation naming the role and the user", async () => {
    const server = visit('/engagement-access/e-1/users', writer);
    expect(await screen.findByText('Carl Consultant')).toBeTruthy();
    // Each role I may remove has its own icon; Sue's role is not mine to take.
    const roleRemoves = screen.getAllByTestId('engagement-access-remove-user-role');
    expect(roleRemoves.map((b) => b.getAttribute('data-role'))).toEqual([
      'Engagement Consultant',
      'Engagement Folder Reader',
    ]);
    expect(roleRemoves[1].getAttribute('aria-label')).toBe(
      'Remove Engagement Folder Reader at Folder main/reports from Carl Consultant',
    );
    fireEvent.click(roleRemoves[1]);
    const dialog = await screen.findByTestId('engagement-access-remove-user-role-confirm');
    expect(within(dialog).getByText('Remove this role assignment?')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Carl Consultant loses the role Engagement Folder Reader at Folder main/reports; other roles stay.',
      ),
    ).toBeTruthy();
    expect(server.callsTo(/role-assignments$/)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('engagement-access-remove-user-role-confirm-confirm'));
    await waitFor(() => expect(server.callsTo(/role-assignments$/)).toHaveLength(1));
    expect(server.callsTo(/role-assignments$/)[0].body).toEqual([removal(carl.assignments[1])]);
    expect(await screen.findByText('Role Engagement Folder Reader of Carl Consultant removed')).toBeTruthy();
  });

  it('cancelling a role removal sends nothing; asking again and confirming removes that role only', async () => {
    const server = visit('/engagement-access/e-1/users', writer);
    fireEvent.click((await screen.findAllByTestId('engagement-access-remove-user-role'))[0]);
    expect(
      await screen.findByText(
        'Carl Consultant loses the role Engagement Consultant at Engagement; other roles stay.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('engagement-access-remove-user-role-confirm-cancel'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.callsTo(/role-assignments$/)).toHaveLength(0);
    fireEvent.click(screen.getAllByTestId('engagement-access-remove-user-role')[0]);
    fireEvent.click(await screen.findByTestId('engagement-access-remove-user-role-confirm-confirm'));
    await waitFor(() => expect(server.callsTo(/role-assignments$/)).toHaveLength(1));
    expect(server.callsTo(/role-assignments$/)[0].body).toEqual([removal(carl.assignments[0])]);
  });

  it('says the application is off the engagement when its only role goes, and when the server refuses a role', async () => {
    const robot: AggregatedAssignment = {
      aggregationType: 'Application',
      aggregationId: '11111111-1111-4111-8111-111111111111',
      aggregationDisplayName: 'Export Robot',
      abilities: { remove: true },
      assignments: [
        {
          principalId: '11111111-1111-4111-8111-111111111111',
          principalType: 'Application',
          roleName: 'Engagement Consultant',
          scope,
          abilities: { remove: true },
        },
      ],
    };
    let refuse = false;
    visit('/engagement-access/e-1/applications', writer, [
      ['GET', /\/assignments$/, [robot]],
      [
        'POST',
        /^\/api\/authorization\/role-assignments$/,
        () => (refuse ? problemAnswer(422, { title: 'Unprocessable Content' }) : { applied: 1 }),
      ],
    ]);
    fireEvent.click(await screen.findByTestId('engagement-access-remove-application-role'));
    fireEvent.click(await screen.findByTestId('engagement-access-remove-application-role-confirm-confirm'));
    expect(await screen.findByText('Engagement application deleted')).toBeTruthy();
    refuse = true;
    fireEvent.click(screen.getByTestId('engagement-access-remove-application-role'));
    fireEvent.click(await screen.findByTestId('engagement-access-remove-application-role-confirm-confirm'));
    expect(
      await screen.findByText('The role Engagement Consultant of Export Robot was not removed.'),
    ).toBeTruthy();
  });

  it('adds a user: the e-mail is checked, then the roles are chosen at the engagement', async () => {
    const server = visit('/engagement-access/e-1/users', writer, [
      [
        'GET',
        /^\/api\/authorization\/assignable-roles$/,
        [{ name: 'Engagement Consultant', scopeMask: '/engagements/{engagementId}', description: 'works' }],
      ],
    ]);
    fireEvent.click(await screen.findByTestId('engagement-access-add-user'));
    const input = await screen.findByTestId('engagement-access-principal');
    fireEvent.change(input, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByTestId('engagement-access-add-user-dialog-submit'));
    expect(await screen.findByText('Please provide a valid e-mail address')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'New.Person@Example.test' } });
    fireEvent.click(screen.getByTestId('engagement-access-add-user-dialog-submit'));
    expect(await screen.findByTestId('role-assignment-add-form')).toBeTruthy();
    await waitFor(() => expect(server.callsTo(/assignable-roles$/)).toHaveLength(1));
    expect(server.callsTo(/assignable-roles$/)[0].url.searchParams.get('scope')).toBe(scope);
    expect(await screen.findByText(/new\.person@example\.test/)).toBeTruthy();
    // The engagement is preset: named from its own answer, and no list of engagements is asked for.
    await chooseOption(screen.getByTestId('role-assignment-add-roles'), 'Engagement Consultant');
    await waitFor(() =>
      expect(screen.getByTestId('role-assignment-add-engagement').textContent).toBe(
        'Payroll Analytics 2026 (Tenant)',
      ),
    );
    expect(server.callsTo(/^\/api\/engagements\/mine/)).toHaveLength(0);
  });
});
