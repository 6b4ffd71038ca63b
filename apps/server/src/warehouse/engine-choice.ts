// Which engine keeps an engagement's warehouse, from its node model configuration (admin-console.md:
// NodeModelSqlServerName, NodeModelDatabaseName):
// - no SQL server named: DuckDB, one file per engagement (the embedded default), unless the process
//   shares nothing on local disk (CAIRN_WAREHOUSE_DUCKDB=off): there the installation's warehouse
//   server (the shared store a new engagement uses, issue 30), or refused without one, never split
//   between machines;
// - the PostgreSQL warehouse server this installation is connected to (CAIRN_WAREHOUSE_POSTGRES_URL,
//   named CAIRN_WAREHOUSE_POSTGRES_NAME): PostgreSQL, in the named database or cairn_wh_<id>;
// - a database the local deployment provider made on that server, selected among the engagement's
//   resources (its node model configuration naming no other server or database): PostgreSQL there;
// - a named database only when it is no database of Cairn's or of another engagement (issue 24);
// - any other server: refused with a message saying so, never a silent fall back to DuckDB (the
//   engagement's tables would be split between two places).
import { warehouseName } from './postgres/pg-provisioning.js';
import { WarehouseError } from './warehouse-errors.js';

export type EngineChoice = { engine: 'duckdb' } | { engine: 'postgres'; database: string };

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
  /** Cairn's own metadata database, when it is on a PostgreSQL server: never a warehouse. */
  metadataDatabase?: string,
): EngineChoice {
  const platform = (values.nodeModelPlatformConfiguration ?? {}) as Record<string, unknown>;
  // The configuration's server wins; a selected provisioned database names its own; where DuckDB
  // files cannot be shared, the installation's warehouse server is the default.
  const server =
    text(platform.NodeModelSqlServerName) ||
    (provisioned?.server ?? '') ||
    (duckdb === 'off' ? (postgresServer ?? '') : '');
  if (!server && duckdb === 'off') {
    throw new WarehouseError(
      'refused',
      "This engagement's warehouse would be an embedded DuckDB file, which this deployment's processes do not share: give every process the warehouse server (CAIRN_WAREHOUSE_POSTGRES_URL and CAIRN_WAREHOUSE_POSTGRES_NAME), or pin DuckDB warehouses to a directory every process shares (CAIRN_WAREHOUSE_DUCKDB=shared).",
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
  const problem = databaseNameProblem(engagementId, named, provisioned?.database, metadataDatabase);
  if (problem) throw new WarehouseError('refused', problem);
  return { engine: 'postgres', database: named };
}

/** The prefixes of databases Cairn makes for engagements (its own, and the local provider's). */
const ENGAGEMENT_DATABASE_PREFIXES = ['cairn', 'wh_'];

/**
 * Why an engagement may not keep its warehouse in the database `named`, or undefined when it may
 * (issue 24): a name PostgreSQL takes as written, not one of the server's own, not Cairn's metadata
 * database, and a name of Cairn's making only when it is this engagement's (its own default, or the
 * provisioned database it selected). The configuration card checks the same on save, with whether
 * another engagement names it.
 */
export function databaseNameProblem(
  engagementId: string,
  named: string,
  provisioned: string | undefined,
  metadataDatabase: string | undefined,
): string | undefined {
  if (!DATABASE_NAME.test(named) || SERVER_DATABASES.has(named))
    return `The node model configuration's database name '${named}' cannot be used: use lower-case letters, digits and underscores (at most 63), and not postgres, template0 or template1.`;
  const cairns =
    named === metadataDatabase?.toLowerCase() ||
    (ENGAGEMENT_DATABASE_PREFIXES.some((prefix) => named.startsWith(prefix)) &&
      named !== warehouseName(engagementId) &&
      named !== provisioned);
  if (cairns)
    return `The node model configuration's database name '${named}' cannot be used: it is a database of Cairn's or of another engagement. Name none for this engagement's own database, or select its warehouse among its resources.`;
  return undefined;
}

/** The database name of Cairn's metadata connection string (undefined for the embedded PGlite). */
export function metadataDatabaseOf(databaseUrl: string | undefined): string | undefined {
  if (!databaseUrl) return undefined;
  try {
    return decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, '')) || undefined;
  } catch {
    return undefined;
  }
}
