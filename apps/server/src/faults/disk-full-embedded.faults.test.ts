// `npm run test:faults`: the embedded installation's disk fills up, for real: `cairn serve` with its
// data directory (the PGlite database, storage, warehouses) on a tmpfs mounted for the test (we run
// as root), then filled by something else. An upload that does not fit answers 507 "disk full" and
// leaves nothing; with not a byte left, reads go on and a write fails without taking the server down;
// once space is freed, writes work again, without a restart.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoConfigurer, startCairn } from '../test/cairn-process.js';
import { streamUpload } from '../test/streamed-upload.js';

const MiB = 1024 * 1024;
const DISK_MB = 512;

describe('the embedded data directory’s disk full', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-disk-full-embedded-'));
  const filler = path.join(dataDir, 'filler');
  let cairn: Awaited<ReturnType<typeof startCairn>>;
  let client: Awaited<ReturnType<typeof demoConfigurer>>['client'];
  let base: string;

  beforeAll(async () => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m`, 'tmpfs', dataDir]);
    // The demo's users and engagement: a real first start, seeded (30-50 s on a slow machine).
    cairn = await startCairn({}, { dataDir });
    const demo = await demoConfigurer(cairn);
    client = demo.client;
    base = `/api/storage/engagements/${demo.engagement.id}/main`;
    await client.json('POST', `${base}/folders?path=`, { displayName: 'Full', metadata: {} });
    console.log(`embedded data directory after the first start: ${(used() / MiB).toFixed(0)} MB`);
  }, 180_000);
  afterAll(async () => {
    await cairn?.stop();
    // The warehouse processes end a moment after the server: until then the disk is busy.
    await vi.waitFor(() => execFileSync('umount', [dataDir]), { timeout: 30_000, interval: 200 });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const freeBytes = () => {
    const { bavail, bsize } = fs.statfsSync(dataDir);
    return bavail * bsize;
  };
  const used = () => {
    const { blocks, bfree, bsize } = fs.statfsSync(dataDir);
    return (blocks - bfree) * bsize;
  };
  /** Something else takes the disk, leaving `left` bytes (0: until a write fails, ENOSPC). */
  const fillLeaving = (left: number) => {
    fs.rmSync(filler, { force: true });
    const fd = fs.openSync(filler, 'w');
    try {
      for (let room = freeBytes() - left; room > 0; room = freeBytes() - left)
        fs.writeSync(fd, Buffer.alloc(Math.min(MiB, Math.max(4096, room))));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
    } finally {
      fs.closeSync(fd);
    }
  };
  const files = async () =>
    (
      await client.json<{ results: { actualName: string }[] }>('GET', `${base}/folder?path=f-full`)
    ).results.map((o) => o.actualName);
  const upload = (name: string, size: number) =>
    streamUpload(`${cairn.origin}${base}/files?path=f-full`, client.headers, name, size);

  it('an upload bigger than the space left answers 507 "disk full"; nothing stays; Cairn goes on', async () => {
    fillLeaving(16 * MiB);
    const refused = await upload('big.csv', 64 * MiB);
    expect(refused.status, refused.body).toBe(507);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'noSpaceLeft' });
    expect(await files()).toEqual([]);
    expect(fs.readdirSync(path.join(dataDir, 'storage', '.incoming'))).toEqual([]);
    expect((await upload('small.csv', MiB)).status).toBe(200);
    expect(await files()).toEqual(['small.csv']);
  }, 120_000);

  it('with not a byte left, reads go on and a write fails; once space is freed, writes work again', async () => {
    fillLeaving(0);
    expect(await files()).toEqual(['small.csv']);
    const refused = await upload('more.csv', MiB);
    expect(refused.status, refused.body).toBe(507);
    expect(cairn.output()).not.toMatch(/PANIC|RuntimeError|Aborted/);
    fs.rmSync(filler);
    expect((await upload('more.csv', MiB)).status).toBe(200);
    expect((await files()).sort()).toEqual(['more.csv', 'small.csv']);
    const folder = await client.json<{ actualName: string }>('POST', `${base}/folders?path=`, {
      displayName: 'After',
      metadata: {},
    });
    expect(folder.actualName).toBe('f-after');
  }, 120_000);
});
