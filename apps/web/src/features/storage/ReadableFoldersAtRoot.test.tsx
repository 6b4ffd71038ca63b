// @vitest-environment happy-dom
// The import storage's root for someone who may read only folders below it (issue 27): no "No access"
// dialog on every visit; one readable folder opens, several are listed, none still explains.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ReachableFolder } from '@cairn/contracts';
import { buildPayrollListing, NO_FOLDER_ABILITIES } from '../../shared/testing/factories';
import { problemAnswer } from '../../shared/testing/problemAnswer';
import { engagementRoutes, fakeServer, renderWithApp } from '../../shared/testing/renderWithApp';
import { StorageManagerPage } from './StorageManagerPage';

const folder = (id: string, name: string): ReachableFolder => ({ path: [id], displayNames: [name] });

/** Opens /import/import/folders (the root) as someone the root answers 403, who may read `folders`. */
function openImportRoot(folders: ReachableFolder[]) {
  fakeServer([
    ...engagementRoutes({ features: ['Storage'] }),
    ['GET', /\/api\/storage\/engagements\/e-1\/configurations$/, []],
    [
      'GET',
      /\/api\/storage\/engagements\/e-1\/import\/folder$/,
      (call: { url: URL }) =>
        call.url.searchParams.get('path')
          ? buildPayrollListing(NO_FOLDER_ABILITIES)
          : problemAnswer(403, { title: 'Forbidden' }),
    ],
    ['GET', /\/api\/storage\/engagements\/e-1\/import\/reachable-folders$/, folders],
  ]);
  renderWithApp(
    <Routes>
      <Route path="/import/:storagePurpose/folders/*" element={<StorageManagerPage area="import" />} />
    </Routes>,
    { at: '/import/import/folders' },
  );
}

afterEach(cleanup);

describe('the import root closed to a folder-level reader', { timeout: 30_000 }, () => {
  it('lists the readable folders instead of the no-access dialog', async () => {
    openImportRoot([folder('f-2026', 'Payroll 2026'), folder('f-2025', 'Payroll 2025')]);
    const links = await screen.findAllByTestId('storage-readable-folder');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Payroll 2026', '/import/import/folders/f-2026'],
      ['Payroll 2025', '/import/import/folders/f-2025'],
    ]);
    expect(screen.queryByTestId('no-access-dialog')).toBeNull();
  });

  it('opens the one readable folder', async () => {
    openImportRoot([folder('f-2026', 'Payroll 2026')]);
    expect(await screen.findByText('wages.csv')).toBeTruthy();
    expect(screen.queryByTestId('no-access-dialog')).toBeNull();
  });

  it('still explains when no folder is readable', async () => {
    openImportRoot([]);
    await waitFor(() => expect(screen.getByTestId('no-access-dialog')).toBeTruthy());
  });
});
