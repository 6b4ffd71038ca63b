// RBAC tasks after storage configuration saves (issue 10): a root added or pointed at another account
// queues a task for it per principal whose roles reach the engagement, in the save's transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  engagementScope,
  PLATFORM_SCOPE,
  ROLE_NAMES,
  storageScope,
  tenantScope,
  type StorageConfiguration,
} from '@cairn/contracts';
import { rbacTasks } from '../../db/schema/rbac.js';
import { RbacTaskRunner } from '../../jobs/rbac-task-runner.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import {
  requestOk,
  signIn,
  signInWithRole,
  testServer,
  type SignedInClient,
  type TestServer,
} from '../../test/test-server.js';
import { StorageConfigService } from '../storage/storage-config.service.js';
import { LocalRbacProvider } from './providers/local.js';

const ARCHIVE: StorageConfiguration = {
  storagePurpose: 'archive',
  displayName: 'Archive',
  implementation: 'LocalFileSystem',
  configuration: '{"PathPrefix":"archive"}',
};

describe('RBAC tasks after storage root changes', () => {
  let server: TestServer;
  let engagementId: string;
  let configurer: SignedInClient;
  let reaching: Record<string, string>;
  let elsewhereId: string;

  beforeAll(async () => {
    server = await testServer();
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    engagementId = (await buildEngagement(db, tenantId)).id;
    const otherEngagementId = (await buildEngagement(db, tenantId)).id;
    const user = async (role: string, scope: string) =>
      (await buildUser(db, { roles: [{ role, scope }] })).id;
    const configurerUser = await buildUser(db, {
      roles: [{ role: ROLE_NAMES.superConfigurer, scope: engagementScope(engagementId) }],
    });
    configurer = await signIn(server, configurerUser.email, PASSWORD);
    reaching = {
      platform: await user(ROLE_NAMES.admin, PLATFORM_SCOPE),
      tenant: await user(ROLE_NAMES.superUser, tenantScope(tenantId)),
      engagement: configurerUser.id,
      folder: await user(ROLE_NAMES.folderReader, storageScope(engagementId, 'main', ['reports'])),
    };
    elsewhereId = await user(ROLE_NAMES.consultant, engagementScope(otherEngagementId));
  }, 60_000);
  afterAll(async () => server?.close());

  const url = () => `/api/storage/engagements/${engagementId}/configurations`;
  const current = () => requestOk<StorageConfiguration[]>(configurer, 'GET', url());
  const save = (list: StorageConfiguration[]) => requestOk(configurer, 'PUT', url(), list);
  const newTasks = async () =>
    (await server.database.db.select().from(rbacTasks).where(eq(rbacTasks.status, 'New'))).map((t) => ({
      principalId: t.principalId,
      engagementId: t.engagementId,
      resource: `${t.resourceType} ${t.resourceName}`,
    }));
  const drain = () =>
    new RbacTaskRunner(
      server.database.db,
      server.ctx.services.access,
      server.ctx.services.rbacTasks,
      new LocalRbacProvider(server.database.db),
      { error: () => {} },
    ).drain();
  const forEveryoneReaching = (resource: string) =>
    Object.values(reaching)
      .map((principalId) => ({ principalId, engagementId, resource }))
      .sort((a, b) => a.principalId.localeCompare(b.principalId));
  const sorted = <T extends { principalId: string }>(rows: T[]) =>
    rows.sort((a, b) => a.principalId.localeCompare(b.principalId));

  it('queues the added root, and only it, for everyone whose roles reach the engagement', async () => {
    expect(await newTasks()).toEqual([]);
    await save([...(await current()), ARCHIVE]);
    const queued = sorted(await newTasks());
    expect(queued).toEqual(forEveryoneReaching('StorageRoot archive'));
    expect(queued.some((t) => t.principalId === elsewhereId)).toBe(false);
    expect(await drain()).toBe(4);
  });

  it('queues a root pointed elsewhere, and nothing for a save that changes no root', async () => {
    const roots = await current();
    await save(roots.map((r) => (r.storagePurpose === 'archive' ? { ...r, displayName: 'Old files' } : r)));
    expect(await newTasks()).toEqual([]);
    await save(
      roots.map((r) => (r.storagePurpose === 'main' ? { ...r, configuration: '{"PathPrefix":"moved"}' } : r)),
    );
    expect(sorted(await newTasks())).toEqual(forEveryoneReaching('StorageRoot main'));
    await drain();
  });

  it('queues nothing when a root is removed', async () => {
    await save((await current()).filter((r) => r.storagePurpose !== 'archive'));
    expect(await newTasks()).toEqual([]);
  });

  it('writes neither the roots nor the tasks when queueing fails', async () => {
    const before = await current();
    const failing = new StorageConfigService(server.database.db, {
      afterStorageRootsChanged: async (tx, id, purposes) => {
        await server.ctx.services.rbacTasks.afterStorageRootsChanged(tx, id, purposes);
        throw new Error('queue unavailable');
      },
    });
    await expect(failing.replace(engagementId, [...before, ARCHIVE])).rejects.toThrow('queue unavailable');
    expect(await current()).toEqual(before);
    expect(await newTasks()).toEqual([]);
  });
});

describe('RBAC tasks after storage root changes on AWS', () => {
  let server: TestServer;
  afterAll(async () => server?.close());

  it('queues nothing', async () => {
    server = await testServer({ CAIRN_CLOUD_PROVIDER: 'aws' });
    const db = server.database.db;
    const engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    const configurer = await signInWithRole(
      server,
      ROLE_NAMES.superConfigurer,
      engagementScope(engagementId),
    );
    const url = `/api/storage/engagements/${engagementId}/configurations`;
    const roots = await requestOk<StorageConfiguration[]>(configurer, 'GET', url);
    await requestOk(configurer, 'PUT', url, [...roots, ARCHIVE]);
    expect(await requestOk<StorageConfiguration[]>(configurer, 'GET', url)).toHaveLength(roots.length + 1);
    expect(await db.select().from(rbacTasks)).toEqual([]);
  }, 60_000);
});
