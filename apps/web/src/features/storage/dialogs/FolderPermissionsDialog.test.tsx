// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RoleAssignmentUpdate, ScopedPrincipal } from '@cairn/contracts';
import { fakeServer, renderWithApp } from '../../pipelines/testing/renderWithApp';
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
  const server = fakeServer([
    ['GET', /^\/api\/authorization\/role-assignments$/, []],
    ['GET', /^\/api\/engagements\/e-1\/principals$/, [user('Ann', 'ann@x.test'), user('Bob', 'bob@x.test')]],
    ['POST', /^\/api\/authorization\/role-assignments$/, { applied: 1 }],
  ]);
  const answer = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const updates = typeof init.body === 'string' ? (JSON.parse(init.body) as RoleAssignmentUpdate[]) : [];
    if (init.method === 'POST' && updates.some((u) => u.principalId === refused)) {
      await answer(input, init); // kept in the calls the test reads
      return new Response(
        JSON.stringify({ status: 422, title: 'Unprocessable Content', detail: 'no user' }),
        {
          status: 422,
          headers: { 'content-type': 'application/problem+json' },
        },
      );
    }
    return answer(input, init);
  }) as typeof fetch;
  return server;
}

async function addUser(label: string) {
  fireEvent.mouseDown(within(screen.getByTestId('folder-principal-select')).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(label));
  await screen.findByText(label, { selector: '[data-testid="folder-permission-holder"] span' });
}

afterEach(cleanup);

// Rendering antd in happy-dom is slow on a busy machine: more time than vitest's default 5 s.
describe('FolderPermissionsDialog', { timeout: 30_000 }, () => {
  it('saves each addition on its own: one refused with 422 still saves the other and names the refused one', async () => {
    const server = serverRefusing('ann@x.test');
    const onClose = vi.fn();
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
    renderWithApp(
      <FolderPermissionsDialog
        kind="User"
        open
        engagementId="e-1"
        scope={SCOPE}
        folderName="f-2026"
        onClose={() => undefined}
      />,
    );
    await addUser('Ann (ann@x.test)');
    fireEvent.click(screen.getByTestId('folder-permissions-save'));
    expect(
      await screen.findByText('Folder access not saved: the server refused the change for Ann (ann@x.test)'),
    ).toBeTruthy();
  });
});
