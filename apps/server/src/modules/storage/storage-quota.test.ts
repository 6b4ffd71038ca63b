// An engagement's storage quota (issue 24), through the upload API: a file that would pass the quota
// is refused with 413 as it streams, leaving no object and no file; a replaced file's bytes count as
// freed; another engagement's files do not count.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, engagementScope } from '@cairn/contracts';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { multipartBody } from '../../test/multipart.js';
import {
  requestOk,
  signInNewUser,
  testServer,
  type SignedInClient,
  type TestServer,
} from '../../test/test-server.js';

const KB = 1024;

describe('storage quota', () => {
  let server: TestServer;
  let writer: SignedInClient;
  let base: string;
  let other: string;

  beforeAll(async () => {
    // A quota of about 1 MB (0.001 GB) under a 2 MB upload limit.
    server = await testServer({ CAIRN_STORAGE_QUOTA_GB: '0.001', CAIRN_STORAGE_MAX_UPLOAD_MB: '2' });
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    const engagementId = (await buildEngagement(db, tenantId)).id;
    const otherId = (await buildEngagement(db, tenantId)).id;
    const roles = [engagementId, otherId].map((id) => ({
      role: ROLE_NAMES.superUser,
      scope: engagementScope(id),
    }));
    writer = await signInNewUser(server, { roles });
    base = `/api/storage/engagements/${engagementId}/main`;
    other = `/api/storage/engagements/${otherId}/main`;
    for (const at of [base, other])
      await requestOk(writer, 'POST', `${at}/folders`, { displayName: 'Quota' });
  }, 60_000);
  afterAll(() => server?.close());

  const upload = (at: string, name: string, bytes: number) => {
    const { payload, headers } = multipartBody([{ name, content: Buffer.alloc(bytes, 97) }]);
    return writer.request('POST', `${at}/files?path=f-quota`, payload, headers);
  };
  const names = async (at: string) =>
    (
      (await writer.request('GET', `${at}/folder?path=f-quota`)).json() as {
        results: { actualName: string }[];
      }
    ).results
      .map((o) => o.actualName)
      .sort();
  const files = () =>
    fs
      .readdirSync(path.join(server.config.dataDir, 'storage'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile()).length;

  it('refuses the file that would pass the quota, leaving nothing behind, and counts a replaced file as freed', async () => {
    expect((await upload(base, 'first.csv', 600 * KB)).statusCode).toBe(200);
    const before = files();
    const refused = await upload(base, 'second.csv', 600 * KB);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'storageQuotaReached' });
    expect(refused.json().detail).toMatch(/^This engagement's storage is full/);
    expect(await names(base)).toEqual(['first.csv']);
    expect(files()).toBe(before);
    // Replacing the first file frees its bytes; another engagement has its own quota.
    expect((await upload(base, 'first.csv', 900 * KB)).statusCode).toBe(200);
    expect((await upload(other, 'theirs.csv', 600 * KB)).statusCode).toBe(200);
  });
});
