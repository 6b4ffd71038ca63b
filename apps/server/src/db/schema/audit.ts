// Every change made through the API: who, when, what, at which scope.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    principalType: text().notNull(),
    principalId: uuid(),
    action: text().notNull(),
    scope: text(),
    status: integer().notNull(),
    detail: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_scope_idx').on(t.scope)],
);
