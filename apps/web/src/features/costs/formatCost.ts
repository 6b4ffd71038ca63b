import type { TFunction } from 'i18next';
import type { CostValue } from '@cairn/contracts';

/** An amount in its currency in the user's language; 'N/A' as the `na` text (section 8). */
export function formatCost(value: CostValue, language: string, t: TFunction): string {
  if (value === 'N/A') return t('costs.na');
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency: value.currency }).format(
      value.amount,
    );
  } catch {
    return `${value.amount.toFixed(2)} ${value.currency}`;
  }
}
