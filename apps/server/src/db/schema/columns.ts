// Columns most tables share, said once: a random UUID key, the tenant or engagement a row belongs to
// and goes with when that is deleted, and points in time. (tenancy.ts defines the tenants and
// engagements tables that this file references, so it writes its own: importing this file from there
// would run its builders before this file has defined them.)
import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { engagements, tenants } from './tenancy.js';

export const idColumn = () =>
  uuid()
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/** The engagement a row belongs to; null where a row can also be the tenant's own (costs, exclusions). */
export const optionalEngagementColumn = () =>
  uuid().references(() => engagements.id, { onDelete: 'cascade' });

export const engagementColumn = () => optionalEngagementColumn().notNull();

/** The tenant a row belongs to; null where a row can also be Cairn's own (cost-saving exclusions). */
export const optionalTenantColumn = () => uuid().references(() => tenants.id, { onDelete: 'cascade' });

export const tenantColumn = () => optionalTenantColumn().notNull();

/** A point in time: always an instant (with time zone), so no column reads as a server's local time. */
export const timestampColumn = () => timestamp({ withTimezone: true });

/** When the row was written (created, updated, started, copied): the database's clock unless given. */
export const nowColumn = () => timestampColumn().notNull().defaultNow();
