import { describe, expect, it } from 'vitest';
import type { StorageConfiguration } from '@cairn/contracts';
import {
  defaultPurpose,
  rowsToMetadata,
  selectableConfigurations,
  shownMetadata,
  storageManagerAddress,
} from './storageObjects';

const config = (storagePurpose: string, displayName: string): StorageConfiguration => ({
  storagePurpose,
  displayName,
  implementation: 'LocalFileSystem',
  configuration: '{}',
});

describe('storage screen rules', () => {
  it('offers configurations whose display name is longer than 2 characters', () => {
    const list = [config('main', 'Main'), config('xx', 'ab'), config('raw', '')];
    expect(selectableConfigurations(list).map((c) => c.storagePurpose)).toEqual(['main']);
  });

  it('defaults to main, else the first purpose longer than 2 characters', () => {
    expect(defaultPurpose([config('import', 'Import'), config('main', 'Main')])).toBe('main');
    expect(defaultPurpose([config('ab', 'Ab'), config('import', 'Import')])).toBe('import');
    expect(defaultPurpose([])).toBeUndefined();
  });

  it("hides empty metadata values but keeps the text 'false'", () => {
    expect(shownMetadata({ a: '', b: ' ', c: 'false', d: 'x' })).toEqual([
      ['c', 'false'],
      ['d', 'x'],
    ]);
  });

  it('saves an empty metadata list as an empty map', () => {
    expect(rowsToMetadata([])).toEqual({});
    expect(rowsToMetadata([{ key: ' period ', value: '2026-01' }])).toEqual({ period: '2026-01' });
  });

  it('builds folder addresses', () => {
    expect(storageManagerAddress('main')).toBe('/storage-manager/main');
    expect(storageManagerAddress('main', ['f-a', 'f-b'])).toBe('/storage-manager/main/f-a/f-b');
  });
});
