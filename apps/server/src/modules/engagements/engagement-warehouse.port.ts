// The warehouse file of an engagement that selected a provisioned warehouse (issue 12, closing a gap of
// issue 11): among the engagement's resourceIds, the first SqlDatabase or SynapseDataWarehouse (by
// name) that the local deployment provider provisioned and the tenant still composes. Implements the
// warehouse's WarehouseLocations port; without such a resource the warehouse keeps its default file.
// A warehouse the provider made as a database on the PostgreSQL warehouse server is no file: the
// engine choice reads it (postgresDatabaseOf) and the engagement's warehouse is that database.
import type { Db } from '../../db/client.js';
import type { WarehouseLocations } from '../../warehouse/warehouse-locations.port.js';
import type { Provision } from '@cairn/contracts';
import { selectedProvisionPath, selectedProvisions, type ProvisionsOf } from './selected-provision.js';

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

  fileOf(engagementId: string): Promise<string | undefined> {
    return selectedProvisionPath(this.db, this.dataDir, this.provisions, engagementId, WANTED);
  }

  /** The first selected provisioned warehouse, when it is a database on the PostgreSQL warehouse server. */
  async postgresDatabaseOf(engagementId: string): Promise<Provision['postgresDatabase']> {
    const [first] = await selectedProvisions(this.db, this.provisions, engagementId, WANTED);
    return first?.postgresDatabase ?? null;
  }
}
