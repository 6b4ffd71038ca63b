// The warehouse file of an engagement that selected a provisioned warehouse (issue 12, closing a gap of
// issue 11): among the engagement's resourceIds, the first SqlDatabase or SynapseDataWarehouse (by
// name) that the local deployment provider provisioned and the tenant still composes. Implements the
// warehouse's WarehouseLocations port; without such a resource the warehouse keeps its default file.
// A warehouse the provider made as a database on the PostgreSQL warehouse server is no file: the
// engine choice reads it (postgresDatabase) and the engagement's warehouse is that database.
import type { Db } from '../../db/client.js';
import type { WarehouseLocation, WarehouseLocations } from '../../warehouse/warehouse-locations.port.js';
import { provisionPath, selectedProvisions, type ProvisionsOf } from './selected-provision.js';

const WANTED = {
  kind: 'Warehouse' as const,
  resourceTypes: new Set(['SqlDatabase', 'SynapseDataWarehouse']),
};

export class EngagementWarehouseLocations implements WarehouseLocations {
  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    /** What the local provider made for a tenant (deployments.provisions). */
    private readonly provisions: ProvisionsOf,
  ) {}

  /** One read of the selection: the first file among it, and whether the first is a database instead. */
  async locate(engagementId: string): Promise<WarehouseLocation> {
    const selected = await selectedProvisions(this.db, this.provisions, engagementId, WANTED);
    return {
      file: provisionPath(this.dataDir, selected),
      postgresDatabase: selected[0]?.postgresDatabase ?? null,
    };
  }
}
