// The storage API, run on each driver: the local filesystem, Azure Blob (Azurite) and AWS S3 (s3rver).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES, storageScope } from '@cairn/contracts';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import { multipartBody } from '../../test/multipart.js';
import { startAzurite } from '../../test/azurite.js';
import { startS3Server } from '../../test/s3-server.js';
import {
  signIn,
  signInNewUser,
  signInWithRole,
  testServer,
  type SignedInClient,
  type TestServer,
} from '../../test/test-server.js';

type Implementation = 'LocalFileSystem' | 'AzureStorageAccount' | 'AwsS3Bucket';
const S3_BUCKET = 'cairn-suite';
/** An S3 configuration names its bucket; the others need nothing but a PathPrefix. */
const storageConfiguration = (implementation: Implementation) =>
  implementation === 'AwsS3Bucket' ? JSON.stringify({ BucketName: S3_BUCKET, PathPrefix: '' }) : undefined;

describe.each<Implementation>(['LocalFileSystem', 'AzureStorageAccount', 'AwsS3Bucket'])(
  'storage on %s',
  (implementation) => {
    let server: TestServer;
    let azurite: Awaited<ReturnType<typeof startAzurite>> | undefined;
    let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
    let engagementId: string;
    let writer: SignedInClient;
    let consultant: SignedInClient;
    let manager: SignedInClient;
    let base: string;

    beforeAll(async () => {
      if (implementation === 'AzureStorageAccount') azurite = await startAzurite();
      if (implementation === 'AwsS3Bucket') s3 = await startS3Server([S3_BUCKET]);
      server = await testServer({
        CAIRN_STORAGE_MAX_UPLOAD_MB: '1',
        ...(azurite && { CAIRN_AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString }),
        ...s3?.env,
      });
      const db = server.database.db;
      const engagement = await buildEngagement(db, (await buildTenant(db)).id, {
        storageImplementation: implementation,
        storageConfiguration: storageConfiguration(implementation),
      });
      engagementId = engagement.id;
      const scope = engagementScope(engagementId);
      writer = await signInWithRole(server, ROLE_NAMES.configurer, scope);
      consultant = await signInNewUser(server, {
        email: `consultant-${implementation.toLowerCase()}@example.test`,
        roles: [{ role: ROLE_NAMES.consultant, scope }],
      });
      const m = await buildUser(db, { roles: [{ role: ROLE_NAMES.engagementManager, scope }] });
      manager = await signIn(server, m.email, PASSWORD);
      base = `/api/storage/engagements/${engagementId}`;
    }, 60_000);
    afterAll(async () => {
      await server.close();
      await azurite?.stop();
      await s3?.stop();
    });

    const list = (client: SignedInClient, path = '', purpose = 'main') =>
      client.request('GET', `${base}/${purpose}/folder?path=${encodeURIComponent(path)}`);
    const upload = (
      client: SignedInClient,
      path: string,
      files: Parameters<typeof multipartBody>[0],
      purpose = 'main',
    ) => {
      const { payload, headers } = multipartBody(files);
      return client.request(
        'POST',
        `${base}/${purpose}/files?path=${encodeURIComponent(path)}`,
        payload,
        headers,
      );
    };
    const newFolder = (
      client: SignedInClient,
      parent: string,
      displayName: string,
      metadata: Record<string, string> = {},
    ) =>
      client.request('POST', `${base}/main/folders?path=${encodeURIComponent(parent)}`, {
        displayName,
        metadata,
      });

    it('creates a folder with a derived system name, unique ignoring case', async () => {
      const res = await newFolder(writer, '', 'Payroll Q1 2026', { owner: 'finance' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        type: 'Folder',
        displayName: 'Payroll Q1 2026',
        actualName: 'f-payroll-q1-2026',
        fullPath: 'f-payroll-q1-2026',
        metadata: { owner: 'finance' },
      });
      const again = await newFolder(writer, '', 'payroll  q1-2026');
      expect(again.statusCode).toBe(400);
      expect(again.json().errors).toEqual([
        { field: 'displayName', message: 'A folder with this name already exists', key: 'folderNameTaken' },
      ]);
      expect((await newFolder(writer, '', '')).json().errors[0]).toMatchObject({
        field: 'displayName',
        message: 'Field cannot be empty',
      });
      expect((await newFolder(writer, '', 'ok', { 'bad key': 'x' })).statusCode).toBe(400);
      expect((await newFolder(writer, '', 'ok2', { key: '' })).statusCode).toBe(400);
      const listing = (await list(writer)).json();
      expect(listing.results.map((o: { actualName: string }) => o.actualName)).toEqual(['f-payroll-q1-2026']);
    });

    it('cuts the system name at 30 characters; names alike up to there are taken', async () => {
      const first = await newFolder(writer, 'f-payroll-q1-2026', 'Quarterly payroll reconciliation January');
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        actualName: 'f-quarterly-payroll-reconcilia',
        fullPath: 'f-payroll-q1-2026/f-quarterly-payroll-reconcilia',
      });
      const second = await newFolder(
        writer,
        'f-payroll-q1-2026',
        'QUARTERLY Payroll Reconciliation February',
      );
      expect(second.statusCode).toBe(400);
      expect(second.json().errors).toEqual([
        { field: 'displayName', message: 'A folder with this name already exists', key: 'folderNameTaken' },
      ]);
      // No dash left at the end when the cut falls on one.
      expect(
        (await newFolder(writer, 'f-payroll-q1-2026', 'Quarterly payroll 2026 abcd runs')).json().actualName,
      ).toBe('f-quarterly-payroll-2026-abcd');
      const listing = (await list(writer, 'f-payroll-q1-2026')).json();
      expect(listing.results.map((o: { actualName: string }) => o.actualName).sort()).toEqual([
        'f-quarterly-payroll-2026-abcd',
        'f-quarterly-payroll-reconcilia',
      ]);
    });

    it('uploads several files, lists them, downloads the same bytes and deletes files only', async () => {
      await newFolder(writer, '', 'Uploads');
      const csv = 'employee,period,amount\n1,2026-01,100.50\n';
      const unicode = 'Lohnübersicht März 2026.csv';
      const res = await upload(writer, 'f-uploads', [
        { name: 'wages.csv', content: csv, type: 'text/csv' },
        { name: unicode, content: 'a,b\n1,2\n', type: 'text/csv' },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ httpStatusCode: 200, resultingFileNames: ['wages.csv', unicode] });
      const listing = (await list(writer, 'f-uploads')).json();
      expect(listing.results.map((o: { actualName: string }) => o.actualName).sort()).toEqual(
        [unicode, 'wages.csv'].sort(),
      );
      const wages = listing.results.find((o: { actualName: string }) => o.actualName === 'wages.csv');
      expect(wages).toMatchObject({
        type: 'File',
        size: Buffer.byteLength(csv),
        fullPath: 'f-uploads/wages.csv',
      });
      expect(new Date(wages.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

      const download = await writer.request(
        'GET',
        `${base}/main/files/content?path=${encodeURIComponent(`f-uploads/${unicode}`)}`,
      );
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe('a,b\n1,2\n');
      expect(download.headers['content-disposition']).toContain(encodeURIComponent(unicode));

      expect((await writer.request('DELETE', `${base}/main/files?path=f-uploads`)).statusCode).toBe(400);
      expect((await writer.request('DELETE', `${base}/main/files?path=f-uploads/wages.csv`)).statusCode).toBe(
        204,
      );
      expect(
        (await writer.request('GET', `${base}/main/files/content?path=f-uploads/wages.csv`)).statusCode,
      ).toBe(404);
    });

    it('serves a download with the content type of its extension, never the one the uploader claimed', async () => {
      await newFolder(writer, '', 'Types');
      const res = await upload(writer, 'f-types', [
        { name: 'page.csv', content: '<script>alert(1)</script>', type: 'text/html' },
        { name: 'report.PDF', content: '%PDF-1.7', type: 'text/html' },
        { name: 'model.pbix', content: '<html></html>', type: 'text/html' },
      ]);
      expect(res.statusCode).toBe(200);
      const download = (name: string) =>
        writer.request('GET', `${base}/main/files/content?path=f-types/${name}`);
      for (const [name, type] of [
        ['page.csv', 'text/csv'],
        ['report.PDF', 'application/pdf'],
        ['model.pbix', 'application/octet-stream'],
      ]) {
        const got = await download(name);
        expect(got.statusCode, name).toBe(200);
        expect(got.headers['content-type'], name).toMatch(new RegExp(`^${type}(;|$)`));
        expect(got.headers['content-disposition'], name).toMatch(/^attachment;/);
        expect(got.headers['x-content-type-options'], name).toBe('nosniff');
      }
    });

    it('spells a purpose one way: an upload through MAIN is in main, and a folder grant at Main holds at main', async () => {
      expect(
        (await writer.request('POST', `${base}/MAIN/folders?path=`, { displayName: 'Cased', metadata: {} }))
          .statusCode,
      ).toBe(201);
      expect(
        (await upload(writer, 'f-cased', [{ name: 'cased.csv', content: 'a\n1\n' }], 'MAIN')).statusCode,
      ).toBe(200);
      const listing = (await list(writer, 'f-cased', 'main')).json();
      expect(listing.purpose).toBe('main');
      expect(listing.results.map((o: { actualName: string }) => o.actualName)).toEqual(['cased.csv']);
      expect((await writer.request('GET', `${base}/Main/files/content?path=f-cased/cased.csv`)).body).toBe(
        'a\n1\n',
      );

      const consultantEmail = `consultant-${implementation.toLowerCase()}@example.test`;
      expect((await list(consultant, 'f-cased')).statusCode).toBe(403);
      const folder = `/engagements/${engagementId}/storage/Main/f-cased`;
      const grant = await manager.request('POST', '/api/authorization/role-assignments', [
        {
          principalId: consultantEmail,
          principalType: 'User',
          roleName: ROLE_NAMES.folderReader,
          scope: folder,
          action: 'Add',
        },
      ]);
      expect(grant.statusCode).toBe(200);
      expect((await list(consultant, 'f-cased', 'main')).statusCode).toBe(200);
      expect((await list(consultant, 'f-cased', 'MAIN')).statusCode).toBe(200);
      const revoke = await manager.request('POST', '/api/authorization/role-assignments', [
        {
          principalId: consultantEmail,
          principalType: 'User',
          roleName: ROLE_NAMES.folderReader,
          scope: storageScope(engagementId, 'main', ['f-cased']),
          action: 'Remove',
        },
      ]);
      expect(revoke.statusCode).toBe(200);
      expect((await list(consultant, 'f-cased')).statusCode).toBe(403);
    });

    it('replaces a file of the same name (ignoring case) whole', async () => {
      await newFolder(writer, '', 'Replace');
      await upload(writer, 'f-replace', [{ name: 'data.csv', content: 'old\n' }]);
      await upload(writer, 'f-replace', [{ name: 'DATA.csv', content: 'new content\n' }]);
      const listing = (await list(writer, 'f-replace')).json();
      expect(listing.results).toHaveLength(1);
      expect((await writer.request('GET', `${base}/main/files/content?path=f-replace/data.csv`)).body).toBe(
        'new content\n',
      );
    });

    it('two uploads of one name at once leave one whole file', async () => {
      await newFolder(writer, '', 'Race');
      const a = 'A'.repeat(200_000);
      const b = 'B'.repeat(150_000);
      const results = await Promise.all([
        upload(writer, 'f-race', [{ name: 'same.csv', content: a }]),
        upload(writer, 'f-race', [{ name: 'same.csv', content: b }]),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      const listing = (await list(writer, 'f-race')).json();
      expect(listing.results).toHaveLength(1);
      expect([a, b]).toContain(
        (await writer.request('GET', `${base}/main/files/content?path=f-race/same.csv`)).body,
      );
      if (implementation === 'LocalFileSystem')
        expect(server.ctx.services.storageDrivers.localDriver().pendingUploads()).toEqual([]);
    });

    it('refuses unsupported extensions (415), bad names and the root (400), and files over the limit (413)', async () => {
      await newFolder(writer, '', 'Rules');
      const refused = await upload(writer, 'f-rules', [{ name: 'tool.exe', content: 'MZ' }], 'main');
      expect(refused.statusCode).toBe(415);
      expect(refused.json().detail).toBe('This file extension is not supported');
      for (const name of ['..', 'a\u0001b.csv', `${'x'.repeat(300)}.csv`]) {
        expect((await upload(writer, 'f-rules', [{ name, content: 'x' }])).statusCode, name).toBe(400);
      }
      expect((await upload(writer, '', [{ name: 'root.csv', content: 'x' }])).statusCode).toBe(400);
      const tooLarge = await upload(writer, 'f-rules', [
        { name: 'big.csv', content: Buffer.alloc(1024 * 1024 + 10, 97) },
      ]);
      expect(tooLarge.statusCode).toBe(413);
      expect((await list(writer, 'f-rules')).json().results).toEqual([]);
    });

    it('refuses path traversal anywhere in the address', async () => {
      for (const path of ['../x', 'f-uploads/../../etc', 'a\\b']) {
        expect((await list(writer, path)).statusCode, path).toBe(400);
      }
      expect(
        (await writer.request('GET', `/api/storage/engagements/${engagementId}/..%2F..%2Fetc/folder`))
          .statusCode,
      ).toBe(400);
      expect((await list(writer, 'f-does-not-exist')).statusCode).toBe(404);
    });
  },
);
