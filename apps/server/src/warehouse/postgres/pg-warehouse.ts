// The PostgreSQL warehouse engine: sessions of users' SQL (pg-session.ts), each connected as its
// engagement's own role to its own database, provisioned on first use (pg-provisioning.ts). The
// admin connection provisions and cancels statements; users' SQL never runs on it.
// Serves building/ports.ts WarehouseSessions.
import pg from 'pg';
import {
  connectionUrl,
  ensureEngagementWarehouse,
  type EngagementWarehouse,
  type RoleLimits,
} from './pg-provisioning.js';
import { PgWarehouseSession } from './pg-session.js';

export interface PgWarehouseOptions extends RoleLimits {
  /** A superuser's URL (pg-provisioning.ts says why), to the server's maintenance database. */
  adminUrl: string;
}

export class PgWarehouse {
  private readonly admin: pg.Pool;
  /**
   * Each engagement's database and role, provisioned once per process. The role's password is kept
   * here only, in memory: a new process sets a new one. (To come: sealed in the secret store.)
   */
  private readonly warehouses = new Map<string, Promise<EngagementWarehouse>>();

  constructor(private readonly options: PgWarehouseOptions) {
    // Two connections: a cancel must not wait behind a provisioning.
    this.admin = new pg.Pool({
      connectionString: options.adminUrl,
      max: 2,
      application_name: 'cairn-warehouse-admin',
    });
    this.admin.on('error', () => undefined); // an idle admin connection lost is opened again on demand
  }

  async session(engagementId: string, signal: AbortSignal): Promise<PgWarehouseSession> {
    const { database, role, password } = await this.provisioned(engagementId);
    return PgWarehouseSession.open({
      url: connectionUrl(this.options.adminUrl, database, { role, password }),
      statementTimeoutSeconds: this.options.statementTimeoutSeconds,
      signal,
      cancelBackend: (pid) => this.admin.query('SELECT pg_catalog.pg_cancel_backend($1)', [pid]),
    });
  }

  async close(): Promise<void> {
    await this.admin.end();
  }

  private provisioned(engagementId: string): Promise<EngagementWarehouse> {
    let warehouse = this.warehouses.get(engagementId);
    if (!warehouse) {
      warehouse = ensureEngagementWarehouse(this.options.adminUrl, engagementId, this.options);
      this.warehouses.set(engagementId, warehouse);
      // A failed provisioning (server down) is tried again by the next session.
      warehouse.catch(() => this.warehouses.delete(engagementId));
    }
    return warehouse;
  }
}
