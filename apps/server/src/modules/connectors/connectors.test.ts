// Brokers, API connections and connectors through the API on a real database: not signed in,
// another engagement (404), no permission (403), the section-5 rules (400, nothing written),
// versions, restore, and secrets that never come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES, type BrokerSftpConfiguration } from '@cairn/contracts';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit.js';
import {
  signedInEngagement,
  testServer,
  useTestServer,
  type SignedInClient,
} from '../../test/test-server.js';
import { startTokenProvider } from '../../../../../e2e/support/token-provider.js';
import { registerTestSecret } from '../../test/secret-leak-watch.js';
import { AWS, broker, useConnectorsEngagement } from './connectors.test-helpers.js';

const SFTP_PASSWORD = 'sftp-password-never-shown-7731';
const CLIENT_SECRET = 'api-client-secret-never-shown-4412';
// The suite's leak watch fails this file's server on close if any answer carries them.
registerTestSecret(SFTP_PASSWORD);
registerTestSecret(CLIENT_SECRET);

describe('connectors API', () => {
  const server = useTestServer(AWS);
  const f = useConnectorsEngagement(server);
  const answers: string[] = [];

  /** Every answer of this file, checked for the secrets at the end. */
  const call = async (client: SignedInClient, method: string, url: string, body?: unknown) => {
    const res = await client.request(method, url, body);
    answers.push(res.body);
    return res;
  };

  describe('broker SFTP', () => {
    it('is refused without a session, 404 for another engagement, 403 without Engagements.Writer', async () => {
      expect((await server.app.inject({ method: 'GET', url: `${f.base}/brokers` })).statusCode).toBe(401);
      expect((await f.outsider.request('GET', `${f.base}/brokers`)).statusCode).toBe(404);
      expect((await f.outsider.request('PUT', `${f.base}/brokers/Acme`, broker())).statusCode).toBe(404);
      expect((await f.reader.request('GET', `${f.base}/brokers`)).statusCode).toBe(200);
      expect((await f.reader.request('PUT', `${f.base}/brokers/Acme`, broker())).statusCode).toBe(403);
      expect((await f.configurer.request('DELETE', `${f.base}/brokers/Acme`)).statusCode).toBe(403);
    });

    it('checks the section-5 rules and writes nothing on a 400', async () => {
      const fields = async (name: string, body: unknown) => {
        const res = await call(f.writer, 'PUT', `${f.base}/brokers/${name}`, body);
        expect(res.statusCode).toBe(400);
        return Object.fromEntries(
          (res.json().errors as { field: string; message: string }[]).map((e) => [e.field, e.message]),
        );
      };
      expect(
        await fields(
          'Acme',
          broker({ hostName: ' ', userName: '', scanPath: '', passwordKeyName: '', port: 0 }),
        ),
      ).toEqual({
        hostName: 'This field is required',
        userName: 'This field is required',
        scanPath: 'This field is required',
        port: 'Please enter a whole number from 1 to 65535',
        passwordKeyName: 'Please provide a password key name or an SSH key key name',
        sshKeyKeyName: 'Please provide a password key name or an SSH key key name',
      });
      expect(await fields('Acme', broker({ port: 65536 }))).toEqual({
        port: 'Please enter a whole number from 1 to 65535',
      });
      expect(await fields('Acme', broker({ port: 22.5 }))).toHaveProperty('port');
      expect(await fields('Ac', broker())).toEqual({ brokerId: 'Please enter at least 3 characters' });
      expect(await fields('Ac me', broker())).toEqual({
        brokerId: 'Only letters, digits, dashes and underscores are allowed',
      });
      expect(await fields('Acme', broker({ fileFilters: [{ namePattern: ' ' }] }))).toEqual({
        'fileFilters.0.namePattern': 'This field is required',
      });
      expect((await call(f.writer, 'GET', `${f.base}/brokers`)).json().results).toEqual([]);
    });

    it('creates a broker, keeps its password in the secret store, and refuses a taken name ignoring case', async () => {
      const res = await call(f.writer, 'PUT', `${f.base}/brokers/Acme`, broker({ password: SFTP_PASSWORD }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        brokerId: 'Acme',
        version: 1,
        passwordSet: true,
        sshKeySet: false,
        fileFilters: [{ namePattern: '*.csv' }],
        abilities: { update: true, delete: true },
      });
      expect(res.json()).not.toHaveProperty('password');
      const taken = await call(f.writer, 'PUT', `${f.base}/brokers/ACME`, broker());
      expect(taken.statusCode).toBe(400);
      expect(taken.json().errors).toEqual([
        { field: 'brokerId', message: 'This name already exists', key: 'brokerNameTaken' },
      ]);
      const list = (await call(f.reader, 'GET', `${f.base}/brokers`)).json();
      expect(list.abilities).toEqual({ create: false });
      expect(list.results.map((b: BrokerSftpConfiguration) => [b.brokerId, b.abilities])).toEqual([
        ['Acme', { update: false, delete: false }],
      ]);
    });

    it('saves new versions, refuses a stale one, restores an earlier one as the newest, and deletes', async () => {
      const v2 = await call(f.writer, 'PUT', `${f.base}/brokers/acme`, broker({ version: 1, port: 2222 }));
      expect(v2.json()).toMatchObject({ brokerId: 'Acme', version: 2, port: 2222, passwordSet: true });
      expect((await call(f.writer, 'PUT', `${f.base}/brokers/Acme`, broker({ version: 1 }))).statusCode).toBe(
        409,
      );
      expect(
        (await call(f.writer, 'PUT', `${f.base}/brokers/Nobody`, broker({ version: 1 }))).statusCode,
      ).toBe(404);
      const history = (await call(f.reader, 'GET', `${f.base}/brokers/Acme/history`)).json();
      expect(history.map((h: BrokerSftpConfiguration) => [h.version, h.port])).toEqual([
        [2, 2222],
        [1, 22],
      ]);
      expect(history[0].updatedBy).toBe('Test User');
      const newest = await call(f.writer, 'POST', `${f.base}/brokers/Acme/restore`, { version: 2 });
      expect(newest.statusCode).toBe(400);
      const restored = await call(f.writer, 'POST', `${f.base}/brokers/Acme/restore`, { version: 1 });
      expect(restored.json()).toMatchObject({ version: 3, port: 22 });
      expect(
        (await f.reader.request('POST', `${f.base}/brokers/Acme/restore`, { version: 1 })).statusCode,
      ).toBe(403);
      expect((await f.outsider.request('GET', `${f.base}/brokers/Acme/history`)).statusCode).toBe(404);
      expect((await call(f.writer, 'DELETE', `${f.base}/brokers/Acme`)).statusCode).toBe(204);
      expect((await call(f.writer, 'DELETE', `${f.base}/brokers/Acme`)).statusCode).toBe(404);
      expect((await call(f.writer, 'GET', `${f.base}/brokers/Acme/history`)).statusCode).toBe(404);
    });
  });

  it("resolves a key name only among the broker's or connection's own secrets, and deletes them with it", async () => {
    const { engagementId } = f;
    const store = server.ctx.services.secrets;
    const reveal = (key: string) => store.reveal(engagementId, key);
    // Cairn's own secrets of the engagement, under the names Cairn gives them.
    await store.setIfAbsent(engagementId, 'CairnWarehouseRolePassword', 'warehouse-role-secret-0001');
    await store.set(
      server.database.db,
      engagementId,
      'gain.sftpEncryption_PgpPassphrase',
      'pgp-secret',
      null,
    );
    const first = { passwordKeyName: 'shared.sftp.password', password: SFTP_PASSWORD };
    await call(f.writer, 'PUT', `${f.base}/brokers/First`, broker(first));
    for (const [name, keyName] of [
      ['Second', 'shared.sftp.password'],
      ['Third', 'CairnWarehouseRolePassword'],
      ['Fourth', 'gain.sftpEncryption_PgpPassphrase'],
    ]) {
      const saved = await call(
        f.writer,
        'PUT',
        `${f.base}/brokers/${name}`,
        broker({ passwordKeyName: keyName }),
      );
      expect(saved.json().passwordSet, name).toBe(false);
    }
    const brokers = server.ctx.services.brokers;
    expect(
      await brokers.secretsOf(engagementId, 'Third').reveal('CairnWarehouseRolePassword'),
    ).toBeUndefined();
    expect(await brokers.secretsOf(engagementId, 'Second').reveal('shared.sftp.password')).toBeUndefined();
    expect(await brokers.secretsOf(engagementId, 'first').reveal('shared.sftp.password')).toBe(SFTP_PASSWORD);

    expect((await call(f.writer, 'DELETE', `${f.base}/brokers/First`)).statusCode).toBe(204);
    expect(await brokers.secretsOf(engagementId, 'First').reveal('shared.sftp.password')).toBeUndefined();
    for (const name of ['Second', 'Third', 'Fourth'])
      expect((await call(f.writer, 'DELETE', `${f.base}/brokers/${name}`)).statusCode).toBe(204);
    // Deleting a broker that named Cairn's keys left them alone.
    expect(await reveal('CairnWarehouseRolePassword')).toBe('warehouse-role-secret-0001');
    expect(await reveal('gain.sftpEncryption_PgpPassphrase')).toBe('pgp-secret');
  });

  describe('API connections', () => {
    let provider: Awaited<ReturnType<typeof startTokenProvider>>;
    beforeAll(async () => {
      provider = await startTokenProvider({
        clientId: 'cairn-workday',
        clientSecret: CLIENT_SECRET,
        scope: 'api:read',
      });
    });
    afterAll(async () => provider.close());

    const connection = (over: Record<string, unknown> = {}) => ({
      version: null,
      clientId: 'cairn-workday',
      clientSecretKeyName: 'workday.clientSecret',
      tokenUrl: provider.tokenUrl,
      scope: 'api:read',
      ...over,
    });

    it('offers the unused API names and checks the rules', async () => {
      expect((await server.app.inject({ method: 'GET', url: `${f.base}/api-connections` })).statusCode).toBe(
        401,
      );
      expect((await f.outsider.request('GET', `${f.base}/api-connections`)).statusCode).toBe(404);
      expect(
        (await f.reader.request('PUT', `${f.base}/api-connections/Workday`, connection())).statusCode,
      ).toBe(403);
      const list = (await call(f.reader, 'GET', `${f.base}/api-connections`)).json();
      expect(list.availableApiNames).toContain('Workday');
      const bad = await call(
        f.writer,
        'PUT',
        `${f.base}/api-connections/Workday`,
        connection({ clientId: '', clientSecretKeyName: ' ', tokenUrl: 'ftp://x', scope: '' }),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual([
        'clientId',
        'clientSecretKeyName',
        'tokenUrl',
        'scope',
      ]);
      const unknown = await call(f.writer, 'PUT', `${f.base}/api-connections/Nope`, connection());
      expect(unknown.json().errors).toEqual([
        { field: 'apiName', message: 'Invalid value', key: 'invalidValue' },
      ]);
    });

    it('saves with the defaults, takes the name out of the offer, and tests a token against the provider', async () => {
      const saved = await call(
        f.writer,
        'PUT',
        `${f.base}/api-connections/Workday`,
        connection({ clientSecret: CLIENT_SECRET }),
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        apiName: 'Workday',
        version: 1,
        grantType: 'client_credentials',
        responseType: 'token',
        clientSecretSet: true,
        abilities: { update: true, delete: true, test: true },
      });
      const again = await call(f.writer, 'PUT', `${f.base}/api-connections/Workday`, connection());
      expect(again.statusCode).toBe(400);
      expect(
        (await call(f.writer, 'GET', `${f.base}/api-connections`)).json().availableApiNames,
      ).not.toContain('Workday');
      const ok = await call(f.writer, 'POST', `${f.base}/api-connections/Workday/test`);
      expect(ok.json()).toMatchObject({ success: true, message: 'A token was issued.', tokenType: 'Bearer' });
      expect((await f.reader.request('POST', `${f.base}/api-connections/Workday/test`)).statusCode).toBe(403);
      // A wrong secret: the provider's own error comes back.
      await call(
        f.writer,
        'PUT',
        `${f.base}/api-connections/Workday`,
        connection({ version: 1, clientSecret: 'wrong' }),
      );
      const refused = (await call(f.writer, 'POST', `${f.base}/api-connections/Workday/test`)).json();
      expect(refused.success).toBe(false);
      expect(refused.message).toMatch(/^invalid_client/);
      // Back to version 1's fields (the secret stays what was stored last) and gone.
      const history = (await call(f.writer, 'GET', `${f.base}/api-connections/Workday/history`)).json();
      expect(history.map((h: { version: number }) => h.version)).toEqual([2, 1]);
      expect(
        (await call(f.writer, 'POST', `${f.base}/api-connections/Workday/restore`, { version: 1 })).json(),
      ).toMatchObject({ version: 3 });
      expect((await call(f.writer, 'DELETE', `${f.base}/api-connections/Workday`)).statusCode).toBe(204);
      expect((await call(f.writer, 'POST', `${f.base}/api-connections/Workday/test`)).statusCode).toBe(404);
    });

    it("tests with the connection's own secret only, and audits every test", async () => {
      const { engagementId } = f;
      await server.ctx.services.secrets.setIfAbsent(engagementId, 'CairnWarehouseRolePassword', 'w-0002');
      const before = provider.requests();
      const saved = await call(
        f.writer,
        'PUT',
        `${f.base}/api-connections/Personio`,
        connection({ clientId: 'cairn-personio', clientSecretKeyName: 'CairnWarehouseRolePassword' }),
      );
      expect(saved.json().clientSecretSet).toBe(false);
      const result = (await call(f.writer, 'POST', `${f.base}/api-connections/Personio/test`)).json();
      expect(result).toEqual({
        success: false,
        message: 'No client secret is stored under CairnWarehouseRolePassword.',
      });
      expect(provider.requests()).toBe(before);
      const events = await server.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'ApiConnection.Test'), eq(auditLog.target, 'Personio')));
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        scope: engagementScope(engagementId),
        outcome: 'success',
        detail: { tokenUrl: provider.tokenUrl, version: 1, success: false },
      });
      expect((await call(f.writer, 'DELETE', `${f.base}/api-connections/Personio`)).statusCode).toBe(204);
    });

    it('reports an unreachable token endpoint', async () => {
      await call(
        f.writer,
        'PUT',
        `${f.base}/api-connections/Adp`,
        connection({ tokenUrl: 'http://127.0.0.1:9/token', clientSecret: CLIENT_SECRET }),
      );
      const result = (await call(f.writer, 'POST', `${f.base}/api-connections/Adp/test`)).json();
      expect(result.success).toBe(false);
      expect(result.message).toMatch(/could not be reached/);
    });

    it('refuses a token endpoint on a private or local address unless CAIRN_OUTBOUND_ALLOW lists it', async () => {
      const before = provider.requests();
      const strict = await testServer({ CAIRN_OUTBOUND_ALLOW: '', CAIRN_CLOUD_PROVIDER: 'aws' });
      try {
        const { engagementId, client } = await signedInEngagement(strict, ROLE_NAMES.superConfigurer);
        const at = `/api/engagements/${engagementId}/api-connections`;
        for (const [apiName, tokenUrl] of [
          ['Workday', `${provider.tokenUrl}`],
          ['Adp', provider.tokenUrl.replace('127.0.0.1', 'localhost')],
          ['Personio', 'http://169.254.169.254/latest/meta-data/'],
        ]) {
          const saved = await client.request(
            'PUT',
            `${at}/${apiName}`,
            connection({ tokenUrl, clientSecret: CLIENT_SECRET }),
          );
          expect(saved.statusCode).toBe(200);
          const result = (await client.request('POST', `${at}/${apiName}/test`)).json();
          expect(result, tokenUrl).toMatchObject({ success: false });
          expect(result.message, tokenUrl).toMatch(/private or local address.*CAIRN_OUTBOUND_ALLOW/);
        }
        expect(provider.requests()).toBe(before);
      } finally {
        await strict.close();
      }
    });
  });

  it('never answered a secret value', () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const body of answers) {
      expect(body).not.toContain(SFTP_PASSWORD);
      expect(body).not.toContain(CLIENT_SECRET);
    }
  });
});
