// Hostile files (issue 24), through the storage API as a folder writer: an upload over the limit is
// refused with 413 and leaves nothing behind (no object, no index entry, no partial file on disk);
// traversal in every spelling is refused and reaches nothing outside; a name that disguises its
// extension (a right-to-left override) is refused; HTML uploaded as CSV is served as an attachment
// that no browser renders. Quotas, XLSX and ZIP bombs and git push bombs are proven where they are
// enforced (docs/hardening.md lists the files).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, engagementScope } from '@cairn/contracts';
import { buildEngagement, buildTenant } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import {
  requestOk,
  signInWithRole,
  testServer,
  type SignedInClient,
  type TestServer,
} from '../test/test-server.js';
import { recordFigure } from './figures.js';

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe('hostile files', () => {
  let server: TestServer;
  let writer: SignedInClient;
  let base: string;
  let storageDir: string;

  beforeAll(async () => {
    // A small upload limit keeps the oversized body small.
    server = await testServer({ CAIRN_STORAGE_MAX_UPLOAD_MB: '1' });
    const db = server.database.db;
    const engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    writer = await signInWithRole(server, ROLE_NAMES.superUser, engagementScope(engagementId));
    base = `/api/storage/engagements/${engagementId}/main`;
    await requestOk(writer, 'POST', `${base}/folders`, { displayName: 'Hostile' });
    storageDir = path.join(server.config.dataDir, 'storage');
  }, 60_000);
  afterAll(() => server?.close());

  const upload = (name: string, content: Buffer | string, folder = 'f-hostile') => {
    const { payload, headers } = multipartBody([{ name, content }]);
    return writer.request('POST', `${base}/files?path=${encodeURIComponent(folder)}`, payload, headers);
  };
  const listing = async () =>
    (await writer.request('GET', `${base}/folder?path=f-hostile`)).json() as { results: unknown[] };

  it('refuses an upload over the limit with 413, leaving no object and no file behind', async () => {
    const before = filesUnder(storageDir);
    const res = await upload('big.csv', Buffer.alloc(1024 * 1024 + 1, 97));
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBeTruthy();
    expect((await listing()).results).toEqual([]);
    expect(filesUnder(storageDir)).toEqual(before);
    expect((await upload('small.csv', 'a;b\n1;2\n')).statusCode).toBe(200);
  });

  it('refuses traversal in every spelling, reaching nothing outside', async () => {
    const spellings = [
      '../x',
      '..\\x',
      'f-hostile/../../..',
      'f-hostile/%2e%2e/%2e%2e',
      '%2e%2e%2f%2e%2e%2fetc',
      '..%c0%af..%c0%afetc',
      'f-hostile/\u2025/x',
      '/etc/passwd',
      'f-hostile//..//..',
    ];
    let refused = 0;
    for (const spelling of spellings) {
      const at = encodeURIComponent(spelling);
      const answers = [
        await writer.request('GET', `${base}/folder?path=${at}`),
        await writer.request('GET', `${base}/files/content?path=${at}`),
        await upload('x.csv', 'x', spelling),
      ];
      for (const res of answers) {
        expect(res.statusCode, `${spelling}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, spelling).toBeLessThan(500);
        refused++;
      }
    }
    // Nothing named x.csv anywhere in the data directory (a traversal would land in or near it), nor beside it.
    expect(filesUnder(server.config.dataDir).filter((f) => f.endsWith('x.csv'))).toEqual([]);
    expect(fs.readdirSync(path.dirname(server.config.dataDir)).filter((f) => f === 'x.csv')).toEqual([]);
    recordFigure('traversal', { cases: spellings.length * 3, refused });
  });

  it('refuses a name that disguises its extension with a right-to-left override', async () => {
    const res = await upload('invoice\u202Efdp.csv', 'a;b');
    expect(res.statusCode).toBe(400);
    expect((await listing()).results.length).toBe(1);
  });

  it('serves HTML uploaded as CSV as an attachment no browser renders', async () => {
    expect(
      (await upload('page.csv', '<html><script>alert(document.cookie)</script></html>')).statusCode,
    ).toBe(200);
    const res = await writer.request(
      'GET',
      `${base}/files/content?path=${encodeURIComponent('f-hostile/page.csv')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment/);
  });
});
