// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PERMISSIONS, type FolderAbilities } from '@cairn/contracts';
import { buildPayrollListing, NO_FOLDER_ABILITIES } from '../../shared/testing/factories';
import { engagementRoutes, fakeServer, renderWithApp } from '../../shared/testing/renderWithApp';
import { StorageManagerPage } from './StorageManagerPage';

/** The manager of /storage-manager/main/f-payroll (`query` in the address), whose listing answers `answer`. */
function openPayroll(
  abilities: FolderAbilities,
  permissions?: string[],
  query = '',
  answer = buildPayrollListing(abilities),
  folder = '/f-payroll',
) {
  const server = fakeServer([
    ...engagementRoutes({ features: ['Storage'], permissions }),
    ['GET', /\/api\/storage\/engagements\/e-1\/configurations$/, []],
    ['GET', /\/api\/storage\/engagements\/e-1\/main\/folder$/, answer],
  ]);
  renderWithApp(
    <Routes>
      <Route path="/storage-manager/:storagePurpose/*" element={<StorageManagerPage />} />
    </Routes>,
    { at: `/storage-manager/main${folder}${query}` },
  );
  return server;
}

afterEach(cleanup);

/** Why a folder's reader may not add to it (issue 27): the folder grant writing takes. */
const NEEDS_CONTRIBUTOR =
  'Needs contributor access to this folder (role: Engagement Folder Contributor); ask your engagement manager';

/** The button is there, disabled, saying why (its tooltip and aria-description). */
function expectUnavailable(testId: string, reason: string) {
  const button = screen.getByTestId(testId) as HTMLButtonElement;
  expect(button.disabled, testId).toBe(true);
  expect(button.getAttribute('aria-description'), testId).toBe(reason);
}

// Rendering antd in happy-dom is slow on a busy machine: more time than vitest's default 5 s.
describe('StorageManagerPage', { timeout: 30_000 }, () => {
  it("offers a folder's reader downloads, and new folder and upload disabled saying why, whatever the engagement-wide flags say", async () => {
    openPayroll(NO_FOLDER_ABILITIES, [
      PERMISSIONS.storageFoldersReader,
      PERMISSIONS.storageFoldersWriter,
      PERMISSIONS.authorizationWriter,
    ]);
    expect(await screen.findByLabelText('Download wages.csv')).toBeTruthy();
    expectUnavailable('new-folder', NEEDS_CONTRIBUTOR);
    expectUnavailable('upload', NEEDS_CONTRIBUTOR);
    expect(screen.queryByTestId('folder-users')).toBeNull();
    expect(screen.queryByLabelText('Delete wages.csv')).toBeNull();
    expect(screen.queryByLabelText('Edit metadata of wages.csv')).toBeNull();
  });

  it("offers the folder's writer what its abilities allow", async () => {
    openPayroll({
      ...NO_FOLDER_ABILITIES,
      createFolder: true,
      upload: true,
      updateMetadata: true,
      deleteFiles: true,
    });
    expect(await screen.findByLabelText('Delete wages.csv')).toBeTruthy();
    expect(screen.getByLabelText('Edit metadata of wages.csv')).toBeTruthy();
    for (const id of ['new-folder', 'upload']) {
      const button = screen.getByTestId(id) as HTMLButtonElement;
      expect(button.disabled, id).toBe(false);
      expect(button.getAttribute('aria-description'), id).toBeNull();
    }
    // Access management is an ability of its own.
    expect(screen.queryByTestId('folder-users')).toBeNull();
    cleanup();

    openPayroll({ ...NO_FOLDER_ABILITIES, manageAccess: true });
    expect(await screen.findByTestId('folder-users')).toBeTruthy();
    expect(screen.getByTestId('folder-applications')).toBeTruthy();
    expectUnavailable('upload', NEEDS_CONTRIBUTOR);
  });

  it("at a purpose's root: no upload (no one may upload there), a reader's new folder disabled, access managed like any folder", async () => {
    openPayroll({ ...NO_FOLDER_ABILITIES, createFolder: true }, undefined, '', undefined, '');
    expect(await screen.findByTestId('new-folder')).toBeTruthy();
    expect(screen.queryByTestId('upload')).toBeNull();
    cleanup();

    openPayroll(NO_FOLDER_ABILITIES, undefined, '', undefined, '');
    await screen.findByLabelText('Download wages.csv');
    expectUnavailable('new-folder', NEEDS_CONTRIBUTOR);
    expect(screen.queryByTestId('upload')).toBeNull();
    cleanup();

    // The engagement manager grants the root like any folder (issue 27).
    openPayroll({ ...NO_FOLDER_ABILITIES, manageAccess: true }, undefined, '', undefined, '');
    expect(await screen.findByTestId('folder-users')).toBeTruthy();
  });

  it('asks the server for the page and sort of the address, and counts the whole folder', async () => {
    const answer = {
      ...buildPayrollListing(NO_FOLDER_ABILITIES),
      meta: { totalItems: 12, page: 2, pageSize: 10 },
      counts: { folders: 2, files: 10 },
    };
    const server = openPayroll(NO_FOLDER_ABILITIES, undefined, '?page=2&sort=-createdAt', answer);
    expect((await screen.findByTestId('storage-file-count')).textContent).toBe('Files: 10');
    expect(screen.getByTestId('storage-folder-count').textContent).toBe('Folders: 2');
    expect(screen.getByTestId('storage-count').getAttribute('data-count')).toBe('12');
    const asked = server.callsTo(/\/folder$/).map((c) => Object.fromEntries(c.url.searchParams));
    expect(asked).toContainEqual({ path: 'f-payroll', page: '2', pageSize: '10', sort: '-createdAt' });
    // One request serves the folder's abilities and names and the list.
    expect(new Set(asked.map((q) => JSON.stringify(q))).size).toBe(1);
  });

  it('says which names show when the actual-name switch is clicked (toggleClicked)', async () => {
    openPayroll(NO_FOLDER_ABILITIES, [PERMISSIONS.storageFoldersReader]);
    await screen.findByLabelText('Download wages.csv');
    fireEvent.click(screen.getByTestId('actual-name-switch'));
    expect(await screen.findByText('Showing the actual names of files and folders')).toBeTruthy();
    fireEvent.click(screen.getByTestId('actual-name-switch'));
    expect(await screen.findByText('Showing the display names of files and folders')).toBeTruthy();
  });
});
