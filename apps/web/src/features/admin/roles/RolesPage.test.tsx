// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, SCOPE_MASKS, type RoleDetail, type RoleListItem } from '@cairn/contracts';
import { buildPermissionDefinition, CUSTOM_ENTRY } from '../../../shared/testing/factories';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import {
  catalogueAccessRoute,
  fakeServer,
  pageOf,
  renderWithApp,
  type Call,
} from '../../../shared/testing/renderWithApp';
import { RolesPage } from './RolesPage';
import { chooseOption } from '../../../shared/testing/chooseOption';

const builtIn: RoleListItem = {
  name: 'Admin',
  scopeMask: SCOPE_MASKS.platform,
  description: 'Platform administrator',
  builtIn: true,
  permissionCount: 4,
  abilities: { update: false, delete: false },
};
const custom: RoleListItem = {
  name: 'Auditor',
  scopeMask: SCOPE_MASKS.engagement,
  description: 'Reads runs',
  permissionCount: 1,
  ...CUSTOM_ENTRY,
};
const page = (results: RoleListItem[]) => pageOf(results);
const allPermissions = [
  PERMISSIONS.pipelinesRead,
  PERMISSIONS.pipelinesStart,
  PERMISSIONS.storageFoldersReader,
  PERMISSIONS.storageFoldersWriter,
].map((name) => buildPermissionDefinition(name));
const detail = (role: RoleListItem, permissions: string[]): RoleDetail => ({
  ...role,
  permissions,
  assignmentCount: 0,
});
const writer = catalogueAccessRoute(true);

afterEach(cleanup);

/** Opens an antd select and picks the option with this text. */
const choose = (testId: string, text: string) => chooseOption(screen.getByTestId(testId), text);

/** Ticks the tree node (a level or a permission) whose key is given. */
function tick(key: string) {
  const title = screen.getByTestId(`permission-tree-node-${key}`);
  const node = title.closest('.ant-tree-treenode') as HTMLElement;
  fireEvent.click(node.querySelector('.ant-tree-checkbox') as HTMLElement);
}

describe('RolesPage', { timeout: 30_000 }, () => {
  it('lists roles with scope mask and permission count; buttons follow each role’s abilities', async () => {
    fakeServer([writer, ['GET', /^\/api\/authorization\/roles$/, page([builtIn, custom])]]);
    renderWithApp(<RolesPage />, { at: '/roles' });
    expect(await screen.findByText('Auditor')).toBeTruthy();
    const row = screen.getByText('Auditor').closest('tr') as HTMLElement;
    expect(within(row).getByText(SCOPE_MASKS.engagement)).toBeTruthy();
    expect(within(row).getByText('Reads runs')).toBeTruthy();
    expect(within(row).getByText('1')).toBeTruthy();
    expect(screen.getByTestId('roles-count').getAttribute('data-count')).toBe('2');
    // A built-in role can be looked at, not changed or deleted.
    expect(screen.getByTestId('role-built-in-Admin')).toBeTruthy();
    expect(screen.getByTestId('role-view-Admin')).toBeTruthy();
    expect(screen.queryByTestId('role-edit-Admin')).toBeNull();
    expect(screen.queryByTestId('role-delete-Admin')).toBeNull();
    expect(screen.getByTestId('role-edit-Auditor')).toBeTruthy();
    expect(screen.getByTestId('role-delete-Auditor')).toBeTruthy();
    expect(await screen.findByTestId('role-new')).toBeTruthy();
  });

  it('shows the empty text for an empty list and no New role button to a reader', async () => {
    const server = fakeServer([
      catalogueAccessRoute(false),
      ['GET', /^\/api\/authorization\/roles$/, page([])],
    ]);
    renderWithApp(<RolesPage />, { at: '/roles' });
    expect(await screen.findByText('No roles')).toBeTruthy();
    await waitFor(() => expect(server.callsTo(/\/permissions\/query$/)).toHaveLength(1));
    expect(screen.queryByTestId('role-new')).toBeNull();
  });

  it('creates a role from the permission tree, checks the name rule first and toasts roleInfoSaved', async () => {
    let attempts = 0;
    const server = fakeServer([
      writer,
      ['GET', /^\/api\/authorization\/roles$/, page([builtIn])],
      ['GET', /^\/api\/authorization\/all-permissions$/, allPermissions],
      [
        'POST',
        /^\/api\/authorization\/roles$/,
        (call: Call) =>
          ++attempts === 1
            ? problemAnswer(400, {
                title: 'Bad Request',
                errors: [
                  { field: 'name', message: 'A role with this name already exists', key: 'roleNameTaken' },
                ],
              })
            : detail(
                { ...custom, name: 'Folder Keeper' },
                (call.body as { permissions: string[] }).permissions,
              ),
      ],
    ]);
    renderWithApp(<RolesPage />, { at: '/roles' });
    fireEvent.click(await screen.findByTestId('role-new'));
    await screen.findByTestId('role-form-name');

    fireEvent.click(screen.getByTestId('role-form-submit'));
    expect(await screen.findByText('Please provide name')).toBeTruthy();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(server.callsTo(/\/roles$/).filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('role-form-name'), { target: { value: 'Folder Keeper' } });
    await choose('role-form-scope-mask', SCOPE_MASKS.engagement);
    // The tree groups by the dot-delimited names: Storage > Folders > Reader, Writer.
    expect(screen.getByTestId('permission-tree-node-group:Storage.Folders')).toBeTruthy();
    tick('group:Storage');
    tick(PERMISSIONS.pipelinesRead);
    fireEvent.click(screen.getByTestId('role-form-submit'));
    expect(await screen.findByText('A role with this name already exists')).toBeTruthy();

    fireEvent.click(screen.getByTestId('role-form-submit'));
    expect(await screen.findByText('Role info saved')).toBeTruthy();
    const posts = server.callsTo(/\/roles$/).filter((c) => c.method === 'POST');
    expect(posts[1].body).toEqual({
      name: 'Folder Keeper',
      scopeMask: SCOPE_MASKS.engagement,
      description: '',
      permissions: [
        PERMISSIONS.pipelinesRead,
        PERMISSIONS.storageFoldersReader,
        PERMISSIONS.storageFoldersWriter,
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('role-form-form')).toBeNull());
  });

  it('edits a role with its permissions loaded, and shows a built-in role read-only', async () => {
    const server = fakeServer([
      writer,
      ['GET', /^\/api\/authorization\/roles$/, page([builtIn, custom])],
      ['GET', /^\/api\/authorization\/all-permissions$/, allPermissions],
      ['GET', /^\/api\/authorization\/roles\/Auditor$/, detail(custom, [PERMISSIONS.pipelinesRead])],
      [
        'GET',
        /^\/api\/authorization\/roles\/Admin$/,
        detail(
          builtIn,
          allPermissions.map((p) => p.name),
        ),
      ],
      [
        'PUT',
        /^\/api\/authorization\/roles\/Auditor$/,
        (call: Call) => detail(custom, (call.body as { permissions: string[] }).permissions),
      ],
    ]);
    renderWithApp(<RolesPage />, { at: '/roles' });
    fireEvent.click(await screen.findByTestId('role-edit-Auditor'));
    const name = (await screen.findByTestId('role-form-name')) as HTMLInputElement;
    expect(name.value).toBe('Auditor');
    tick(PERMISSIONS.pipelinesStart);
    fireEvent.click(screen.getByTestId('role-form-submit'));
    expect(await screen.findByText('Role info saved')).toBeTruthy();
    expect(server.callsTo(/\/roles\/Auditor$/).find((c) => c.method === 'PUT')?.body).toMatchObject({
      name: 'Auditor',
      permissions: [PERMISSIONS.pipelinesRead, PERMISSIONS.pipelinesStart],
    });
    await waitFor(() => expect(screen.queryByTestId('role-form-form')).toBeNull());

    fireEvent.click(screen.getByTestId('role-view-Admin'));
    const adminName = (await screen.findByTestId('role-form-name')) as HTMLInputElement;
    expect(adminName.value).toBe('Admin');
    expect(adminName.disabled).toBe(true);
    expect((screen.getByTestId('role-form-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes a role after confirming (roleRemoved), and shows the server’s refusal in the dialog', async () => {
    let attempts = 0;
    const server = fakeServer([
      writer,
      ['GET', /^\/api\/authorization\/roles$/, page([custom])],
      [
        'DELETE',
        /^\/api\/authorization\/roles\/Auditor$/,
        () =>
          ++attempts === 1
            ? problemAnswer(409, {
                title: 'Conflict',
                code: 'roleInUse',
                detail:
                  "The role 'Auditor' is assigned 2 time(s). Remove these role assignments first; nothing was deleted.",
              })
            : null,
      ],
    ]);
    renderWithApp(<RolesPage />, { at: '/roles' });
    fireEvent.click(await screen.findByTestId('role-delete-Auditor'));
    expect(
      await screen.findByText('Auditor will be deleted. This cannot be undone.', { exact: false }),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('role-delete-confirm'));
    expect((await screen.findByTestId('role-delete-error')).textContent).toContain('assigned 2 time(s)');
    fireEvent.click(screen.getByTestId('role-delete-confirm'));
    expect(await screen.findByText('Role removed')).toBeTruthy();
    expect(server.callsTo(/\/roles\/Auditor$/).filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });
});
