// @vitest-environment happy-dom
// The folder's counts in the storage header, in the reader's number format (a folder may hold
// 100,000 files: issue 29).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithApp } from '../../shared/testing/renderWithApp';
import { StorageHeader } from './StorageHeader';

afterEach(() => cleanup());

describe('StorageHeader', () => {
  it('counts folders and files, large numbers formatted', async () => {
    renderWithApp(<StorageHeader purpose="main" configurations={[]} counts={{ folders: 2, files: 10 }} />);
    expect((await screen.findByTestId('storage-folder-count')).textContent).toBe('Folders: 2');
    expect(screen.getByTestId('storage-file-count').textContent).toBe('Files: 10');
    cleanup();
    renderWithApp(
      <StorageHeader purpose="main" configurations={[]} counts={{ folders: 0, files: 100_000 }} />,
    );
    expect((await screen.findByTestId('storage-file-count')).textContent).toBe('Files: 100,000');
  });
});
