// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RoleAssignmentUpdate, ScopedPrincipal } from '@cairn/contracts';
import { fakeServer, pageOf, renderWithApp } from '../../../shared/testing/renderWithApp';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import { FolderPermissionsDialog } from './FolderPermissionsDialog';

const SCOPE = '/engagements/e-1/storage/f-2026';
const user = (name: string, email: string): ScopedPrincipal => ({
  principalType: 'User',
  principalId: email,
  name,
  roleNames: [],
});

/** The fake server, except that role assignment updates for `refused` answer 422 like the real one. */
function serverRefusing(refused: string) {
  return fakeServer([
    ['GET', /^\/api\/authorization\/role-assignments$/, []],
    [
      'GET',
      /^\/api\/engagements\/e-1\/principals\/page$/,
      pageOf([user('Ann', 'ann@x.test'), user('Bob', 'bob@x.test')].map(({ roleNames: _, ...p }) => p)),
    ],
    [
      'POST',
      /^\/api\/authorization\/role-assignments$/,
      (call: { body?: unknown }) =>
        (call.body as RoleAssignmentUpdate[]).some((u) => u.principalId === refused)
          ? problemAnswer(422, { title: 'Unprocessable Content', detail: 'no user' })
          : { applied: 1 },
    ],
  ]);
}

async function addUser(label: string) {
  fireEvent.mouseDown(within(screen.getByTestId('folder-principal-select')).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(label));
  await screen.findByText(label, { selector: '[data-testid="folder-permission-holder"] span' });
}

afterEach(cleanup);

/** The folder's user permissions dialog, open on f-2026. */
const renderDialog = (onClose: () => void) =>
  renderWithApp(
    <FolderPermissionsDialog
      kind="User"
      open
      engagementId="e-1"
      scope={SCOPE}
      folderName="f-2026"
      onClose={onClose}
    />,
  );

describe('FolderPermissionsDialog', () => {
  it('saves each addition on its own: one refused with 422 still saves the other and names the refused one', async () => {
    const server = serverRefusing('ann@x.test');
    const onClose = vi.fn();
    renderDialog(onClose);
    await addUser('Ann (ann@x.test)');
    await addUser('Bob (bob@x.test)');
    fireEvent.click(screen.getByTestId('folder-permissions-save'));

    expect(
      await screen.findByText(
        'Folder access saved, except for Ann (ann@x.test): the server refused this change',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Folder access saved')).toBeNull();
    const posts = server.callsTo(/\/role-assignments$/).filter((c) => c.method === 'POST');
    expect(
      posts.map((c) => (c.body as RoleAssignmentUpdate[]).map((u) => `${u.action} ${u.principalId}`)),
    ).toEqual([['Add ann@x.test'], ['Add bob@x.test']]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says nothing was saved when every change is refused', async () => {
    serverRefusing('ann@x.test');
    renderDialog(() => undefined);
    await addUser('Ann (ann@x.test)');
    fireEvent.click(screen.getByTestId('folder-permissions-save'));
    expect(
      await screen.findByText('Folder access not saved: the server refused the change for Ann (ann@x.test)'),
    ).toBeTruthy();
  });

  it('gives each person the access chosen when they were added: reader or contributor', async () => {
    const server = serverRefusing('nobody');
    renderDialog(() => undefined);
    fireEvent.click(within(screen.getByTestId('folder-permission-role')).getByText('Reader'));
    await addUser('Ann (ann@x.test)');
    fireEvent.click(within(screen.getByTestId('folder-permission-role')).getByText('Contributor'));
    await addUser('Bob (bob@x.test)');
    expect(screen.getAllByTestId('folder-permission-role-tag').map((tag) => tag.textContent)).toEqual([
      'Reader',
      'Contributor',
    ]);
    fireEvent.click(screen.getByTestId('folder-permissions-save'));
    await screen.findByText('Folder access saved');
    const posts = server.callsTo(/\/role-assignments$/).filter((c) => c.method === 'POST');
    expect(posts.map((c) => (c.body as RoleAssignmentUpdate[])[0].roleName)).toEqual([
      'Engagement Folder Reader',
      'Engagement Folder Contributor',
    ]);
  });
});
