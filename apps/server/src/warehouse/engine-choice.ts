// Which engine keeps an engagement's warehouse, from its node model configuration (admin-console.md:
// NodeModelSqlServerName, NodeModelDatabaseName):
// - no SQL server named: DuckDB, one file per engagement (the embedded default), unless the process
//   shares nothing on local disk (CAIRN_WAREHOUSE_DUCKDB=off): refused, never split between machines;
// - the PostgreSQL warehouse server this installation is connected to (CAIRN_WAREHOUSE_POSTGRES_URL,
//   named CAIRN_WAREHOUSE_POSTGRES_NAME): PostgreSQL, in the named database or cairn_wh_<id>;
// - a database the local deployment provider made on that server, selected among the engagement's
//   resources (its node model configuration naming no other server or database): PostgreSQL there;
// - any other server: refused with a message saying so, never a silent fall back to DuckDB (the
//   engagement's tables would be split between two places).
import { warehouseName } from './postgres/pg-provisioning.js';
import { WarehouseError } from './warehouse-errors.js';

export type EngineChoice = { engine: 'duckdb' } | { engine: 'postgres'; database: string };

/**
 * The choice for each engagement (the warehouse service asks on every open; it reads the newest
 * configuration). `provisioned`: the database the engagement selected among its resources, which
 * the service has just looked up (warehouse-locations.port.ts).
 */
export interface EngineChoices {
  of(engagementId: string, provisioned: { server: string; database: string } | null): Promise<EngineChoice>;
}

/** Names PostgreSQL takes unquoted and keeps as written; not a database of the server itself. */
const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const SERVER_DATABASES = new Set(['postgres', 'template0', 'template1']);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The engine of an engagement whose node model configuration has `values` (the card's saved values;
 * {} when never saved). `postgresServer` is the name of this installation's PostgreSQL warehouse
 * server, undefined when it has none.
 */
export function engineChoiceOf(
  engagementId: string,
  values: Record<string, unknown>,
  postgresServer: string | undefined,
  /** 'off': this process keeps no DuckDB warehouse (it shares nothing on local disk). */
  duckdb: 'embedded' | 'shared' | 'off' = 'embedded',
  /** A database the local deployment provider made on a warehouse server, among the engagement's resources. */
  provisioned: { server: string; database: string } | null = null,
): EngineChoice {
  const platform = (values.nodeModelPlatformConfiguration ?? {}) as Record<string, unknown>;
  // The configuration's server wins; a selected provisioned database names its own.
  const server = text(platform.NodeModelSqlServerName) || (provisioned?.server ?? '');
  if (!server && duckdb === 'off') {
    throw new WarehouseError(
      'refused',
      `This engagement's warehouse is an embedded DuckDB file, which this deployment's processes do not share: name the warehouse server${postgresServer ? ` '${postgresServer}'` : ''} in its node model configuration, or pin DuckDB warehouses to a directory every process shares (CAIRN_WAREHOUSE_DUCKDB=shared).`,
    );
  }
  if (!server) return { engine: 'duckdb' };
  if (server !== postgresServer) {
    const configured = text(platform.NodeModelSqlServerName);
    if (!configured)
      throw new WarehouseError(
        'refused',
        `The warehouse resource this engagement selects is a database on the SQL server '${server}', but this installation's warehouse server is ${postgresServer ? `'${postgresServer}'` : 'not set (CAIRN_WAREHOUSE_POSTGRES_URL)'}. Select another warehouse resource, or none for the embedded DuckDB warehouse.`,
      );
    throw new WarehouseError(
      'refused',
      postgresServer
        ? `The node model configuration names the SQL server '${server}', but this installation's warehouse server is '${postgresServer}'. Name that server, or none for the embedded DuckDB warehouse.`
        : `The node model configuration names the SQL server '${server}', but this installation has no warehouse server (CAIRN_WAREHOUSE_POSTGRES_URL). Name none for the embedded DuckDB warehouse.`,
    );
  }
  const named =
    text(platform.NodeModelDatabaseName) || (provisioned?.server === server ? provisioned.database : '');
  if (!named) return { engine: 'postgres', database: warehouseName(engagementId) };
  if (!DATABASE_NAME.test(named) || SERVER_DATABASES.has(named)) {
    throw new WarehouseError(
      'refused',
      `The node model configuration's database name '${named}' cannot be used: use lower-case letters, digits and underscores (at most 63), and not postgres, template0 or template1.`,
    );
  }
  return { engine: 'postgres', database: named };
}
