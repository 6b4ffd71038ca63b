// Where an engagement's warehouse is (implements the warehouse's WarehousePlacements port, issue 25):
// - the file of a provisioned warehouse the engagement selected (issue 12, closing a gap of issue 11):
//   among its resourceIds, the first SqlDatabase or SynapseDataWarehouse (by name) that the local
//   deployment provider provisioned and the tenant still composes; else its default file;
// - a database on the PostgreSQL warehouse server, when its node model configuration names that
//   server or the selected resource is a database the provider made there (warehouse/engine-choice.ts).
// One read of the selection and one of the configuration per call.
import type { Db } from '../../db/client.js';
import { engineChoiceOf } from '../../warehouse/engine-choice.js';
import {
  defaultWarehouseFile,
  type WarehousePlacement,
  type WarehousePlacements,
} from '../../warehouse/warehouse-placement.port.js';
import { provisionPath, selectedProvisions, type ProvisionsOf } from './selected-provision.js';

const WANTED = {
  kind: 'Warehouse' as const,
  resourceTypes: new Set(['SqlDatabase', 'SynapseDataWarehouse']),
};

/** What of this installation decides an engine (engine-choice.ts engineChoiceOf's arguments). */
export interface InstallationWarehouses {
  /** The name of this installation's PostgreSQL warehouse server; undefined when it has none. */
  postgresServer: string | undefined;
  duckdb: 'embedded' | 'shared' | 'off' | undefined;
  /** Cairn's own metadata database, when on a PostgreSQL server: never a warehouse. */
  metadataDatabase: string | undefined;
}

export class EngagementWarehousePlacements implements WarehousePlacements {
  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    /** What the local provider made for a tenant (deployments.provisions). */
    private readonly provisions: ProvisionsOf,
    /** The newest saved values of the engagement's node model configuration card ({} when never saved). */
    private readonly nodeModelValues: (engagementId: string) => Promise<Record<string, unknown>>,
    private readonly installation: InstallationWarehouses,
  ) {}

  async of(engagementId: string): Promise<WarehousePlacement> {
    const [selected, values] = await Promise.all([
      selectedProvisions(this.db, this.provisions, engagementId, WANTED),
      this.nodeModelValues(engagementId),
    ]);
    const { postgresServer, duckdb, metadataDatabase } = this.installation;
    const choice = engineChoiceOf(
      engagementId,
      values,
      postgresServer,
      duckdb,
      selected[0]?.postgresDatabase ?? null,
      metadataDatabase,
    );
    if (choice.engine === 'postgres') return { engagementId, ...choice };
    const file = provisionPath(this.dataDir, selected) ?? defaultWarehouseFile(this.dataDir, engagementId);
    return { engagementId, engine: 'duckdb', file };
  }
}
