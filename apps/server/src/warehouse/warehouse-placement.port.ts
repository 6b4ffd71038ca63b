// Where an engagement's warehouse is: its DuckDB file (the default <dataDir>/warehouse/<id>.duckdb, or
// a provisioned file the engagement selected among its resources, issue 12) or its database on the
// PostgreSQL warehouse server (engine-choice.ts). The engagements module owns what decides it (the
// node model configuration, the selected resources) and implements WarehousePlacements
// (modules/engagements/engagement-warehouse.port.ts). A run is handed its placement when it starts
// (RunContext.warehouse) and hands it to the warehouse when opening it; the warehouse looks one up
// itself only for a read on the HTTP side, which names the engagement (issue 25).
import path from 'node:path';

export type WarehousePlacement = (
  | { engagementId: string; engine: 'duckdb'; file: string }
  | { engagementId: string; engine: 'postgres'; database: string }
) & {
  /**
   * The run it was handed to: a run's PostgreSQL connections carry its id (pg-warehouse.ts
   * runApplicationName), so whoever fails the run can stop what it left running.
   */
  runId?: string;
};

export interface WarehousePlacements {
  /** Refuses (WarehouseError 'refused') a configuration this installation cannot follow. */
  of(engagementId: string): Promise<WarehousePlacement>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The engagement's default DuckDB file; engagement ids are UUIDs, so no id can point elsewhere. */
export function defaultWarehouseFile(dataDir: string, engagementId: string) {
  if (!UUID.test(engagementId)) throw new Error(`not an engagement id: ${engagementId}`);
  return path.join(dataDir, 'warehouse', `${engagementId.toLowerCase()}.duckdb`);
}

/** Where the warehouse is when nothing is configured or selected (and in tests without the port). */
export const defaultPlacements = (dataDir: string): WarehousePlacements => ({
  of: async (engagementId) => ({
    engagementId,
    engine: 'duckdb',
    file: defaultWarehouseFile(dataDir, engagementId),
  }),
});
