// One PostgreSQL database and one login role per engagement: users' SQL runs as that role, which
// can reach nothing but its own database. The admin (a superuser: revoking EXECUTE on catalogue
// functions and setting temp_file_limit need one) creates both and keeps owning the database, so the
// role cannot change who may connect to it or alter its settings.
//
// PostgreSQL grants CONNECT and TEMPORARY on every database to PUBLIC by default: revoked here on each
// engagement database. The deployment must also revoke CONNECT from PUBLIC on `postgres`, `template1`
// and any other database of the server (lockDownServer() does it for those that exist), and on every
// database created later outside Cairn; a dedicated server for the warehouses is the simplest.
import pg from 'pg';
import { WAREHOUSE_SCHEMAS, quoteIdentifier, quoteLiteral } from '../identifiers.js';
import { WarehouseError } from '../warehouse-errors.js';
import { newPassword, scramVerifier } from './pg-password.js';

export interface RoleLimits {
  /** The role's statement_timeout (Cairn also cancels statements itself: pg-session.ts). */
  statementTimeoutSeconds: number;
  /** The role's work_mem, e.g. '64MB': memory per sort or hash before it spills to disk. */
  workMem: string;
  /** The role's temp_file_limit, e.g. '5GB': disk a session may spill to; unset leaves the server's. */
  tempFileLimit?: string;
  /** Sessions the role may open at once (runs of the engagement at the same time). */
  connectionLimit?: number;
}

export interface EngagementWarehouse {
  database: string;
  role: string;
  /** The role's password: the caller keeps it (sealed); PostgreSQL only has its SCRAM verifier. */
  password: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MEMORY = /^\d+\s*(kB|MB|GB|TB)$/;
const DEFAULT_CONNECTION_LIMIT = 8;

/**
 * Catalogue functions PUBLIC may execute that let a query change more than its result:
 * - set_config: SET in a SELECT (statement_timeout, work_mem, search_path away from the role's);
 * - pg_cancel_backend, pg_terminate_backend: a query could stop another run of the same engagement;
 * - lo_* and friends: write large objects from a SELECT (outside the tables, never cleaned up);
 * - pg_logical_emit_message: writes WAL from a SELECT.
 * Kept on purpose: pg_sleep (harmless under the timeouts), pg_notify (its own database only),
 * advisory locks (released when the session ends). File and program access (pg_read_file, pg_ls_dir,
 * COPY ... PROGRAM, server-side lo_import/lo_export) is the superuser's or pg_*_server_files' only.
 */
const REVOKED_FUNCTIONS = [
  'set_config',
  'pg_cancel_backend',
  'pg_terminate_backend',
  'lo_creat',
  'lo_create',
  'lo_from_bytea',
  'lo_put',
  'lo_unlink',
  'lo_open',
  'lowrite',
  'lo_truncate',
  'lo_truncate64',
  'lo_import',
  'lo_export',
  'pg_logical_emit_message',
];

/** `cairn_wh_<uuid without dashes>`, for both the database and the role (63 bytes at most: 41). */
export function warehouseName(engagementId: string): string {
  if (!UUID.test(engagementId)) throw new Error(`'${engagementId}' is not an engagement id.`);
  return `cairn_wh_${engagementId.replace(/-/g, '').toLowerCase()}`;
}

/** `adminUrl` pointed at another database, and as another role when given (host, port, TLS kept). */
export function connectionUrl(
  adminUrl: string,
  database: string,
  login?: { role: string; password: string },
): string {
  const url = new URL(adminUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  if (login) {
    url.username = encodeURIComponent(login.role);
    url.password = encodeURIComponent(login.password);
  }
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'cairn-warehouse-admin' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const sqlState = (err: unknown) => (err as { code?: unknown }).code;

const SIZE_UNITS: Record<string, number> = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
  tib: 1024 ** 4,
};

/**
 * A size as CAIRN_WAREHOUSE_MAX_TEMP_SIZE writes it for DuckDB ('20GB', '512MiB') in PostgreSQL's
 * units ('19531250kB'): one setting bounds the disk users' SQL may spill to on either engine.
 */
export function postgresSize(size: string): string {
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]+)$/i.exec(size.trim());
  const unit = match && SIZE_UNITS[match[2].toLowerCase()];
  if (!match || !unit) throw new Error(`'${size}' is not a size such as 20GB.`);
  return `${Math.max(1, Math.floor((Number(match[1]) * unit) / 1024))}kB`;
}

function memorySetting(name: string, value: string): string {
  if (!MEMORY.test(value)) throw new Error(`${name} '${value}' is not a size such as 64MB.`);
  return quoteLiteral(value.replace(/\s+/g, ''));
}

/**
 * Creates the engagement's database and role when missing and (re)applies every grant and setting,
 * so calling it again repairs a warehouse. The role gets `password` when given, else a new random
 * one: the password in force is returned (a role that existed has its old one replaced).
 */
export async function ensureEngagementWarehouse(
  adminUrl: string,
  engagementId: string,
  limits: RoleLimits,
  options: { database?: string; password?: string } = {},
): Promise<EngagementWarehouse> {
  const role = warehouseName(engagementId);
  const database = options.database ?? role;
  const password = options.password ?? newPassword();
  const r = quoteIdentifier(role);
  const d = quoteIdentifier(database);
  const timeout = Math.round(limits.statementTimeoutSeconds * 1000);
  if (!(timeout > 0)) throw new Error('statementTimeoutSeconds must be positive.');

  await withClient(adminUrl, async (admin) => {
    // Servers and workers provision at once on their first use of an engagement: one at a time per
    // role (concurrent ALTER ROLE fails with "tuple concurrently updated"); released with the client.
    await admin.query('SELECT pg_catalog.pg_advisory_lock(pg_catalog.hashtext($1))', [
      `cairn-warehouse:${role}`,
    ]);
    // Nothing but LOGIN; NOINHERIT so a membership granted to it by mistake gives it nothing.
    const attributes = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS NOINHERIT CONNECTION LIMIT ${
      limits.connectionLimit ?? DEFAULT_CONNECTION_LIMIT
    } PASSWORD ${quoteLiteral(scramVerifier(password))}`;
    // CREATE ROLE / DATABASE take no IF NOT EXISTS: a concurrent creator is caught by its error.
    const { rowCount: roles } = await admin.query('SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = $1', [
      role,
    ]);
    if (!roles) {
      await admin.query(`CREATE ROLE ${r} ${attributes}`).catch((err) => {
        if (sqlState(err) !== '42710') throw err; // duplicate_object
      });
    }
    await admin.query(`ALTER ROLE ${r} ${attributes}`);
    await admin.query(`ALTER ROLE ${r} SET statement_timeout = ${timeout}`);
    // English messages whatever the server's language: pg-errors.ts reads a few of them.
    await admin.query(`ALTER ROLE ${r} SET lc_messages = 'C'`);
    await admin.query(`ALTER ROLE ${r} SET work_mem = ${memorySetting('workMem', limits.workMem)}`);
    if (limits.tempFileLimit) {
      await admin.query(
        `ALTER ROLE ${r} SET temp_file_limit = ${memorySetting('tempFileLimit', limits.tempFileLimit)}`,
      );
    }

    const { rowCount: databases } = await admin.query(
      'SELECT 1 FROM pg_catalog.pg_database WHERE datname = $1',
      [database],
    );
    if (!databases) {
      // template0: whatever a DBA added to template1 (extensions such as dblink, grants) stays out.
      await admin.query(`CREATE DATABASE ${d} TEMPLATE template0`).catch((err) => {
        if (sqlState(err) !== '42P04') throw err; // duplicate_database
      });
    }
    // A database named by a configuration may already hold another engagement's warehouse: the
    // comment says whose it is, so two configurations naming one database cannot share its tables.
    const owner = `cairn engagement ${engagementId.toLowerCase()}`;
    const { rows: described } = await admin.query<{ comment: string | null }>(
      `SELECT pg_catalog.shobj_description(oid, 'pg_database') AS comment
       FROM pg_catalog.pg_database WHERE datname = $1`,
      [database],
    );
    const comment = described[0]?.comment;
    if (comment && comment !== owner) {
      throw new WarehouseError(
        'refused',
        `The database ${database} holds another engagement's warehouse: name another database in the node model configuration.`,
      );
    }
    if (!comment) await admin.query(`COMMENT ON DATABASE ${d} IS ${quoteLiteral(owner)}`);
    await admin.query(`REVOKE ALL ON DATABASE ${d} FROM PUBLIC`);
    await admin.query(`GRANT CONNECT, TEMPORARY ON DATABASE ${d} TO ${r}`);

    // The database's schemas and grants, still under the lock.
    await withClient(connectionUrl(adminUrl, database), async (admin) => {
      await admin.query('REVOKE CREATE ON SCHEMA public FROM PUBLIC');
      for (const schema of WAREHOUSE_SCHEMAS) {
        const s = quoteIdentifier(schema);
        await admin.query(`CREATE SCHEMA IF NOT EXISTS ${s} AUTHORIZATION ${r}`);
        await admin.query(`ALTER SCHEMA ${s} OWNER TO ${r}`);
      }
      const { rows } = await admin.query<{ signature: string }>(
        `SELECT p.oid::pg_catalog.regprocedure::text AS signature FROM pg_catalog.pg_proc p
         WHERE p.pronamespace = 'pg_catalog'::pg_catalog.regnamespace AND p.proname = ANY($1)`,
        [REVOKED_FUNCTIONS],
      );
      // regprocedure's text is already a quoted, qualified-enough signature, e.g. set_config(text,text,boolean).
      for (const { signature } of rows) {
        await admin.query(`REVOKE EXECUTE ON FUNCTION pg_catalog.${signature} FROM PUBLIC`);
      }
    });
  });

  return { database, role, password };
}

/** Drops the engagement's database (closing its sessions) and role; nothing when they are gone. */
export async function dropEngagementWarehouse(
  adminUrl: string,
  engagementId: string,
  options: { database?: string } = {},
): Promise<void> {
  const role = warehouseName(engagementId);
  const database = options.database ?? role;
  await withClient(adminUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(database)} WITH (FORCE)`);
    await admin.query(`DROP ROLE IF EXISTS ${quoteIdentifier(role)}`);
  });
}

/**
 * Revokes CONNECT from PUBLIC on every database of the server that still grants it (`postgres`,
 * `template1`, ...), so an engagement role can open none but its own. Owners and superusers keep
 * theirs; any other role that needs one of those databases must be granted CONNECT by name first.
 * Returns the databases changed.
 */
export async function lockDownServer(adminUrl: string): Promise<string[]> {
  return withClient(adminUrl, async (admin) => {
    // Every process does this on its first use of the warehouses: one at a time.
    await admin.query("SELECT pg_catalog.pg_advisory_lock(pg_catalog.hashtext('cairn-warehouse:lockdown'))");
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_catalog.pg_database
       WHERE pg_catalog.has_database_privilege('public', oid, 'CONNECT') ORDER BY datname`,
    );
    for (const { datname } of rows) {
      await admin
        .query(`REVOKE CONNECT ON DATABASE ${quoteIdentifier(datname)} FROM PUBLIC`)
        .catch(async (err) => {
          // Dropped since it was listed (3D000), or by another process while the REVOKE ran, which
          // PostgreSQL answers "tuple concurrently deleted" (XX000; seen in the test command, whose
          // other worker drops its databases): nothing to revoke.
          if (sqlState(err) === '3D000') return;
          const { rowCount } = await admin.query('SELECT 1 FROM pg_catalog.pg_database WHERE datname = $1', [
            datname,
          ]);
          if (rowCount) throw err;
        });
    }
    return rows.map((row) => row.datname);
  });
}

/**
 * An empty database for a warehouse a deployment provisions (modules/deployments/providers/local.ts),
 * closed to PUBLIC; the first engagement that uses it claims it (ensureEngagementWarehouse).
 * Returns false when it existed already (kept as it is).
 */
export async function createWarehouseDatabase(adminUrl: string, database: string): Promise<boolean> {
  return withClient(adminUrl, async (admin) => {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_catalog.pg_database WHERE datname = $1', [
      database,
    ]);
    if (rowCount) return false;
    const d = quoteIdentifier(database);
    try {
      await admin.query(`CREATE DATABASE ${d} TEMPLATE template0`);
    } catch (err) {
      if (sqlState(err) === '42P04') return false; // created meanwhile by another process
      throw err;
    }
    await admin.query(`REVOKE ALL ON DATABASE ${d} FROM PUBLIC`);
    return true;
  });
}
