// A tenant resource as an Azure Resource Manager deployment template (deploymentTemplate.json 2019-04-01):
// one template per resource, with the Azure type, apiVersion and properties the resource's card
// configures (admin-console.md section 3 per-type keys). Resources with no ARM counterpart (a git
// repository lives in Azure DevOps, a Power BI workspace in the Power BI service) get no template.
// deploymentTemplate.schema.json beside this file is the documented structure the tests check against.
import { ARM_TEMPLATE_SCHEMA, type ArmTemplate } from '@cairn/contracts';

type Resource = ArmTemplate['resources'][number] & {
  identity?: {
    type: 'SystemAssigned' | 'UserAssigned' | 'SystemAssigned,UserAssigned';
    userAssignedIdentities?: Record<string, object>;
  };
  dependsOn?: string[];
};
export interface ComposedResource {
  name: string;
  resourceType: string;
  tag: string;
  /** JSON text of the card. */
  configuration: string;
}

/** The spec's AI services kinds 0-15 as Azure's Cognitive Services account kinds. */
const AI_KINDS = [
  'CognitiveServices',
  'CognitiveServices',
  'ComputerVision',
  'CustomVision.Prediction',
  'CustomVision.Training',
  'Face',
  'FormRecognizer',
  'SpeechServices',
  'LUIS',
  'QnAMaker',
  'TextAnalytics',
  'TextTranslation',
  'AnomalyDetector',
  'ContentModerator',
  'Personalizer',
  'OpenAI',
];

const cardOf = (configuration: string): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(configuration);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};
const text = (v: unknown, fallback = '') => (typeof v === 'string' && v.trim() ? v.trim() : fallback);
const network = (privateEndpoint: unknown) => (privateEndpoint === true ? 'Disabled' : 'Enabled');
const resourceId = (type: string, name: string) => `[resourceId('${type}', '${name.replace(/'/g, "''")}')]`;
const userIdentity = (name: string): Resource['identity'] | undefined =>
  name
    ? {
        type: 'SystemAssigned,UserAssigned',
        userAssignedIdentities: {
          [resourceId('Microsoft.ManagedIdentity/userAssignedIdentities', name)]: {},
        },
      }
    : { type: 'SystemAssigned' };

/** The ARM resource of one composed resource, or undefined when Resource Manager has none for it. */
export function armResourceOf(resource: ComposedResource, location: string): Resource | undefined {
  const c = cardOf(resource.configuration);
  const base = { name: resource.name, location, tags: { 'cairn-tag': resource.tag.slice(0, 256) } };
  const storage = (hns: boolean): Resource => ({
    ...base,
    type: 'Microsoft.Storage/storageAccounts',
    apiVersion: '2023-01-01',
    kind: 'StorageV2',
    sku: { name: 'Standard_LRS' },
    properties: {
      isHnsEnabled: hns,
      minimumTlsVersion: 'TLS1_2',
      supportsHttpsTrafficOnly: true,
      allowBlobPublicAccess: false,
      publicNetworkAccess: network(c.deployBlobPrivateEndpoint ?? c.deployDfsPrivateEndpoint),
    },
  });
  const database = (sku: Record<string, unknown>): Resource => {
    const server = text(c.sqlServerName, 'sqlserver');
    return {
      ...base,
      name: `${server}/${resource.name}`,
      type: 'Microsoft.Sql/servers/databases',
      apiVersion: '2022-05-01-preview',
      sku,
      properties: { collation: 'SQL_Latin1_General_CP1_CI_AS' },
    };
  };
  switch (resource.resourceType) {
    case 'StorageAccount':
      return storage(false);
    case 'DataLakeStorage':
      return storage(true);
    case 'SqlDatabase':
      return database({ name: 'S0', tier: 'Standard' });
    case 'SynapseDataWarehouse':
      return database({ name: 'DW100c', tier: 'DataWarehouse' });
    case 'SqlServer':
      return {
        ...base,
        type: 'Microsoft.Sql/servers',
        apiVersion: '2022-05-01-preview',
        identity: userIdentity(text(c.managedIdentityName)),
        properties: {
          version: '12.0',
          minimalTlsVersion: '1.2',
          publicNetworkAccess: network(c.deploySqlServerPrivateEndpoint),
        },
      };
    case 'KeyVault':
      return {
        ...base,
        type: 'Microsoft.KeyVault/vaults',
        apiVersion: '2023-07-01',
        properties: {
          tenantId: '[subscription().tenantId]',
          sku: { family: 'A', name: 'standard' },
          enableRbacAuthorization: true,
          publicNetworkAccess: network(c.deployKeyVaultPrivateEndpoint),
        },
      };
    case 'AiServices':
      return {
        ...base,
        type: 'Microsoft.CognitiveServices/accounts',
        apiVersion: '2023-05-01',
        kind: AI_KINDS[typeof c.kind === 'number' ? c.kind : 0] ?? 'CognitiveServices',
        sku: { name: 'S0' },
        identity: userIdentity(text(c.managedIdentityName)),
        properties: { customSubDomainName: resource.name, publicNetworkAccess: 'Enabled' },
      };
    case 'AnalysisServices':
      return {
        ...base,
        type: 'Microsoft.AnalysisServices/servers',
        apiVersion: '2017-08-01',
        sku: { name: 'B1', tier: 'Basic' },
        properties: {},
      };
    case 'ContainerRegistry':
      return {
        ...base,
        type: 'Microsoft.ContainerRegistry/registries',
        apiVersion: '2023-07-01',
        sku: { name: ['Basic', 'Standard', 'Premium'].includes(text(c.skuType)) ? text(c.skuType) : 'Basic' },
        identity: userIdentity(text(c.managedIdentityName)),
        properties: {
          adminUserEnabled: false,
          publicNetworkAccess: network(c.deployContainerRegistryPrivateEndpoint),
        },
      };
    case 'DatabricksWorkspace':
      return {
        ...base,
        type: 'Microsoft.Databricks/workspaces',
        apiVersion: '2023-02-01',
        sku: { name: text(c.pricingTier, 'Standard').toLowerCase() === 'premium' ? 'premium' : 'standard' },
        properties: {
          managedResourceGroupId: `[subscriptionResourceId('Microsoft.Resources/resourceGroups', 'databricks-rg-${resource.name}')]`,
        },
      };
    case 'DataFactory':
      return {
        ...base,
        type: 'Microsoft.DataFactory/factories',
        apiVersion: '2018-06-01',
        identity: userIdentity(text(c.managedIdentityName)),
        properties: { publicNetworkAccess: network(c.deployDataFactoryPrivateEndpoint) },
      };
    case 'EventGridTopic':
      return {
        ...base,
        type: 'Microsoft.EventGrid/topics',
        apiVersion: '2022-06-15',
        properties: { publicNetworkAccess: network(c.deployTopicPrivateEndpoint) },
      };
    case 'FunctionAppDotnet':
    case 'FunctionAppPython': {
      const python = resource.resourceType === 'FunctionAppPython';
      return {
        ...base,
        type: 'Microsoft.Web/sites',
        apiVersion: '2022-09-01',
        kind: python ? 'functionapp,linux' : 'functionapp',
        identity: userIdentity(text(c.managedIdentityName)),
        properties: {
          httpsOnly: true,
          reserved: python,
          siteConfig: {
            ...(python ? { linuxFxVersion: 'PYTHON|3.11' } : { netFrameworkVersion: 'v8.0' }),
            appSettings: [
              { name: 'FUNCTIONS_EXTENSION_VERSION', value: '~4' },
              { name: 'FUNCTIONS_WORKER_RUNTIME', value: python ? 'python' : 'dotnet-isolated' },
              ...(text(c.storageAccountName)
                ? [{ name: 'AzureWebJobsStorage__accountName', value: text(c.storageAccountName) }]
                : []),
            ],
          },
        },
      };
    }
    case 'MachineLearningWorkspace':
      return {
        ...base,
        type: 'Microsoft.MachineLearningServices/workspaces',
        apiVersion: '2023-04-01',
        identity: userIdentity(text(c.managedIdentityName)),
        properties: {
          storageAccount: resourceId('Microsoft.Storage/storageAccounts', text(c.storageAccountName)),
          keyVault: resourceId('Microsoft.KeyVault/vaults', text(c.keyVaultName)),
          ...(text(c.containerRegistryName)
            ? {
                containerRegistry: resourceId(
                  'Microsoft.ContainerRegistry/registries',
                  text(c.containerRegistryName),
                ),
              }
            : {}),
          ...(text(c.appInsightsName)
            ? { applicationInsights: resourceId('Microsoft.Insights/components', text(c.appInsightsName)) }
            : {}),
          publicNetworkAccess: network(c.deployMachineLearningPrivateEndpoint),
        },
      };
    case 'PowerBIEmbedded':
      return {
        ...base,
        type: 'Microsoft.PowerBIDedicated/capacities',
        apiVersion: '2021-01-01',
        sku: { name: 'A1', tier: 'PBIE_Azure' },
        properties: { administration: { members: [] } },
      };
    case 'SynapseAnalytics': {
      const lake = text(c.dataLakeStorageName, resource.name);
      return {
        ...base,
        type: 'Microsoft.Synapse/workspaces',
        apiVersion: '2021-06-01',
        identity: userIdentity(text(c.managedIdentityName)),
        properties: {
          defaultDataLakeStorage: {
            accountUrl: `https://${lake}.dfs.core.windows.net`,
            filesystem: 'synapse',
          },
          managedVirtualNetwork: c.preventDataExfiltration === true ? 'default' : '',
          managedVirtualNetworkSettings: { preventDataExfiltration: c.preventDataExfiltration === true },
          publicNetworkAccess: network(c.deploySqlPrivateEndpoint),
        },
      };
    }
    case 'ManagedIdentity':
      return {
        ...base,
        type: 'Microsoft.ManagedIdentity/userAssignedIdentities',
        apiVersion: '2023-01-31',
        properties: {},
      };
    case 'AppInsights':
      return {
        ...base,
        type: 'Microsoft.Insights/components',
        apiVersion: '2020-02-02',
        kind: 'web',
        properties: { Application_Type: 'web' },
      };
    default:
      return undefined;
  }
}

/** The deployment template of one resource, or undefined when Resource Manager deploys nothing for it. */
export function armTemplateOf(resource: ComposedResource, location: string): ArmTemplate | undefined {
  const armResource = armResourceOf(resource, location);
  if (!armResource) return undefined;
  return {
    $schema: ARM_TEMPLATE_SCHEMA,
    contentVersion: '1.0.0.0',
    parameters: {},
    resources: [armResource],
    outputs: {},
  };
}

/** An ARM deployment name: at most 64 letters, digits, '-', '.', '_', '(' or ')'. */
export function armDeploymentName(deploymentName: string, resourceName: string) {
  return `${deploymentName}-${resourceName}`.replace(/[^-\w.()]/g, '-').slice(0, 64);
}
