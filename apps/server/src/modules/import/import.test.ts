// Import through the API with the real worker: settings, CSV and XLSX into the warehouse, queue
// states, rejected and malformed lines, cancel, and who may do what.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES, type PipelineRun } from '@cairn/contracts';
import { and, eq } from 'drizzle-orm';
import { roles, rolePermissions } from '../../db/schema/access.js';
import { pipelineRuns } from '../../db/schema/pipelines.js';
import { importObjects } from '../../db/schema/imports.js';
import { storageObjects } from '../../db/schema/storage.js';
import { startRunWorker, type RunWorker } from '../../jobs/run-worker.js';
import { xlsxBytes } from '../../seed/xlsx-file.js';
import { buildSiblingEngagements } from '../../test/factories.js';
import { signInWithRole, useTestServer, type SignedInClient } from '../../test/test-server.js';
import { writeXlsxBomb } from '../../test/zip-writer.js';
import { memoryLog, waitForRun } from '../pipelines/runs.test-helpers.js';
import { importCalls, SETTINGS } from './import.test-helpers.js';

describe('import', () => {
  const server = useTestServer({ CAIRN_RUN_POLL_MS: '50', CAIRN_RUN_HEARTBEAT_SECONDS: '1' });
  let worker: RunWorker | undefined;
  let engagementId: string;
  let writer: SignedInClient;
  let consultant: SignedInClient;
  let starter: SignedInClient;
  let outsider: SignedInClient;

  const startWorker = () => (worker = startRunWorker(server.ctx, memoryLog().log));
  const stopWorker = async () => {
    await worker?.stop();
    worker = undefined;
  };

  beforeAll(async () => {
    const db = server.database.db;
    const { engagementIds } = await buildSiblingEngagements(db, 2);
    [engagementId] = engagementIds;
    const otherId = engagementIds[1];
    const scope = engagementScope(engagementId);
    // A custom role that may start pipelines but holds no folder access.
    await db.insert(roles).values({ name: 'Pipeline Starter', scopeMask: '/engagements/{engagementId}' });
    await db.insert(rolePermissions).values(
      ['Pipelines.Read', 'Pipelines.Start'].map((permissionName) => ({
        roleName: 'Pipeline Starter',
        permissionName,
      })),
    );
    const user = (role: string, at = scope) => signInWithRole(server, role, at);
    writer = await user(ROLE_NAMES.configurer);
    consultant = await user(ROLE_NAMES.consultant);
    starter = await user('Pipeline Starter');
    outsider = await user(ROLE_NAMES.configurer, engagementScope(otherId));
    startWorker();
  }, 60_000);
  afterAll(async () => {
    await stopWorker();
  });

  const { pipelines, newFolder, upload, stateOf, requestImport, importAndWait, preview, settingsUrl } =
    importCalls(
      () => writer,
      () => engagementId,
    );
  const tableNames = async () =>
    (
      (await writer.request('GET', `${pipelines()}/warehouse/tables`)).json() as {
        schema: string;
        name: string;
      }[]
    ).map((t) => `${t.schema}.${t.name}`);

  describe('runs', () => {
    it('imports a latin1 CSV with semicolons and no header; the file goes Staged -> Enqueued -> Finished', async () => {
      const folder = await newFolder('Latin');
      await writer.request('PUT', settingsUrl(folder), {
        ...SETTINGS,
        delimiter: ';',
        hasHeader: false,
        encodingName: 'latin1',
        lineEnding: '\\r\\n',
      });
      const content = Buffer.from(
        'E1;Müller;2026-01-01;1250.50\r\nE2;Françoise;2026-02-01;-80.25\r\n',
        'latin1',
      );
      await upload(folder, [{ name: 'Lohn März.csv', content }]);
      expect(await stateOf(folder, 'Lohn März.csv')).toBe('Staged');
      await stopWorker();
      const res = await requestImport(folder, ['Lohn März.csv']);
      expect(res.statusCode).toBe(201);
      const run = res.json() as PipelineRun;
      expect(run).toMatchObject({ pipelineName: 'ImportFiles', layerName: 'import', status: 'Queued' });
      expect(run.parameters).toMatchObject({
        EngagementId: engagementId,
        FileNames: ['Lohn März.csv'],
        FilePaths: [`${folder}/Lohn März.csv`],
        FilePathsToArchive: [],
        TriggerFileNames: [],
      });
      expect(await stateOf(folder, 'Lohn März.csv')).toBe('Enqueued');
      startWorker();
      const done = await waitForRun(writer, engagementId, run.id, ['Succeeded']);
      expect(done.message).toBe('Imported 1 file: import.lohn_marz (2 rows)');
      expect(await stateOf(folder, 'Lohn März.csv')).toBe('Finished');
      const table = await preview('lohn_marz');
      expect(table.columns).toEqual([
        { name: 'column0', type: 'VARCHAR' },
        { name: 'column1', type: 'VARCHAR' },
        { name: 'column2', type: 'DATE' },
        { name: 'column3', type: 'DECIMAL(18,2)' },
      ]);
      expect(table.rows).toEqual([
        ['E1', 'Müller', '2026-01-01', '1250.50'],
        ['E2', 'Françoise', '2026-02-01', '-80.25'],
      ]);
    });

    it('imports the first worksheet of an XLSX, or the named one, replacing the table on reimport', async () => {
      const folder = await newFolder('Excel');
      const book = await xlsxBytes([
        {
          name: 'Employees',
          rows: [
            ['employee_id', 'hire_date', 'fte', 'note'],
            ['00123', new Date(Date.UTC(2020, 0, 15)), 1, 'a, "quoted" note'],
            ['00124', new Date(Date.UTC(2021, 5, 1)), 0.8, null],
          ],
        },
        {
          name: 'Rates',
          rows: [
            ['currency', 'rate'],
            ['GBP', 1.17],
          ],
        },
      ]);
      await upload(folder, [{ name: 'staff.xlsx', content: book }]);
      await importAndWait(folder, ['staff.xlsx']);
      const first = await preview('staff');
      expect(first.columns).toEqual([
        { name: 'employee_id', type: 'VARCHAR' },
        { name: 'hire_date', type: 'DATE' },
        { name: 'fte', type: 'DOUBLE' },
        { name: 'note', type: 'VARCHAR' },
      ]);
      expect(first.rows).toEqual([
        ['00123', '2020-01-15', 1, 'a, "quoted" note'],
        ['00124', '2021-06-01', 0.8, null],
      ]);
      await writer.request('PUT', settingsUrl(folder, 'staff.xlsx'), { ...SETTINGS, worksheetName: 'Rates' });
      const again = await importAndWait(folder, ['staff.xlsx']);
      expect(again.log.map((l) => l.message)).toContain("staff.xlsx: worksheet 'Rates', 1 rows");
      expect(await preview('staff')).toMatchObject({
        columns: [{ name: 'currency' }, { name: 'rate' }],
        rows: [['GBP', 1.17]],
        rowCount: 1,
      });
    });

    it('reports values that do not fit the detected type, keeping every line', async () => {
      const folder = await newFolder('Rejects');
      const lines = ['id,amount'];
      for (let i = 1; i <= 25_000; i++) lines.push(`${i},${i === 24_000 ? 'N/A' : `${i}.5`}`);
      await upload(folder, [{ name: 'late.csv', content: `${lines.join('\n')}\n` }]);
      const run = await importAndWait(folder, ['late.csv']);
      const messages = run.log.map((l) => l.message);
      expect(messages).toContain(
        'late.csv: column amount was loaded as text (VARCHAR): some of its values are not of the type found in the first rows',
      );
      expect(messages).toContain('late.csv: 1 rejected line');
      expect(
        messages.some((m) =>
          m.startsWith("late.csv line 24001, column amount: the value does not fit the column's type"),
        ),
      ).toBe(true);
      expect(await preview('late')).toMatchObject({
        rowCount: 25_000,
        columns: [
          { name: 'id', type: 'BIGINT' },
          { name: 'amount', type: 'VARCHAR' },
        ],
      });
    });

    it('fails a malformed CSV naming the file and line, leaving no table and the file Staged', async () => {
      const folder = await newFolder('Malformed');
      await upload(folder, [
        { name: 'broken.csv', content: 'id,name,amount\n1,a,1.5\n2,b,2.5\n3,c,3.5,extra\n4,d,4.5\n' },
        { name: 'fine.csv', content: 'id\n1\n' },
      ]);
      const run = await importAndWait(folder, ['broken.csv', 'fine.csv'], 'Failed');
      expect(run.message).toBe(
        'broken.csv line 4: Expected Number of Columns: 3 Found: 4 Imported: import.fine (1 rows).',
      );
      expect(run.log.map((l) => l.message)).toContain(
        'broken.csv line 4: Expected Number of Columns: 3 Found: 4',
      );
      expect(await tableNames()).not.toContain('import.broken');
      expect(await stateOf(folder, 'broken.csv')).toBe('Staged');
      expect(await stateOf(folder, 'fine.csv')).toBe('Finished');
      // A broken new version keeps the table of the last good one.
      await upload(folder, [{ name: 'fine.csv', content: 'id\n1\n"2\n' }]);
      const failed = await importAndWait(folder, ['fine.csv'], 'Failed');
      expect(failed.message).toMatch(/^fine\.csv line 3: /);
      // The warehouse's error quotes the file it read: the run shows its storage path, not a server path.
      for (const text of [
        failed.message ?? '',
        ...failed.log.map((l) => `${l.message} ${JSON.stringify(l.detail)}`),
      ]) {
        expect(text).not.toContain(server.config.dataDir);
        expect(text).not.toMatch(/import-[0-9a-f-]{36}-|\/tmp\//);
      }
      expect((await preview('fine')).rowCount).toBe(1);
    });

    it('fails the run naming an XLSX bomb and the limit it broke, before expanding it', async () => {
      const folder = await newFolder('Bomb');
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bomb-'));
      try {
        await writeXlsxBomb(path.join(dir, 'b.xlsx'), 20_000); // 19 MB of shared strings in 55 KB
        await upload(folder, [{ name: 'payroll.xlsx', content: fs.readFileSync(path.join(dir, 'b.xlsx')) }]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
      const run = await importAndWait(folder, ['payroll.xlsx'], 'Failed');
      expect(run.message).toMatch(
        /^payroll\.xlsx was not imported: its part xl\/sharedStrings\.xml expands \d+ times \([\d.]+ KB to 19\.4 MB\), over the limit of 100 times for parts over 10 MB \(CAIRN_IMPORT_XLSX_MAX_RATIO\)\.$/,
      );
      expect(await tableNames()).not.toContain('import.payroll');
      expect(await stateOf(folder, 'payroll.xlsx')).toBe('Staged');
    });

    it('stops a long import when the run is cancelled; the file goes back to Staged', async () => {
      const folder = await newFolder('Long');
      const rows = function* () {
        yield ['id', 'name', 'amount', 'when'];
        for (let i = 0; i < 60_000; i++)
          yield [i, `name ${i}`, i / 3, new Date(Date.UTC(2026, 0, 1 + (i % 365)))];
      };
      await upload(folder, [
        { name: 'big.xlsx', content: await xlsxBytes([{ name: 'Data', rows: rows() }]) },
      ]);
      const res = await requestImport(folder, ['big.xlsx']);
      const run = res.json() as PipelineRun;
      for (let i = 0; (await stateOf(folder, 'big.xlsx')) !== 'Processing'; i++) {
        if (i > 400) throw new Error('the import never started');
        await new Promise((r) => setTimeout(r, 10));
      }
      expect((await writer.request('POST', `${pipelines()}/runs/${run.id}/cancel`)).statusCode).toBe(200);
      const done = await waitForRun(writer, engagementId, run.id, ['Cancelled']);
      expect(done.status).toBe('Cancelled');
      expect(await stateOf(folder, 'big.xlsx')).toBe('Staged');
      expect(await tableNames()).not.toContain('import.big');
    });

    it('puts the files back to Staged when a queued import is cancelled or its worker dies', async () => {
      const folder = await newFolder('Abandoned');
      await upload(folder, [{ name: 'a.csv', content: 'id\n1\n' }]);
      await stopWorker();
      const queued = (await requestImport(folder, ['a.csv'])).json() as PipelineRun;
      expect(await stateOf(folder, 'a.csv')).toBe('Enqueued');
      expect((await writer.request('POST', `${pipelines()}/runs/${queued.id}/cancel`)).statusCode).toBe(200);
      expect(await stateOf(folder, 'a.csv')).toBe('Staged');

      // A run a dead worker held: InProgress, its file Processing, its heartbeat long gone.
      const held = (await requestImport(folder, ['a.csv'])).json() as PipelineRun;
      const db = server.database.db;
      await db
        .update(pipelineRuns)
        .set({
          status: 'InProgress',
          workerId: 'gone',
          startedAt: new Date(),
          heartbeatAt: new Date(Date.now() - 3600_000),
        })
        .where(eq(pipelineRuns.id, held.id));
      const [file] = await db
        .select({ id: storageObjects.id })
        .from(storageObjects)
        .where(and(eq(storageObjects.engagementId, engagementId), eq(storageObjects.name, 'a.csv')));
      await db
        .update(importObjects)
        .set({ queueState: 'Processing' })
        .where(eq(importObjects.objectId, file.id));
      startWorker();
      const failed = await waitForRun(writer, engagementId, held.id, ['Failed']);
      expect(failed.message).toContain('The worker gone stopped responding');
      expect(await stateOf(folder, 'a.csv')).toBe('Staged');
    });

    it('checks the request: existing files, importable names, one table per file', async () => {
      const folder = await newFolder('Checks');
      await upload(folder, [
        { name: 'pay.csv', content: 'a\n1\n' },
        { name: 'pay.txt', content: 'a\n1\n' },
      ]);
      const missing = await requestImport(folder, ['pay.csv', 'gone.csv']);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toBe('These files do not exist in this folder: gone.csv');
      expect((await requestImport(folder, ['pay.csv', 'pay.txt'])).json().detail).toMatch(
        /would both be imported into the table import\.pay/,
      );
      expect((await requestImport(folder, ['notes.pdf'])).statusCode).toBe(400);
      expect(await stateOf(folder, 'pay.csv')).toBe('Staged');
    });

    it('needs Pipelines Start and folder read; other engagements get 404', async () => {
      const folder = await newFolder('Access');
      await upload(folder, [{ name: 'x.csv', content: 'a\n1\n' }]);
      expect((await requestImport(folder, ['x.csv'], consultant)).statusCode).toBe(403);
      const noFolder = await requestImport(folder, ['x.csv'], starter);
      expect(noFolder.statusCode).toBe(403);
      expect((await requestImport(folder, ['x.csv'], outsider)).statusCode).toBe(404);
      expect((await outsider.request('GET', `${pipelines()}/warehouse/tables`)).statusCode).toBe(404);
      expect(
        (await outsider.request('GET', `${pipelines()}/warehouse/tables/import/x/preview`)).statusCode,
      ).toBe(404);
      // Starting the run another way does not get around the folder check.
      const sneaky = await starter.request('POST', `${pipelines()}/runs`, {
        pipelineName: 'ImportFiles',
        layer: 'import',
        parameters: { FilePaths: [`${folder}/x.csv`] },
      });
      expect(sneaky.statusCode).toBe(201);
      const refused = await waitForRun(writer, engagementId, sneaky.json().id, ['Failed']);
      expect(refused.message).toBe('x.csv: the user who started this run may not read its folder.');
      expect(await tableNames()).not.toContain('import.x');
      // An imported table is its folder's content: Pipelines Read alone no longer reads it (issue 9 §5).
      await importAndWait(folder, ['x.csv']);
      expect((await preview('x', writer)).rowCount).toBe(1);
      const closed = await consultant.request('GET', `${pipelines()}/warehouse/tables/import/x/preview`);
      expect(closed.statusCode).toBe(403);
    });
  });
});
