// The engagement's own tenant resources as cards of the Configuration tab, each with the address its
// Open button opens in a new tab when there is one: the Azure portal for the resource, data factory or
// Synapse authoring, the Power BI workspace, the git repository (Cairn's own node model page for a
// repository provisioned locally). Reads the tenant through the tenants module's port.
import { TENANT_CLOUD_PROVIDER, type ConfigurationResource } from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { listResources, tenantCloudOf, type TenantResourceRow } from '../tenants/tenant-resources.port.js';

const PORTAL = 'https://portal.azure.com/#@/resource';
/** Resource Manager provider paths of the types the portal opens. */
const PROVIDER_OF: Record<string, string> = {
  StorageAccount: 'Microsoft.Storage/storageAccounts',
  DataLakeStorage: 'Microsoft.Storage/storageAccounts',
  SqlServer: 'Microsoft.Sql/servers',
  KeyVault: 'Microsoft.KeyVault/vaults',
  AnalysisServices: 'Microsoft.AnalysisServices/servers',
  PowerBIEmbedded: 'Microsoft.PowerBIDedicated/capacities',
  FunctionAppDotnet: 'Microsoft.Web/sites',
  FunctionAppPython: 'Microsoft.Web/sites',
  ContainerRegistry: 'Microsoft.ContainerRegistry/registries',
  DatabricksWorkspace: 'Microsoft.Databricks/workspaces',
  EventGridTopic: 'Microsoft.EventGrid/topics',
  AppInsights: 'Microsoft.Insights/components',
  MachineLearningWorkspace: 'Microsoft.MachineLearningServices/workspaces',
  AiServices: 'Microsoft.CognitiveServices/accounts',
  ManagedIdentity: 'Microsoft.ManagedIdentity/userAssignedIdentities',
};

function configurationOf(resource: TenantResourceRow): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(resource.configuration);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function openUrlOf(
  resource: TenantResourceRow,
  cloud: { cloudProvider: number; subscriptionId: string; resourceGroupName: string },
): string | null {
  const config = configurationOf(resource);
  if (resource.resourceType === 'GitRepository')
    // A repository URL when the resource names one; else the repository Cairn provisioned itself,
    // whose history the node model page shows.
    return text(config.repositoryUrl) || '/modeling';
  if (resource.resourceType === 'PowerBIWorkspace') {
    const workspaceId = text(config.workspaceId);
    return workspaceId ? `https://app.powerbi.com/groups/${encodeURIComponent(workspaceId)}` : null;
  }
  if (cloud.cloudProvider === TENANT_CLOUD_PROVIDER.aws) return null;
  const { subscriptionId, resourceGroupName } = cloud;
  if (!subscriptionId || !resourceGroupName) return null;
  const group = `/subscriptions/${subscriptionId}/resourceGroups/${resourceGroupName}`;
  const name = encodeURIComponent(resource.name);
  if (resource.resourceType === 'DataFactory')
    return `https://adf.azure.com/en/authoring?factory=${encodeURIComponent(`${group}/providers/Microsoft.DataFactory/factories/${resource.name}`)}`;
  if (resource.resourceType === 'SynapseAnalytics')
    return `https://web.azuresynapse.net/en/authoring?workspace=${encodeURIComponent(`${group}/providers/Microsoft.Synapse/workspaces/${resource.name}`)}`;
  if (resource.resourceType === 'SqlDatabase' || resource.resourceType === 'SynapseDataWarehouse') {
    const server = text(config.sqlServerName);
    return server
      ? `${PORTAL}${group}/providers/Microsoft.Sql/servers/${encodeURIComponent(server)}/databases/${name}`
      : null;
  }
  const provider = PROVIDER_OF[resource.resourceType];
  return provider ? `${PORTAL}${group}/providers/${provider}/${name}` : null;
}

/** The cards: the engagement's resourceIds that are (still) resources of its tenant, by name. */
export async function engagementResourceCards(
  db: Db,
  tenantId: string,
  resourceIds: readonly string[],
): Promise<ConfigurationResource[]> {
  const cloud = await tenantCloudOf(db, tenantId);
  if (!cloud || resourceIds.length === 0) return [];
  const wanted = new Set(resourceIds);
  return (await listResources(db, tenantId))
    .filter((r) => wanted.has(r.id))
    .map((r) => ({ id: r.id, name: r.name, resourceType: r.resourceType, openUrl: openUrlOf(r, cloud) }));
}
