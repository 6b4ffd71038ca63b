// The warehouse file of an engagement that selected a provisioned warehouse (issue 12, closing a gap of
// issue 11): among the engagement's resourceIds, the first SqlDatabase or SynapseDataWarehouse (by
// name) that the local deployment provider provisioned and the tenant still composes. Implements the
// warehouse's WarehouseLocations port; without such a resource the warehouse keeps its default file.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Provision } from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { engagements } from '../../db/schema/tenancy.js';
import type { WarehouseLocations } from '../../warehouse/warehouse-locations.port.js';
import { listResources } from '../tenants/tenant-resources.port.js';

const WAREHOUSE_TYPES = new Set(['SqlDatabase', 'SynapseDataWarehouse']);

export class EngagementWarehouseLocations implements WarehouseLocations {
  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    /** What the local provider made for a tenant (deployments.provisions). */
    private readonly provisions: (tenantId: string) => Promise<Provision[]>,
  ) {}

  async fileOf(engagementId: string): Promise<string | undefined> {
    const [engagement] = await this.db
      .select({ tenantId: engagements.tenantId, resourceIds: engagements.resourceIds })
      .from(engagements)
      .where(eq(engagements.id, engagementId));
    if (!engagement || engagement.resourceIds.length === 0) return undefined;
    const selected = (await listResources(this.db, engagement.tenantId)).filter(
      (r) => engagement.resourceIds.includes(r.id) && WAREHOUSE_TYPES.has(r.resourceType),
    );
    if (selected.length === 0) return undefined;
    const warehouses = (await this.provisions(engagement.tenantId)).filter(
      (p) => p.kind === 'Warehouse' && p.composed,
    );
    for (const resource of selected) {
      const provision = warehouses.find(
        (p) => p.resourceType === resource.resourceType && p.resourceName === resource.name,
      );
      if (!provision) continue;
      // The location is relative to the data directory; one that would leave it is not used.
      const root = path.resolve(this.dataDir);
      const file = path.resolve(root, provision.location);
      if (file.startsWith(`${root}${path.sep}`)) return file;
    }
    return undefined;
  }
}
