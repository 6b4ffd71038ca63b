// The local provider's prices: metered quantities times the configured rate card (CAIRN_COSTS_RATE_CARD,
// CAIRN_COSTS_CURRENCY). Bytes meters hold one level per day, so their sum is byte-days and a
// GB-month is thirty GB-days; pipeline seconds are summed and priced per hour.
import type { CostMeter } from '@cairn/contracts';
import type { RateCard } from '../../config.js';

const GB = 1e9;
const DAYS_PER_MONTH = 30;

export interface PricedMeter {
  /** The daily rows' sum in the unit the page shows. */
  quantity: number;
  unit: string;
  amount: number;
}

export function price(meter: CostMeter, summed: number, rates: RateCard): PricedMeter {
  switch (meter) {
    case 'storage.bytes':
      return gbDays(summed, rates.storageGbMonth);
    case 'warehouse.bytes':
      return gbDays(summed, rates.warehouseGbMonth);
    case 'pipeline.seconds': {
      const hours = summed / 3600;
      return { quantity: round(hours, 4), unit: 'hours', amount: round(hours * rates.pipelineHour, 2) };
    }
  }
}

function gbDays(byteDays: number, perGbMonth: number): PricedMeter {
  const quantity = byteDays / GB;
  return {
    quantity: round(quantity, 4),
    unit: 'GB-days',
    amount: round((quantity * perGbMonth) / DAYS_PER_MONTH, 2),
  };
}

export const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};
