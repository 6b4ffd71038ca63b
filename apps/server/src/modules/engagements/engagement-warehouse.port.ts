// The warehouse file of an engagement that selected a provisioned warehouse (issue 12, closing a gap of
// issue 11): among the engagement's resourceIds, the first SqlDatabase or SynapseDataWarehouse (by
// name) that the local deployment provider provisioned and the tenant still composes. Implements the
// warehouse's WarehouseLocations port; without such a resource the warehouse keeps its default file.
import type { Db } from '../../db/client.js';
import type { WarehouseLocations } from '../../warehouse/warehouse-locations.port.js';
import { selectedProvisionPath, type ProvisionsOf } from './selected-provision.js';

const WAREHOUSE_TYPES = new Set(['SqlDatabase', 'SynapseDataWarehouse']);

export class EngagementWarehouseLocations implements WarehouseLocations {
  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    /** What the local provider made for a tenant (deployments.provisions). */
    private readonly provisions: ProvisionsOf,
  ) {}

  fileOf(engagementId: string): Promise<string | undefined> {
    return selectedProvisionPath(this.db, this.dataDir, this.provisions, engagementId, {
      kind: 'Warehouse',
      resourceTypes: WAREHOUSE_TYPES,
    });
  }
}
