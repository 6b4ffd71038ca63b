// The only way cost rows become JSON: ids in paths replaced by the names users know, each row's
// totals from its details, and the summary over the rows ('N/A' only where nothing is known).
import type { CostRow, Costs, CostValue } from '@cairn/contracts';
import type { NamedEngagement } from '../engagements/costs-tenancy.port.js';
import { round } from './rate-card.js';
import type { CostDetail, ProviderRow } from './providers/index.js';

/** Sum of known amounts; 'N/A' when none is known. Amounts in another currency than the first are left out. */
export function total(values: CostValue[]): CostValue {
  const known = values.filter((v): v is Exclude<CostValue, 'N/A'> => v !== 'N/A');
  if (known.length === 0) return 'N/A';
  const currency = known[0].currency;
  const amount = known.filter((v) => v.currency === currency).reduce((sum, v) => sum + v.amount, 0);
  return { currency, amount: round(amount, 2) };
}

export function presentCostRow(row: ProviderRow, engagements: ReadonlyMap<string, NamedEngagement>): CostRow {
  const engagement = row.engagementId ? engagements.get(row.engagementId) : undefined;
  // `/engagements/<id>/storage/main` reads as `<engagement name>/storage/main`.
  const resourcePath = engagement
    ? row.resourcePath.replace(`/engagements/${engagement.id}`, engagement.name)
    : row.resourcePath;
  return {
    resourcePath,
    resourceName: row.resourceName,
    resourceType: row.resourceType,
    engagementId: row.engagementId,
    lastMonth: total(row.details.map((d: CostDetail) => d.lastMonth)),
    monthToDate: total(row.details.map((d: CostDetail) => d.monthToDate)),
    details: row.details,
  };
}

export function summaryOf(rows: CostRow[]): Costs['summary'] {
  return {
    lastMonth: total(rows.map((r) => r.lastMonth)),
    monthToDate: total(rows.map((r) => r.monthToDate)),
  };
}
