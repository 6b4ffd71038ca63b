// The azure provider through the API and the runner, against a local fake of the documented contracts:
// Entra ID's token endpoint and Resource Manager's deployments (PUT, then GET until final).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  deploymentPortalUrl,
  ROLE_NAMES,
  tenantScope,
  type Deployment,
  type DeploymentTasks,
} from '@cairn/contracts';
import { tenantResources } from '../../../db/schema/tenants.js';
import { tenants } from '../../../db/schema/tenancy.js';
import { DeploymentTaskRunner } from '../../../jobs/deployment-task-runner.js';
import { buildTenant } from '../../../test/factories.js';
import {
  requestOk,
  signInWithRole,
  testServer,
  type SignedInClient,
  type TestServer,
} from '../../../test/test-server.js';

const SUB = '11111111-2222-4333-8444-555555555555';
interface Seen {
  method: string;
  url: string;
  auth?: string;
  body?: { properties?: { mode?: string; template?: { resources?: { name: string }[] } } };
}

describe('azure deployment provider', () => {
  let fake: http.Server;
  const seen: Seen[] = [];
  /** Deployment names the fake fails; the others go Running once, then Succeeded. */
  const failing = new Set<string>();
  const polls = new Map<string, number>();
  let server: TestServer;
  let tenantId: string;
  let admin: SignedInClient;

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const url = req.url ?? '';
        seen.push({
          method: req.method ?? '',
          url,
          auth: req.headers.authorization,
          body: raw && !raw.startsWith('grant') ? JSON.parse(raw) : undefined,
        });
        res.setHeader('content-type', 'application/json');
        if (url.endsWith('/oauth2/v2.0/token')) {
          const form = new URLSearchParams(raw);
          if (form.get('client_secret') !== 'shh')
            return res.writeHead(401).end(JSON.stringify({ error: 'invalid_client' }));
          return res.end(JSON.stringify({ access_token: 'arm-token', expires_in: 3600 }));
        }
        const name = decodeURIComponent(url.match(/deployments\/([^?]+)/)?.[1] ?? '');
        if (req.headers.authorization !== 'Bearer arm-token') return res.writeHead(401).end('{}');
        if (req.method === 'PUT')
          return res.writeHead(201).end(JSON.stringify({ properties: { provisioningState: 'Accepted' } }));
        const n = (polls.get(name) ?? 0) + 1;
        polls.set(name, n);
        const state = n < 2 ? 'Running' : failing.has(name) ? 'Failed' : 'Succeeded';
        res.end(
          JSON.stringify({
            properties: {
              provisioningState: state,
              ...(state === 'Failed' ? { error: { message: 'Quota exceeded' } } : {}),
            },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    server = await testServer({
      CAIRN_DEPLOYMENT_PROVIDER: 'azure',
      CAIRN_AZURE_TENANT_ID: 'contoso.onmicrosoft.com',
      CAIRN_AZURE_CLIENT_ID: 'cairn',
      CAIRN_AZURE_CLIENT_SECRET: 'shh',
      CAIRN_AZURE_AUTHORITY_HOST: address,
      CAIRN_AZURE_MANAGEMENT_URL: address,
      CAIRN_DEPLOYMENT_POLL_MS: '20',
    });
    const db = server.database.db;
    tenantId = (await buildTenant(db, 'Azure Corp')).id;
    await db
      .update(tenants)
      .set({
        cloudConfiguration: JSON.stringify({ SubscriptionId: SUB, ResourceGroupName: 'NL-ETP-D-azure' }),
      })
      .where(eq(tenants.id, tenantId));
    await db.insert(tenantResources).values([
      { tenantId, name: 'nletpstore01', resourceType: 'StorageAccount', tag: 't' },
      { tenantId, name: 'nletpvault01', resourceType: 'KeyVault', tag: 't' },
      { tenantId, name: 'nletpgit01', resourceType: 'GitRepository', tag: 't' },
    ]);
    admin = await signInWithRole(server, ROLE_NAMES.superUser, tenantScope(tenantId));
  }, 60_000);
  afterAll(async () => {
    await server.close();
    fake.close();
  });

  it('submits one ARM template per resource with a client-credentials token, and follows each to its end', async () => {
    const deployment: Deployment = (
      await admin.request('POST', `/api/tenants/${tenantId}/deployments`)
    ).json();
    expect(deployment.provider).toBe('azure');
    const before = await requestOk<DeploymentTasks>(
      admin,
      'GET',
      `/api/tenants/${tenantId}/deployments/${deployment.id}/tasks`,
    );
    const vault = before.results.find((t) => t.resourceName === 'nletpvault01')!;
    failing.add(JSON.parse(vault.configuration).DeploymentName);
    const { deploymentProvider, deploymentTenantLock } = server.ctx.services;
    await new DeploymentTaskRunner(server.database.db, deploymentProvider, deploymentTenantLock, {
      error: () => {},
    }).drain();

    const puts = seen.filter((s) => s.method === 'PUT');
    expect(puts.map((p) => p.url.replace(/deploy-\d{8}-\d{6}/, 'NAME'))).toEqual([
      `/subscriptions/${SUB}/resourcegroups/NL-ETP-D-azure/providers/Microsoft.Resources/deployments/NAME-nletpstore01?api-version=2021-04-01`,
      `/subscriptions/${SUB}/resourcegroups/NL-ETP-D-azure/providers/Microsoft.Resources/deployments/NAME-nletpvault01?api-version=2021-04-01`,
    ]);
    expect(puts[0].auth).toBe('Bearer arm-token');
    expect(puts[0].body?.properties?.mode).toBe('Incremental');
    expect(puts[0].body?.properties?.template?.resources?.[0].name).toBe('nletpstore01');
    expect(seen.filter((s) => s.url.endsWith('/token'))).toHaveLength(1);

    const { deployment: done, results: tasks } = await requestOk<DeploymentTasks>(
      admin,
      'GET',
      `/api/tenants/${tenantId}/deployments/${deployment.id}/tasks`,
    );
    const by = Object.fromEntries(tasks.map((t) => [t.resourceName, t]));
    expect(by.nletpstore01).toMatchObject({ type: 'DeployArmTemplateTask', status: 3 });
    expect(by.nletpvault01.status).toBe(4);
    expect(by.nletpvault01.message).toMatch(/ended Failed: Quota exceeded/);
    expect(by.nletpgit01).toMatchObject({ type: 'NoArmDeploymentTask', status: 3 });
    expect(done.status).toBe('Failed');
    const config = JSON.parse(by.nletpstore01.configuration);
    expect(config).toMatchObject({ SubscriptionId: SUB, ResourceGroupName: 'NL-ETP-D-azure' });
    expect(deploymentPortalUrl(by.nletpstore01)).toBe(
      `https://portal.azure.com/#blade/HubsExtension/DeploymentDetailsBlade/id/%2Fsubscriptions%2F${SUB}%2FresourceGroups%2FNL-ETP-D-azure%2Fproviders%2FMicrosoft.Resources%2Fdeployments%2F${config.DeploymentName}`,
    );
    expect(deploymentPortalUrl(by.nletpgit01)).toBeUndefined();
  }, 60_000);
});
