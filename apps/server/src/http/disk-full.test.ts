// A full disk answers 507 with its own code (the web says "the server's disk is full"), not a 500:
// the file system's error as it comes (ENOSPC, EDQUOT) or wrapped by a driver. The error itself,
// with its path, goes to the log only. faults/disk-full.faults.test.ts fills a real disk.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.js';
import { fromDuckdb } from '../warehouse/warehouse-errors.js';
import { DISK_FULL_DETAIL, isDiskFull } from './problem.js';

const noSpace = (code = 'ENOSPC') =>
  Object.assign(new Error(`${code}: no space left on device, write '/srv/cairn/data/storage/x'`), {
    code,
    errno: -28,
    syscall: 'write',
  });

describe('a full disk', () => {
  const logged: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => logged.push(line) } } });

  beforeAll(async () => {
    registerErrorHandling(app);
    app.get('/write', () => {
      throw noSpace();
    });
    app.get('/wrapped', () => {
      throw new Error('Azure Blob Storage could not write', { cause: noSpace('EDQUOT') });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 507 noSpaceLeft saying what to do, the path only in the log', async () => {
    for (const url of ['/write', '/wrapped']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(507);
      const body = res.json();
      expect(body).toMatchObject({ title: 'Insufficient Storage', status: 507, code: 'noSpaceLeft' });
      expect(body.detail).toBe(
        "The server's disk is full: nothing was saved. Ask an administrator to free space, then try again.",
      );
      expect(res.body).not.toContain('/srv/cairn');
      expect(logged.find((line) => line.includes(body.errorId))).toContain('/srv/cairn/data/storage/x');
    }
  });

  it("is told by the error's code or DuckDB's words, not by any failed write", () => {
    expect(
      isDiskFull(new Error('IO Error: Could not write file "w.duckdb.wal": No space left on device')),
    ).toBe(true);
    expect(isDiskFull(Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' }))).toBe(false);
    expect(isDiskFull('ENOSPC')).toBe(false);
  });

  it("is a full warehouse to a run (as its quota is), not the query's error", () => {
    const duckdb = fromDuckdb(
      new Error(
        'TransactionContext Error: Failed to commit: Could not write file "w.duckdb": No space left on device',
      ),
    );
    expect([duckdb.reason, duckdb.message]).toEqual(['full', DISK_FULL_DETAIL]);
  });
});
