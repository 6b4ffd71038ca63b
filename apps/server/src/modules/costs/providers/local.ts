// The local cost provider: the daily rows the usage meter wrote, summed per resource and meter over
// last month and this month in one query (the tenant-and-day index keeps it to about 62 days of
// rows whatever the history), priced with the rate card.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { COST_METERS, type CostMeter } from '@cairn/contracts';
import type { CostsConfig } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { meteredUsage } from '../../../db/schema/costs.js';
import { price } from '../rate-card.js';
import type { CostDetail, CostProvider, CostQuery, ProviderRow } from './provider.js';

export class LocalCostProvider implements CostProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<CostsConfig, 'currency' | 'rateCard'>,
  ) {}

  async rows({ tenantId, engagementIds, period }: CostQuery): Promise<ProviderRow[]> {
    if (engagementIds !== 'all' && engagementIds.length === 0) return [];
    const m = meteredUsage;
    const inLastMonth = sql`${m.day} < ${period.monthStart}`;
    const sums = await this.db
      .select({
        resourcePath: m.resourcePath,
        engagementId: m.engagementId,
        meter: m.meter,
        resourceName: sql<string>`max(${m.resourceName})`,
        resourceType: sql<string>`max(${m.resourceType})`,
        lastMonth: sql<number | null>`sum(${m.quantity}) filter (where ${inLastMonth})`.mapWith(
          nullableNumber,
        ),
        monthToDate: sql<number | null>`sum(${m.quantity}) filter (where not (${inLastMonth}))`.mapWith(
          nullableNumber,
        ),
      })
      .from(m)
      .where(
        and(
          eq(m.tenantId, tenantId),
          gte(m.day, period.lastMonthStart),
          engagementIds === 'all' ? undefined : inArray(m.engagementId, engagementIds),
        ),
      )
      .groupBy(m.resourcePath, m.engagementId, m.meter)
      .orderBy(m.resourcePath, m.meter);
    const rows = new Map<string, ProviderRow>();
    for (const sum of sums) {
      if (!COST_METERS.includes(sum.meter)) continue;
      const row = rows.get(sum.resourcePath) ?? {
        resourcePath: sum.resourcePath,
        resourceName: sum.resourceName,
        resourceType: sum.resourceType,
        engagementId: sum.engagementId,
        details: [],
      };
      row.details.push(this.detail(sum.meter, sum.lastMonth, sum.monthToDate));
      rows.set(sum.resourcePath, row);
    }
    return [...rows.values()];
  }

  private detail(meter: CostMeter, lastMonth: number | null, monthToDate: number | null): CostDetail {
    const { currency, rateCard } = this.config;
    const last = lastMonth === null ? null : price(meter, lastMonth, rateCard);
    const now = monthToDate === null ? null : price(meter, monthToDate, rateCard);
    return {
      meter,
      unit: (last ?? now ?? price(meter, 0, rateCard)).unit,
      lastMonthQuantity: last?.quantity ?? null,
      monthToDateQuantity: now?.quantity ?? null,
      lastMonth: last ? { currency, amount: last.amount } : 'N/A',
      monthToDate: now ? { currency, amount: now.amount } : 'N/A',
    };
  }
}

const nullableNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));
