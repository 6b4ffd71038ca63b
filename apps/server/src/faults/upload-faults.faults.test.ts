// `npm run test:faults`: the server killed with SIGKILL half way through a 500 MB upload, on each
// storage driver: the local file system, Azure Blob Storage (Azurite) and S3 (s3rver). After the
// restart the file is nowhere to be seen (no object in the store, no index row, no temporary file on
// the disk, nothing in the folder's listing), and the same upload then succeeds with the same bytes.
// A real `cairn serve` on a throwaway PostgreSQL database, its data directory kept across the kill.
// CAIRN_FAULTS_UPLOAD_MB sets the size (500 by default).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { syncCatalogue } from '../access/catalogue.js';
import { openDatabase, type Database } from '../db/client.js';
import { storageObjects } from '../db/schema/storage.js';
import { startAzurite } from '../test/azurite.js';
import { startCairn } from '../test/cairn-process.js';
import { databaseUrl, onPostgresServer, uniqueDatabaseName } from '../test/database-template.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { startS3Server } from '../test/s3-server.js';
import { sha256Of, streamUpload } from '../test/streamed-upload.js';

const MiB = 1024 * 1024;
const SIZE = Number(process.env.CAIRN_FAULTS_UPLOAD_MB ?? 500) * MiB;
const BUCKET = 'cairn-faults';
const CONTAINER = 'cairn'; // CAIRN_AZURE_STORAGE_CONTAINER's default
const PROVIDERS = ['LocalFileSystem', 'AzureStorageAccount', 'AwsS3Bucket'] as const;
type Provider = (typeof PROVIDERS)[number];

describe('the server killed half way through a 500 MB upload', () => {
  const adminUrl = process.env.CAIRN_TEST_DATABASE_URL!;
  const databaseName = uniqueDatabaseName('cairn_uploads');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-upload-faults-'));
  const engagements = {} as Record<Provider, string>;
  const figures: Record<string, string>[] = [];
  let database: Database;
  let azurite: Awaited<ReturnType<typeof startAzurite>>;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let env: Record<string, string>;
  let cairn: Awaited<ReturnType<typeof startCairn>>;
  let email: string;

  beforeAll(async () => {
    if (!adminUrl) throw new Error('needs CAIRN_TEST_DATABASE_URL (scripts/test-faults.sh)');
    await onPostgresServer(adminUrl, `create database ${databaseName}`);
    database = await openDatabase({ url: databaseUrl(adminUrl, databaseName) });
    await syncCatalogue(database.db);
    [azurite, s3] = await Promise.all([startAzurite(), startS3Server([BUCKET])]);
    const tenantId = (await buildTenant(database.db)).id;
    for (const provider of PROVIDERS) {
      const engagement = await buildEngagement(database.db, tenantId, {
        storageImplementation: provider,
        storageConfiguration:
          provider === 'AwsS3Bucket' ? JSON.stringify({ BucketName: BUCKET, PathPrefix: '' }) : undefined,
      });
      engagements[provider] = engagement.id;
    }
    const scopes = Object.values(engagements).map((id) => engagementScope(id));
    ({ email } = await buildUser(database.db, {
      roles: scopes.map((scope) => ({ role: ROLE_NAMES.configurer, scope })),
    }));
    env = {
      DATABASE_URL: databaseUrl(adminUrl, databaseName),
      CAIRN_AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
      ...s3.env,
    };
    cairn = await startCairn(env, { dataDir });
  }, 180_000);

  afterAll(async () => {
    console.log('upload faults:', JSON.stringify(figures));
    await cairn?.stop();
    await database?.close();
    await Promise.all([azurite?.stop(), s3?.stop()]);
    if (adminUrl) await onPostgresServer(adminUrl, `drop database if exists ${databaseName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  /** The files under the local storage root, temporary ones included (relative paths). */
  const localFiles = () =>
    (fs.readdirSync(path.join(dataDir, 'storage'), { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)));

  /** The engagement's objects as the store itself lists them (Azure: committed blobs only). */
  async function storedObjects(provider: Provider, engagementId: string) {
    if (provider === 'LocalFileSystem') return localFiles();
    if (provider === 'AzureStorageAccount') return (await azureBlobs(engagementId, false)).map((b) => b.name);
    const { ListObjectsV2Command, S3Client } = await import('@aws-sdk/client-s3');
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: {
        accessKeyId: env.CAIRN_S3_ACCESS_KEY_ID,
        secretAccessKey: env.CAIRN_S3_SECRET_ACCESS_KEY,
      },
    });
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${engagementId}/` }),
    );
    client.destroy();
    return (listed.Contents ?? []).map((o) => o.Key!);
  }

  async function azureBlobs(engagementId: string, includeUncommitedBlobs: boolean) {
    const { BlobServiceClient } = await import('@azure/storage-blob');
    const container = BlobServiceClient.fromConnectionString(azurite.connectionString).getContainerClient(
      CONTAINER,
    );
    const blobs: { name: string; size: number }[] = [];
    for await (const blob of container.listBlobsFlat({ prefix: `${engagementId}/`, includeUncommitedBlobs }))
      blobs.push({ name: blob.name, size: blob.properties.contentLength ?? 0 });
    return blobs;
  }

  /** What shows the upload was cut half way in the store, not before it began. */
  async function halfWritten(provider: Provider, engagementId: string) {
    if (provider === 'LocalFileSystem')
      return localFiles().filter(
        (f) => f.includes('.incoming') && fs.statSync(path.join(dataDir, f)).size > 0,
      );
    if (provider === 'AzureStorageAccount') return (await azureBlobs(engagementId, true)).map((b) => b.name);
    return s3.requests.filter(
      (r) => r.startsWith('PUT') && r.includes(engagementId) && r.includes('partNumber='),
    );
  }

  /**
   * What the cut upload leaves in the store where no listing shows it: Azure's uncommitted blocks
   * (removed by the service after a week), S3's incomplete multipart uploads (kept until aborted, or
   * a bucket lifecycle rule removes them: docs/deploy.md).
   */
  async function invisibleLeftovers(provider: Provider, engagementId: string) {
    if (provider === 'AzureStorageAccount') return (await azureBlobs(engagementId, true)).length;
    const uploads = path.join(s3.directory, BUCKET, '._S3rver_uploads');
    return provider === 'AwsS3Bucket' && fs.existsSync(uploads) ? fs.readdirSync(uploads).length : 0;
  }

  const indexRows = (engagementId: string) =>
    database.db
      .select({ name: storageObjects.name })
      .from(storageObjects)
      .where(and(eq(storageObjects.engagementId, engagementId), eq(storageObjects.type, 'File')));

  it.each(PROVIDERS)(
    '%s: no object, index row or temporary file after the restart; the retried upload stores the same bytes',
    async (provider) => {
      const engagementId = engagements[provider];
      const base = `/api/storage/engagements/${engagementId}/main`;
      let client = await cairn.signIn(email, PASSWORD);
      await client.json('POST', `${base}/folders?path=`, { displayName: 'Large', metadata: {} });
      const uploadUrl = () => `${cairn.origin}${base}/files?path=f-large`;
      const figure: Record<string, string> = { provider, sizeMB: String(SIZE / MiB) };

      // The kill comes once half the file is sent and the store holds part of it.
      let started = Date.now();
      const killed = cairn;
      let watching = false;
      let ended = false;
      const killOnceStored = async () => {
        while (!ended && (await halfWritten(provider, engagementId)).length === 0)
          await new Promise((resolve) => setTimeout(resolve, 50));
        killed.kill('SIGKILL');
      };
      const cut = await streamUpload(uploadUrl(), client.headers, 'payroll.csv', SIZE, {
        onChunk: (sent) => {
          if (sent < SIZE / 2 || watching) return;
          watching = true;
          void killOnceStored();
        },
      });
      ended = true;
      await killed.exited;
      figure.killedAfterSeconds = ((Date.now() - started) / 1000).toFixed(1);
      expect(cut.status).toBe(0);
      expect(await halfWritten(provider, engagementId)).not.toEqual([]);

      started = Date.now();
      cairn = await startCairn(env, { dataDir });
      figure.restartSeconds = ((Date.now() - started) / 1000).toFixed(1);
      client = await cairn.signIn(email, PASSWORD);
      const listing = await client.json<{ results: unknown[] }>('GET', `${base}/folder?path=f-large`);
      expect(listing.results).toEqual([]);
      expect(await indexRows(engagementId)).toEqual([]);
      expect(await storedObjects(provider, engagementId)).toEqual([]);
      if (provider === 'LocalFileSystem') expect(localFiles()).toEqual([]);
      figure.invisibleLeftovers = String(await invisibleLeftovers(provider, engagementId));

      started = Date.now();
      const retried = await streamUpload(uploadUrl(), client.headers, 'payroll.csv', SIZE);
      figure.uploadSeconds = ((Date.now() - started) / 1000).toFixed(1);
      expect(retried.status, retried.body).toBe(200);
      expect(await indexRows(engagementId)).toEqual([{ name: 'payroll.csv' }]);
      expect(await storedObjects(provider, engagementId)).toHaveLength(1);

      started = Date.now();
      const download = await fetch(`${cairn.origin}${base}/files/content?path=f-large/payroll.csv`, {
        headers: client.headers,
      });
      expect(download.headers.get('content-length')).toBe(String(SIZE));
      expect(await sha256Of(download)).toBe(retried.sha256);
      figure.downloadSeconds = ((Date.now() - started) / 1000).toFixed(1);
      // Room for the next provider's 500 MB on this machine's disk.
      await fetch(`${cairn.origin}${base}/files?path=f-large/payroll.csv`, {
        method: 'DELETE',
        headers: client.headers,
      });
      figures.push(figure);
      console.log('upload fault:', JSON.stringify(figure));
    },
    900_000,
  );
});
