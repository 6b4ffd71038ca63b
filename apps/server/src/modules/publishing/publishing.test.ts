// Publish pipelines through the API on a real database, node model (git) and warehouse (DuckDB):
// the collaboration branches, the publish rules (401, 403, 404, 400 with nothing written), the audit
// row, and a Run screen's build run (no Branch) executing the published branch and naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  encodeQuery,
  engagementScope,
  ROLE_NAMES,
  TEST_RUN_LAYER,
  type CollaborationBranch,
  type NodeBuild,
  type PipelineRun,
  type PublishedBranch,
} from '@cairn/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { publishedBranches } from '../../db/schema/publishing.js';
import { startRunWorker, type RunWorker } from '../../jobs/run-worker.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import {
  requestOk,
  signInNewUser,
  TEST_ORIGIN,
  useTestServer,
  type SignedInClient,
} from '../../test/test-server.js';
import { memoryLog, waitForRun } from '../pipelines/runs.test-helpers.js';
import { PUBLISH_AUDIT_ACTION } from './publishing.service.js';

const server = useTestServer({ CAIRN_RUN_POLL_MS: '50', CAIRN_RUN_HEARTBEAT_SECONDS: '1' });
let worker: RunWorker;
let engagementId: string;
let gainEngagementId: string;
let noModelEngagementId: string;
let publisher: SignedInClient;
let configurer: SignedInClient;
let consultant: SignedInClient;
let outsider: SignedInClient;

const at = (id = engagementId) => `/api/engagements/${id}`;
const nodeModel = (branch: string) =>
  `/api/nodeModel/engagements/${engagementId}/branches/${branch}/layers/model`;
const pipelinesApi = () => `/api/pipelines/engagements/${engagementId}`;
const ok = <T>(method: string, url: string, body?: unknown) => requestOk<T>(publisher, method, url, body);

async function putNode(branch: string, name: string, query: string) {
  await ok('POST', `${nodeModel(branch)}/nodes`, { name });
  await ok('PUT', `${nodeModel(branch)}/nodes/${name}`, { query: encodeQuery(query) });
}

const publishedRows = () =>
  server.database.db.select().from(publishedBranches).where(eq(publishedBranches.engagementId, engagementId));

beforeAll(async () => {
  const db = server.database.db;
  const tenantId = (await buildTenant(db)).id;
  const features = ['Storage', 'Pipelines', 'NodeModelGit'];
  engagementId = (await buildEngagement(db, tenantId, { features })).id;
  gainEngagementId = (await buildEngagement(db, tenantId, { features: [...features, 'GAIN'] })).id;
  noModelEngagementId = (await buildEngagement(db, tenantId, { features: ['Storage', 'Pipelines'] })).id;
  const user = (role: string, name: string, scopes: string[]) =>
    signInNewUser(server, { name, roles: scopes.map((id) => ({ role, scope: engagementScope(id) })) });
  publisher = await user(ROLE_NAMES.superConfigurer, 'Pia Publisher', [
    engagementId,
    gainEngagementId,
    noModelEngagementId,
  ]);
  configurer = await user(ROLE_NAMES.configurer, 'Cora Configurer', [engagementId]);
  consultant = await user(ROLE_NAMES.consultant, 'Carl Consultant', [engagementId]);
  outsider = await user(ROLE_NAMES.superConfigurer, 'Olga Outsider', [noModelEngagementId]);
  worker = startRunWorker(server.ctx, memoryLog().log);
}, 60_000);

afterAll(async () => {
  await worker?.stop();
});

describe('collaboration branches', () => {
  it('lists the node model branches with their commit, repository and where to open them', async () => {
    await ok('POST', `/api/nodeModel/engagements/${engagementId}/branches`, {
      name: 'feature-x',
      parentBranch: 'main',
    });
    const branches = await requestOk<CollaborationBranch[]>(
      consultant,
      'GET',
      `${at()}/collaboration-branches`,
    );
    expect(branches.map((b) => b.name)).toEqual(['feature-x', 'main']);
    const feature = branches[0];
    expect(feature.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(feature.parentRepositoryName).not.toBe('');
    expect(feature.branchUrl).toBe(`${TEST_ORIGIN}/modeling/config?branch=feature-x`);
  });

  it('is refused without a session (401), for another engagement (404) and without a node model (404)', async () => {
    const url = `${at()}/collaboration-branches`;
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await outsider.request('GET', url)).statusCode).toBe(404);
    const noModel = await publisher.request('GET', `${at(noModelEngagementId)}/collaboration-branches`);
    expect(noModel.statusCode).toBe(404);
  });
});

describe('publish', () => {
  it('answers main, not yet published, with the caller abilities', async () => {
    const reader = await requestOk<PublishedBranch>(consultant, 'GET', `${at()}/publish`);
    expect(reader).toEqual({
      branch: 'main',
      commit: null,
      publishedAt: null,
      publishedBy: null,
      abilities: { publish: false },
    });
    expect((await ok<PublishedBranch>('GET', `${at()}/publish`)).abilities).toEqual({ publish: true });
    const gain = await ok<PublishedBranch>('GET', `${at(gainEngagementId)}/publish`);
    expect(gain.abilities).toEqual({ publish: false });
  });

  it('is refused without a session (401), without Pipelines Write (403), for another engagement (404)', async () => {
    const url = `${at()}/publish`;
    const body = { branch: 'feature-x' };
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    expect((await configurer.request('POST', url, body)).statusCode).toBe(403);
    expect((await consultant.request('POST', url, body)).statusCode).toBe(403);
    expect((await outsider.request('POST', url, body)).statusCode).toBe(404);
    expect((await outsider.request('GET', url)).statusCode).toBe(404);
    const gain = await publisher.request('POST', `${at(gainEngagementId)}/publish`, { branch: 'main' });
    expect(gain.statusCode).toBe(403);
    expect(await publishedRows()).toEqual([]);
  });

  it("refuses no choice with 'Please choose a target repository' and an unknown branch, writing nothing", async () => {
    for (const body of [{}, { branch: '' }, { branch: '   ' }, { branch: null }]) {
      const res = await publisher.request('POST', `${at()}/publish`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'branch', message: 'Please choose a target repository', key: 'chooseTargetRepository' },
      ]);
    }
    const unknown = await publisher.request('POST', `${at()}/publish`, { branch: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'branch', message: 'Invalid value', key: 'invalidValue' },
    ]);
    const noModel = await publisher.request('POST', `${at(noModelEngagementId)}/publish`, { branch: 'main' });
    expect(noModel.statusCode).toBe(404);
    expect(await publishedRows()).toEqual([]);
  });

  it('publishes a branch (any letter case), audited, and a Run screen build runs it', async () => {
    await putNode('main', 'everywhere', 'select 1 as one');
    await putNode('feature-x', 'everywhere', 'select 1 as one');
    await putNode('feature-x', 'only_on_feature', 'select 2 as two');
    const branches = await ok<CollaborationBranch[]>('GET', `${at()}/collaboration-branches`);
    const featureHead = branches.find((b) => b.name === 'feature-x')!.commit;

    const published = await ok<PublishedBranch>('POST', `${at()}/publish`, { branch: 'FEATURE-X' });
    expect(published).toMatchObject({
      branch: 'feature-x',
      commit: featureHead,
      publishedBy: 'Pia Publisher',
      abilities: { publish: true },
    });
    expect(published.publishedAt).not.toBeNull();
    expect(await requestOk<PublishedBranch>(consultant, 'GET', `${at()}/publish`)).toMatchObject({
      branch: 'feature-x',
      commit: featureHead,
    });
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, PUBLISH_AUDIT_ACTION), eq(auditLog.engagementId, engagementId)));
    expect(audit.map((a) => [a.target, a.scope, a.outcome])).toEqual([
      ['feature-x', engagementScope(engagementId), 'success'],
    ]);

    // The Run screen starts RunModel without parameters: the published branch runs.
    const started = await ok<PipelineRun>('POST', `${pipelinesApi()}/runs`, {
      pipelineName: 'RunModel',
      layer: 'model',
      parameters: {},
    });
    const run = await waitForRun(publisher, engagementId, started.id, ['Succeeded', 'Failed', 'TimedOut']);
    expect(run.status, run.message ?? '').toBe('Succeeded');
    expect(run.commit).toBe(featureHead);
    expect(run.parameters).toMatchObject({ Branch: 'feature-x' });
    expect(run.log.map((l) => l.message)).toContain(
      `Running branch feature-x at commit ${featureHead.slice(0, 7)}`,
    );
    const builds = await ok<NodeBuild[]>('GET', `${pipelinesApi()}/builds?runId=${run.id}`);
    expect(builds.map((b) => [b.node, b.branch, b.status]).sort()).toEqual([
      ['everywhere', 'feature-x', 'Succeeded'],
      ['only_on_feature', 'feature-x', 'Succeeded'],
    ]);

    // The Testing screen's Run all (RunTests without parameters) takes the published branch too.
    const tests = await ok<PipelineRun>('POST', `${pipelinesApi()}/runs`, {
      pipelineName: 'RunTests',
      layer: TEST_RUN_LAYER,
      parameters: {},
    });
    expect(tests.parameters).toMatchObject({ Branch: 'feature-x' });
    const testRun = await waitForRun(publisher, engagementId, tests.id, ['Succeeded', 'Failed', 'TimedOut']);
    expect(testRun.log.map((l) => l.message)).toContain(
      `Running branch feature-x at commit ${featureHead.slice(0, 7)}`,
    );

    // A Build screen's run names its branch and runs that one, whatever was published.
    const chosen = await ok<PipelineRun>('POST', `${pipelinesApi()}/runs`, {
      pipelineName: 'BuildModel',
      layer: 'model',
      parameters: { Branch: 'main' },
    });
    const onMain = await waitForRun(publisher, engagementId, chosen.id, ['Succeeded', 'Failed', 'TimedOut']);
    expect(onMain.status, onMain.message ?? '').toBe('Succeeded');
    expect(onMain.log.map((l) => l.message)).toContain(
      `Running branch main at commit ${onMain.commit!.slice(0, 7)}`,
    );
    const mainBuilds = await ok<NodeBuild[]>('GET', `${pipelinesApi()}/builds?runId=${onMain.id}`);
    expect(mainBuilds.map((b) => b.node)).toEqual(['everywhere']);
  }, 60_000);
});
