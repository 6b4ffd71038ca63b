// Where a deployment's tasks do their work, chosen once from configuration (CAIRN_DEPLOYMENT_PROVIDER):
// `local` (default) provisions on this machine what Cairn itself uses for a resource; `azure` submits
// one ARM template per resource to Azure Resource Manager.
// The interface and its shared parts are in provider.ts, which the implementations import.
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { AzureDeploymentProvider } from './azure.js';
import { LocalDeploymentProvider } from './local.js';
import type { DeploymentProvider } from './provider.js';

export * from './provider.js';

export function createDeploymentProvider(
  config: Config,
  db: Db,
  fetchImpl: typeof fetch = fetch,
): DeploymentProvider {
  if (config.deployments.provider === 'azure' && config.deployments.azure)
    // A running ARM deployment is asked again five worker polls later (5 s by default).
    return new AzureDeploymentProvider(
      config.deployments.azure,
      config.deployments.location,
      fetchImpl,
      config.deployments.pollMs * 5,
    );
  return new LocalDeploymentProvider(db, config.dataDir, config.warehouse.postgres);
}
