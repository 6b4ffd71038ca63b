// Where an engagement's warehouse lives when it is not the default <dataDir>/warehouse/<id>.duckdb:
// a tenant's SqlDatabase or SynapseDataWarehouse that the local deployment provider provisioned and the
// engagement selected among its resources (issue 12), as a DuckDB file or as a database on the
// PostgreSQL warehouse server. Implemented by the engagements module
// (modules/engagements/engagement-warehouse.port.ts); the warehouse service asks it once on every open.
export interface WarehouseLocation {
  /** The absolute path of the engagement's own provisioned warehouse file; undefined for the default. */
  file?: string;
  /** A provisioned database on a warehouse server: the engine choice reads it (engine-choice.ts). */
  postgresDatabase: { server: string; database: string } | null;
}

export interface WarehouseLocations {
  locate(engagementId: string): Promise<WarehouseLocation>;
}
