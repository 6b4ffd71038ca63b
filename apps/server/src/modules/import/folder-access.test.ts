// Folder access follows the data into the warehouse (issue 9 §5): an imported table remembers its
// source folder; its preview, the content of its rejected lines in a run log and the failing rows
// tests find in it need read access to that folder; two folders' files of one name cannot
// overwrite each other's table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeQuery,
  engagementScope,
  ROLE_NAMES,
  storageScope,
  TEST_RUN_LAYER,
  type PipelineRun,
  type PipelineRunDetail,
  type TestResult,
} from '@cairn/contracts';
import { startRunWorker, type RunWorker } from '../../jobs/run-worker.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { multipartBody } from '../../test/multipart.js';
import {
  requestOk,
  signInNewUser,
  signInWithRole,
  useTestServer,
  type SignedInClient,
} from '../../test/test-server.js';
import { memoryLog, waitForRun } from '../pipelines/runs.test-helpers.js';

describe('folder access follows imported data', () => {
  const server = useTestServer({ CAIRN_RUN_POLL_MS: '50', CAIRN_RUN_HEARTBEAT_SECONDS: '1' });
  let worker: RunWorker;
  let engagementId: string;
  let writer: SignedInClient;
  let consultant: SignedInClient;
  let reader: SignedInClient;
  let secret: string;
  let open: string;

  const storage = () => `/api/storage/engagements/${engagementId}/import`;
  const pipelines = () => `/api/pipelines/engagements/${engagementId}`;
  const model = (layer: string) => `/api/nodeModel/engagements/${engagementId}/branches/main/layers/${layer}`;

  const newFolder = async (displayName: string) => {
    const res = await writer.request('POST', `${storage()}/folders?path=`, { displayName, metadata: {} });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().actualName as string;
  };
  const upload = async (folder: string, name: string, content: string) => {
    const { payload, headers } = multipartBody([{ name, content }]);
    const res = await writer.request(
      'POST',
      `${storage()}/files?path=${encodeURIComponent(folder)}`,
      payload,
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  const importAndWait = async (
    folder: string,
    name: string,
    status: 'Succeeded' | 'Failed' = 'Succeeded',
  ) => {
    const res = await writer.request('POST', `${pipelines()}/import`, {
      fileNames: [name],
      storagePurpose: 'import',
      path: folder,
    });
    expect(res.statusCode, res.body).toBe(201);
    return waitForRun(writer, engagementId, (res.json() as PipelineRun).id, [status]);
  };
  const previewStatus = async (client: SignedInClient, table: string) =>
    (await client.request('GET', `${pipelines()}/warehouse/tables/import/${table}/preview`)).statusCode;

  beforeAll(async () => {
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    engagementId = (
      await buildEngagement(db, tenantId, { features: ['Storage', 'Pipelines', 'NodeModelGit'] })
    ).id;
    const scope = engagementScope(engagementId);
    writer = await signInWithRole(server, ROLE_NAMES.configurer, scope);
    worker = startRunWorker(server.ctx, memoryLog().log);
    secret = await newFolder('Secret payroll');
    open = await newFolder('Open data');
    // A consultant reads runs and the model, but no folder; the reader may also read the secret folder.
    consultant = await signInWithRole(server, ROLE_NAMES.consultant, scope);
    reader = await signInNewUser(server, {
      roles: [
        { role: ROLE_NAMES.consultant, scope },
        { role: ROLE_NAMES.folderReader, scope: storageScope(engagementId, 'import', [secret]) },
      ],
    });
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
  });

  it("an imported table's preview needs read access to its source folder", async () => {
    await upload(secret, 'salaries.csv', 'id,salary\n1,91000\n2,87000\n');
    await importAndWait(secret, 'salaries.csv');
    expect(await previewStatus(writer, 'salaries')).toBe(200);
    expect(await previewStatus(reader, 'salaries')).toBe(200);
    const refused = await consultant.request(
      'GET',
      `${pipelines()}/warehouse/tables/import/salaries/preview`,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      `The table import.salaries was imported from the folder /${secret} of import storage, which you may not read.`,
    );
    // The table's name in any case is the same table, and the same folder.
    expect(await previewStatus(consultant, 'SALARIES')).toBe(403);
  });

  it('rejected lines show number and kind to every run reader, their content only to folder readers', async () => {
    // The odd value comes after DuckDB's type sample, so its line is rejected and the column widened.
    const lines = Array.from(
      { length: 25_000 },
      (_, i) => `${i + 1},${i + 1 === 24_000 ? 'SECRET-VALUE' : `${i}.5`}`,
    );
    await upload(secret, 'bonus.csv', `id,amount\n${lines.join('\n')}\n`);
    const run = await importAndWait(secret, 'bonus.csv');
    const detail = async (client: SignedInClient) =>
      requestOk<PipelineRunDetail>(client, 'GET', `${pipelines()}/runs/${run.id}`);
    const hidden = await detail(consultant);
    expect(JSON.stringify(hidden)).not.toContain('SECRET-VALUE');
    expect(hidden.log.map((l) => l.message)).toContainEqual(
      expect.stringMatching(
        /^bonus\.csv line 24001, column amount: the value does not fit the column's type [A-Z]/,
      ),
    );
    const summary = hidden.log.find((l) => l.message === 'bonus.csv: 1 rejected line');
    expect(summary?.detail).toEqual({
      rejectedCount: 1,
      rejected: [{ line: 24001, column: 'amount', errorType: 'CAST' }],
    });
    const shown = await detail(reader);
    const content = shown.log.find((l) => l.message === 'bonus.csv: 1 rejected line')?.detail as {
      folderContent: { scope: string; rejected: { line: number; text: string; reason: string }[] };
    };
    expect(content.folderContent.scope).toBe(storageScope(engagementId, 'import', [secret]));
    expect(content.folderContent.rejected[0]).toMatchObject({
      line: 24001,
      text: expect.stringContaining('SECRET-VALUE'),
    });
  });

  it('a file of another folder with the same name cannot replace a table; once the first is gone it may', async () => {
    await upload(open, 'salaries.csv', 'id,salary\n1,1\n');
    const refused = await importAndWait(open, 'salaries.csv', 'Failed');
    expect(refused.message).toBe(
      `salaries.csv was not imported: the table import.salaries holds salaries.csv of folder /${secret} (import storage). Rename this file, or delete that one first.`,
    );
    expect(
      (
        await requestOk<{ rowCount: number }>(
          writer,
          'GET',
          `${pipelines()}/warehouse/tables/import/salaries/preview`,
        )
      ).rowCount,
    ).toBe(2);
    // Re-importing the first file still replaces its own table.
    await importAndWait(secret, 'salaries.csv');
    const removed = await writer.request(
      'DELETE',
      `${storage()}/files?path=${encodeURIComponent(`${secret}/salaries.csv`)}`,
    );
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await importAndWait(open, 'salaries.csv');
    // Now the table is the open folder's: the consultant... still may not read it (no folder at all), the reader neither.
    const moved = await reader.request('GET', `${pipelines()}/warehouse/tables/import/salaries/preview`);
    expect(moved.statusCode).toBe(403);
    expect(moved.json().detail).toContain(`the folder /${open} of import storage`);
  });

  it('failing rows of a test are shown only to readers of the folders they come from', async () => {
    const put = async (layer: string, name: string, query: string) => {
      await requestOk(writer, 'POST', `${model(layer)}/nodes`, { name });
      await requestOk(writer, 'PUT', `${model(layer)}/nodes/${name}`, { query: encodeQuery(query) });
    };
    await put('model', 'bonus_lines', 'select id, amount from import.bonus');
    const build = await requestOk<PipelineRun>(writer, 'POST', `${pipelines()}/runs`, {
      pipelineName: 'BuildModel',
      layer: 'model',
      parameters: { Branch: 'main', ActiveNodes: ['bonus_lines'] },
    });
    expect((await waitForRun(writer, engagementId, build.id, ['Succeeded', 'Failed'])).status).toBe(
      'Succeeded',
    );
    // A table built from the secret folder's import is that folder's content too.
    const derived = `${pipelines()}/warehouse/tables/model/bonus_lines/preview`;
    const refused = await consultant.request('GET', derived);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      'The table model.bonus_lines is made from imported data of folders you may not read.',
    );
    expect((await reader.request('GET', derived)).statusCode).toBe(200);
    await put('test', 'checks', 'select 1');
    await requestOk(writer, 'POST', `${model('test')}/nodes/checks/tests`, {
      name: 'no_text_amounts',
      categoryNames: [],
      query: encodeQuery("select * from model.bonus_lines where amount = 'SECRET-VALUE'"),
    });
    await requestOk(writer, 'POST', `${model('test')}/nodes/checks/tests`, {
      name: 'constant',
      categoryNames: [],
      query: encodeQuery('select 42 as answer'),
    });
    const run = await requestOk<PipelineRun>(writer, 'POST', `${pipelines()}/runs`, {
      pipelineName: 'RunTests',
      layer: TEST_RUN_LAYER,
      parameters: { Branch: 'main', Node: 'checks', ActiveTests: ['no_text_amounts', 'constant'] },
    });
    await waitForRun(writer, engagementId, run.id, ['Failed']);
    const results = async (client: SignedInClient) =>
      Object.fromEntries(
        (await requestOk<TestResult[]>(client, 'GET', `${pipelines()}/test-results?runId=${run.id}`)).map(
          (r) => [r.test, r],
        ),
      );
    const forConsultant = await results(consultant);
    expect(forConsultant.no_text_amounts).toMatchObject({
      failingRowCount: 1,
      failingRows: null,
      failingRowsHidden: true,
    });
    // Rows that come from no folder stay visible.
    expect(forConsultant.constant).toMatchObject({ failingRowCount: 1, failingRows: [[42]] });
    expect(forConsultant.constant.failingRowsHidden).toBeUndefined();
    const forReader = await results(reader);
    expect(forReader.no_text_amounts).toMatchObject({
      failingRowCount: 1,
      failingRows: [[24000, 'SECRET-VALUE']],
    });
  }, 60_000);
});
