// `npm run test:faults`: the disk under a PostgreSQL warehouse fills up, for real. The engagement's
// warehouse database puts its new tables in a tablespace on a 64 MB tmpfs (the tests run as root;
// the test PostgreSQL server runs as `postgres`). An import whose table does not fit fails with
// PostgreSQL's disk_full (SQLSTATE 53100), which Cairn words as it does for a full DuckDB disk; the
// table the import would have replaced keeps its rows, Cairn goes on answering, and the same import
// succeeds once there is space. (disk-full.faults.test.ts: the same on the data directory's disk.)
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { startRunWorker, type RunWorker } from '../jobs/run-worker.js';
import { importCalls } from '../modules/import/import.test-helpers.js';
import { memoryLog } from '../modules/pipelines/runs.test-helpers.js';
import { onPostgresServer } from '../test/database-template.js';
import { buildEngagement, buildTenant } from '../test/factories.js';
import { postgresWarehouseEnv, useWarehouseServer, warehouseAdminUrl } from '../test/postgres-warehouse.js';
import { signInWithRole, testServer, type SignedInClient, type TestServer } from '../test/test-server.js';
import { dropEngagementWarehouse, warehouseName } from '../warehouse/postgres/pg-provisioning.js';
import { freeBytesOn, payrollCsv } from './disk-full.test-helpers.js';

const MiB = 1024 * 1024;
const DISK_MB = 64;
const adminUrl = warehouseAdminUrl();

describe('the disk under a PostgreSQL warehouse full', () => {
  const diskDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-pg-disk-full-'));
  const tablespace = `cairn_small_${crypto.randomBytes(4).toString('hex')}`;
  let server: TestServer;
  let worker: RunWorker;
  let writer: SignedInClient;
  let engagementId = '';
  const calls = importCalls(
    () => writer,
    () => engagementId,
  );

  beforeAll(async () => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m`, 'tmpfs', diskDir]);
    execFileSync('chown', ['postgres:postgres', diskDir]);
    await onPostgresServer(adminUrl, `create tablespace ${tablespace} location '${diskDir}'`);
    await onPostgresServer(adminUrl, `grant create on tablespace ${tablespace} to public`);
    server = await testServer({ CAIRN_RUN_POLL_MS: '50', ...postgresWarehouseEnv() });
    const db = server.database.db;
    engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    await useWarehouseServer(server, engagementId);
    writer = await signInWithRole(server, ROLE_NAMES.configurer, engagementScope(engagementId));
    worker = startRunWorker(server.ctx, memoryLog().log);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await server?.close();
    if (engagementId) await dropEngagementWarehouse(adminUrl, engagementId);
    await onPostgresServer(adminUrl, `drop tablespace if exists ${tablespace}`);
    execFileSync('umount', [diskDir]);
    fs.rmSync(diskDir, { recursive: true, force: true });
  });

  const freeBytes = () => freeBytesOn(diskDir);
  const { rowCountOf } = calls;
  const importAndWait = (folder: string, name: string, status: 'Succeeded' | 'Failed') =>
    calls.importAndWait(folder, [name], status, 90_000);

  it('an import whose table does not fit fails saying the disk is full, keeps the table it had, and succeeds once there is room', async () => {
    const folder = await calls.newFolder('Payroll');
    await calls.upload(folder, [{ name: 'payroll.csv', content: payrollCsv(1_000) }]);
    await importAndWait(folder, 'payroll.csv', 'Succeeded');
    expect(await rowCountOf('payroll')).toBe(1_000);

    // From now on the warehouse's new tables go to the small disk: its sessions start again to see it.
    const database = warehouseName(engagementId);
    await onPostgresServer(adminUrl, `alter database ${database} set default_tablespace = ${tablespace}`);
    await onPostgresServer(
      adminUrl,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}'`,
    );

    const rows = 400_000;
    await calls.upload(folder, [{ name: 'payroll.csv', content: payrollCsv(rows) }]);
    // Something else fills the disk: 2 MB are left, far less than the new table needs.
    const filler = path.join(diskDir, 'filler');
    fs.writeFileSync(filler, Buffer.alloc(Math.max(0, freeBytes() - 2 * MiB)));
    const failed = await importAndWait(folder, 'payroll.csv', 'Failed');
    console.log('import on a full PostgreSQL disk:', failed.message);
    expect(failed.message).toMatch(/^payroll\.csv: The server's disk is full/);
    expect(await rowCountOf('payroll')).toBe(1_000);
    expect((await writer.request('GET', `${calls.storage()}/folder?path=`)).statusCode).toBe(200);

    fs.rmSync(filler);
    const done = await importAndWait(folder, 'payroll.csv', 'Succeeded');
    expect(done.message).toContain(`import.payroll (${rows.toLocaleString('en')} rows)`);
    expect(await rowCountOf('payroll')).toBe(rows);
  }, 240_000);
});
