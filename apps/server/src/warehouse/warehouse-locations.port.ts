// Where an engagement's warehouse file lives when it is not the default <dataDir>/warehouse/<id>.duckdb:
// a tenant's SqlDatabase or SynapseDataWarehouse that the local deployment provider provisioned and the
// engagement selected among its resources (issue 12). Implemented by the engagements module
// (modules/engagements/engagement-warehouse.port.ts); the warehouse service asks it on every open.
export interface WarehouseLocations {
  /** The absolute path of the engagement's own provisioned warehouse file, or undefined for the default. */
  fileOf(engagementId: string): Promise<string | undefined>;
}
