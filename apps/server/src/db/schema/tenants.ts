// A tenant's composed cloud resources (admin-console.md section 3 "Tenant resource"), owned by the
// tenants module. The tenants table itself lives in tenancy.ts beside engagements (both modules own
// that file; see docs/decisions.md).
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, tenantColumn, nowColumn } from './columns.js';

export const tenantResources = pgTable(
  'tenant_resources',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: text().notNull(),
    /** One of TENANT_RESOURCE_TYPES (packages/contracts), e.g. StorageAccount, SqlDatabase. */
    resourceType: text().notNull(),
    tag: text().notNull(),
    /** The type's configuration as JSON text; keys the forms do not know are kept. */
    configuration: text().notNull().default('{}'),
    createdAt: nowColumn(),
    updatedAt: nowColumn(),
  },
  (t) => [
    uniqueIndex('tenant_resources_tenant_name_idx').on(t.tenantId, t.name),
    index('tenant_resources_tenant_idx').on(t.tenantId),
  ],
);
