// The azure provider against a local fake of Entra ID and Azure Resource Manager that checks the
// documented request shapes (no network here): client-credentials token, then PUT of the wanted role
// assignment and DELETE of the other, with a stable assignment name.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engagementScope, ROLE_NAMES, storageScope } from '@cairn/contracts';
import { ConfigError, loadConfig } from '../../../config.js';
import { users } from '../../../db/schema/identity.js';
import { rbacTasks } from '../../../db/schema/rbac.js';
import { storageConfigurations } from '../../../db/schema/storage.js';
import { tenants } from '../../../db/schema/tenancy.js';
import { RbacTaskRunner } from '../../../jobs/rbac-task-runner.js';
import { assignRole } from '../../../seed/users.js';
import { buildEngagement, buildTenant, buildUser } from '../../../test/factories.js';
import { testServer, type TestServer } from '../../../test/test-server.js';
import { assignmentName, AZURE_ROLES } from './azure.js';

const SUBSCRIPTION = '11111111-2222-4333-8444-555555555555';
const DIRECTORY = '99999999-8888-4777-8666-555555555555';
const OBJECT_ID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  auth?: string;
  body: string;
}

describe('azure RBAC provider', () => {
  let fake: http.Server;
  let origin: string;
  const seen: Seen[] = [];
  let refuse = false;
  let server: TestServer;
  let engagementId: string;
  let userId: string;

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        seen.push({
          method: req.method ?? '',
          path: url.pathname,
          query: url.searchParams,
          auth: req.headers.authorization,
          body,
        });
        const json = (status: number, value: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
        if (req.method === 'POST' && url.pathname === `/${DIRECTORY}/oauth2/v2.0/token`) {
          const form = new URLSearchParams(body);
          const ok =
            req.headers['content-type'] === 'application/x-www-form-urlencoded' &&
            form.get('grant_type') === 'client_credentials' &&
            form.get('client_id') === 'cairn-client' &&
            form.get('client_secret') === 'cairn-secret' &&
            form.get('scope') === `${origin}/.default`;
          return ok
            ? json(200, { token_type: 'Bearer', expires_in: 3599, access_token: 'arm-token' })
            : json(401, { error: 'invalid_client' });
        }
        const assignment =
          /^\/subscriptions\/[^/]+\/resourceGroups\/[^/]+(\/providers\/Microsoft\.Storage\/storageAccounts\/[^/]+)?\/providers\/Microsoft\.Authorization\/roleAssignments\/[0-9a-f-]{36}$/;
        if (
          !assignment.test(url.pathname) ||
          url.searchParams.get('api-version') !== '2022-04-01' ||
          req.headers.authorization !== 'Bearer arm-token'
        )
          return json(400, { error: { code: 'BadRequest', message: 'unexpected request' } });
        if (refuse)
          return json(403, {
            error: { code: 'AuthorizationFailed', message: 'The client does not have authorization' },
          });
        if (req.method === 'DELETE') return res.writeHead(204).end();
        const parsed = JSON.parse(body) as {
          properties?: { roleDefinitionId?: string; principalId?: string };
        };
        if (
          !parsed.properties?.roleDefinitionId?.startsWith(
            `/subscriptions/${SUBSCRIPTION}/providers/Microsoft.Authorization/roleDefinitions/`,
          ) ||
          parsed.properties.principalId !== OBJECT_ID
        )
          return json(400, { error: { code: 'InvalidRoleAssignment', message: 'bad body' } });
        return json(201, { id: url.pathname, properties: parsed.properties });
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    server = await testServer({
      CAIRN_RBAC_PROVIDER: 'azure',
      CAIRN_AZURE_TENANT_ID: DIRECTORY,
      CAIRN_AZURE_CLIENT_ID: 'cairn-client',
      CAIRN_AZURE_CLIENT_SECRET: 'cairn-secret',
      CAIRN_AZURE_AUTHORITY_HOST: origin,
      CAIRN_AZURE_MANAGEMENT_URL: origin,
    });
    const db = server.database.db;
    const tenant = await buildTenant(db);
    await db
      .update(tenants)
      .set({
        cloudConfiguration: JSON.stringify({ SubscriptionId: SUBSCRIPTION, ResourceGroupName: 'rg-cairn' }),
      })
      .where(eq(tenants.id, tenant.id));
    engagementId = (await buildEngagement(db, tenant.id)).id;
    // One storage root on an Azure account, the others stay local (they fail: no account to assign on).
    await db
      .update(storageConfigurations)
      .set({
        implementation: 'AzureStorageAccount',
        configuration: JSON.stringify({ StorageAccountName: 'cairnmain01' }),
      })
      .where(eq(storageConfigurations.storagePurpose, 'main'));
    userId = (await buildUser(db)).id;
    await db.update(users).set({ aadObjectId: OBJECT_ID }).where(eq(users.id, userId));
    await assignRole(db, { type: 'User', id: userId }, ROLE_NAMES.consultant, engagementScope(engagementId));
    await assignRole(
      db,
      { type: 'User', id: userId },
      ROLE_NAMES.folderReader,
      storageScope(engagementId, 'main'),
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  const runner = () =>
    new RbacTaskRunner(
      server.database.db,
      server.ctx.services.access,
      server.ctx.services.rbacTasks,
      server.ctx.services.rbacProvider,
      { error: () => {} },
    );
  const queue = () =>
    server.ctx.services.rbacTasks.queue(server.database.db, [
      { principalType: 'User', principalId: userId, engagementId },
    ]);
  const taskOf = async (resourceType: string, name?: string) =>
    (await server.database.db.select().from(rbacTasks).where(eq(rbacTasks.resourceType, resourceType))).find(
      (t) => !name || t.resourceName === name,
    )!;

  it('is chosen from configuration and needs the credentials', () => {
    expect(server.ctx.services.rbacProvider.name).toBe('azure');
    expect(() => loadConfig({ CAIRN_RBAC_PROVIDER: 'azure', CAIRN_AZURE_TENANT_ID: DIRECTORY })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ CAIRN_RBAC_PROVIDER: 'azure', CAIRN_AZURE_TENANT_ID: DIRECTORY })).toThrow(
      /CAIRN_AZURE_CLIENT_SECRET: required/,
    );
  });

  it('assigns the reader roles with one token, removes the contributor ones, and fails resources without an Azure address', async () => {
    await queue();
    await runner().drain();
    const tokens = seen.filter((s) => s.path.endsWith('/oauth2/v2.0/token'));
    expect(tokens).toHaveLength(1);

    const account = `/subscriptions/${SUBSCRIPTION}/resourceGroups/rg-cairn/providers/Microsoft.Storage/storageAccounts/cairnmain01`;
    const readerName = assignmentName(account, OBJECT_ID, AZURE_ROLES.storageBlobDataReader);
    const put = seen.find((s) => s.method === 'PUT' && s.path.startsWith(account));
    expect(put?.path).toBe(`${account}/providers/Microsoft.Authorization/roleAssignments/${readerName}`);
    expect(JSON.parse(put!.body)).toEqual({
      properties: {
        roleDefinitionId: `/subscriptions/${SUBSCRIPTION}/providers/Microsoft.Authorization/roleDefinitions/${AZURE_ROLES.storageBlobDataReader}`,
        principalId: OBJECT_ID,
        principalType: 'User',
      },
    });
    expect((await taskOf('StorageRoot', 'main')).status).toBe('Succeeded');
    // The warehouse gets Reader on the resource group and its Contributor assignment is removed.
    const group = `/subscriptions/${SUBSCRIPTION}/resourceGroups/rg-cairn`;
    expect(
      seen.some(
        (s) =>
          s.method === 'PUT' &&
          s.path ===
            `${group}/providers/Microsoft.Authorization/roleAssignments/${assignmentName(group, OBJECT_ID, AZURE_ROLES.reader)}`,
      ),
    ).toBe(true);
    expect(
      seen.some(
        (s) =>
          s.method === 'DELETE' &&
          s.path ===
            `${group}/providers/Microsoft.Authorization/roleAssignments/${assignmentName(group, OBJECT_ID, AZURE_ROLES.contributor)}`,
      ),
    ).toBe(true);
    expect(await taskOf('Warehouse')).toMatchObject({
      status: 'Succeeded',
      message: `Reader assigned at ${group}`,
    });
    expect(await taskOf('StorageRoot', 'import')).toMatchObject({
      status: 'Failed',
      message: "The storage purpose 'import' has no Azure storage account (StorageAccountName).",
    });
  });

  it('keeps Azure refusals as the failed task message', async () => {
    await server.database.db.delete(rbacTasks);
    refuse = true;
    await queue();
    await runner().drain();
    expect((await taskOf('Warehouse')).message).toBe(
      'Azure refused to assign Reader: The client does not have authorization',
    );
    refuse = false;
  });
});
