// What a configuration card may name (issue 24), through the API as a Super Configurer of one
// engagement: the dashboard card's subscription, resource group and capacities are its tenant's,
// a Power BI workspace another tenant's engagement named stays theirs, and the node model card never
// names Cairn's databases or another engagement's; a repository given a new address keeps no token.
// On both engines: the claims are read with hand-written JSON SQL (configuration-references.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { tenantResources } from '../../db/schema/tenants.js';
import { tenants } from '../../db/schema/tenancy.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import { signIn, useTestServer, type SignedInClient } from '../../test/test-server.js';

const SUBSCRIPTION = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OTHER_SUBSCRIPTION = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const WORKSPACE = '9b2d3f4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const FEATURES = ['Dashboards_PowerBi', 'NodeModelGit', 'Storage'];

describe('what configuration cards may name', () => {
  const server = useTestServer();
  let ours: SignedInClient;
  let theirs: SignedInClient;
  let engagementId: string;
  let otherEngagementId: string;

  beforeAll(async () => {
    const db = server.database.db;
    const tenant = await buildTenant(db);
    const cloud = JSON.stringify({ SubscriptionId: SUBSCRIPTION, ResourceGroupName: 'NL-ETP-D-demo' });
    await db.update(tenants).set({ cloudConfiguration: cloud }).where(eq(tenants.id, tenant.id));
    await db.insert(tenantResources).values([
      { tenantId: tenant.id, name: 'nletpdemopbie', resourceType: 'PowerBIEmbedded', tag: 't' },
      { tenantId: tenant.id, name: 'nletpdemostore', resourceType: 'StorageAccount', tag: 't' },
    ]);
    engagementId = (await buildEngagement(db, tenant.id, { features: FEATURES })).id;
    const other = await buildTenant(db);
    otherEngagementId = (await buildEngagement(db, other.id, { features: FEATURES })).id;
    const configurer = async (id: string) =>
      signIn(
        server,
        (await buildUser(db, { roles: [{ role: ROLE_NAMES.superConfigurer, scope: engagementScope(id) }] }))
          .email,
        PASSWORD,
      );
    ours = await configurer(engagementId);
    theirs = await configurer(otherEngagementId);
  }, 60_000);

  const save = (client: SignedInClient, id: string, kind: string, values: object, secrets?: object) =>
    client.request('PUT', `/api/engagements/${id}/configurations/${kind}`, {
      values,
      ...(secrets && { secrets }),
    });
  const dashboard = (tool: object) => ({ dashboardToolType: 'PowerBi', dashboardToolConfiguration: tool });
  const fields = (res: { json(): unknown }) =>
    (res.json() as { errors: { field: string; key?: string }[] }).errors.map((e) => `${e.field}:${e.key}`);

  it("takes only the tenant's own subscription, resource group and capacities", async () => {
    const refused = await save(
      ours,
      engagementId,
      'dashboard',
      dashboard({
        SubscriptionId: OTHER_SUBSCRIPTION,
        ResourceGroupName: 'someone-elses',
        PowerBiEmbeddedResourceName: 'nletpdemostore',
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(fields(refused)).toEqual([
      'dashboardToolConfiguration.SubscriptionId:notOfThisTenant',
      'dashboardToolConfiguration.ResourceGroupName:notOfThisTenant',
      'dashboardToolConfiguration.PowerBiEmbeddedResourceName:notOfThisTenant',
    ]);
    const own = dashboard({
      SubscriptionId: SUBSCRIPTION.toUpperCase(),
      ResourceGroupName: 'nl-etp-d-demo',
      PowerBiEmbeddedResourceName: 'nletpdemopbie',
      WorkspaceId: WORKSPACE,
    });
    expect((await save(ours, engagementId, 'dashboard', own)).statusCode).toBe(200);
  });

  it('leaves a Power BI workspace to the tenant whose engagement named it first', async () => {
    const res = await save(theirs, otherEngagementId, 'dashboard', dashboard({ WorkspaceId: WORKSPACE }));
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(['dashboardToolConfiguration.WorkspaceId:notOfThisTenant']);
  });

  it("never names Cairn's databases or another engagement's", async () => {
    const nodeModel = (database: string) => ({
      nodeModelPlatformType: 'CairnGit',
      nodeModelPlatformConfiguration: { NodeModelRepositoryId: 'model', NodeModelDatabaseName: database },
    });
    expect((await save(ours, engagementId, 'nodeModel', nodeModel('payroll_2026'))).statusCode).toBe(200);
    const ownDefault = `cairn_wh_${engagementId.replace(/-/g, '')}`;
    for (const database of ['payroll_2026', 'cairn', ownDefault, 'wh_nletpdemo_12345678']) {
      const res = await save(theirs, otherEngagementId, 'nodeModel', nodeModel(database));
      expect(fields(res), database).toEqual([
        'nodeModelPlatformConfiguration.NodeModelDatabaseName:databaseOfAnotherEngagement',
      ]);
    }
  });

  it('keeps no token of a repository the card no longer points at', async () => {
    const remote = (address: string) => ({
      nodeModelPlatformType: 'CairnGit',
      nodeModelPlatformConfiguration: { NodeModelRepositoryId: address, NodeModelGitUsername: 'cairn' },
    });
    const token = { 'nodeModelPlatformConfiguration.NodeModelGitToken': 'first-repository-token' };
    const url = `/api/engagements/${engagementId}/configurations/nodeModel`;
    const tokenSet = async () =>
      ((await ours.request('GET', url)).json() as { secrets: Record<string, boolean> }).secrets[
        'nodeModelPlatformConfiguration.NodeModelGitToken'
      ];
    expect(
      (await save(ours, engagementId, 'nodeModel', remote('https://git.example.test/a.git'), token))
        .statusCode,
    ).toBe(200);
    expect(await tokenSet()).toBe(true);
    // The same address saved again keeps it; another address drops it.
    expect(
      (await save(ours, engagementId, 'nodeModel', remote('https://git.example.test/a.git'))).statusCode,
    ).toBe(200);
    expect(await tokenSet()).toBe(true);
    expect(
      (await save(ours, engagementId, 'nodeModel', remote('https://elsewhere.example.test/b.git')))
        .statusCode,
    ).toBe(200);
    expect(await tokenSet()).toBe(false);
  });
});
