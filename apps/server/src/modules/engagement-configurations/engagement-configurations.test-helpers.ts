// The engagement configurations tests' world: a tenant with a cloud place and resources, an engagement
// with every card and those resources, one with storage only, another tenant's engagement, and the
// users who read and write them; and valid values of every card.
import { eq } from 'drizzle-orm';
import { engagementScope, ROLE_NAMES, storageScope } from '@cairn/contracts';
import { tenantResources } from '../../db/schema/tenants.js';
import { engagements, tenants } from '../../db/schema/tenancy.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { signInWithRole, type TestServer } from '../../test/test-server.js';

export const ALL_CARDS = ['Dashboards_PowerBi', 'GAIN', 'NodeModelGit', 'Reporting', 'Pipelines', 'Storage'];
export const GUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

export const VALID = {
  dashboard: {
    dashboardToolType: 'PowerBi',
    dashboardToolConfiguration: { SubscriptionId: GUID, ResourceGroupName: 'reporting', WorkspaceId: GUID },
    dashboardStorageType: 'AzureStorageAccount',
    dashboardStorageConfiguration: { StorageAccountName: 'nletpdashboards' },
  },
  gain: { inputFlow_TransformationEngine_BatchSize: 500, sftpListener_ScanPath: '/in' },
  nodeModel: {
    nodeModelPlatformType: 'CairnGit',
    nodeModelPlatformConfiguration: { NodeModelRepositoryId: 'nletpmodel' },
  },
  reporting: { outputContainer: 'reports', sqlServerName: 'nletpsql', sqlDatabaseName: 'reporting' },
  pipeline: {
    pipelinePlatformType: 'AzureDataFactory',
    pipelinePlatformConfiguration: {
      SubscriptionId: GUID,
      ResourceGroupName: 'pipelines',
      DataFactoryName: 'nletpadf',
      GitPlatformType: 'CairnGit',
      AwsRegion: 'eu-west-1',
    },
  },
} as const;

export async function seedConfigurationsWorld(server: TestServer) {
  const db = server.database.db;
  const tenant = await buildTenant(db);
  await db
    .update(tenants)
    .set({
      cloudConfiguration: JSON.stringify({ SubscriptionId: GUID, ResourceGroupName: 'NL-ETP-D-demo' }),
    })
    .where(eq(tenants.id, tenant.id));
  const engagement = await buildEngagement(db, tenant.id, { features: ALL_CARDS });
  const engagementId = engagement.id;
  const plainEngagementId = (await buildEngagement(db, tenant.id, { features: ['Storage'] })).id;
  const otherTenant = await buildTenant(db);
  const otherTenantEngagementId = (await buildEngagement(db, otherTenant.id, { features: ALL_CARDS })).id;
  const resources = await db
    .insert(tenantResources)
    .values([
      { tenantId: tenant.id, name: 'nletpadf01', resourceType: 'DataFactory', tag: 't' },
      { tenantId: tenant.id, name: 'nletpstore01', resourceType: 'StorageAccount', tag: 't' },
      { tenantId: tenant.id, name: 'nletpgit01', resourceType: 'GitRepository', tag: 't' },
      {
        tenantId: tenant.id,
        name: 'nletpbi01',
        resourceType: 'PowerBIWorkspace',
        tag: 't',
        configuration: '{}',
      },
      { tenantId: tenant.id, name: 'nletpunused', resourceType: 'KeyVault', tag: 't' },
    ])
    .returning();
  await db
    .update(engagements)
    .set({ resourceIds: resources.slice(0, 4).map((r) => r.id) })
    .where(eq(engagements.id, engagementId));
  const user = (role: string, scope: string) => signInWithRole(server, role, scope);
  const writer = await user(ROLE_NAMES.superConfigurer, engagementScope(engagementId));
  const reader = await user(ROLE_NAMES.consultant, engagementScope(engagementId));
  const folderOnly = await user(ROLE_NAMES.folderReader, storageScope(engagementId, 'main'));
  const outsider = await user(ROLE_NAMES.superConfigurer, engagementScope(otherTenantEngagementId));
  return { engagementId, plainEngagementId, otherTenantEngagementId, writer, reader, folderOnly, outsider };
}
