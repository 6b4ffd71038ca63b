// The azure cost provider: Azure Cost Management's query API, called once for last month and once
// for this month at the tenant's resource group,
//   POST {management}/subscriptions/{sub}/resourceGroups/{rg}/providers/Microsoft.CostManagement/query?api-version=2023-03-01
//   { type: 'ActualCost', timeframe, dataset: { granularity: 'None', aggregation: { totalCost: { name: 'Cost',
//     function: 'Sum' } }, grouping: [{ type: 'Dimension', name: 'ResourceId' }] } }
// answered with `properties.columns` ({ name, type }) and `properties.rows` (one array per resource,
// values in the columns' order, following `properties.nextLink` pages), with a token from Entra ID's
// client-credentials flow. Azure knows resources, not Cairn's engagements: an engagement-only reader
// gets no rows from it (docs/decisions.md).
import type { CostValue } from '@cairn/contracts';
import type { CostsConfig } from '../../../config.js';
import { EntraClientCredentials } from '../../../auth/entra-client-credentials.js';
import { round } from '../rate-card.js';
import type { CostProvider, CostQuery, ProviderRow } from './provider.js';

export const COST_MANAGEMENT_API_VERSION = '2023-03-01';

type AzureSettings = NonNullable<CostsConfig['azure']>;

interface QueryResult {
  properties?: { columns?: { name: string; type?: string }[]; rows?: unknown[][]; nextLink?: string | null };
}

/** The request body for one period, as Cost Management documents it. */
export function costQueryBody(timeframe: { from: string; to: string } | 'MonthToDate') {
  return {
    type: 'ActualCost',
    ...(timeframe === 'MonthToDate'
      ? { timeframe: 'MonthToDate' }
      : {
          timeframe: 'Custom',
          timePeriod: { from: `${timeframe.from}T00:00:00Z`, to: `${timeframe.to}T23:59:59Z` },
        }),
    dataset: {
      granularity: 'None',
      aggregation: { totalCost: { name: 'Cost', function: 'Sum' } },
      grouping: [{ type: 'Dimension', name: 'ResourceId' }],
    },
  };
}

export class AzureCostProvider implements CostProvider {
  readonly name = 'azure' as const;
  private readonly credentials: EntraClientCredentials;

  constructor(
    private readonly azure: AzureSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.credentials = new EntraClientCredentials(azure, fetchImpl);
  }

  async rows({ engagementIds, period, cloud }: CostQuery): Promise<ProviderRow[]> {
    if (engagementIds !== 'all') return [];
    if (!cloud.subscriptionId || !cloud.resourceGroupName)
      throw new Error('The tenant has no SubscriptionId and ResourceGroupName in its cloud configuration.');
    const lastDay = new Date(Date.parse(`${period.monthStart}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const [last, now] = await Promise.all([
      this.query(cloud, costQueryBody({ from: period.lastMonthStart, to: lastDay })),
      this.query(cloud, costQueryBody('MonthToDate')),
    ]);
    const ids = [...new Set([...last.keys(), ...now.keys()])].sort();
    return ids.map((id) => {
      const lastMonth: CostValue = last.get(id) ?? 'N/A';
      const monthToDate: CostValue = now.get(id) ?? 'N/A';
      return {
        resourcePath: id,
        resourceName: id.split('/').pop() ?? id,
        resourceType: resourceTypeOf(id),
        engagementId: null,
        details: [
          {
            meter: 'ActualCost',
            unit: 'cost',
            lastMonthQuantity: null,
            monthToDateQuantity: null,
            lastMonth,
            monthToDate,
          },
        ],
      };
    });
  }

  /** Cost per resource id (lower case, as Azure answers it) for one period, every page read. */
  private async query(cloud: CostQuery['cloud'], body: object) {
    const costs = new Map<string, { currency: string; amount: number }>();
    let url: string | null =
      `${this.azure.managementUrl}/subscriptions/${encodeURIComponent(cloud.subscriptionId)}/resourceGroups/` +
      `${encodeURIComponent(cloud.resourceGroupName)}/providers/Microsoft.CostManagement/query?api-version=${COST_MANAGEMENT_API_VERSION}`;
    for (let page = 0; url && page < 50; page++) {
      const res = await this.fetchImpl(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await this.credentials.accessToken()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      if (!res.ok)
        throw new Error(`Cost Management answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      const result = (await res.json()) as QueryResult;
      const columns = (result.properties?.columns ?? []).map((c) => c.name.toLowerCase());
      const cost = columns.findIndex((c) => c === 'cost' || c === 'pretaxcost' || c === 'totalcost');
      const resource = columns.indexOf('resourceid');
      const currency = columns.indexOf('currency');
      if (cost < 0 || resource < 0)
        throw new Error('Cost Management answered without Cost and ResourceId columns.');
      for (const row of result.properties?.rows ?? []) {
        const id = String(row[resource]).toLowerCase();
        const previous = costs.get(id);
        costs.set(id, {
          currency: currency >= 0 ? String(row[currency]) : (previous?.currency ?? 'EUR'),
          amount: round((previous?.amount ?? 0) + Number(row[cost]), 2),
        });
      }
      url = result.properties?.nextLink ?? null;
    }
    return costs;
  }
}

/** `microsoft.storage/storageaccounts` from `/subscriptions/.../providers/Microsoft.Storage/storageAccounts/x`. */
function resourceTypeOf(id: string) {
  const parts = id.split('/');
  const at = parts.findIndex((p) => p.toLowerCase() === 'providers');
  return at >= 0 && parts.length > at + 2 ? `${parts[at + 1]}/${parts[at + 2]}` : 'resource';
}
