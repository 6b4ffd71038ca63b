// A validated batch delivered to each outbound target the gain card can name, against real servers:
// an SFTP server (ssh2), an HTTPS-style API behind an OAuth token endpoint (oidc-provider), Azurite
// and a local S3 server. The files match the documented layout and row counts; a failed delivery
// leaves nothing under a final name and is retried through the route; delivering again is idempotent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES, type GainBatchAnswer, type Paged } from '@cairn/contracts';
import { startSftpServer, type TestSftpServer } from '../../../../../../../e2e/support/sftp-server.js';
import { startTokenProvider } from '../../../../../../../e2e/support/token-provider.js';
import { startAzurite } from '../../../../test/azurite.js';
import { startGainApi, type GainApi } from './gain-receiver.test-helpers.js';
import { buildSiblingEngagements } from '../../../../test/factories.js';
import { startS3Server } from '../../../../test/s3-server.js';
import { registerTestSecret } from '../../../../test/secret-leak-watch.js';
import {
  requestOk,
  signInWithRole,
  testServer,
  type SignedInClient,
  type TestServer,
} from '../../../../test/test-server.js';

const SFTP_USER = { username: 'gain', password: 'gain-delivery-password-4471' };
const CLIENT = { clientId: 'cairn-gain', clientSecret: 'gain-client-secret-9183', scope: 'gain:write' };
registerTestSecret(SFTP_USER.password);
registerTestSecret(CLIENT.clientSecret);
const BUCKET = 'gain-inbox';

describe('gain batch delivery', () => {
  let server: TestServer;
  let sftp: TestSftpServer;
  let api: GainApi;
  let provider: Awaited<ReturnType<typeof startTokenProvider>>;
  let azurite: Awaited<ReturnType<typeof startAzurite>>;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let writer: SignedInClient;
  let engagementId: string;
  let otherId: string;
  let base: string;

  beforeAll(async () => {
    [sftp, api, provider, azurite, s3] = await Promise.all([
      startSftpServer(SFTP_USER),
      startGainApi(),
      startTokenProvider(CLIENT),
      startAzurite(),
      startS3Server([BUCKET]),
    ]);
    server = await testServer({
      CAIRN_CLOUD_PROVIDER: 'aws',
      CAIRN_GAIN_DELIVERY_BACKOFF_MS: '1',
      CAIRN_AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
      ...s3.env,
    });
    const db = server.database.db;
    [engagementId, otherId] = (
      await buildSiblingEngagements(db, 2, { features: ['GAIN', 'Pipelines', 'Storage'] })
    ).engagementIds;
    writer = await signInWithRole(server, ROLE_NAMES.superConfigurer, engagementScope(engagementId));
    base = `/api/engagements/${engagementId}`;
    await requestOk(writer, 'PUT', `${base}/brokers/Gain`, {
      version: null,
      enabled: true,
      hostName: '127.0.0.1',
      port: sftp.port,
      userName: SFTP_USER.username,
      passwordKeyName: 'gain.sftp.password',
      password: SFTP_USER.password,
      sshKeyKeyName: '',
      scanPath: '/outbox',
      fileFilters: [{ namePattern: '*.csv' }],
    });
    await requestOk(writer, 'PUT', `${base}/api-connections/Workday`, {
      version: null,
      clientId: CLIENT.clientId,
      clientSecretKeyName: 'gain.clientSecret',
      clientSecret: CLIENT.clientSecret,
      tokenUrl: provider.tokenUrl,
      scope: CLIENT.scope,
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await Promise.all([sftp?.close(), api?.close(), provider?.close(), azurite?.stop(), s3?.stop()]);
  });

  const configure = (outboundTarget: Record<string, string>, client = writer, id = engagementId) =>
    client.request('PUT', `/api/engagements/${id}/configurations/gain`, { values: { outboundTarget } });
  const batches = () => requestOk<Paged<GainBatchAnswer>>(writer, 'GET', `${base}/gain/batches`);
  /** A validated batch of three rows (one with a comma and a quote), staged and delivered. */
  const send = async (batchId: string) => {
    const { gainBatches, warehouse } = server.ctx.services;
    await gainBatches.recordBatch(engagementId, {
      batchId,
      processType: 'GainData',
      runId: crypto.randomUUID(),
      configurationVersion: 1,
      files: [],
      status: 2,
      statusMessage: null,
      numRecordsReceivedFromClient: 3,
      numValidRecords: 3,
      tables: ['gain.payroll'],
    });
    const sql = await warehouse.connect(engagementId);
    try {
      await sql.run('create schema if not exists gain');
      await sql.run(
        `create or replace table gain.payroll as select * from (values (1, 'Ada'), (2, 'Lovelace, "Countess"'), (3, null)) t(id, name)`,
      );
      return await gainBatches.sendToGain(engagementId, batchId, sql, ['gain.payroll']);
    } finally {
      await sql.close();
    }
  };
  const CSV = 'id,name\r\n1,Ada\r\n2,"Lovelace, ""Countess"""\r\n3,\r\n';
  const manifestOf = (text: string) => JSON.parse(text) as { batchId: string; tables: unknown[] };

  it('refuses a target that is not this engagement’s, on save', async () => {
    const expectProblem = async (values: Record<string, string>, field: string) => {
      const res = await configure(values);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    };
    await expectProblem({ TargetType: 'SftpBroker', SftpBrokerId: 'Nobody' }, 'outboundTarget.SftpBrokerId');
    await expectProblem(
      { TargetType: 'ApiConnection', ApiConnectionName: 'Workday' },
      'outboundTarget.ApiUrl',
    );
    // Payroll rows go out over https only (plain http to this machine alone).
    const plain = await configure({
      TargetType: 'ApiConnection',
      ApiConnectionName: 'Workday',
      ApiUrl: 'http://gain.example.test/',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors).toContainEqual(
      expect.objectContaining({ field: 'outboundTarget.ApiUrl', message: 'Please provide an https address' }),
    );
    await expectProblem(
      { TargetType: 'ApiConnection', ApiConnectionName: 'Adp', ApiUrl: api.url },
      'outboundTarget.ApiConnectionName',
    );
    await expectProblem(
      { TargetType: 'AzureBlobContainer', ContainerName: 'cairn' },
      'outboundTarget.ContainerName',
    );
    // Another engagement's writer cannot name this engagement's broker from there.
    const outsider = await signInWithRole(server, ROLE_NAMES.superConfigurer, engagementScope(otherId));
    const res = await configure({ TargetType: 'SftpBroker', SftpBrokerId: 'Gain' }, outsider, otherId);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('outboundTarget.SftpBrokerId');
  });

  it('writes the batch to the SFTP server: tables, then the manifest, under their final names only', async () => {
    expect(
      (await configure({ TargetType: 'SftpBroker', SftpBrokerId: 'Gain', Path: '/inbox' })).statusCode,
    ).toBe(200);
    const sent = await send('2026-01');
    expect(sent.delivery).toMatchObject({ state: 'Delivered', attempts: 1 });
    expect(sftp.files.get('/inbox/2026-01/payroll.csv')?.toString()).toBe(CSV);
    const manifest = manifestOf(sftp.files.get('/inbox/2026-01/manifest.json')!.toString());
    expect(manifest).toMatchObject({
      batchId: '2026-01',
      tables: [{ table: 'payroll', file: 'payroll.csv', rows: 3 }],
    });
    // Again: the same files, nothing else.
    const before = [...sftp.files.keys()].sort();
    await send('2026-01');
    expect([...sftp.files.keys()].sort()).toEqual(before);
    expect(sftp.files.get('/inbox/2026-01/payroll.csv')?.toString()).toBe(CSV);

    // A write that fails: no file under a final name, the batch says why, a retry delivers it.
    sftp.failWrites = (path) => path.includes('2026-02');
    const failed = await send('2026-02');
    expect(failed.delivery).toMatchObject({ state: 'Failed' });
    expect([...sftp.files.keys()].filter((p) => p.includes('2026-02'))).toEqual([]);
    const row = (await batches()).results.find((b) => b.batchId === '2026-02')!;
    expect(row).toMatchObject({
      status: 2,
      delivery: { state: 'Failed' },
      abilities: { retryDelivery: true },
    });
    sftp.failWrites = undefined;
    const retried = await requestOk<GainBatchAnswer>(
      writer,
      'POST',
      `${base}/gain/batches/${row.id}/retry-delivery`,
    );
    expect(retried).toMatchObject({ status: 4, numRecordsSentToGain: 3, delivery: { state: 'Delivered' } });
    expect(sftp.files.get('/inbox/2026-02/payroll.csv')?.toString()).toBe(CSV);
    // Delivered batches are not retried.
    expect((await writer.request('POST', `${base}/gain/batches/${row.id}/retry-delivery`)).statusCode).toBe(
      409,
    );
  });

  it('POSTs the batch to the API with a token, retries 503 and stops on 400 with its answer', async () => {
    expect(
      (await configure({ TargetType: 'ApiConnection', ApiConnectionName: 'Workday', ApiUrl: api.url }))
        .statusCode,
    ).toBe(200);
    api.script.push({ status: 503, text: 'busy' });
    const sent = await send('2026-03');
    expect(sent.delivery).toMatchObject({ state: 'Delivered', attempts: 2 });
    expect(api.requests.map((r) => r.url)).toEqual(['/gain/batches/2026-03', '/gain/batches/2026-03']);
    const [first] = api.requests;
    expect(first.headers['idempotency-key']).toBe('2026-03');
    expect(first.headers.authorization).toMatch(/^Bearer \S+/);
    const body = JSON.parse(first.body) as {
      manifest: { tables: { rows: number }[] };
      tables: { csv: string }[];
    };
    expect(body.manifest.tables[0].rows).toBe(3);
    expect(body.tables[0].csv).toBe(CSV);

    api.requests.length = 0;
    api.script.push({ status: 400, text: '{"error":"column name is unknown"}' });
    const refused = await send('2026-04');
    expect(refused.delivery).toMatchObject({ state: 'Failed', attempts: 1 });
    expect(refused.delivery?.answer).toContain('HTTP 400: {"error":"column name is unknown"}');
    expect(api.requests).toHaveLength(1);
    // Again: the same key, so Gain keeps one copy.
    await send('2026-03');
    expect(api.requests.at(-1)?.headers['idempotency-key']).toBe('2026-03');
  });

  it.each([
    ['AzureBlobContainer', 'gain-azure'],
    ['S3Bucket', BUCKET],
  ])('writes the batch to %s in the same layout', async (TargetType, ContainerName) => {
    expect((await configure({ TargetType, ContainerName, Path: 'in' })).statusCode).toBe(200);
    const driver = server.ctx.services.storageDrivers.outboundDriver(
      TargetType === 'S3Bucket' ? 'aws-s3' : 'azure-blob',
      ContainerName,
    )!;
    const read = async (key: string) => {
      const { stream } = await driver.read(key);
      return Buffer.concat(await stream.toArray()).toString();
    };
    const sent = await send('2026-05');
    expect(sent.delivery).toMatchObject({ state: 'Delivered' });
    expect(await read('in/2026-05/payroll.csv')).toBe(CSV);
    expect(manifestOf(await read('in/2026-05/manifest.json'))).toMatchObject({
      tables: [{ file: 'payroll.csv', rows: 3 }],
    });
    await send('2026-05');
    expect(await read('in/2026-05/payroll.csv')).toBe(CSV);
  });

  it('fails a delivery to a bucket that does not exist, leaving nothing', async () => {
    expect((await configure({ TargetType: 'S3Bucket', ContainerName: 'no-such-bucket' })).statusCode).toBe(
      200,
    );
    const sent = await send('2026-06');
    expect(sent.delivery).toMatchObject({ state: 'Failed' });
    expect(sent.delivery?.answer).toBeTruthy();
  });
});
