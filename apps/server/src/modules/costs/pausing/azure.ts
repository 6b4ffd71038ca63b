// The azure pause provider: Resource Manager's documented pause and resume operations on the
// tenant's composed resources, at {management}/subscriptions/{SubscriptionId}/resourceGroups/
// {ResourceGroupName}/providers/...:
//   Power BI Embedded   Microsoft.PowerBIDedicated/capacities/{name}/suspend|resume   2021-01-01
//                       (learn.microsoft.com/rest/api/power-bi-embedded/capacities/suspend, .../resume)
//   Analysis Services   Microsoft.AnalysisServices/servers/{name}/suspend|resume      2017-08-01
//                       (learn.microsoft.com/rest/api/analysisservices/servers/suspend, .../resume)
//   dedicated SQL pool  Microsoft.Sql/servers/{sqlServerName}/databases/{name}/pause|resume 2025-01-01
//   on a SQL server     (learn.microsoft.com/rest/api/sql/databases/pause?view=rest-sql-2025-01-01);
//                       a SqlDatabase is read first (GET, same version) and paused only when its
//                       sku.tier is DataWarehouse: other editions have no pause (NotPausable)
//   Synapse SQL pool    Microsoft.Synapse/workspaces/{name}/sqlPools/{sqlPoolName}/pause|resume 2021-06-01
//                       (Sql Pools - Pause/Resume; the version Cairn's Synapse templates deploy with)
// Each POST answers 200 (done) or 202 (accepted, with Azure-AsyncOperation or Location); any other
// status carries ARM's { error: { code, message } }, thrown and recorded as Failed. Token from Entra
// ID's client-credentials flow (auth/entra-client-credentials.ts).
import {
  armErrorOf,
  EntraClientCredentials,
  jsonObject,
  type AzureCredentials,
} from '../../../auth/entra-client-credentials.js';
import {
  DIRECTION_STATES,
  type PausableResource,
  type PauseOutcome,
  type PauseProvider,
} from './provider.js';

export const PAUSE_API_VERSIONS = {
  powerBi: '2021-01-01',
  analysisServices: '2017-08-01',
  sql: '2025-01-01',
  synapse: '2021-06-01',
} as const;

type Direction = 'pause' | 'resume';

/** The ARM path (below the resource group) and api-version of a resource's pause, or why it has none. */
interface Target {
  path: string;
  apiVersion: string;
  /** suspend/resume (capacities, servers) or pause/resume (SQL pools). */
  verbs: Record<Direction, string>;
}

const SUSPEND = { pause: 'suspend', resume: 'resume' };
const PAUSE = { pause: 'pause', resume: 'resume' };
/**
 * Each call's limit: stopping cost saving resumes inside the user's request, and a resource Azure
 * does not answer for must end as Failed instead of holding the request (or the worker's tick).
 */
export const ARM_CALL_TIMEOUT_MS = 30_000;
/** States of an Azure-AsyncOperation answer that mean "not ended yet". */
const IN_PROGRESS = new Set(['inprogress', 'accepted', 'running', 'pausing', 'resuming']);

export class AzurePauseProvider implements PauseProvider {
  readonly name = 'azure' as const;
  private readonly credentials: EntraClientCredentials;

  constructor(
    private readonly azure: AzureCredentials,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.credentials = new EntraClientCredentials(azure, fetchImpl);
  }

  pause(resource: PausableResource) {
    return this.act(resource, 'pause');
  }

  resume(resource: PausableResource) {
    return this.act(resource, 'resume');
  }

  async settle(operationUrl: string, direction: Direction): Promise<PauseOutcome> {
    // The token goes only to Resource Manager itself, whatever address a header named.
    if (!operationUrl.startsWith(`${this.azure.managementUrl}/`))
      return {
        state: 'Failed',
        message: `Azure named an operation outside Resource Manager: ${operationUrl}`,
      };
    const res = await this.call(operationUrl);
    const states = DIRECTION_STATES[direction];
    if (res.status === 202) return { state: states.transition, operationUrl };
    if (!res.ok) {
      const error = await armErrorOf(res);
      return { state: 'Failed', message: `${error.code}: ${error.message}` };
    }
    // Azure-AsyncOperation answers { status, error? }; a Location answers the resource (or nothing) once done.
    const body = jsonObject(await res.text());
    const status = typeof body.status === 'string' ? body.status.toLowerCase() : 'succeeded';
    if (IN_PROGRESS.has(status)) return { state: states.transition, operationUrl };
    if (status === 'succeeded') return { state: states.done };
    const error = body.error && typeof body.error === 'object' ? (body.error as Record<string, unknown>) : {};
    return {
      state: 'Failed',
      message: `${String(error.code ?? body.status)}: ${String(error.message ?? 'the operation did not succeed')}`,
    };
  }

  private async act(resource: PausableResource, direction: Direction): Promise<PauseOutcome> {
    // Cairn's own warehouses are not Azure resources: nothing to stop (local.ts says why).
    if (resource.resourceType === 'Warehouse') return { state: DIRECTION_STATES[direction].done };
    const target = await this.targetOf(resource);
    if ('notPausable' in target) return { state: 'NotPausable', message: target.notPausable };
    const action = target.verbs[direction];
    const res = await this.call(
      `${this.urlOf(resource, target.path)}/${action}?api-version=${target.apiVersion}`,
      {
        method: 'POST',
      },
    );
    if (res.status === 202) {
      const operationUrl = res.headers.get('azure-asyncoperation') ?? res.headers.get('location');
      return { state: DIRECTION_STATES[direction].transition, operationUrl };
    }
    if (res.ok) return { state: DIRECTION_STATES[direction].done };
    const error = await armErrorOf(res);
    throw new Error(`Resource Manager refused ${action} of ${target.path}: ${error.code}: ${error.message}`);
  }

  /** The ARM resource behind a composed resource, from its type and card. */
  private async targetOf(resource: PausableResource): Promise<Target | { notPausable: string }> {
    const c = resource.configuration;
    const name = encodeURIComponent(resource.resourceName);
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    switch (resource.resourceType) {
      case 'PowerBIEmbedded':
        return {
          path: `Microsoft.PowerBIDedicated/capacities/${name}`,
          apiVersion: PAUSE_API_VERSIONS.powerBi,
          verbs: SUSPEND,
        };
      case 'AnalysisServices':
        return {
          path: `Microsoft.AnalysisServices/servers/${name}`,
          apiVersion: PAUSE_API_VERSIONS.analysisServices,
          verbs: SUSPEND,
        };
      case 'SqlDatabase':
      case 'SynapseDataWarehouse': {
        const server = text(c.sqlServerName);
        if (!server) throw new Error(`${resource.resourceName} has no sqlServerName in its configuration.`);
        const target = {
          path: `Microsoft.Sql/servers/${encodeURIComponent(server)}/databases/${name}`,
          apiVersion: PAUSE_API_VERSIONS.sql,
          verbs: PAUSE,
        };
        // A SynapseDataWarehouse is deployed as a DataWarehouse edition (arm-templates.ts); a
        // SqlDatabase may be any edition, and only a dedicated SQL pool has a pause operation.
        if (resource.resourceType === 'SqlDatabase') {
          const tier = await this.skuTierOf(resource, target);
          if (tier.toLowerCase() !== 'datawarehouse')
            return {
              notPausable: `A ${tier || 'non-DataWarehouse'} SQL database has no pause operation in Azure (a serverless database pauses itself after its auto-pause delay).`,
            };
        }
        return target;
      }
      case 'SynapseAnalytics': {
        if (c.deploySqlPool !== true)
          return { notPausable: 'The workspace has no dedicated SQL pool (deploySqlPool is off).' };
        // The pool is named by sqlPoolName; without it, after its workspace.
        const pool = text(c.sqlPoolName) || resource.resourceName;
        return {
          path: `Microsoft.Synapse/workspaces/${name}/sqlPools/${encodeURIComponent(pool)}`,
          apiVersion: PAUSE_API_VERSIONS.synapse,
          verbs: PAUSE,
        };
      }
      default:
        return { notPausable: `Azure has no pause operation for ${resource.resourceType}.` };
    }
  }

  /** Databases - Get: the database's sku.tier (DataWarehouse, GeneralPurpose, Standard, ...). */
  private async skuTierOf(resource: PausableResource, target: Target) {
    const res = await this.call(`${this.urlOf(resource, target.path)}?api-version=${target.apiVersion}`);
    if (!res.ok) {
      const error = await armErrorOf(res);
      throw new Error(`Resource Manager refused reading ${target.path}: ${error.code}: ${error.message}`);
    }
    const sku = jsonObject(await res.text()).sku;
    const tier = sku && typeof sku === 'object' ? (sku as Record<string, unknown>).tier : undefined;
    return typeof tier === 'string' ? tier : '';
  }

  private urlOf({ cloud }: PausableResource, path: string) {
    if (!cloud.subscriptionId || !cloud.resourceGroupName)
      throw new Error('The tenant has no SubscriptionId and ResourceGroupName in its cloud configuration.');
    return (
      `${this.azure.managementUrl}/subscriptions/${encodeURIComponent(cloud.subscriptionId)}` +
      `/resourceGroups/${encodeURIComponent(cloud.resourceGroupName)}/providers/${path}`
    );
  }

  /** Every Resource Manager call: the bearer token and ARM_CALL_TIMEOUT_MS. */
  private call(url: string, init: { method?: 'POST' } = {}) {
    return this.credentials.accessToken().then((token) =>
      this.fetchImpl(url, {
        ...init,
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(ARM_CALL_TIMEOUT_MS),
      }),
    );
  }
}
