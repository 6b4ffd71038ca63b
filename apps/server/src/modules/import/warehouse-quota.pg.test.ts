// The warehouse quota (issue 24) on a PostgreSQL warehouse: the database's size counts, and a file
// that would take it past CAIRN_WAREHOUSE_QUOTA_GB is refused before its COPY begins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES, type PipelineRun } from '@cairn/contracts';
import { startRunWorker, type RunWorker } from '../../jobs/run-worker.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { createFolder, uploadFiles } from '../../test/engagement-storage.js';
import { signInNewUser, testServer, type SignedInClient, type TestServer } from '../../test/test-server.js';
import {
  postgresWarehouseEnv,
  useWarehouseServer,
  warehouseAdminUrl,
} from '../../test/postgres-warehouse.js';
import { dropEngagementWarehouse } from '../../warehouse/postgres/pg-provisioning.js';
import { memoryLog, waitForRun } from '../pipelines/runs.test-helpers.js';

describe('warehouse quota on PostgreSQL', () => {
  let server: TestServer;
  let worker: RunWorker;
  let engagementId: string;
  let writer: SignedInClient;

  beforeAll(async () => {
    // About 10.7 MB (0.01 GB): a new database takes about 7.5 MB of it.
    server = await testServer({
      CAIRN_RUN_POLL_MS: '50',
      CAIRN_RUN_HEARTBEAT_SECONDS: '1',
      CAIRN_WAREHOUSE_QUOTA_GB: '0.01',
      ...postgresWarehouseEnv(),
    });
    const db = server.database.db;
    engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    await useWarehouseServer(server, engagementId);
    const roles = [{ role: ROLE_NAMES.configurer, scope: engagementScope(engagementId) }];
    writer = await signInNewUser(server, { roles });
    worker = startRunWorker(server.ctx, memoryLog().log);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await server?.close();
    await dropEngagementWarehouse(warehouseAdminUrl(), engagementId);
  });

  const importFiles = async (folder: string, fileNames: string[]) => {
    const res = await writer.request('POST', `/api/pipelines/engagements/${engagementId}/import`, {
      fileNames,
      storagePurpose: 'import',
      path: folder,
    });
    expect(res.statusCode, res.body).toBe(201);
    return waitForRun(writer, engagementId, (res.json() as PipelineRun).id, ['Succeeded', 'Failed']);
  };

  it('refuses the file that would pass the quota and loads the one that fits', async () => {
    const folder = await createFolder(writer, engagementId, 'Quota');
    const rows = Array.from({ length: 200_000 }, (_, i) => `${i},value ${i}`);
    await uploadFiles(writer, engagementId, folder, [
      { name: 'big.csv', content: `id,value\n${rows.join('\n')}\n` },
      { name: 'small.csv', content: 'id,name\n1,a\n' },
    ]);
    const run = await importFiles(folder, ['big.csv', 'small.csv']);
    expect(run.status).toBe('Failed');
    expect(run.message).toMatch(
      /^big\.csv: This engagement's warehouse would pass its quota of 0\.01 GB .*nothing was loaded.* Imported: import\.small \(1 rows\)\.$/,
    );
    const tables = await writer.request('GET', `/api/pipelines/engagements/${engagementId}/warehouse/tables`);
    expect((tables.json() as { name: string }[]).map((t) => t.name)).toEqual(['small']);
  }, 30_000);
});
