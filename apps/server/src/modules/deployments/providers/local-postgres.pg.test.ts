// The local deployment provider on an installation with a PostgreSQL warehouse server: a composed
// SqlDatabase becomes an empty database there (closed to PUBLIC), shown with the engagement use, kept
// on the next deployment; the engagement that selects the resource keeps its warehouse in it without
// any node model configuration, and a warehouse provisioned as a DuckDB file before stays a file.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE_NAMES, tenantScope, type DeploymentTasks, type Provision } from '@cairn/contracts';
import { deploymentProvisions } from '../../../db/schema/deployments.js';
import { engagements } from '../../../db/schema/tenancy.js';
import { tenantResources } from '../../../db/schema/tenants.js';
import { DeploymentTaskRunner } from '../../../jobs/deployment-task-runner.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../../test/factories.js';
import {
  postgresWarehouseEnv,
  WAREHOUSE_SERVER_NAME,
  warehouseAdminUrl,
} from '../../../test/postgres-warehouse.js';
import { requestOk, signIn, useTestServer, type SignedInClient } from '../../../test/test-server.js';
import { dropEngagementWarehouse } from '../../../warehouse/postgres/pg-provisioning.js';
import { provisionedDatabaseName } from './local.js';

describe('local deployment provider with a PostgreSQL warehouse server', () => {
  const server = useTestServer(postgresWarehouseEnv());
  let superUser: SignedInClient;
  let tenantId: string;
  let engagementId: string;
  let database: string;
  const admin = new pg.Pool({ connectionString: warehouseAdminUrl(), max: 1 });
  const db = () => server.database.db;

  beforeAll(async () => {
    tenantId = (await buildTenant(db(), 'Warehouse Corp')).id;
    const [resource] = await db()
      .insert(tenantResources)
      .values([
        { tenantId, name: 'nletpwh01', resourceType: 'SqlDatabase', tag: 'warehouse', configuration: '{}' },
        { tenantId, name: 'nletpoldwh01', resourceType: 'SqlDatabase', tag: 'older', configuration: '{}' },
      ])
      .returning();
    // A warehouse an earlier deployment made as a DuckDB file, before the server was configured.
    await db()
      .insert(deploymentProvisions)
      .values({
        tenantId,
        resourceName: 'nletpoldwh01',
        resourceType: 'SqlDatabase',
        kind: 'Warehouse',
        location: `warehouse/tenants/${tenantId}/nletpoldwh01.duckdb`,
      });
    engagementId = (await buildEngagement(db(), tenantId)).id;
    await db()
      .update(engagements)
      .set({ resourceIds: [resource.id] })
      .where(eq(engagements.id, engagementId));
    superUser = await signIn(
      server,
      (await buildUser(db(), { roles: [{ role: ROLE_NAMES.superUser, scope: tenantScope(tenantId) }] }))
        .email,
      PASSWORD,
    );
    database = provisionedDatabaseName(tenantId, 'nletpwh01');
  }, 60_000);
  afterAll(async () => {
    await dropEngagementWarehouse(warehouseAdminUrl(), engagementId, { database });
    await admin.end();
  });

  const deployAndDrain = async () => {
    const started = await superUser.request('POST', `/api/tenants/${tenantId}/deployments`);
    expect(started.statusCode, started.body).toBe(201);
    const { deploymentProvider, deploymentTenantLock } = server.ctx.services;
    await new DeploymentTaskRunner(db(), deploymentProvider, deploymentTenantLock, {
      error: () => {},
    }).drain();
    const { results: tasks } = await requestOk<DeploymentTasks>(
      superUser,
      'GET',
      `/api/tenants/${tenantId}/deployments/${started.json().id}/tasks`,
    );
    return Object.fromEntries(tasks.map((t) => [t.resourceName, [t.status, t.message]]));
  };
  const databaseRow = async () =>
    (
      await admin.query<{ datname: string; datacl: string | null }>(
        'SELECT datname, datacl::text FROM pg_database WHERE datname = $1',
        [database],
      )
    ).rows;

  it('makes a composed SqlDatabase a database on the warehouse server and says how it is used', async () => {
    const messages = await deployAndDrain();
    const location = `postgresql://${WAREHOUSE_SERVER_NAME}/${database}`;
    expect(messages.nletpwh01).toEqual([
      3,
      `Warehouse ${location} provisioned: the engagement that selects nletpwh01 keeps its warehouse in database ${database} on the warehouse server ${WAREHOUSE_SERVER_NAME}.`,
    ]);
    const [row] = await databaseRow();
    expect(row.datname).toBe(database);
    // Closed to PUBLIC: only its owner (the admin) until an engagement's role is granted CONNECT.
    expect(row.datacl).not.toMatch(/(^|[{,])=/);
    const provisions = await requestOk<Provision[]>(superUser, 'GET', `/api/tenants/${tenantId}/provisions`);
    expect(provisions.find((p) => p.resourceName === 'nletpwh01')).toMatchObject({
      kind: 'Warehouse',
      location,
      postgresDatabase: { server: WAREHOUSE_SERVER_NAME, database },
    });
    // The older warehouse keeps its engine and its file: nothing moves.
    expect(provisions.find((p) => p.resourceName === 'nletpoldwh01')).toMatchObject({
      location: `warehouse/tenants/${tenantId}/nletpoldwh01.duckdb`,
      postgresDatabase: null,
    });
    expect(messages.nletpoldwh01[1]).toMatch(/^Warehouse warehouse\/tenants\/.*nletpoldwh01\.duckdb /);
  }, 60_000);

  it('keeps the database on the next deployment', async () => {
    const messages = await deployAndDrain();
    expect(messages.nletpwh01).toEqual([
      3,
      `Warehouse postgresql://${WAREHOUSE_SERVER_NAME}/${database} already provisioned; kept as it is.`,
    ]);
  }, 60_000);

  it("keeps the selecting engagement's tables in that database, with no node model configuration", async () => {
    const { warehouse } = server.ctx.services;
    const session = await warehouse.session(engagementId, new AbortController().signal);
    try {
      await session.createTableAs('import', 'payroll', 'SELECT 1 AS id');
    } finally {
      await session.close();
    }
    const inDatabase = new pg.Client({
      connectionString: warehouseAdminUrl().replace(/\/[^/?]*(\?|$)/, `/${database}$1`),
    });
    await inDatabase.connect();
    try {
      const { rows } = await inDatabase.query("SELECT tablename FROM pg_tables WHERE schemaname = 'import'");
      expect(rows).toEqual([{ tablename: 'payroll' }]);
    } finally {
      await inDatabase.end();
    }
    expect(await warehouse.listTables(engagementId)).toContainEqual(
      expect.objectContaining({ schema: 'import', name: 'payroll', rowCount: 1 }),
    );
  }, 60_000);
});
