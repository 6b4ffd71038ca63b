// Tenants and engagements as the costs module reads them (names for the page, the tenant of a metered
// engagement, what auto-pause walks), so that module need not read the tenancy tables.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { engagements, tenants } from '../../db/schema/tenancy.js';

export interface NamedTenant {
  id: string;
  name: string;
}
export interface NamedEngagement {
  id: string;
  name: string;
  tenantId: string;
}

export class CostsTenancy {
  constructor(private readonly db: Db) {}

  /** Every tenant, by name (the costs page keeps those whose costs the caller reads). */
  async tenants(db: Db | Tx = this.db): Promise<NamedTenant[]> {
    return db
      .select({ id: tenants.id, name: tenants.name })
      .from(tenants)
      .orderBy(asc(tenants.name), asc(tenants.id));
  }

  async engagementsOf(tenantIds: string[], db: Db | Tx = this.db): Promise<NamedEngagement[]> {
    if (tenantIds.length === 0) return [];
    return db
      .select({ id: engagements.id, name: engagements.name, tenantId: engagements.tenantId })
      .from(engagements)
      .where(inArray(engagements.tenantId, tenantIds))
      .orderBy(asc(engagements.name), asc(engagements.id));
  }

  async engagement(engagementId: string, db: Db | Tx = this.db): Promise<NamedEngagement | undefined> {
    const [row] = await db
      .select({ id: engagements.id, name: engagements.name, tenantId: engagements.tenantId })
      .from(engagements)
      .where(eq(engagements.id, engagementId));
    return row;
  }
}
