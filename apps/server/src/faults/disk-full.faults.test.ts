// `npm run test:faults`: the data directory's disk fills up, for real: a 64 MB tmpfs mounted as the
// data directory (the tests run as root). An upload bigger than the space left and an import whose
// table does not fit fail saying the server's disk is full, leave nothing half-written (no file, no
// index row, no temporary file, the table as it was), and Cairn goes on answering; once space is
// freed the same import succeeds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE_NAMES } from '@cairn/contracts';
import { startRunWorker, type RunWorker } from '../jobs/run-worker.js';
import { importCalls } from '../modules/import/import.test-helpers.js';
import { memoryLog } from '../modules/pipelines/runs.test-helpers.js';
import { multipartBody } from '../test/multipart.js';
import { freeBytesOn, payrollCsv } from './disk-full.test-helpers.js';
import { signedInEngagement, testServer, type SignedInClient, type TestServer } from '../test/test-server.js';

const MiB = 1024 * 1024;
const DISK_MB = 64;
const DISK_FULL = /^The server's disk is full/;

describe('the data directory’s disk full', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-disk-full-'));
  let server: TestServer;
  let worker: RunWorker;
  let writer: SignedInClient;
  let engagementId: string;
  const calls = importCalls(
    () => writer,
    () => engagementId,
  );

  beforeAll(async () => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m`, 'tmpfs', dataDir]);
    server = await testServer({ CAIRN_DATA_DIR: dataDir, CAIRN_RUN_POLL_MS: '50' });
    ({ engagementId, client: writer } = await signedInEngagement(server, ROLE_NAMES.configurer));
    worker = startRunWorker(server.ctx, memoryLog().log);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await server?.close();
    // The warehouse processes end a moment after the server closes: until then the disk is busy.
    await vi.waitFor(() => execFileSync('umount', [dataDir]), { timeout: 30_000, interval: 200 });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const freeBytes = () => freeBytesOn(dataDir);
  /** Cairn answers a plain read: the engagement's folders. */
  const stillServing = async () =>
    expect((await writer.request('GET', `${calls.storage()}/folder?path=`)).statusCode).toBe(200);
  const incoming = () => fs.readdirSync(path.join(dataDir, 'storage', '.incoming'));
  const { rowCountOf } = calls;
  /** Asks for the import of `name` and waits for its run to end (a loaded machine: a minute at most). */
  const importAndWait = (folder: string, name: string, status: 'Succeeded' | 'Failed') =>
    calls.importAndWait(folder, [name], status, 60_000);

  it('an upload bigger than the space left answers 507 "disk full", keeps nothing, and Cairn goes on', async () => {
    const folder = await calls.newFolder('Big');
    const before = freeBytes();
    const { payload, headers } = multipartBody([
      { name: 'big.csv', content: Buffer.alloc((DISK_MB + 16) * MiB, 97) },
    ]);
    const res = await writer.request(
      'POST',
      `${calls.storage()}/files?path=${encodeURIComponent(folder)}`,
      payload,
      headers,
    );
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json()).toMatchObject({ title: 'Insufficient Storage', code: 'noSpaceLeft' });
    expect(res.json().detail).toMatch(DISK_FULL);
    expect(await calls.list(folder)).toEqual([]);
    expect(incoming()).toEqual([]);
    expect(freeBytes()).toBeGreaterThanOrEqual(before - MiB);
    await stillServing();
    await calls.upload(folder, [{ name: 'small.csv', content: 'id\n1\n' }]);
    expect((await calls.list(folder)).map((o) => o.actualName)).toEqual(['small.csv']);
  });

  it('an import whose table does not fit fails saying so, keeps the table it had, and succeeds once there is room', async () => {
    const folder = await calls.newFolder('Payroll');
    await calls.upload(folder, [{ name: 'payroll.csv', content: payrollCsv(1_000) }]);
    await importAndWait(folder, 'payroll.csv', 'Succeeded');
    expect(await rowCountOf('payroll')).toBe(1_000);

    const rows = 400_000;
    await calls.upload(folder, [{ name: 'payroll.csv', content: payrollCsv(rows) }]);
    // Something else fills the disk: 2 MB are left, far less than the new table needs.
    const filler = path.join(dataDir, 'filler');
    fs.writeFileSync(filler, Buffer.alloc(Math.max(0, freeBytes() - 2 * MiB)));
    const failed = await importAndWait(folder, 'payroll.csv', 'Failed');
    console.log('import on a full disk:', failed.message);
    expect(failed.message).toMatch(/^payroll\.csv: The server's disk is full/);
    expect(await rowCountOf('payroll')).toBe(1_000);
    expect(fs.readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
    await stillServing();

    fs.rmSync(filler);
    const done = await importAndWait(folder, 'payroll.csv', 'Succeeded');
    expect(done.message).toContain(`import.payroll (${rows.toLocaleString('en')} rows)`);
    expect(await rowCountOf('payroll')).toBe(rows);
  }, 180_000);
});
