// The audit log: one append-only row per security event (who, when, what, on which target, at which
// scope, with what outcome, in which request). A trigger refuses UPDATE and DELETE (migration
// 0010_audit_log_events; docs/decisions.md "Audit log"), and fills what it can derive when a writer
// leaves it out: outcome from status, engagement and tenant from the scope, actor from the principal.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { nowColumn } from './columns.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** UTC (timestamptz). */
    at: nowColumn(),
    principalType: text().notNull(),
    principalId: uuid(),
    /** Who, as a person reads it: a user's e-mail, an application's name, the e-mail typed at a failed sign-in. */
    actor: text(),
    action: text().notNull(),
    scope: text(),
    // No foreign keys: the log outlives what it names.
    tenantId: uuid(),
    engagementId: uuid(),
    /** What the action was done to: a path, a run, a user, a route. */
    target: text(),
    /** success | failure | denied */
    outcome: text(),
    status: integer().notNull(),
    /** Fastify's request id, also on the request's log lines and on its problem answer's log line. */
    requestId: text(),
    detail: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    // A scope filter is the scope or anything under it (`scope like '/tenants/x/%'`): pattern ops
    // serve the prefix in any database collation. A tenant's filter also takes its engagements' rows.
    index('audit_log_scope_prefix_idx').using('btree', sql`${t.scope} text_pattern_ops`),
    index('audit_log_tenant_idx').on(t.tenantId),
    // The list's action filter is a case-insensitive prefix (audit.service.ts filterWhere).
    index('audit_log_action_prefix_idx').using('btree', sql`lower(${t.action}) text_pattern_ops`),
  ],
);
