// The only way an audit row becomes JSON (list) or a CSV line (export).
import { AUDIT_OUTCOMES, type AuditEvent, type AuditOutcome } from '@cairn/contracts';
import { readableAuditAction } from './audit-action-names.js';
import type { AuditRow } from './audit.service.js';

const outcomeOf = (row: AuditRow): AuditOutcome =>
  AUDIT_OUTCOMES.includes(row.outcome as AuditOutcome)
    ? (row.outcome as AuditOutcome)
    : row.status < 400
      ? 'success'
      : 'failure';

export function presentAuditEvent(row: AuditRow): AuditEvent {
  return {
    // bigserial: a string, so no client rounds it.
    id: String(row.id),
    at: row.at.toISOString(),
    principalType: row.principalType,
    actor: row.actor,
    action: readableAuditAction(row.action),
    target: row.target,
    scope: row.scope,
    tenantId: row.tenantId,
    engagementId: row.engagementId,
    engagementName: null,
    tenantName: null,
    targetName: null,
    outcome: outcomeOf(row),
    status: row.status,
    requestId: row.requestId,
    detail: row.detail ?? null,
  };
}

/** What naming the rows needs of the engagements module (it owns those tables). */
export interface AuditNames {
  namesOf(ids: { tenantIds: string[]; engagementIds: string[] }): Promise<{
    tenants: Map<string, string>;
    engagements: Map<string, string>;
  }>;
}

/** A target that names an engagement or a tenant: its id, bare or as `engagement:<id>`. */
const targetId = (target: string | null) => target?.replace(/^(engagement|tenant):/, '') ?? '';

/**
 * The page's events with the names of their engagements, tenants and targets, read for this page's
 * ids only (the list never loads every engagement to name ten rows; issue 29).
 */
export async function nameAuditEvents(events: AuditEvent[], tenancy: AuditNames): Promise<AuditEvent[]> {
  const targets = events.map((event) => targetId(event.target));
  const names = await tenancy.namesOf({
    tenantIds: [...new Set([...events.flatMap((e) => (e.tenantId ? [e.tenantId] : [])), ...targets])],
    engagementIds: [
      ...new Set([...events.flatMap((e) => (e.engagementId ? [e.engagementId] : [])), ...targets]),
    ],
  });
  return events.map((event) => ({
    ...event,
    engagementName: (event.engagementId && names.engagements.get(event.engagementId)) || null,
    tenantName: (event.tenantId && names.tenants.get(event.tenantId)) || null,
    targetName:
      names.engagements.get(targetId(event.target)) ?? names.tenants.get(targetId(event.target)) ?? null,
  }));
}

/** The export's columns, in order: the list's, plus the ids and the detail as JSON. */
export const AUDIT_CSV_COLUMNS = [
  'time_utc',
  'actor',
  'principal_type',
  'action',
  'target',
  'scope',
  'tenant_id',
  'engagement_id',
  'outcome',
  'status',
  'request_id',
  'detail',
] as const;

export function auditCsvValues(row: AuditRow): (string | number | null)[] {
  const event = presentAuditEvent(row);
  return [
    event.at,
    event.actor,
    event.principalType,
    event.action,
    event.target,
    event.scope,
    event.tenantId,
    event.engagementId,
    event.outcome,
    event.status,
    event.requestId,
    event.detail ? JSON.stringify(event.detail) : null,
  ];
}
