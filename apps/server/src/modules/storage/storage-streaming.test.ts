// Uploads through real HTTP to a real server process: a 256 MiB file streams with the server's
// memory staying flat (holding it would add 256 MB, over the 150 MB allowed), and an upload killed half way leaves nothing behind.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryOf, startCairn } from '../../test/cairn-process.js';
import { sha256Of, streamUpload as sendUpload } from '../../test/streamed-upload.js';

const MiB = 1024 * 1024;
/** Large enough that holding it in memory would break the 150 MB the server may grow by. */
const SIZE = 256 * MiB;
let cairn: Awaited<ReturnType<typeof startCairn>>;
let client: Awaited<ReturnType<Awaited<ReturnType<typeof startCairn>>['signIn']>>;
let uploadUrl: string;
let engagementId: string;

beforeAll(async () => {
  // The demo's users and engagement, without the worker: its runs would only take the cores.
  cairn = await startCairn({}, { args: ['serve', '--no-worker'] });
  client = await cairn.signIn('configurer@cairn.local');
  const engagements = await client.json<{ id: string; name: string }[]>('GET', '/api/engagements/mine');
  engagementId = engagements.find((e) => e.name === 'Payroll Analytics 2026')!.id;
  await client.json('POST', `/api/storage/engagements/${engagementId}/main/folders?path=`, {
    displayName: 'Large',
    metadata: {},
  });
  uploadUrl = `${cairn.origin}/api/storage/engagements/${engagementId}/main/files?path=f-large`;
  // A real start seeds the demo first: 30-50 s on a slow 2-core machine.
}, 180_000);
afterAll(() => cairn.stop());

const streamUpload = (name: string, size: number, options: Parameters<typeof sendUpload>[4] = {}) =>
  sendUpload(uploadUrl, client.headers, name, size, options);

describe('streaming uploads', () => {
  it("streams a 256 MiB upload with the server's memory staying flat, and downloads the same bytes", async () => {
    const before = memoryOf(cairn.pid).rssMB;
    let peak = before;
    let calls = 0;
    const sample = () => {
      if (++calls % 16 === 0) peak = Math.max(peak, memoryOf(cairn.pid).rssMB);
    };
    const started = Date.now();
    const upload = await streamUpload('large.csv', SIZE, { onChunk: sample });
    const seconds = (Date.now() - started) / 1000;
    expect(upload.status).toBe(200);
    console.log(
      `256 MiB upload: ${seconds.toFixed(1)} s, server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during`,
    );
    expect(peak - before).toBeLessThan(150);

    const res = await fetch(
      `${cairn.origin}/api/storage/engagements/${engagementId}/main/files/content?path=f-large/large.csv`,
      { headers: client.headers },
    );
    expect(res.headers.get('content-length')).toBe(String(SIZE));
    expect(await sha256Of(res)).toBe(upload.sha256);
    await fetch(`${cairn.origin}/api/storage/engagements/${engagementId}/main/files?path=f-large/large.csv`, {
      method: 'DELETE',
      headers: client.headers,
    });
  }, 180_000);

  it('an upload killed half way leaves no file, no index entry and no temporary file', async () => {
    const incoming = path.join(cairn.dataDir, 'storage', '.incoming');
    await streamUpload('half.csv', 64 * MiB, { abortAfter: 24 * MiB });
    // The server notices the closed socket a moment later: until then the temporary file may be there.
    await vi.waitFor(() => expect(fs.readdirSync(incoming)).toEqual([]), { timeout: 10_000, interval: 50 });
    const listing = await client.json<{ results: unknown[] }>(
      'GET',
      `/api/storage/engagements/${engagementId}/main/folder?path=f-large`,
    );
    expect(listing.results).toEqual([]);
    // The next upload of that name works.
    expect((await streamUpload('half.csv', 2 * MiB)).status).toBe(200);
  }, 60_000);
});
