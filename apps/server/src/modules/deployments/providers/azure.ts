// The azure provider: one DeployArmTemplateTask per resource, whose ARM template is submitted to
//   PUT {management}/subscriptions/{sub}/resourcegroups/{rg}/providers/Microsoft.Resources/deployments/{name}?api-version=2021-04-01
// (incremental mode: nothing in the resource group that the template does not name is touched) and
// followed with GET on the same address until its provisioningState is final. Resources Resource
// Manager does not deploy (a git repository, a Power BI workspace) succeed with a message saying so.
import { DEPLOYMENT_TASK_TYPES } from '@cairn/contracts';
import {
  armErrorOf,
  EntraClientCredentials,
  jsonObject,
  type AzureCredentials,
} from '../../../auth/entra-client-credentials.js';
import { armDeploymentName, armTemplateOf, type ComposedResource } from '../arm/arm-templates.js';
import type { DeploymentProvider, DeploymentTaskRow, PlannedTask, TenantCloud } from './provider.js';

export const ARM_DEPLOYMENTS_API_VERSION = '2021-04-01';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RESOURCE_GROUP = /^[-\w.()]{1,90}$/;
const FINAL = new Set(['Succeeded', 'Failed', 'Canceled']);
export const NO_ARM_TASK = 'NoArmDeploymentTask';

export class AzureDeploymentProvider implements DeploymentProvider {
  readonly name = 'azure';
  private readonly credentials: EntraClientCredentials;

  constructor(
    private readonly azure: AzureCredentials,
    private readonly location: string,
    private readonly fetchImpl: typeof fetch = fetch,
    /** How often a running ARM deployment is asked again. */
    private readonly pollMs = 5000,
  ) {
    this.credentials = new EntraClientCredentials(azure, fetchImpl);
  }

  plan(resource: ComposedResource, deploymentName: string, cloud: TenantCloud): PlannedTask {
    const template = armTemplateOf(resource, this.location);
    const DeploymentName = armDeploymentName(deploymentName, resource.name);
    if (!template)
      return {
        name: `${resource.resourceType} ${resource.name}`,
        type: NO_ARM_TASK,
        configuration: { DeploymentName },
      };
    return {
      name: `Deploy ${resource.resourceType} ${resource.name}`,
      type: DEPLOYMENT_TASK_TYPES.arm,
      configuration: {
        DeploymentName,
        SubscriptionId: cloud.subscriptionId,
        ResourceGroupName: cloud.resourceGroupName,
        ResourceName: resource.name,
        ResourceType: resource.resourceType,
      },
      template: JSON.stringify(template),
    };
  }

  async run(task: DeploymentTaskRow, signal: AbortSignal): Promise<string> {
    if (task.type !== DEPLOYMENT_TASK_TYPES.arm)
      return `Azure Resource Manager deploys nothing for a ${task.resourceType}; create it in its own service.`;
    const config = jsonObject(task.configuration);
    const [sub, group, name] = [config.SubscriptionId, config.ResourceGroupName, config.DeploymentName].map(
      String,
    );
    if (!GUID.test(sub) || !RESOURCE_GROUP.test(group))
      throw new Error("The tenant's cloud configuration has no valid SubscriptionId and ResourceGroupName.");
    const url = `${this.azure.managementUrl}/subscriptions/${sub}/resourcegroups/${encodeURIComponent(group)}/providers/Microsoft.Resources/deployments/${encodeURIComponent(name)}?api-version=${ARM_DEPLOYMENTS_API_VERSION}`;
    const headers = async () => ({
      authorization: `Bearer ${await this.credentials.accessToken()}`,
      'content-type': 'application/json',
    });
    const put = await this.fetchImpl(url, {
      method: 'PUT',
      headers: await headers(),
      body: JSON.stringify({
        properties: { mode: 'Incremental', template: JSON.parse(task.template ?? '{}') },
      }),
      signal,
    });
    if (!put.ok) throw new Error(`Azure refused the deployment ${name}: ${(await armErrorOf(put)).message}`);
    let state = provisioningState(await put.text());
    while (!FINAL.has(state.state)) {
      await new Promise((resolve) => setTimeout(resolve, this.pollMs));
      signal.throwIfAborted();
      const res = await this.fetchImpl(url, { headers: await headers(), signal });
      if (!res.ok)
        throw new Error(`Reading the deployment ${name} failed: ${(await armErrorOf(res)).message}`);
      state = provisioningState(await res.text());
    }
    if (state.state !== 'Succeeded')
      throw new Error(`The deployment ${name} ended ${state.state}${state.error ? `: ${state.error}` : ''}`);
    return `Deployment ${name} succeeded in ${group}`;
  }
}

function provisioningState(body: string) {
  const properties = jsonObject(JSON.stringify(jsonObject(body).properties ?? {}));
  const error = jsonObject(JSON.stringify(properties.error ?? {}));
  return {
    state: typeof properties.provisioningState === 'string' ? properties.provisioningState : 'Accepted',
    error: typeof error.message === 'string' ? error.message : undefined,
  };
}
