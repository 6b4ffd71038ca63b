// The deployments API and the worker's task runner on the local provider: start (lock, 409s, cost
// saving), tasks to success, what the local provider makes, idempotent re-deploy, a removed resource
// kept, a killed worker, cross-tenant 404s and the ARM template export checked against the schema.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Ajv } from 'ajv';
import {
  engagementScope,
  ROLE_NAMES,
  tenantScope,
  TENANT_RESOURCE_TYPES,
  WORKER_STOPPED_MESSAGE,
  type ArmTemplateExport,
  type Deployment,
  type DeploymentTasks,
  type Provision,
  type TenantDeployments,
} from '@cairn/contracts';
import { deployments, deploymentTasks, localVaultSecrets } from '../../db/schema/deployments.js';
import { costSavingExclusions } from '../../db/schema/rbac.js';
import { tenantResources } from '../../db/schema/tenants.js';
import { tenants } from '../../db/schema/tenancy.js';
import { DeploymentTaskRunner } from '../../jobs/deployment-task-runner.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import {
  requestOk,
  signIn,
  signInWithRole,
  useTestServer,
  type SignedInClient,
} from '../../test/test-server.js';
import schema from './arm/deploymentTemplate.schema.json' with { type: 'json' };
import type { DeploymentProvider } from './providers/index.js';
import { LocalVaultSecrets } from './local/vault-secrets.js';

const quiet = { error: () => {} };

describe('deployments API', () => {
  const server = useTestServer();
  let tenantId: string;
  let otherTenantId: string;
  let superUser: SignedInClient;
  let otherSuperUser: SignedInClient;
  let consultant: SignedInClient;
  let runner: DeploymentTaskRunner;

  const db = () => server.database.db;
  const base = (id = tenantId) => `/api/tenants/${id}`;
  const compose = (id: string, resources: { name: string; resourceType: string; configuration?: string }[]) =>
    db()
      .insert(tenantResources)
      .values(resources.map((r) => ({ tenantId: id, tag: 'test', configuration: '{}', ...r })));
  const statusOf = async (id: string) =>
    (await db().select({ s: tenants.deploymentStatus }).from(tenants).where(eq(tenants.id, id)))[0].s;
  const deploy = (client = superUser, id = tenantId) => client.request('POST', `${base(id)}/deployments`);
  /** The deployment and its tasks (all of them: none of these deployments has more than a page). */
  const tasksOf = async (deploymentId: string, id = tenantId) => {
    const page = await requestOk<DeploymentTasks>(
      superUser,
      'GET',
      `${base(id)}/deployments/${deploymentId}/tasks`,
    );
    expect(page.meta.totalItems).toBe(page.results.length);
    return { deployment: page.deployment, tasks: page.results };
  };

  beforeAll(async () => {
    tenantId = (await buildTenant(db(), 'Deploy Corp')).id;
    otherTenantId = (await buildTenant(db(), 'Other Corp')).id;
    const engagementId = (await buildEngagement(db(), tenantId)).id;
    const user = (role: string, scope: string, name: string) => signInWithRole(server, role, scope, name);
    superUser = await user(ROLE_NAMES.superUser, tenantScope(tenantId), 'Sam Super');
    otherSuperUser = await user(ROLE_NAMES.superUser, tenantScope(otherTenantId), 'Olga Other');
    consultant = await user(ROLE_NAMES.consultant, engagementScope(engagementId), 'Carl Consultant');
    await compose(tenantId, [
      { name: 'nletpstore01', resourceType: 'StorageAccount' },
      { name: 'nletplake01', resourceType: 'DataLakeStorage' },
      { name: 'nletpsqldb01', resourceType: 'SqlDatabase', configuration: '{"sqlServerName":"nletpsql01"}' },
      { name: 'nletpgit01', resourceType: 'GitRepository' },
      { name: 'nletpvault01', resourceType: 'KeyVault' },
      { name: 'nletppbie01', resourceType: 'PowerBIEmbedded' },
    ]);
    const { deploymentProvider, deploymentTenantLock } = server.ctx.services;
    runner = new DeploymentTaskRunner(db(), deploymentProvider, deploymentTenantLock, quiet);
  }, 60_000);

  describe('who may call', () => {
    it('answers 401 to a caller not signed in, on every route', async () => {
      for (const [method, url] of [
        ['POST', `${base()}/deployments`],
        ['GET', `${base()}/deployments`],
        ['GET', `${base()}/deployments/00000000-0000-4000-8000-000000000000/tasks`],
        ['GET', `${base()}/provisions`],
        ['GET', `${base()}/arm-templates`],
      ] as const) {
        expect((await server.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('refuses an engagement consultant of the tenant (403) and hides the tenant from another tenant (404)', async () => {
      expect((await consultant.request('GET', `${base()}/deployments`)).statusCode).toBe(403);
      expect((await deploy(consultant)).statusCode).toBe(403);
      for (const url of [`${base()}/deployments`, `${base()}/arm-templates`, `${base()}/provisions`])
        expect((await otherSuperUser.request('GET', url)).statusCode, url).toBe(404);
      expect((await deploy(otherSuperUser)).statusCode).toBe(404);
      expect(await statusOf(tenantId)).toBe(0);
    });

    it('answers 400 for a deployment id that is not one', async () => {
      expect((await superUser.request('GET', `${base()}/deployments/nope/tasks`)).statusCode).toBe(400);
    });
  });

  describe('a deployment on the local provider', () => {
    let first: Deployment;

    it('refuses a tenant with nothing composed (409) and changes nothing', async () => {
      const res = await deploy(otherSuperUser, otherTenantId);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toMatch(/no composed resources/);
      expect(await statusOf(otherTenantId)).toBe(0);
    });

    it('starts: one enqueued task per resource, the tenant locked, cost saving paused for an hour', async () => {
      const res = await deploy();
      expect(res.statusCode).toBe(201);
      first = res.json();
      expect(first).toMatchObject({ status: 'InProgress', provider: 'local', taskCount: 6, tenantId });
      expect(first.startedBy).toMatch(/@/);
      expect(await statusOf(tenantId)).toBe(1);
      const { tasks } = await tasksOf(first.id);
      expect(tasks.map((t) => [t.resourceName, t.status, t.type])).toEqual(
        expect.arrayContaining([['nletpstore01', 1, 'ProvisionLocalResourceTask']]),
      );
      expect(JSON.parse(tasks[0].configuration).DeploymentName).toBe(first.name);
      const [exclusion] = await db()
        .select({ hours: sql<number>`extract(epoch from ${costSavingExclusions.until} - now()) / 3600` })
        .from(costSavingExclusions)
        .where(eq(costSavingExclusions.tenantId, tenantId));
      expect(Number(exclusion.hours)).toBeGreaterThan(0.9);
      expect(Number(exclusion.hours)).toBeLessThanOrEqual(1);
      const list = await requestOk<TenantDeployments>(superUser, 'GET', `${base()}/deployments`);
      expect(list).toMatchObject({
        deploymentStatus: 1,
        abilities: { deploy: false, exportArmTemplates: true },
      });
    });

    it('refuses a second start while the first runs (409, tenant locked)', async () => {
      const res = await deploy();
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('page locked because deployment in progress');
      expect(
        (await requestOk<TenantDeployments>(superUser, 'GET', `${base()}/deployments`)).results,
      ).toHaveLength(1);
    });

    it('runs every task to success, provisions locally and unlocks the tenant', async () => {
      expect(await runner.drain()).toBe(6);
      const { deployment, tasks } = await tasksOf(first.id);
      expect(tasks.map((t) => t.status)).toEqual([3, 3, 3, 3, 3, 3]);
      expect(deployment).toMatchObject({ status: 'Succeeded', succeededCount: 6, failedCount: 0 });
      expect(deployment.finishedAt).not.toBeNull();
      expect(await statusOf(tenantId)).toBe(0);
      expect(tasks.find((t) => t.resourceType === 'PowerBIEmbedded')?.message).toMatch(
        /Nothing was needed locally/,
      );
      const dataDir = server.config.dataDir;
      const provisions = await requestOk<Provision[]>(superUser, 'GET', `${base()}/provisions`);
      expect(provisions.map((p) => [p.resourceName, p.kind]).sort()).toEqual([
        ['nletpgit01', 'GitRepository'],
        ['nletplake01', 'StorageRoot'],
        ['nletpsqldb01', 'Warehouse'],
        ['nletpstore01', 'StorageRoot'],
        ['nletpvault01', 'SecretNamespace'],
      ]);
      for (const p of provisions)
        expect(fs.existsSync(path.join(dataDir, p.location)), p.location).toBe(true);
      expect(fs.existsSync(path.join(dataDir, `git/tenants/${tenantId}/nletpgit01.git/HEAD`))).toBe(true);
      const store = provisions.find((p) => p.resourceName === 'nletpstore01')!;
      expect(store.storageConfiguration).toEqual({
        implementation: 'LocalFileSystem',
        configuration: JSON.stringify({
          PathPrefix: `tenants/${tenantId}/nletpstore01`,
          StorageAccountName: 'nletpstore01',
        }),
      });
      expect(JSON.stringify(provisions)).not.toMatch(/sealedKey/);
    });

    it("keeps a deployed key vault's secrets encrypted with the data directory's key", async () => {
      const vault = new LocalVaultSecrets(db(), server.config.dataDir);
      await vault.put(tenantId, 'nletpvault01', 'sftp-password', 'hunter2-plain');
      expect(await vault.get(tenantId, 'nletpvault01', 'sftp-password')).toBe('hunter2-plain');
      const stored = await db().select().from(localVaultSecrets);
      expect(stored).toHaveLength(1);
      expect(stored[0].ciphertext).not.toContain('hunter2');
      expect(Buffer.from(stored[0].ciphertext, 'base64').toString('latin1')).not.toContain('hunter2');
      expect(fs.statSync(path.join(server.config.dataDir, 'secrets.key')).mode & 0o077).toBe(0);
      await expect(vault.get(tenantId, 'nletpnovault', 'x')).rejects.toMatchObject({ status: 404 });
    });

    it('re-deploys idempotently, and keeps what a removed resource had', async () => {
      const marker = path.join(server.config.dataDir, `storage/tenants/${tenantId}/nletplake01/kept.txt`);
      fs.writeFileSync(marker, 'data');
      await db()
        .delete(tenantResources)
        .where(and(eq(tenantResources.tenantId, tenantId), eq(tenantResources.name, 'nletplake01')));
      const again: Deployment = (await deploy()).json();
      await runner.drain();
      const { deployment, tasks } = await tasksOf(again.id);
      expect(deployment.status).toBe('Succeeded');
      expect(tasks.find((t) => t.resourceName === 'nletpstore01')?.message).toMatch(
        /already provisioned; kept as it is/,
      );
      const kept = tasks.find((t) => t.resourceName === 'nletplake01');
      expect(kept).toMatchObject({ type: 'KeepRemovedResourceTask', status: 3 });
      expect(kept?.message).toMatch(/kept with its data/);
      expect(fs.readFileSync(marker, 'utf8')).toBe('data');
      const provisions = await requestOk<Provision[]>(superUser, 'GET', `${base()}/provisions`);
      expect(provisions.find((p) => p.resourceName === 'nletplake01')?.composed).toBe(false);
    });

    it("hides one tenant's deployment under another tenant's address (404)", async () => {
      const res = await otherSuperUser.request('GET', `${base(otherTenantId)}/deployments/${first.id}/tasks`);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('paging', () => {
    it('pages the deployments newest first and the tasks in their order: page 2 holds the next rows', async () => {
      const rows = await db()
        .insert(deployments)
        .values(
          [1, 2, 3].map((i) => ({
            tenantId: otherTenantId,
            name: `deploy-paged-${i}`,
            provider: 'local',
            status: 'Succeeded',
            createdAt: new Date(Date.UTC(2026, 0, 1, 12, i)),
          })),
        )
        .returning();
      await db()
        .insert(deploymentTasks)
        .values(
          [2, 0, 1].map((position) => ({
            deploymentId: rows[0].id,
            tenantId: otherTenantId,
            resourceName: `res${position}`,
            resourceType: 'StorageAccount',
            name: `Task ${position}`,
            type: 'ProvisionLocalResourceTask',
            configuration: '{}',
            status: position === 1 ? 4 : 3,
            position,
          })),
        );
      const list = (query: string) =>
        requestOk<TenantDeployments>(otherSuperUser, 'GET', `${base(otherTenantId)}/deployments${query}`);
      const first = await list('?pageSize=2');
      expect(first.results.map((d) => d.name)).toEqual(['deploy-paged-3', 'deploy-paged-2']);
      const second = await list('?pageSize=2&page=2');
      expect(second.results.map((d) => d.name)).toEqual(['deploy-paged-1']);
      expect(second.meta).toEqual({ totalItems: 3, page: 2, pageSize: 2 });
      expect(second.results[0]).toMatchObject({ taskCount: 3, succeededCount: 2, failedCount: 1 });

      const tasks = (query: string) =>
        requestOk<DeploymentTasks>(
          otherSuperUser,
          'GET',
          `${base(otherTenantId)}/deployments/${rows[0].id}/tasks${query}`,
        );
      expect((await tasks('?pageSize=2')).results.map((t) => t.name)).toEqual(['Task 0', 'Task 1']);
      const page2 = await tasks('?pageSize=2&page=2');
      expect(page2.results.map((t) => t.name)).toEqual(['Task 2']);
      expect(page2.meta).toEqual({ totalItems: 3, page: 2, pageSize: 2 });
      // The deployment's counts are over all its tasks, not the page's.
      expect(page2.deployment).toMatchObject({ taskCount: 3, succeededCount: 2, failedCount: 1 });
    });
  });

  describe('a worker killed mid-deployment', () => {
    it('leaves the task failed with a message and the tenant unlocked, once another worker looks', async () => {
      const started: Deployment = (await deploy()).json();
      // A worker that claims a task and then neither beats nor finishes: it was killed.
      const hanging: DeploymentProvider = {
        ...server.ctx.services.deploymentProvider,
        name: 'local',
        run: () => new Promise(() => {}),
      };
      const dead = new DeploymentTaskRunner(db(), hanging, server.ctx.services.deploymentTenantLock, quiet, {
        heartbeatSeconds: 3600,
        staleSeconds: 60,
      });
      void dead.runOnce();
      await expect
        .poll(async () => (await tasksOf(started.id)).tasks.filter((t) => t.status === 2).length)
        .toBe(1);
      // Its last heartbeat, as long ago as a dead worker's.
      await db()
        .update(deploymentTasks)
        .set({ heartbeatAt: sql`now() - interval '5 minutes'` })
        .where(and(eq(deploymentTasks.deploymentId, started.id), eq(deploymentTasks.status, 2)));
      expect(await statusOf(tenantId)).toBe(1);
      await runner.drain();
      const { deployment, tasks } = await tasksOf(started.id);
      const failed = tasks.filter((t) => t.status === 4);
      expect(failed).toHaveLength(1);
      expect(failed[0].message).toBe(WORKER_STOPPED_MESSAGE);
      expect(tasks.filter((t) => t.status === 3)).toHaveLength(tasks.length - 1);
      expect(deployment).toMatchObject({ status: 'Failed', failedCount: 1 });
      expect(await statusOf(tenantId)).toBe(2);
      // Unlocked: a new deployment may start.
      expect((await deploy()).statusCode).toBe(201);
      await runner.drain();
      expect(await statusOf(tenantId)).toBe(0);
    });
  });

  describe('Export ARM template', () => {
    it('downloads one template per ARM-deployable resource, each valid against the deployment template schema', async () => {
      const every = await buildTenant(db(), 'Every Type');
      await db()
        .update(tenants)
        .set({
          cloudConfiguration: JSON.stringify({
            SubscriptionId: '11111111-2222-4333-8444-555555555555',
            ResourceGroupName: 'NL-ETP-D-every',
          }),
        })
        .where(eq(tenants.id, every.id));
      await compose(
        every.id,
        TENANT_RESOURCE_TYPES.map((type, i) => ({
          name: `nletp${type.toLowerCase().slice(0, 12)}${i}`,
          resourceType: type,
          configuration: JSON.stringify({
            kind: 15,
            skuType: 'Premium',
            pricingTier: 'Premium',
            managedIdentityName: 'nletpid01',
            preventDataExfiltration: true,
          }),
        })),
      );
      const admin = await signIn(
        server,
        (await buildUser(db(), { roles: [{ role: ROLE_NAMES.superUser, scope: tenantScope(every.id) }] }))
          .email,
        PASSWORD,
      );
      const res = await admin.request('GET', `${base(every.id)}/arm-templates`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="arm-templates-Every-Type.json"');
      const file = res.json() as ArmTemplateExport;
      expect(file).toMatchObject({
        SubscriptionId: '11111111-2222-4333-8444-555555555555',
        ResourceGroupName: 'NL-ETP-D-every',
      });
      expect(file.notDeployedByResourceManager.map((r) => r.resourceType).sort()).toEqual([
        'GitRepository',
        'PowerBIWorkspace',
      ]);
      expect(file.templates).toHaveLength(TENANT_RESOURCE_TYPES.length - 2);
      const validate = new Ajv({ strict: false }).compile(schema);
      for (const { template, resourceType, DeploymentName } of file.templates) {
        expect(validate(template), `${resourceType}: ${JSON.stringify(validate.errors)}`).toBe(true);
        expect(DeploymentName.length).toBeLessThanOrEqual(64);
      }
      const byType = Object.fromEntries(
        file.templates.map((t) => [
          t.resourceType,
          (t.template.resources as { type: string; kind?: string; sku?: { name: string } }[])[0],
        ]),
      );
      expect(byType.DataLakeStorage).toMatchObject({
        type: 'Microsoft.Storage/storageAccounts',
        properties: { isHnsEnabled: true },
      });
      expect(byType.AiServices.kind).toBe('OpenAI');
      expect(byType.ContainerRegistry.sku?.name).toBe('Premium');
      expect(byType.DatabricksWorkspace.sku?.name).toBe('premium');
      // The schema does refuse what Azure would refuse: a template without resources or with a bad apiVersion.
      expect(validate({ ...file.templates[0].template, resources: [] })).toBe(false);
      expect(
        validate({
          ...file.templates[0].template,
          resources: [{ ...byType.KeyVault, apiVersion: 'latest' }],
        }),
      ).toBe(false);
    });
  });
});
