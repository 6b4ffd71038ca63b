// No answer ever carries a secret's value: every secret-bearing route of the configurations (gain PGP
// passphrase) and connectors (SFTP password and key, API client secret) is called with test secrets,
// and the test server's leak watch (test/secret-leak-watch.ts, installed on every test server, so the
// whole suite is scanned) must have seen none of them in any answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { testSecretValue } from '../../test/secret-leak-watch.js';
import { signInWithRole, useTestServer, type SignedInClient } from '../../test/test-server.js';

describe('secrets never leave the server', () => {
  const server = useTestServer({ CAIRN_CLOUD_PROVIDER: 'aws' });
  let client: SignedInClient;
  let engagementId: string;
  const answered: string[] = [];

  beforeAll(async () => {
    const db = server.database.db;
    const tenant = await buildTenant(db);
    engagementId = (
      await buildEngagement(db, tenant.id, { features: ['GAIN', 'Pipelines', 'Storage', 'NodeModelGit'] })
    ).id;
    client = await signInWithRole(server, ROLE_NAMES.superConfigurer, engagementScope(engagementId));
  }, 60_000);

  /** Calls a route and keeps its answer, so the test also proves the calls did answer. */
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await client.request(method, `/api/engagements/${engagementId}${path}`, body);
    answered.push(`${method} ${path} ${res.statusCode}`);
    return res;
  };

  it('the gain configuration: save with a passphrase, read, history, restore', async () => {
    const gain = { inputFlow_TransformationEngine_BatchSize: 10, sftpListener_ScanPath: '/in' };
    const first = await call('PUT', '/configurations/gain', {
      values: gain,
      secrets: { sftpEncryption_PgpPassphrase: testSecretValue('pgp') },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().secrets).toEqual({ sftpEncryption_PgpPassphrase: true });
    const second = await call('PUT', '/configurations/gain', {
      values: { ...gain, sftpListener_ScanPath: '/in2' },
      secrets: { sftpEncryption_PgpPassphrase: testSecretValue('pgp') },
    });
    expect(second.statusCode).toBe(200);
    expect((await call('GET', '/configurations/gain')).statusCode).toBe(200);
    expect((await call('GET', '/configurations/gain/history')).statusCode).toBe(200);
    expect((await call('POST', '/configurations/gain/restore', { version: 1 })).statusCode).toBe(200);
    expect((await call('GET', '/configurations')).statusCode).toBe(200);
    expect(server.secretLeaks).toEqual([]);
  });

  it('broker SFTP: save with a password and a private key, list, history, restore, delete', async () => {
    const broker = {
      version: null,
      hostName: 'sftp.example.test',
      userName: 'cairn',
      passwordKeyName: 'broker-password',
      sshKeyKeyName: 'broker-key',
      port: 22,
      scanPath: '/outbox',
      fileFilters: [{ namePattern: '*.csv' }],
      password: testSecretValue('sftp-password'),
      sshPrivateKey: testSecretValue('sftp-key'),
    };
    const saved = await call('PUT', '/brokers/leakcheck', broker);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ passwordSet: true, sshKeySet: true });
    const again = await call('PUT', '/brokers/leakcheck', {
      ...broker,
      version: saved.json().version,
      password: testSecretValue('sftp-password'),
    });
    expect(again.statusCode).toBe(200);
    expect((await call('GET', '/brokers')).statusCode).toBe(200);
    expect((await call('GET', '/brokers/leakcheck/history')).statusCode).toBe(200);
    expect((await call('POST', '/brokers/leakcheck/restore', { version: 1 })).statusCode).toBe(200);
    expect((await call('DELETE', '/brokers/leakcheck')).statusCode).toBe(204);
    expect(server.secretLeaks).toEqual([]);
  });

  it('API connections: save with a client secret, list, history, restore, test the token call, delete', async () => {
    const connection = {
      version: null,
      clientId: 'cairn-client',
      clientSecretKeyName: 'workday-secret',
      // Nothing listens there: the test call fails, and its error must not carry the secret either.
      tokenUrl: 'http://127.0.0.1:9/token',
      scope: 'api',
      clientSecret: testSecretValue('client-secret'),
    };
    const saved = await call('PUT', '/api-connections/Workday', connection);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ clientSecretSet: true });
    const again = await call('PUT', '/api-connections/Workday', {
      ...connection,
      version: saved.json().version,
      clientSecret: testSecretValue('client-secret'),
    });
    expect(again.statusCode).toBe(200);
    expect((await call('GET', '/api-connections')).statusCode).toBe(200);
    expect((await call('GET', '/api-connections/Workday/history')).statusCode).toBe(200);
    expect((await call('POST', '/api-connections/Workday/restore', { version: 1 })).statusCode).toBe(200);
    const tested = await call('POST', '/api-connections/Workday/test');
    expect(tested.statusCode).toBe(200);
    expect(tested.json().success).toBe(false);
    expect((await call('DELETE', '/api-connections/Workday')).statusCode).toBe(204);
    expect(server.secretLeaks).toEqual([]);
  });

  it('the watch saw the answers of all those calls', () => {
    expect(answered).toHaveLength(19);
    expect(server.secretLeaks).toEqual([]);
  });
});
