// Where a deployment's tasks do their work, chosen once from configuration (CAIRN_DEPLOYMENT_PROVIDER):
// `local` (default) provisions on this machine what Cairn itself uses for a resource; `azure` submits
// one ARM template per resource to Azure Resource Manager.
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import type { deploymentTasks } from '../../../db/schema/deployments.js';
import type { ComposedResource } from '../arm/arm-templates.js';
import { AzureDeploymentProvider } from './azure.js';
import { LocalDeploymentProvider } from './local.js';

export type DeploymentTaskRow = typeof deploymentTasks.$inferSelect;

export interface TenantCloud {
  subscriptionId: string;
  resourceGroupName: string;
}

/** One task as the provider plans it when a deployment starts. */
export interface PlannedTask {
  name: string;
  type: string;
  /** Written as the task's configuration JSON (DeploymentName at least). */
  configuration: Record<string, unknown>;
  /** JSON text of the ARM template, for DeployArmTemplateTask. */
  template?: string;
}

export interface DeploymentProvider {
  readonly name: 'local' | 'azure';
  plan(resource: ComposedResource, deploymentName: string, cloud: TenantCloud): PlannedTask;
  /** Does the task's work; resolves with its message, rejects with the reason it failed. Safe to repeat. */
  run(task: DeploymentTaskRow, signal: AbortSignal): Promise<string>;
}

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
