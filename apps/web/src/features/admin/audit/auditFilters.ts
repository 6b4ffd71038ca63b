// The audit log's filters as the address keeps them (?actor=&scope=&action=&from=&to=, days as
// YYYY-MM-DD in the browser's time zone) and as the API takes them (ISO instants, the whole `to` day).
import dayjs from 'dayjs';
import type { AuditFilter } from '@cairn/contracts';

export const AUDIT_TEXT_FILTERS = ['actor', 'scope', 'action'] as const;
export type AuditTextFilter = (typeof AUDIT_TEXT_FILTERS)[number];
export const ADDRESS_DAY = 'YYYY-MM-DD';

/** dayjs reads a bare YYYY-MM-DD as that day's local midnight. */
const day = (value: string | null) => {
  const parsed = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value) : undefined;
  return parsed?.isValid() && parsed.format(ADDRESS_DAY) === value ? parsed : undefined;
};

export interface AddressFilters {
  actor?: string;
  scope?: string;
  action?: string;
  from?: dayjs.Dayjs;
  to?: dayjs.Dayjs;
}

export function filtersFromAddress(params: URLSearchParams): AddressFilters {
  const text = (key: AuditTextFilter) => params.get(key)?.trim() || undefined;
  return {
    actor: text('actor'),
    scope: text('scope'),
    action: text('action'),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

export function apiFilter(filters: AddressFilters): AuditFilter {
  return {
    ...(filters.actor && { actor: filters.actor }),
    ...(filters.scope && { scope: filters.scope }),
    ...(filters.action && { action: filters.action }),
    ...(filters.from && { from: filters.from.startOf('day').toISOString() }),
    ...(filters.to && { to: filters.to.endOf('day').toISOString() }),
  };
}
