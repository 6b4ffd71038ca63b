// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PERMISSIONS, type FolderAbilities, type FolderListing, type StorageObject } from '@cairn/contracts';
import { engagementRoutes, fakeServer, renderWithApp } from '../../shared/testing/renderWithApp';
import { StorageManagerPage } from './StorageManagerPage';

const NOTHING: FolderAbilities = {
  createFolder: false,
  upload: false,
  updateMetadata: false,
  deleteFiles: false,
  manageAccess: false,
  import: false,
  editImportSettings: false,
};
const file: StorageObject = {
  type: 'File',
  displayName: 'wages.csv',
  actualName: 'wages.csv',
  fullPath: 'f-payroll/wages.csv',
  createdAt: null,
  metadata: {},
  size: 120,
};
const listing = (abilities: FolderAbilities): FolderListing => ({
  purpose: 'main',
  path: ['f-payroll'],
  folder: { ...file, type: 'Folder', displayName: 'Payroll', actualName: 'f-payroll', fullPath: 'f-payroll' },
  objects: [file],
  allowedExtensions: ['.csv'],
  abilities,
});

/** The manager of /storage-manager/main/f-payroll, whose listing answers `abilities`. */
function openPayroll(abilities: FolderAbilities, permissions?: string[]) {
  fakeServer([
    ...engagementRoutes({ features: ['Storage'], permissions }),
    ['GET', /\/api\/storage\/engagements\/e-1\/configurations$/, []],
    ['GET', /\/api\/storage\/engagements\/e-1\/main\/folder$/, listing(abilities)],
  ]);
  renderWithApp(
    <Routes>
      <Route path="/storage-manager/:storagePurpose/*" element={<StorageManagerPage />} />
    </Routes>,
    { at: '/storage-manager/main/f-payroll' },
  );
}

afterEach(cleanup);

// Rendering antd in happy-dom is slow on a busy machine: more time than vitest's default 5 s.
describe('StorageManagerPage', { timeout: 30_000 }, () => {
  it("offers a folder's reader downloads only, whatever the engagement-wide flags say", async () => {
    openPayroll(NOTHING, [
      PERMISSIONS.storageFoldersReader,
      PERMISSIONS.storageFoldersWriter,
      PERMISSIONS.authorizationWriter,
    ]);
    expect(await screen.findByLabelText('Download wages.csv')).toBeTruthy();
    expect(screen.queryByTestId('new-folder')).toBeNull();
    expect(screen.queryByTestId('upload')).toBeNull();
    expect(screen.queryByTestId('folder-users')).toBeNull();
    expect(screen.queryByLabelText('Delete wages.csv')).toBeNull();
    expect(screen.queryByLabelText('Edit metadata of wages.csv')).toBeNull();
  });

  it("offers the folder's writer what its abilities allow", async () => {
    openPayroll({ ...NOTHING, createFolder: true, upload: true, updateMetadata: true, deleteFiles: true });
    expect(await screen.findByLabelText('Delete wages.csv')).toBeTruthy();
    expect(screen.getByLabelText('Edit metadata of wages.csv')).toBeTruthy();
    expect(screen.getByTestId('new-folder')).toBeTruthy();
    expect(screen.getByTestId('upload')).toBeTruthy();
    // Access management is an ability of its own.
    expect(screen.queryByTestId('folder-users')).toBeNull();
    cleanup();

    openPayroll({ ...NOTHING, manageAccess: true });
    expect(await screen.findByTestId('folder-users')).toBeTruthy();
    expect(screen.getByTestId('folder-applications')).toBeTruthy();
    expect(screen.queryByTestId('upload')).toBeNull();
  });
});
