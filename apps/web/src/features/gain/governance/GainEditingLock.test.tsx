// @vitest-environment happy-dom
// The SignedOff lock in the storage manager (workspace.md section 4): new folder, upload and delete
// disabled with the reason, in a signed-off gain engagement only.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Engagement } from '@cairn/contracts';
import { buildPayrollListing, NO_FOLDER_ABILITIES } from '../../../shared/testing/factories';
import { engagementRoutes, fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';
import { StorageManagerPage } from '../../storage/StorageManagerPage';

const listing = buildPayrollListing({
  ...NO_FOLDER_ABILITIES,
  createFolder: true,
  upload: true,
  updateMetadata: true,
  deleteFiles: true,
});

function open(features: Engagement['features'], signedOff: boolean) {
  const server = fakeServer([
    ...engagementRoutes({ features }),
    ['GET', /\/api\/storage\/engagements\/e-1\/configurations$/, []],
    ['GET', /\/api\/storage\/engagements\/e-1\/main\/folder$/, listing],
    ['GET', /\/api\/engagements\/e-1\/gain\/sign-off$/, { signedOff }],
  ]);
  renderWithApp(
    <Routes>
      <Route path="/storage-manager/:storagePurpose/*" element={<StorageManagerPage />} />
    </Routes>,
    { at: '/storage-manager/main/f-payroll' },
  );
  return server;
}

afterEach(cleanup);

describe('the SignedOff lock in the storage manager', { timeout: 30_000 }, () => {
  it('disables new folder, upload and delete with the reason in a signed-off gain engagement', async () => {
    open(['GAIN', 'Storage'], true);
    expect((await screen.findByTestId('gain-editing-locked')).textContent).toBe(
      'This gain engagement is signed off: editing is disabled.',
    );
    expect((screen.getByTestId('new-folder') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('upload') as HTMLButtonElement).disabled).toBe(true);
    const locked = screen.getByTestId('storage-delete-locked') as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(locked.getAttribute('aria-label')).toBe(
      'This gain engagement is signed off: editing is disabled.',
    );
    expect(screen.queryByLabelText('Delete wages.csv')).toBeNull();
  });

  it('locks nothing before the sign-off, nor in an engagement that is not a gain engagement', async () => {
    open(['GAIN', 'Storage'], false);
    expect(await screen.findByLabelText('Delete wages.csv')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('upload') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('gain-editing-locked')).toBeNull();
    cleanup();
    const server = open(['Storage'], true);
    expect(await screen.findByLabelText('Delete wages.csv')).toBeTruthy();
    expect((screen.getByTestId('new-folder') as HTMLButtonElement).disabled).toBe(false);
    expect(server.callsTo(/\/gain\/sign-off$/)).toHaveLength(0);
  });
});
