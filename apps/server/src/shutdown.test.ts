// Graceful shutdown: on SIGTERM the server stops taking connections, a request in flight (here an
// upload still streaming) finishes, one that outlasts the grace period (a client that stopped sending)
// is cut off then, and the process exits 0 after closing the database.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startCairn } from './test/cairn-process.js';
import { embeddedDataDir } from './test/embedded-data-dir.js';
import { refusesConnections, requestInFlight } from './test/http-load.js';
import { multipartBody } from './test/multipart.js';

const GRACE_SECONDS = 3;
const ADMIN = { email: 'admin@shutdown.test', password: 'Shutdown-password-1' };

describe('graceful shutdown', () => {
  it('lets an upload in flight finish, cuts a stalled request at the grace period, then exits 0', async () => {
    // An administrator and no demo: seeding the demo took most of this test (30-50 s on 2 cores).
    const dataDir = await embeddedDataDir(ADMIN);
    const cairn = await startCairn(
      { CAIRN_SEED_DEMO: 'false', CAIRN_RUN_SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) },
      { dataDir, args: ['serve', '--no-worker'] },
    );
    const client = await cairn.signIn(ADMIN.email, ADMIN.password);
    const tenant = await client.json<{ id: string }>('POST', '/api/tenants', { name: 'Shutdown' });
    const { id } = await client.json<{ id: string }>('POST', '/api/engagements', {
      name: 'Shutdown',
      tenantId: tenant.id,
    });
    await client.json('PUT', `/api/engagements/${id}/admin`, {
      name: 'Shutdown',
      features: '["Storage"]',
      resourceIds: [],
    });
    const folder = await client.json<{ actualName: string }>(
      'POST',
      `/api/storage/engagements/${id}/main/folders?path=`,
      { displayName: 'Shutdown', metadata: {} },
    );
    const { payload, headers } = multipartBody([{ name: 'slow.csv', content: 'a,b\n'.repeat(2000) }]);
    const files = `/api/storage/engagements/${id}/main/files?path=${folder.actualName}`;
    // Both taken by the server (it answered 100 Continue), half their body sent.
    const upload = await requestInFlight(
      cairn.origin,
      client.headers,
      'POST',
      files,
      payload.toString('latin1'),
      headers['content-type'],
    );
    const stalled = await requestInFlight(
      cairn.origin,
      client.headers,
      'POST',
      files,
      payload.toString('latin1'),
      headers['content-type'],
    );

    const signalledAt = Date.now();
    cairn.kill('SIGTERM');
    // New connections are refused while the upload still streams; then the rest of it comes.
    const port = Number(new URL(cairn.origin).port);
    while (!(await refusesConnections(port))) await new Promise((r) => setTimeout(r, 10));
    upload.finish();
    expect(await upload.answer).toMatchObject({ status: 200 });
    expect(await cairn.exited).toBe(0);
    const exitSeconds = (Date.now() - signalledAt) / 1000;
    // The stalled one never sent the rest: cut off, not waited for (Node's own limit is 300 s).
    expect(await stalled.answer).toHaveProperty('error');
    expect(exitSeconds).toBeGreaterThanOrEqual(GRACE_SECONDS);
    expect(exitSeconds).toBeLessThan(GRACE_SECONDS + 5);
    expect(cairn.output()).toContain('SIGTERM received');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
