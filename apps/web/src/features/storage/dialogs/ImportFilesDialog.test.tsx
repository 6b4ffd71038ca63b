// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { buildStorageFile } from '../../../shared/testing/factories';
import { fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';
import { ImportFilesDialog } from './ImportFilesDialog';

const file = (name: string) => buildStorageFile(name, 'f-2026', { queueState: 'Staged' });

afterEach(cleanup);

// Rendering antd in happy-dom is slow on a busy machine: more time than vitest's default 5 s.
describe('ImportFilesDialog', { timeout: 30_000 }, () => {
  it('confirms only with a file ticked and imports the ticked files of the folder', async () => {
    const server = fakeServer([
      ['POST', /\/api\/pipelines\/engagements\/e-1\/import$/, { id: 'run-9', status: 'Queued' }],
    ]);
    const onStarted = vi.fn();
    renderWithApp(
      <ImportFilesDialog
        engagementId="e-1"
        mode="import"
        path={['f-2026']}
        files={[file('wages.csv'), file('bonus.xlsx')]}
        nameOf={(o) => o.displayName}
        onClose={() => undefined}
        onStarted={onStarted}
      />,
    );
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(screen.getByTestId('import-confirm').textContent).toContain('Import (2)');

    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[1]);
    await waitFor(() => expect(screen.queryByTestId('import-confirm')).toBeNull());

    fireEvent.click(boxes[1]);
    fireEvent.click(await screen.findByTestId('import-confirm'));
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    expect(server.callsTo(/\/import$/)[0].body).toEqual({
      fileNames: ['bonus.xlsx'],
      storagePurpose: 'import',
      path: 'f-2026',
    });
    expect(await screen.findByText('Importing files: 1')).toBeTruthy();
  });
});
