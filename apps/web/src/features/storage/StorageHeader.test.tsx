// @vitest-environment happy-dom
// The folder's counts in the storage header: a folder of more files than the server counts says so
// (issue 29: files are counted up to PAGED_COUNT_LIMIT).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithApp } from '../../shared/testing/renderWithApp';
import { StorageHeader } from './StorageHeader';

afterEach(() => cleanup());

describe('StorageHeader', () => {
  it('counts folders and files, and says "more than" where the server stopped counting', async () => {
    renderWithApp(<StorageHeader purpose="main" configurations={[]} counts={{ folders: 2, files: 10 }} />);
    expect((await screen.findByTestId('storage-folder-count')).textContent).toBe('Folders: 2');
    expect(screen.getByTestId('storage-file-count').textContent).toBe('Files: 10');
    cleanup();
    renderWithApp(
      <StorageHeader
        purpose="main"
        configurations={[]}
        counts={{ folders: 0, files: 10_000, filesAtLeast: true }}
      />,
    );
    expect((await screen.findByTestId('storage-file-count')).textContent).toBe('Files: more than 10,000');
  });
});
