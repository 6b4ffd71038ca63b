// The engagement files a process has open: readers share one read-only instance, which stays open a
// while after the last of them (so the next table list does not open the file again) but gives way
// at once to a run that needs the file for writing.
import type { DuckDBInstance } from '@duckdb/node-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WarehouseInstances, type OpenFile } from './instances.js';

function opener() {
  const closed: number[] = [];
  let opened = 0;
  const open = async (): Promise<OpenFile> => {
    const n = ++opened;
    return { kind: 'local', instance: { closeSync: () => closed.push(n) } as unknown as DuckDBInstance };
  };
  return { open, closed, opened: () => opened };
}

describe('warehouse instances', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a read-only file open for the linger time after its last reader, and reuses it', async () => {
    vi.useFakeTimers();
    const instances = new WarehouseInstances(2000);
    const file = opener();
    await (await instances.read('a.duckdb', file.open)).release();
    expect(instances.isOpen('a.duckdb')).toBe(true);

    await vi.advanceTimersByTimeAsync(1500);
    const again = await instances.read('a.duckdb', file.open);
    expect(file.opened()).toBe(1);
    await again.release();

    // The linger counts from the last release, not the first open.
    await vi.advanceTimersByTimeAsync(1999);
    expect(file.closed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(file.closed).toEqual([1]);
    expect(instances.isOpen('a.duckdb')).toBe(false);
  });

  it('closes a lingering read-only file at once when a writer asks for it', async () => {
    const instances = new WarehouseInstances(60_000);
    const reads = opener();
    await (await instances.read('a.duckdb', reads.open)).release();

    const writes = opener();
    const lease = await instances.write('a.duckdb', writes.open);
    expect(reads.closed).toEqual([1]);
    expect(lease.mode).toBe('write');
    await lease.release();
    expect(writes.closed).toEqual([1]);
  });

  it('without a linger time closes the file with its last reader', async () => {
    const instances = new WarehouseInstances();
    const file = opener();
    const first = await instances.read('a.duckdb', file.open);
    const second = await instances.read('a.duckdb', file.open);
    await first.release();
    expect(file.closed).toEqual([]);
    await second.release();
    expect(file.closed).toEqual([1]);
  });
});
