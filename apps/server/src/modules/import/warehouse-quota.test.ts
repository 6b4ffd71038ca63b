// An engagement's warehouse quota (issue 24), through the import API with the real worker: a file
// that would take the warehouse past CAIRN_WAREHOUSE_QUOTA_GB is refused before it is loaded (no
// table, the file back to Staged, the run's message names the setting); a file that fits loads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES, type PipelineRun } from '@cairn/contracts';
import { startRunWorker, type RunWorker } from '../../jobs/run-worker.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { multipartBody } from '../../test/multipart.js';
import { signInNewUser, testServer, type SignedInClient, type TestServer } from '../../test/test-server.js';
import { memoryLog, waitForRun } from '../pipelines/runs.test-helpers.js';

describe('warehouse quota', () => {
  let server: TestServer;
  let worker: RunWorker;
  let writer: SignedInClient;
  let engagementId: string;
  let storage: string;
  let pipelines: string;
  let folder: string;

  beforeAll(async () => {
    // About 2 MB (0.002 GB): room for a small table, not for a 3 MB file.
    server = await testServer({
      CAIRN_RUN_POLL_MS: '50',
      CAIRN_RUN_HEARTBEAT_SECONDS: '1',
      CAIRN_WAREHOUSE_QUOTA_GB: '0.002',
    });
    const db = server.database.db;
    engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    const roles = [{ role: ROLE_NAMES.configurer, scope: engagementScope(engagementId) }];
    writer = await signInNewUser(server, { roles });
    storage = `/api/storage/engagements/${engagementId}/import`;
    pipelines = `/api/pipelines/engagements/${engagementId}`;
    const created = await writer.request('POST', `${storage}/folders?path=`, { displayName: 'Quota' });
    folder = created.json().actualName as string;
    worker = startRunWorker(server.ctx, memoryLog().log);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await server?.close();
  });

  const importFile = async (name: string, content: string) => {
    const { payload, headers } = multipartBody([{ name, content }]);
    expect(
      (await writer.request('POST', `${storage}/files?path=${folder}`, payload, headers)).statusCode,
    ).toBe(200);
    const res = await writer.request('POST', `${pipelines}/import`, {
      fileNames: [name],
      storagePurpose: 'import',
      path: folder,
    });
    expect(res.statusCode, res.body).toBe(201);
    return waitForRun(writer, engagementId, (res.json() as PipelineRun).id, ['Succeeded', 'Failed']);
  };
  const tables = async () =>
    ((await writer.request('GET', `${pipelines}/warehouse/tables`)).json() as { name: string }[]).map(
      (t) => t.name,
    );

  it('refuses a file that would take the warehouse past its quota before loading it', async () => {
    expect((await importFile('small.csv', 'id,name\n1,a\n2,b\n')).status).toBe('Succeeded');
    // Distinct random-looking values, so DuckDB cannot compress them below the quota either.
    const rows = Array.from({ length: 150_000 }, (_, i) => `${i},${(i * 2654435761) % 4294967296}x${i}`);
    const big = await importFile('big.csv', `id,value\n${rows.join('\n')}\n`);
    expect(big.status).toBe('Failed');
    expect(big.message).toMatch(
      /^big\.csv: This engagement's warehouse would pass its quota of 0\.002 GB .*nothing was loaded.*CAIRN_WAREHOUSE_QUOTA_GB/,
    );
    expect(await tables()).toEqual(['small']);
    const listed = (await writer.request('GET', `${storage}/folder?path=${folder}`)).json() as {
      results: { actualName: string; queueState: string | null }[];
    };
    expect(listed.results.find((o) => o.actualName === 'big.csv')?.queueState).toBe('Staged');
  }, 20_000);
});
