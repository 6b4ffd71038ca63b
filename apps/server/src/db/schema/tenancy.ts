// Tenants (admin-console.md section 3) and engagements.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  id: uuid()
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text().notNull(),
  /** 0 unspecified, 1 Microsoft Azure, 2 Amazon AWS. */
  cloudProvider: integer().notNull().default(1),
  /** JSON text with SubscriptionId and ResourceGroupName (or AWS region and account). */
  cloudConfiguration: text().notNull().default('{}'),
  isRemovable: boolean().notNull().default(true),
  /** Numeric enumeration; 1 means a deployment is in progress. */
  deploymentStatus: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const engagements = pgTable(
  'engagements',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text().notNull(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    features: jsonb().$type<string[]>().notNull().default([]),
    resourceIds: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('engagements_tenant_idx').on(t.tenantId)],
);
