// The azure capacity provider: Resource Manager's documented operations on the engagement's
// capacity, named in its dashboard configuration card (SubscriptionId, ResourceGroupName,
// PowerBiEmbeddedResourceName / AnalysisServicesResourceName):
//   Power BI Embedded  {management}/subscriptions/{sub}/resourceGroups/{rg}/providers/
//                      Microsoft.PowerBIDedicated/capacities/{name}[/suspend|/resume]?api-version=2021-01-01
//   Analysis Services  .../providers/Microsoft.AnalysisServices/servers/{name}[/suspend|/resume]?api-version=2017-08-01
// GET answers `properties.state`; suspend and resume are POSTs answered 200 or 202 (long-running:
// the state then shows Pausing / Resuming until Azure is done). Token from Entra ID's
// client-credentials flow (auth/entra-client-credentials.ts, shared with the RBAC and deployments
// providers).
import type { DashboardCapacityTool } from '@cairn/contracts';
import {
  armErrorOf,
  EntraClientCredentials,
  jsonObject,
  type AzureCredentials,
} from '../../../../auth/entra-client-credentials.js';
import type { CapacityProvider } from './provider.js';

export const ARM_OPERATIONS: Record<DashboardCapacityTool, { type: string; apiVersion: string }> = {
  PowerBi: { type: 'Microsoft.PowerBIDedicated/capacities', apiVersion: '2021-01-01' },
  AnalysisServices: { type: 'Microsoft.AnalysisServices/servers', apiVersion: '2017-08-01' },
};

/** Where a tool's capacity lives in Azure. */
export interface CapacityPlace {
  subscriptionId: string;
  resourceGroupName: string;
  resourceName: string;
}
export type CapacityPlaces = (engagementId: string, tool: DashboardCapacityTool) => Promise<CapacityPlace>;

export class AzureCapacityProvider implements CapacityProvider {
  readonly name = 'azure' as const;
  private readonly credentials: EntraClientCredentials;

  constructor(
    private readonly places: CapacityPlaces,
    private readonly azure: AzureCredentials,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.credentials = new EntraClientCredentials(azure, fetchImpl);
  }

  async state(engagementId: string, tool: DashboardCapacityTool) {
    const res = await this.call(engagementId, tool, 'GET', '');
    const properties = jsonObject(await res.text()).properties;
    const state =
      properties && typeof properties === 'object'
        ? (properties as Record<string, unknown>).state
        : undefined;
    if (typeof state !== 'string') throw new Error('Resource Manager answered without properties.state.');
    return state;
  }

  async suspend(engagementId: string, tool: DashboardCapacityTool) {
    await this.call(engagementId, tool, 'POST', '/suspend');
    return 'Pausing';
  }

  async resume(engagementId: string, tool: DashboardCapacityTool) {
    await this.call(engagementId, tool, 'POST', '/resume');
    return 'Resuming';
  }

  private async call(
    engagementId: string,
    tool: DashboardCapacityTool,
    method: 'GET' | 'POST',
    action: string,
  ) {
    const place = await this.places(engagementId, tool);
    const { type, apiVersion } = ARM_OPERATIONS[tool];
    const url =
      `${this.azure.managementUrl}/subscriptions/${encodeURIComponent(place.subscriptionId)}` +
      `/resourceGroups/${encodeURIComponent(place.resourceGroupName)}/providers/${type}/` +
      `${encodeURIComponent(place.resourceName)}${action}?api-version=${apiVersion}`;
    const res = await this.fetchImpl(url, {
      method,
      headers: { authorization: `Bearer ${await this.credentials.accessToken()}` },
    });
    if (!res.ok) {
      const error = await armErrorOf(res);
      throw new Error(
        `Resource Manager refused ${method} ${type}/${place.resourceName}${action}: ${error.code} ${error.message}`,
      );
    }
    return res;
  }
}
