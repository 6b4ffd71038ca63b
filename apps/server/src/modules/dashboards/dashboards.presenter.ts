// The only way a dashboard becomes JSON: a provider's record, its provider kind and the caller's
// abilities. Nothing else of a provider's answer (workspace ids, file contents) leaves the server.
import type { DashboardAbilities, DashboardProviderKind, DashboardSummary } from '@cairn/contracts';
import type { ProviderDashboard } from './ports.js';

export function presentDashboard(
  dashboard: ProviderDashboard,
  provider: DashboardProviderKind,
  abilities: DashboardAbilities,
): DashboardSummary {
  return {
    id: dashboard.id,
    name: dashboard.name,
    provider,
    uploadedAt: dashboard.uploadedAt,
    uploadedBy: dashboard.uploadedBy,
    abilities,
  };
}

/** A tile's rows as CSV (RFC 4180): every value quoted when it needs it, formulas defused for spreadsheets. */
export function tileCsv(columns: readonly string[], rows: readonly unknown[][]): string {
  const cell = (value: unknown) => {
    if (value === null || value === undefined) return '';
    let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
