// The deployments provider's interface and what its implementations share; index.ts chooses one.
import type { deploymentTasks } from '../../../db/schema/deployments.js';
import type { ComposedResource } from '../arm/arm-templates.js';

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
