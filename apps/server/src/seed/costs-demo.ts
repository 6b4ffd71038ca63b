// Demo costs (issue 11 "Demo data"): about three months of daily metered usage for the demo tenant's
// engagements — storage growing over time, a warehouse, and pipeline runs on working days — so the
// costs page and its chart have history from the first start. Also used by the costs benchmark.
import type { Db } from '../db/client.js';
import { meteredUsage } from '../db/schema/costs.js';
import {
  pipelinesResource,
  storageResource,
  utcDay,
  warehouseResource,
} from '../modules/costs/usage-meter.js';

const GB = 1e9;

/** `days` days of usage up to today for each engagement (several per tenant are fine). */
export async function seedCostsDemo(
  db: Db,
  tenantId: string,
  engagementIds: string[],
  { days = 92, now = new Date() }: { days?: number; now?: Date } = {},
) {
  const rows: (typeof meteredUsage.$inferInsert)[] = [];
  engagementIds.forEach((engagementId, n) => {
    const scale = 1 / (n + 1);
    for (let back = days - 1; back >= 0; back--) {
      const at = new Date(now.getTime() - back * 86_400_000);
      const day = utcDay(at);
      const grown = (days - back) / days; // storage and the warehouse grow over the period
      const base = { day, tenantId, engagementId };
      const main = storageResource(engagementId, 'main');
      const imports = storageResource(engagementId, 'import');
      const warehouse = warehouseResource(engagementId);
      rows.push(
        { ...base, ...main, quantity: Math.round((40 + 160 * grown) * GB * scale) },
        { ...base, ...imports, quantity: Math.round((10 + 30 * grown) * GB * scale) },
        { ...base, ...warehouse, quantity: Math.round((25 + 75 * grown) * GB * scale) },
      );
      const weekday = at.getUTCDay();
      if (weekday !== 0 && weekday !== 6) {
        // A few hours of runs on working days, a little different each day.
        const seconds = Math.round((1800 + ((back * 7919) % 5400)) * scale);
        rows.push({ ...base, ...pipelinesResource(engagementId), quantity: seconds });
      }
    }
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(meteredUsage).values(rows.slice(i, i + 500));
  return rows.length;
}
