// A provisioned GitRepository becomes the engagement's node model repository (issue 11/12): once the
// engagement selects a GitRepository the local deployment provider provisioned, the node model reads
// and writes that bare repository; without it (or with an unprovisioned resource) the default
// git/<engagement>.git stays.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_SCOPE, ROLE_NAMES } from '@cairn/contracts';
import { tenantResources } from '../../db/schema/tenants.js';
import { seedDeploymentsDemo } from '../../seed/deployments-demo.js';
import { buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import { signIn, useTestServer, type SignedInClient } from '../../test/test-server.js';
import { commitLines, fsck, gitCli } from '../node-model/node-model.test-helpers.js';

describe('engagement node model repository', () => {
  const server = useTestServer();
  let admin: SignedInClient;
  let tenantId: string;
  let provisioned: string;
  let unprovisioned: string;
  let provisionedGitdir: string;

  beforeAll(async () => {
    const db = server.database.db;
    tenantId = (await buildTenant(db)).id;
    [{ id: provisioned }] = await db
      .insert(tenantResources)
      .values({ tenantId, name: 'nletpmodelgr', resourceType: 'GitRepository', tag: 'node model' })
      .returning();
    const adminUser = await buildUser(db, { roles: [{ role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE }] });
    // A real deployment by the local provider: git/tenants/<tenant>/nletpmodelgr.git with a first commit.
    await seedDeploymentsDemo(db, server.config, tenantId, adminUser);
    provisionedGitdir = path.join(server.config.dataDir, 'git', 'tenants', tenantId, 'nletpmodelgr.git');
    expect(fs.existsSync(path.join(provisionedGitdir, 'HEAD'))).toBe(true);
    // Added after the deployment: composed, but not provisioned.
    [{ id: unprovisioned }] = await db
      .insert(tenantResources)
      .values({ tenantId, name: 'nletpothergr', resourceType: 'GitRepository', tag: 'not deployed' })
      .returning();
    admin = await signIn(server, adminUser.email, PASSWORD);
  }, 60_000);

  /** An engagement made through the API, its resources selected first and NodeModelGit turned on after. */
  const engagementSelecting = async (name: string, resourceIds: string[]) => {
    const created = await admin.request('POST', '/api/engagements', { name, tenantId });
    expect(created.statusCode).toBe(201);
    const id: string = created.json().id;
    const save = async (features: string) => {
      const res = await admin.request('PUT', `/api/engagements/${id}/admin`, { name, features, resourceIds });
      expect(res.statusCode).toBe(200);
    };
    await save('[]');
    await save('["NodeModelGit"]');
    return id;
  };
  const heads = (gitdir: string) =>
    gitCli(gitdir, 'for-each-ref', '--format=%(refname)', 'refs/heads').trim().split('\n');

  it('creates a branch through the API in the selected provisioned repository, on top of its first commit', async () => {
    const id = await engagementSelecting('Provisioned Model', [provisioned]);
    const { nodeModel } = server.ctx.services;
    expect(await nodeModel.resolveGitdir(id)).toBe(provisionedGitdir);
    const base = `/api/nodeModel/engagements/${id}`;
    // Turning NodeModelGit on found main there: the provisioned first commit, nothing made elsewhere.
    expect((await admin.request('GET', `${base}/branches`)).json()).toEqual([
      expect.objectContaining({ name: 'main', readOnly: false, parentBranch: null }),
    ]);
    const res = await admin.request('POST', `${base}/branches`, { name: 'working', parentBranch: 'main' });
    expect(res.statusCode).toBe(201);
    expect(heads(provisionedGitdir)).toEqual(['refs/heads/main', 'refs/heads/working']);
    expect(commitLines(provisionedGitdir, 'working').map((line) => line.split('|')[1])).toEqual([
      'Create branch working from main',
      'Repository provisioned by a deployment',
    ]);
    expect(fsck(provisionedGitdir)).toBe('');
    expect(fs.existsSync(nodeModel.gitdir(id))).toBe(false);
  }, 30_000);

  it('keeps the default repository when the selected git repository was not provisioned', async () => {
    const id = await engagementSelecting('Default Model', [unprovisioned]);
    const { nodeModel } = server.ctx.services;
    const gitdir = nodeModel.gitdir(id);
    expect(await nodeModel.resolveGitdir(id)).toBe(gitdir);
    const base = `/api/nodeModel/engagements/${id}`;
    const res = await admin.request('POST', `${base}/branches`, { name: 'elsewhere', parentBranch: 'main' });
    expect(res.statusCode).toBe(201);
    expect(heads(gitdir)).toEqual(['refs/heads/elsewhere', 'refs/heads/main']);
    expect(heads(provisionedGitdir)).not.toContain('refs/heads/elsewhere');
  }, 30_000);

  it('keeps the default repository without any selected resource', async () => {
    const id = await engagementSelecting('Nothing Selected', []);
    const { nodeModel } = server.ctx.services;
    expect(await nodeModel.resolveGitdir(id)).toBe(nodeModel.gitdir(id));
    expect(heads(nodeModel.gitdir(id))).toEqual(['refs/heads/main']);
  }, 30_000);
});
