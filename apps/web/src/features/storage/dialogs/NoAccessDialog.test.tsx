// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { storageScope, type ReachableFolder } from '@cairn/contracts';
import { engagementRoutes, fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';
import { storageManagerAddress } from '../storageObjects';
import { NoAccessDialog } from './NoAccessDialog';

const REACHABLE = /^\/api\/storage\/engagements\/e-1\/main\/reachable-folders$/;

function Shown({ path = [] as string[] }) {
  const location = useLocation();
  return (
    <>
      <output data-testid="address">{location.pathname}</output>
      <NoAccessDialog
        open
        canGrantSelf={false}
        scope={storageScope('e-1', 'main', path)}
        atRoot={path.length === 0}
        onBack={() => undefined}
        engagementId="e-1"
        purpose="main"
        purposeLabel="Main"
        path={path}
        folderAddress={storageManagerAddress}
      />
    </>
  );
}

afterEach(cleanup);

// Rendering antd in happy-dom is slow on a busy machine: more time than vitest's default 5 s.
describe('NoAccessDialog', { timeout: 30_000 }, () => {
  it('offers the folders I was given below the root as links to their storage manager address', async () => {
    const folders: ReachableFolder[] = [
      { path: ['f-ledger'], displayNames: ['Ledger'] },
      { path: ['f-payroll-2026', 'f-january-run'], displayNames: ['Payroll 2026', 'January Run'] },
    ];
    const server = fakeServer([...engagementRoutes(), ['GET', REACHABLE, folders]]);
    renderWithApp(<Shown />, { at: '/storage-manager/main' });

    expect(await screen.findByText('Folders you can open')).toBeTruthy();
    const links = await screen.findAllByTestId('no-access-reachable-folder');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Ledger', '/storage-manager/main/f-ledger'],
      ['Payroll 2026 / January Run', '/storage-manager/main/f-payroll-2026/f-january-run'],
    ]);
    // The existing message and way back stay.
    expect(screen.getByTestId('no-access-dialog').textContent).toBe(
      'You do not have access to this folder. Please ask your engagement manager to grant you access.',
    );
    expect(screen.getByTestId('no-access-back').textContent).toBe('Back to Overview');

    fireEvent.click(links[1]);
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        '/storage-manager/main/f-payroll-2026/f-january-run',
      ),
    );
    expect(server.callsTo(REACHABLE)).not.toHaveLength(0);
  });

  it('shows no list when I may open no folder of this purpose', async () => {
    const server = fakeServer([...engagementRoutes(), ['GET', REACHABLE, []]]);
    renderWithApp(<Shown path={['f-ledger']} />, { at: '/storage-manager/main/f-ledger' });
    await screen.findByTestId('no-access-dialog');
    await waitFor(() => expect(server.callsTo(REACHABLE)).toHaveLength(1));
    expect(screen.queryByTestId('no-access-reachable')).toBeNull();
    expect(screen.getByTestId('no-access-back').textContent).toBe('Back');
  });
});
