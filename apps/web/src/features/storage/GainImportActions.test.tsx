// @vitest-environment happy-dom
// The storage manager's gain actions (workspace.md section 2): in a gain engagement import and
// reprocess start a gain import run, and the FX-rate process and reprocess are offered too.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { buildStorageFile } from '../../shared/testing/factories';
import { fakeServer, renderWithApp } from '../../shared/testing/renderWithApp';
import { ImportFilesDialog } from './dialogs/ImportFilesDialog';
import { ImportToolbar } from './ImportToolbar';
import type { ImportMode } from './importSelection';

const file = (name: string) => buildStorageFile(name, 'f-drops', { queueState: 'Finished' });
const run = [{ id: 'run-7', status: 'Queued' }];

afterEach(cleanup);

describe('gain storage actions', { timeout: 30_000 }, () => {
  it('offers the FX-rate process and reprocess in a gain engagement only', async () => {
    const onImport = vi.fn();
    const counts = { import: 0, reprocess: 2, fxRateProcess: 0, fxRateReprocess: 2 };
    renderWithApp(<ImportToolbar canImport gain counts={counts} selectedCount={2} onImport={onImport} />);
    expect((await screen.findByTestId('fx-rate-process-files')).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('fx-rate-reprocess-files'));
    expect(onImport).toHaveBeenCalledWith('fxRateReprocess');
    expect(screen.getByTestId('fx-rate-reprocess-files').textContent).toContain('Reprocess FX rate (2)');
    cleanup();

    renderWithApp(<ImportToolbar canImport counts={counts} selectedCount={2} onImport={onImport} />);
    expect(await screen.findByTestId('reprocess-files')).toBeTruthy();
    expect(screen.queryByTestId('fx-rate-process-files')).toBeNull();
  });

  it.each([
    ['reprocess', /\/gain\/import$/, 'Reprocessing files: 2'],
    ['fxRateReprocess', /\/gain\/fx-rate\/reprocess$/, 'Reprocessing FX rates: 2'],
  ] as const)('%s starts the gain run with the ticked files of the folder', async (mode, address, toast) => {
    const server = fakeServer([['POST', address, run]]);
    const onStarted = vi.fn();
    renderWithApp(
      <ImportFilesDialog
        engagementId="e-1"
        mode={mode satisfies ImportMode}
        gain
        path={['f-drops']}
        files={[file('fx_rates_a.csv'), file('fx_rates_b.csv')]}
        nameOf={(o) => o.displayName}
        onClose={() => undefined}
        onStarted={onStarted}
      />,
    );
    fireEvent.click(await screen.findByTestId('import-confirm'));
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    expect(server.callsTo(address)[0].body).toEqual({
      path: 'f-drops',
      fileNames: ['fx_rates_a.csv', 'fx_rates_b.csv'],
    });
    expect(await screen.findByText(toast)).toBeTruthy();
  });
});
