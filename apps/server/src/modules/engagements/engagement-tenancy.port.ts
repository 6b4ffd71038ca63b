// Engagements and their tenants as the RBAC tasks read them (modules/rbac/ports.ts RbacEngagements),
// so that module need not read this module's tables. Reads that run inside a caller's transaction
// take it as `db`.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { engagements, tenants } from '../../db/schema/tenancy.js';

export class EngagementTenancy {
  constructor(private readonly db: Db) {}

  async engagementIds(tenantId: string | undefined, db: Db | Tx = this.db) {
    const rows = await db
      .select({ id: engagements.id })
      .from(engagements)
      .where(tenantId === undefined ? undefined : eq(engagements.tenantId, tenantId));
    return rows.map((r) => r.id);
  }

  async tenantIdOf(engagementId: string, db: Db | Tx = this.db) {
    const [row] = await db
      .select({ tenantId: engagements.tenantId })
      .from(engagements)
      .where(eq(engagements.id, engagementId));
    return row?.tenantId;
  }

  async cloudConfigurationOf(engagementId: string) {
    const [row] = await this.db
      .select({ cloudConfiguration: tenants.cloudConfiguration })
      .from(engagements)
      .innerJoin(tenants, eq(tenants.id, engagements.tenantId))
      .where(eq(engagements.id, engagementId));
    return row?.cloudConfiguration;
  }
}
