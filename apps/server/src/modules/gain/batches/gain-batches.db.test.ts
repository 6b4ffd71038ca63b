// The Gain area's batches and a gain engagement's staging calls on a real database, without a
// worker: runs stay queued where the API puts them.
import { describe, expect, it } from 'vitest';
import {
  engagementScope,
  ROLE_NAMES,
  type GainBatchAnswer,
  type GainImportConfigurationSave,
  type GainStagingFileAnswer,
  type Paged,
  type PipelineRun,
} from '@cairn/contracts';
import { buildEngagement, buildSiblingEngagements } from '../../../test/factories.js';
import { useFixture } from '../../../test/fixture.js';
import { multipartBody } from '../../../test/multipart.js';
import { requestOk, signInNewUser, useTestServer } from '../../../test/test-server.js';
import type { GainFileSelector, GainSelection } from '../ports.js';
import { wildcardOf } from './file-patterns.js';
import { gainBatchesModule } from './gain-batches.module.js';

const GAIN_DATA: GainImportConfigurationSave = {
  fileLogicType: 'BooleanLogic',
  fileConfigurations: [
    { namePattern: 'payroll_*.csv', isRequired: true, isTrigger: false, isVersioned: true, isArchived: true },
    {
      namePattern: 'trigger_*.txt',
      isRequired: false,
      isTrigger: true,
      isVersioned: true,
      isArchived: false,
    },
  ],
  tableConfigurations: [],
};
const FX_RATE: GainImportConfigurationSave = {
  fileLogicType: 'BooleanLogic',
  fileConfigurations: [
    {
      namePattern: 'fx_rates*.csv',
      isRequired: true,
      isTrigger: true,
      isVersioned: false,
      isArchived: false,
    },
  ],
  tableConfigurations: [],
};

/**
 * A stand-in for the import engine's selection: every staged file of a configured pattern whose
 * batch has its trigger file is processed (the engine's own rules are tested in import-engine/).
 */
const triggeredBatches: GainFileSelector = {
  select: async (_engagementId, _type, staged): Promise<GainSelection> => {
    const batchFiles = staged.flatMap((f) => {
      const trigger = wildcardOf('trigger_*.txt', f.name);
      const payroll = wildcardOf('payroll_*.csv', f.name);
      const batch = trigger ?? payroll;
      return batch === undefined
        ? []
        : [
            {
              fileName: f.name,
              batch,
              isTrigger: trigger !== undefined,
              isMissing: false,
              archived: !trigger,
            },
          ];
    });
    const ready = new Set(batchFiles.filter((f) => f.isTrigger).map((f) => f.batch));
    const chosen = batchFiles.filter((f) => ready.has(f.batch));
    return {
      batchFiles,
      fileNamesToProcess: chosen.map((f) => f.fileName),
      fileNamesToArchive: chosen.filter((f) => f.archived).map((f) => f.fileName),
    };
  },
};

describe('gain batches API', () => {
  const server = useTestServer();
  const given = useFixture(
    async () => {
      const db = server.database.db;
      const {
        tenantId,
        engagementIds: [engagementId, otherGainId],
      } = await buildSiblingEngagements(db, 2, { features: ['GAIN', 'Pipelines', 'Storage'] });
      const plainId = (await buildEngagement(db, tenantId)).id;
      const at = (id: string) => ({ role: ROLE_NAMES.configurer, scope: engagementScope(id) });
      const user = (name: string, roles: { role: string; scope: string }[]) =>
        signInNewUser(server, { name, roles });
      const configurer = await user('Cora Configurer', [at(engagementId), at(plainId)]);
      const consultant = await user('Carl Consultant', [
        { role: ROLE_NAMES.consultant, scope: engagementScope(engagementId) },
      ]);
      const outsider = await user('Olga Outsider', [at(otherGainId)]);
      const base = `/api/engagements/${engagementId}/gain`;
      for (const [type, body] of [
        ['GainData', GAIN_DATA],
        ['FxRate', FX_RATE],
      ] as const)
        await requestOk(configurer, 'PUT', `${base}/import-configurations/${type}`, body);
      await requestOk(configurer, 'POST', storage(engagementId, 'folders?path='), {
        displayName: 'Drops',
        metadata: {},
      });
      return { engagementId, otherGainId, plainId, configurer, consultant, outsider, base };
    },
    undefined,
    60_000,
  );

  const storage = (id: string, rest: string) => `/api/storage/engagements/${id}/import/${rest}`;
  const upload = async (names: string[], client = given.configurer, id = given.engagementId) => {
    const { payload, headers } = multipartBody(names.map((name) => ({ name, content: 'a,b\n1,2\n' })));
    const res = await client.request('POST', storage(id, 'files?path=f-drops'), payload, headers);
    expect(res.statusCode).toBe(200);
  };
  const staging = async (processType = 'GainData') =>
    requestOk<GainStagingFileAnswer[]>(
      given.configurer,
      'GET',
      `${given.base}/staging-files?processType=${processType}`,
    );
  const batches = () => requestOk<Paged<GainBatchAnswer>>(given.configurer, 'GET', `${given.base}/batches`);
  const anonymous = (method: 'GET' | 'POST', url: string) =>
    server.app.inject({ method, url, payload: method === 'POST' ? { fileNames: ['x.csv'] } : undefined });

  describe('access', () => {
    const routes = [
      ['GET', 'batches'],
      ['GET', 'staging-files'],
      ['GET', 'fx-rates'],
      ['POST', 'import'],
      ['POST', 'fx-rate/process'],
      ['POST', 'fx-rate/reprocess'],
    ] as const;
    const body = { path: 'f-drops', fileNames: ['payroll_2026-01.csv'] };

    it.each(routes)(
      '%s %s: 401 signed out, 403 without the permission, 404 elsewhere, 409 when not gain',
      async (method, route) => {
        expect((await anonymous(method, `${given.base}/${route}`)).statusCode).toBe(401);
        expect((await given.consultant.request(method, `${given.base}/${route}`, body)).statusCode).toBe(403);
        expect((await given.outsider.request(method, `${given.base}/${route}`, body)).statusCode).toBe(404);
        const plain = await given.configurer.request(
          method,
          `/api/engagements/${given.plainId}/gain/${route}`,
          body,
        );
        expect(plain.statusCode).toBe(409);
        expect(plain.json().detail).toBe('This engagement is not a gain engagement.');
      },
    );

    it('refuses bad input with the field', async () => {
      expect((await given.configurer.request('GET', `${given.base}/batches?pageSize=0`)).statusCode).toBe(
        400,
      );
      expect(
        (await given.configurer.request('GET', `${given.base}/staging-files?processType=Nope`)).statusCode,
      ).toBe(400);
      const empty = await given.configurer.request('POST', `${given.base}/import`, {
        path: 'f-drops',
        fileNames: [],
      });
      expect(empty.statusCode).toBe(400);
      const missing = await given.configurer.request('POST', `${given.base}/import`, {
        path: 'f-drops',
        fileNames: ['nope.csv'],
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([
        expect.objectContaining({
          field: 'fileNames',
          message: 'These files do not exist in this folder: nope.csv',
        }),
      ]);
    });
  });

  describe('batches', () => {
    it('lists the batches a run reports, newest first, with their files', async () => {
      const { gainBatches } = server.ctx.services;
      const report = (batchId: string, status: number) => ({
        batchId,
        processType: 'GainData' as const,
        runId: crypto.randomUUID(),
        configurationVersion: 1,
        files: [
          {
            fileName: `payroll_${batchId}.csv`,
            batch: batchId,
            isTrigger: false,
            isMissing: false,
            archived: true,
          },
        ],
        status,
        statusMessage: status === 3 ? 'Row 4, column Amount: not a number' : null,
        numRecordsReceivedFromClient: 12,
        numValidRecords: status === 3 ? 0 : 12,
        tables: [],
      });
      await gainBatches.recordBatch(given.otherGainId, report('2025-11', 2));
      await gainBatches.recordBatch(given.otherGainId, report('2025-12', 3));
      const other = await requestOk<Paged<GainBatchAnswer>>(
        given.outsider,
        'GET',
        `/api/engagements/${given.otherGainId}/gain/batches`,
      );
      expect(other.meta.totalItems).toBe(2);
      expect(other.results.map((b) => [b.batchId, b.status, b.statusMessage])).toEqual([
        ['2025-12', 3, 'Row 4, column Amount: not a number'],
        ['2025-11', 2, null],
      ]);
      expect(other.results[1]).toMatchObject({
        numRecordsReceivedFromClient: 12,
        recordsReceivedFromClientAt: expect.any(String),
        recordsSentToGainAt: null,
        numRecordsSentToGain: null,
        files: [
          {
            fileName: 'payroll_2025-11.csv',
            batch: '2025-11',
            isTrigger: false,
            isMissing: false,
            archived: true,
          },
        ],
      });
    });

    it('hands the rows over to gain_outbound in chunks of the configured batch size', async () => {
      const { gainBatches, warehouse, engagementConfigurations } = server.ctx.services;
      const db = server.database.db;
      await engagementConfigurations.appendVersion(
        db,
        given.otherGainId,
        'gain',
        { inputFlow_TransformationEngine_BatchSize: 2 },
        { id: null, name: null },
      );
      const sql = await warehouse.connect(given.otherGainId);
      try {
        await sql.run('create schema if not exists gain');
        await sql.run('create or replace table gain.payroll as select range as id from range(5)');
        expect(await gainBatches.sendToGain(given.otherGainId, '2025-11', sql, ['gain.payroll'])).toEqual({
          numRecordsSentToGain: 5,
        });
        const chunks = (
          await sql.run(
            `select chunk, num_rows from gain_outbound.sent_chunks where batch_id = '2025-11' order by chunk`,
          )
        ).getRows();
        expect(chunks.map(([c, n]) => [Number(c), Number(n)])).toEqual([
          [0, 2],
          [1, 2],
          [2, 1],
        ]);
        const sent = (await sql.run('select id from gain_outbound."2025_11__payroll" order by id')).getRows();
        expect(sent.map(([id]) => Number(id))).toEqual([0, 1, 2, 3, 4]);

        // Batch size 0: one chunk; sending again replaces what was sent.
        await engagementConfigurations.appendVersion(
          db,
          given.otherGainId,
          'gain',
          { inputFlow_TransformationEngine_BatchSize: 0 },
          { id: null, name: null },
        );
        await gainBatches.sendToGain(given.otherGainId, '2025-11', sql, ['gain.payroll']);
        const again = (
          await sql.run(`select count(*) from gain_outbound.sent_chunks where batch_id = '2025-11'`)
        ).getRows();
        expect(Number(again[0][0])).toBe(1);
        expect(
          Number((await sql.run('select count(*) from gain_outbound."2025_11__payroll"')).getRows()[0][0]),
        ).toBe(5);
        // A gain data and an FX rate batch of one batch id: the hand-over completes the one of its tables.
        const both = (processType: 'GainData' | 'FxRate', table: string) =>
          gainBatches.recordBatch(given.otherGainId, {
            batchId: '2025-10',
            processType,
            runId: crypto.randomUUID(),
            configurationVersion: 1,
            files: [],
            status: 2,
            statusMessage: null,
            numRecordsReceivedFromClient: 5,
            numValidRecords: 5,
            tables: [table],
          });
        await both('GainData', 'gain.payroll');
        await both('FxRate', 'gain.fx_rates');
        await gainBatches.sendToGain(given.otherGainId, '2025-10', sql, ['gain.payroll']);
        const october = (
          await requestOk<Paged<GainBatchAnswer>>(
            given.outsider,
            'GET',
            `/api/engagements/${given.otherGainId}/gain/batches`,
          )
        ).results.filter((b) => b.batchId === '2025-10');
        expect(october.map((b) => [b.processType, b.status, b.numRecordsSentToGain])).toEqual([
          ['FxRate', 2, null],
          ['GainData', 4, 5],
        ]);
      } finally {
        await sql.close();
      }
      const listed = await requestOk<Paged<GainBatchAnswer>>(
        given.outsider,
        'GET',
        `/api/engagements/${given.otherGainId}/gain/batches`,
      );
      const sentBatch = listed.results.find((b) => b.batchId === '2025-11')!;
      expect(sentBatch).toMatchObject({
        status: 4,
        numRecordsSentToGain: 5,
        recordsSentToGainAt: expect.any(String),
      });
    });
  });

  describe('staging and starts', () => {
    it('lists staged files in import storage, new drops until a selection ran', async () => {
      await upload(['payroll_2026-01.csv', 'notes.txt', 'payroll_2026-02.csv']);
      const listed = await staging();
      expect(listed.map((f) => [f.name, f.isNewDrop, f.path]).sort()).toEqual([
        ['notes.txt', true, 'f-drops/notes.txt'],
        ['payroll_2026-01.csv', true, 'f-drops/payroll_2026-01.csv'],
        ['payroll_2026-02.csv', true, 'f-drops/payroll_2026-02.csv'],
      ]);
      expect(listed[0]).toMatchObject({ size: 8, arrivedAt: expect.any(String) });
    });

    it('starts the gain import of a batch by itself when its trigger file arrives', async () => {
      const services = server.ctx.services;
      // The engine's selection is stood in for; the listener is the batches module's own.
      gainBatchesModule(server.database.db, { ...services, gainFileSelector: triggeredBatches });
      const before = (await batches()).meta.totalItems;
      await upload(['trigger_2026-01.txt']);
      const after = await batches();
      expect(after.meta.totalItems).toBe(before + 1);
      expect(after.results[0]).toMatchObject({
        batchId: '2026-01',
        status: 0,
        files: [
          { fileName: 'payroll_2026-01.csv', isTrigger: false, archived: true },
          { fileName: 'trigger_2026-01.txt', isTrigger: true, archived: false },
        ],
      });
      const runs = await requestOk<Paged<PipelineRun>>(
        given.configurer,
        'GET',
        `/api/pipelines/engagements/${given.engagementId}/runs`,
      );
      expect(runs.results[0]).toMatchObject({ pipelineName: 'GainImport', status: 'Queued' });
      const parameters = (
        await requestOk<{ parameters: Record<string, unknown> }>(
          given.configurer,
          'GET',
          `/api/pipelines/engagements/${given.engagementId}/runs/${runs.results[0].id}`,
        )
      ).parameters;
      expect(parameters).toMatchObject({
        FileNames: ['payroll_2026-01.csv', 'trigger_2026-01.txt'],
        FilePaths: ['f-drops/payroll_2026-01.csv', 'f-drops/trigger_2026-01.txt'],
        FilePathsToArchive: ['f-drops/payroll_2026-01.csv'],
        TriggerFileNames: ['trigger_2026-01.txt'],
      });
      // Queued files wait no more; the other month's file still does.
      expect((await staging()).map((f) => f.name).sort()).toEqual(['notes.txt', 'payroll_2026-02.csv']);
      // The selection ran: what was there is no new drop any more (for gain data only).
      expect((await staging()).some((f) => f.isNewDrop)).toBe(false);
      expect((await staging('FxRate')).every((f) => f.isNewDrop)).toBe(true);
      // A file that is no trigger starts nothing, and is a new drop.
      await upload(['payroll_2026-03.csv']);
      expect((await batches()).meta.totalItems).toBe(before + 1);
      expect((await staging()).filter((f) => f.isNewDrop).map((f) => f.name)).toEqual([
        'payroll_2026-03.csv',
      ]);

      // The run's report finishes the files; a failed one stages them again.
      const runId = runs.results[0].id;
      await services.gainBatches.recordBatch(given.engagementId, {
        batchId: '2026-01',
        processType: 'GainData',
        runId,
        configurationVersion: 1,
        files: after.results[0].files,
        status: 3,
        statusMessage: 'Break',
        numRecordsReceivedFromClient: 1,
        numValidRecords: 0,
        tables: [],
      });
      expect((await batches()).results[0]).toMatchObject({
        batchId: '2026-01',
        status: 3,
        statusMessage: 'Break',
      });
      expect((await staging()).map((f) => f.name)).toContain('trigger_2026-01.txt');

      // Two arrivals of the failed batch's trigger at once queue its run once.
      const count = (await batches()).meta.totalItems;
      const arrived = () =>
        services.gainStaging.filesArrived(
          { engagementId: given.engagementId, purpose: 'import' },
          ['f-drops'],
          ['trigger_2026-01.txt'],
        );
      const started = await Promise.all([arrived(), arrived()]);
      expect(started.flat()).toHaveLength(1);
      expect((await batches()).meta.totalItems).toBe(count + 1);
      expect((await batches()).results[0]).toMatchObject({ batchId: '2026-01', status: 0 });
    });

    it('imports or reprocesses ticked files as one gain import run', async () => {
      const res = await given.configurer.request('POST', `${given.base}/import`, {
        path: 'f-drops',
        fileNames: ['payroll_2026-02.csv', 'notes.txt'],
      });
      expect(res.statusCode).toBe(201);
      const [run] = res.json() as PipelineRun[];
      expect(run).toMatchObject({ pipelineName: 'GainImport', status: 'Queued' });
      const detail = await requestOk<{ parameters: Record<string, unknown> }>(
        given.configurer,
        'GET',
        `/api/pipelines/engagements/${given.engagementId}/runs/${run.id}`,
      );
      expect(detail.parameters).toMatchObject({
        FileNames: ['payroll_2026-02.csv', 'notes.txt'],
        FilePathsToArchive: ['f-drops/payroll_2026-02.csv'],
        TriggerFileNames: [],
      });
      expect((await batches()).results[0]).toMatchObject({ batchId: '2026-02', status: 0 });
    });

    it('runs the FX-rate process, and its reprocess takes only the first matching file per batch', async () => {
      await upload(['fx_rates_b.csv', 'fx_rates_a.csv']);
      const process = await given.configurer.request('POST', `${given.base}/fx-rate/process`, {
        path: 'f-drops',
        fileNames: ['fx_rates_b.csv'],
      });
      expect(process.statusCode).toBe(201);
      expect(process.json()[0]).toMatchObject({ pipelineName: 'GainFxRate' });

      const reprocess = await given.configurer.request('POST', `${given.base}/fx-rate/reprocess`, {
        path: 'f-drops',
        fileNames: ['notes.txt', 'fx_rates_b.csv', 'fx_rates_a.csv'],
      });
      expect(reprocess.statusCode).toBe(201);
      const runs = reprocess.json() as PipelineRun[];
      expect(runs).toHaveLength(1);
      const detail = await requestOk<{ parameters: Record<string, unknown> }>(
        given.configurer,
        'GET',
        `/api/pipelines/engagements/${given.engagementId}/runs/${runs[0].id}`,
      );
      expect(detail.parameters).toMatchObject({
        FileNames: ['fx_rates_a.csv'],
        TriggerFileNames: ['fx_rates_a.csv'],
      });
      const none = await given.configurer.request('POST', `${given.base}/fx-rate/reprocess`, {
        path: 'f-drops',
        fileNames: ['notes.txt'],
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors[0]).toMatchObject({
        field: 'fileNames',
        message: 'None of these files matches the FX rate configuration.',
      });
    });

    it('shows no FX rates before an FX-rate run loaded the configured tables', async () => {
      await requestOk(given.configurer, 'PUT', `${given.base}/import-configurations/FxRate`, {
        ...FX_RATE,
        tableConfigurations: [
          { targetTableName: 'fx_rates', sourceFileName: 'fx_rates*.csv', columnConfigurations: [] },
        ],
      });
      const rates = await requestOk<{ tables: unknown[] }>(given.configurer, 'GET', `${given.base}/fx-rates`);
      expect(rates).toMatchObject({ tables: [{ targetTableName: 'fx_rates', preview: null }] });
    });

    it("shows the FX rates the FX rate configuration's table holds", async () => {
      const sql = await server.ctx.services.warehouse.connect(given.engagementId);
      try {
        await sql.run('create schema if not exists gain');
        await sql.run(
          "create or replace table gain.fx_rates as select * from (values ('EUR', 1.0), ('USD', 1.08)) t(currency, rate)",
        );
      } finally {
        await sql.close();
      }
      const rates = await requestOk<{ tables: { preview: { rows: unknown[][]; rowCount: number } }[] }>(
        given.configurer,
        'GET',
        `${given.base}/fx-rates`,
      );
      expect(rates.tables[0].preview?.rowCount).toBe(2);
      expect(rates.tables[0].preview?.rows.map((r) => r[0])).toEqual(['EUR', 'USD']);
    });
  });
});
