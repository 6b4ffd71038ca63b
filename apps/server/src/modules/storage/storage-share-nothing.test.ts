// Storage where the servers and workers share no disk (issue 30): turning Storage on silently chose
// LocalFileSystem, an upload landed in one server's data directory, the other server's download
// answered 500 and the worker's import failed with "Internal error". Here a new engagement's purposes
// are in the deployment's shared store, a LocalFileSystem configuration is refused on save and on use,
// and Storage is not turned on (nothing saved) where no shared store is configured.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLATFORM_SCOPE, ROLE_NAMES, type StorageConfiguration } from '@cairn/contracts';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { createFolder } from '../../test/engagement-storage.js';
import { multipartBody } from '../../test/multipart.js';
import { signInWithRole, useTestServer, type TestServer } from '../../test/test-server.js';

const SHARES_NOTHING = { CAIRN_WAREHOUSE_DUCKDB: 'off' };

/** A new engagement as an administrator makes one (no storage yet), with Storage and the node model turned on. */
const newEngagement = async (server: TestServer) => {
  const admin = await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE);
  const tenantId = (await buildTenant(server.database.db)).id;
  const created = await admin.request('POST', '/api/engagements', { name: 'Shared Engagement', tenantId });
  expect(created.statusCode, created.body).toBe(201);
  const engagementId = (created.json() as { id: string }).id;
  const saved = await admin.request('PUT', `/api/engagements/${engagementId}/admin`, {
    name: 'Shared Engagement',
    features: '["Storage","NodeModelGit"]',
    resourceIds: [],
  });
  return { admin, saved, engagementId };
};

describe('storage where the processes share no disk, with a shared bucket and warehouse server', () => {
  const server = useTestServer({
    ...SHARES_NOTHING,
    CAIRN_S3_BUCKET: 'cairn-files',
    CAIRN_S3_ENDPOINT: 'http://127.0.0.1:9',
    CAIRN_WAREHOUSE_POSTGRES_URL: 'postgres://cairn@127.0.0.1:9/postgres',
    CAIRN_WAREHOUSE_POSTGRES_NAME: 'shared-warehouse',
  });

  it('gives a new engagement the shared bucket for its files and the warehouse server for its tables', async () => {
    const { admin, saved, engagementId } = await newEngagement(server);
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = await admin.request('GET', `/api/storage/engagements/${engagementId}/configurations`);
    expect(
      (listed.json() as StorageConfiguration[]).map(
        (c) => `${c.storagePurpose}: ${c.implementation} ${c.configuration}`,
      ),
    ).toEqual([
      'main: AwsS3Bucket {"BucketName":"cairn-files","PathPrefix":""}',
      'import: AwsS3Bucket {"BucketName":"cairn-files","PathPrefix":""}',
      'classification: AwsS3Bucket {"BucketName":"cairn-files","PathPrefix":""}',
      'configuration: AwsS3Bucket {"BucketName":"cairn-files","PathPrefix":""}',
    ]);
    const card = await admin.request('GET', `/api/engagements/${engagementId}/configurations/nodeModel`);
    expect(card.json()).toMatchObject({
      installDefault: {
        values: { nodeModelPlatformConfiguration: { NodeModelSqlServerName: 'shared-warehouse' } },
      },
    });
  });

  it('refuses to save a LocalFileSystem configuration, under its implementation', async () => {
    const db = server.database.db;
    const engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    const admin = await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE);
    const res = await admin.request('PUT', `/api/storage/engagements/${engagementId}/configurations`, [
      {
        storagePurpose: 'import',
        displayName: 'Import',
        implementation: 'LocalFileSystem',
        configuration: '{"PathPrefix":""}',
      },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      errors: [{ field: '0.implementation', key: 'localStorageNotShared' }],
    });
  });

  it('refuses an upload to a LocalFileSystem configuration saved before, and writes nothing to this disk', async () => {
    const db = server.database.db;
    const engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    const admin = await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE);
    const folder = await createFolder(admin, engagementId, 'Wages');
    const { payload, headers } = multipartBody([{ name: 'wages.csv', content: 'id\n1\n' }]);
    const res = await admin.request(
      'POST',
      `/api/storage/engagements/${engagementId}/import/files?path=${encodeURIComponent(folder)}`,
      payload,
      headers,
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'localStorageNotShared',
      detail:
        "This storage keeps its files on one server's disk (LocalFileSystem), which this deployment's servers and workers do not share: choose Azure Blob Storage or an AWS S3 bucket in the engagement's storage configuration.",
    });
    expect(fs.existsSync(path.join(server.config.dataDir, 'storage', engagementId))).toBe(false);
  });
});

describe('storage where the processes share no disk and no shared store is configured', () => {
  const server = useTestServer(SHARES_NOTHING);

  it('refuses to turn Storage on, saying what is missing, and changes nothing', async () => {
    const { admin, saved, engagementId } = await newEngagement(server);
    expect(saved.statusCode, saved.body).toBe(409);
    expect(saved.json()).toMatchObject({ code: 'noSharedStorage' });
    const after = await admin.request('GET', `/api/engagements/${engagementId}/admin`);
    expect(after.json()).toMatchObject({ features: [] });
  });
});
