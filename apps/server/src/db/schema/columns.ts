// Columns most tables share, said once: a random UUID key, and the tenant or engagement a row belongs
// to and goes with when that is deleted. (tenancy.ts defines those two tables, so it writes its own.)
import { sql } from 'drizzle-orm';
import { uuid } from 'drizzle-orm/pg-core';
import { engagements, tenants } from './tenancy.js';

export const idColumn = () =>
  uuid()
    .primaryKey()
    .default(sql`gen_random_uuid()`);

export const engagementColumn = () =>
  uuid()
    .notNull()
    .references(() => engagements.id, { onDelete: 'cascade' });

export const tenantColumn = () =>
  uuid()
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
