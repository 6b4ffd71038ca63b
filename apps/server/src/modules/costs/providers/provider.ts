// The costs provider's interface and what its implementations share; index.ts chooses one.
import type { CostValue } from '@cairn/contracts';

/** UTC days (YYYY-MM-DD): last month is [lastMonthStart, monthStart), this month [monthStart, today]. */
export interface CostPeriod {
  lastMonthStart: string;
  monthStart: string;
  today: string;
}

export interface CostDetail {
  meter: string;
  unit: string;
  lastMonthQuantity: number | null;
  monthToDateQuantity: number | null;
  lastMonth: CostValue;
  monthToDate: CostValue;
}

export interface ProviderRow {
  resourcePath: string;
  resourceName: string;
  resourceType: string;
  engagementId: string | null;
  details: CostDetail[];
}

export interface CostQuery {
  tenantId: string;
  /** The engagements whose rows the caller reads, or 'all' (the tenant's own resources too). */
  engagementIds: string[] | 'all';
  period: CostPeriod;
  /** The tenant's Azure subscription and resource group (the azure provider's scope). */
  cloud: { subscriptionId: string; resourceGroupName: string };
}

export interface CostProvider {
  readonly name: 'local' | 'azure';
  rows(query: CostQuery): Promise<ProviderRow[]>;
}

/** The first days of this and last month, and today, in UTC. */
export function periodOf(now: Date): CostPeriod {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    lastMonthStart: day(new Date(Date.UTC(y, m - 1, 1))),
    monthStart: day(new Date(Date.UTC(y, m, 1))),
    today: day(now),
  };
}
