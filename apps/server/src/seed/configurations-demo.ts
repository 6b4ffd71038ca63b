// Demo configurations (issue 12): every configuration card of the demo engagements filled, with two or
// three versions each (the newest a restore now and then), and the gain PGP passphrase in the secret
// store, so the Configuration tab shows histories to compare and restore from the first sign-in.
import crypto from 'node:crypto';
import type { EngagementConfigurationKind } from '@cairn/contracts';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { engagementConfigurationVersions } from '../db/schema/engagement-configurations.js';
import { SecretStore } from '../modules/secrets/secret-store.js';

type Values = Record<string, unknown>;
const DAY = 24 * 60 * 60 * 1000;

function regularVersions(subscriptionId: string): Partial<Record<EngagementConfigurationKind, Values[]>> {
  const workspaceId = crypto.randomUUID();
  // Cairn's own dashboards (seed/dashboards-demo.ts) on the tenant's Power BI Embedded capacity
  // (tenants-demo.ts): a card names only its tenant's resources (configuration-references.ts).
  const dashboard = (account: string) => ({
    dashboardToolType: 'Cairn',
    dashboardToolConfiguration: {
      SubscriptionId: subscriptionId,
      ResourceGroupName: 'northwind',
      WorkspaceId: workspaceId,
      PowerBiEmbeddedResourceName: 'nletpnorthwindpbie',
    },
    dashboardStorageType: 'AzureStorageAccount',
    dashboardStorageConfiguration: { StorageAccountName: account },
  });
  const reporting = (container: string) => ({
    storageType: 'AzureStorageAccount',
    storageAccountName: 'nletpnorthwindrpt',
    outputContainer: container,
    configurationName: 'Payroll reporting',
    sqlServerName: 'nletpnorthwindsql',
    sqlDatabaseName: 'reporting',
  });
  const pipeline = (factory: string) => ({
    pipelinePlatformType: 'AzureDataFactory',
    pipelinePlatformConfiguration: {
      SubscriptionId: subscriptionId,
      ResourceGroupName: 'northwind',
      DataFactoryName: factory,
      GitPlatformType: 'CairnGit',
      GitPlatformConfiguration: { GitRepositoryId: 'nletpnorthwindgit', GitRepositoryName: 'payroll-model' },
    },
  });
  return {
    dashboard: [dashboard('nletpnorthwinddash'), dashboard('nletpnorthwindbi2')],
    nodeModel: [
      {
        nodeModelPlatformType: 'CairnGit',
        nodeModelPlatformConfiguration: { NodeModelRepositoryId: 'payroll-model' },
      },
      {
        nodeModelPlatformType: 'CairnGit',
        nodeModelPlatformConfiguration: {
          // No SQL server: the demo's warehouse is the embedded DuckDB file (warehouse/engine-choice.ts),
          // where the database name means nothing.
          NodeModelRepositoryId: 'payroll-model',
          NodeModelDatabaseName: 'model',
        },
      },
    ],
    reporting: [reporting('reports'), reporting('reports-2026'), reporting('reports')],
    pipeline: [pipeline('nletpnorthwindadf'), pipeline('nletpnorthwindadf2')],
  };
}

function gainVersions(subscriptionId: string): Partial<Record<EngagementConfigurationKind, Values[]>> {
  const gain = (batchSize: number, scanPath: string) => ({
    inputFlow_TransformationEngine_BatchSize: batchSize,
    inputFlow_Transformations_MainBranchName: 'main',
    sftpListener_ScanPath: scanPath,
    sftpArchiver_ArchivePath: '/archive',
    sftpEncryption_PgpFilePath: '/keys/gain.asc',
  });
  return {
    gain: [gain(500, '/inbox'), gain(1000, '/inbox'), gain(1000, '/inbox/payroll')],
    nodeModel: [
      {
        nodeModelPlatformType: 'CairnGit',
        nodeModelPlatformConfiguration: { NodeModelRepositoryId: 'gain-model' },
      },
      {
        nodeModelPlatformType: 'CairnGit',
        nodeModelPlatformConfiguration: {
          NodeModelRepositoryId: 'gain-model',
          NodeModelDatabaseName: 'gain',
        },
      },
    ],
    pipeline: [
      {
        pipelinePlatformType: 'AzureSynapseAnalytics',
        pipelinePlatformConfiguration: {
          SubscriptionId: subscriptionId,
          ResourceGroupName: 'northwind',
          SynapseWorkspaceName: 'nletpgainsyn',
          GitPlatformType: 'CairnGit',
        },
      },
      {
        pipelinePlatformType: 'AzureSynapseAnalytics',
        pipelinePlatformConfiguration: {
          SubscriptionId: subscriptionId,
          ResourceGroupName: 'northwind',
          SynapseWorkspaceName: 'nletpgainsyn2',
          GitPlatformType: 'CairnGit',
        },
      },
    ],
  };
}

export async function seedConfigurationsDemo(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  engagements: { regular: string; gain: string },
  author: { id: string; name: string },
  subscriptionId: string,
) {
  const now = Date.now();
  const plans: [string, Partial<Record<EngagementConfigurationKind, Values[]>>][] = [
    [engagements.regular, regularVersions(subscriptionId)],
    [engagements.gain, gainVersions(subscriptionId)],
  ];
  for (const [engagementId, byKind] of plans)
    for (const [kind, list] of Object.entries(byKind)) {
      await db.insert(engagementConfigurationVersions).values(
        list.map((values, i) => ({
          engagementId,
          kind,
          version: i + 1,
          values,
          // The third version of reporting brings the first one back.
          restoredFrom: i === 2 && JSON.stringify(values) === JSON.stringify(list[0]) ? 1 : null,
          createdAt: new Date(now - (list.length - i) * 3 * DAY),
          createdBy: author.id,
          createdByName: author.name,
        })),
      );
    }
  await new SecretStore(db, config.dataDir).set(
    db,
    engagements.gain,
    'gain.sftpEncryption_PgpPassphrase',
    crypto.randomBytes(18).toString('base64url'),
    null,
  );
}
