import { describe, expect, it } from 'vitest';
import type { FileQueueState, StorageObject } from '@cairn/contracts';
import { hasFilesInFlight } from '../../shared/api/storage/queueState';
import { buildStorageFile } from '../../shared/testing/factories';
import { canConfirmImport, filesFor, importRequest, isSelectable } from './importSelection';

const file = (name: string, queueState?: FileQueueState) => buildStorageFile(name, 'f-2026', { queueState });
const folder: StorageObject = {
  ...file('f-sub'),
  type: 'Folder',
  fullPath: 'f-2026/f-sub',
  queueState: undefined,
};

describe('import actions of the storage manager', () => {
  const objects = [
    file('new.csv'),
    file('staged.csv', 'Staged'),
    file('done.csv', 'Finished'),
    file('busy.csv', 'Processing'),
    file('queued.csv', 'Enqueued'),
    folder,
  ];
  const all = objects.map((o) => o.fullPath);

  it('lets files be ticked, not folders nor files already on their way', () => {
    expect(objects.filter(isSelectable).map((o) => o.actualName)).toEqual([
      'new.csv',
      'staged.csv',
      'done.csv',
    ]);
  });

  it('imports files not imported yet and reprocesses files whose import finished', () => {
    expect(filesFor('import', objects, all).map((o) => o.actualName)).toEqual(['new.csv', 'staged.csv']);
    expect(filesFor('reprocess', objects, all).map((o) => o.actualName)).toEqual(['done.csv']);
    expect(filesFor('import', objects, ['f-2026/staged.csv']).map((o) => o.actualName)).toEqual([
      'staged.csv',
    ]);
  });

  it('shows the confirm button only with at least one file ticked', () => {
    expect(canConfirmImport([])).toBe(false);
    expect(canConfirmImport(['f-2026/new.csv'])).toBe(true);
  });

  it('sends the file names of the folder on screen', () => {
    expect(importRequest(['f-2026'], ['new.csv', 'staged.csv'])).toEqual({
      fileNames: ['new.csv', 'staged.csv'],
      storagePurpose: 'import',
      path: 'f-2026',
    });
    expect(importRequest([], ['a.csv']).path).toBe('');
  });

  it('follows a listing while a file is queued or processing', () => {
    expect(hasFilesInFlight(objects)).toBe(true);
    expect(hasFilesInFlight([file('done.csv', 'Finished')])).toBe(false);
  });
});
