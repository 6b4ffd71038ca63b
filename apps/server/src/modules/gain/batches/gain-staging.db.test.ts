// A gain engagement's staging calls and the runs they start, on a real database, without a worker:
// runs stay queued where the API puts them.
import { describe, expect, it } from 'vitest';
import { type Paged, type PipelineRun } from '@cairn/contracts';
import { requestOk } from '../../../test/test-server.js';
import { gainBatchesModule } from './gain-batches.module.js';
import { FX_RATE, triggeredBatches, useGainEngagement } from './gain-batches.test-helpers.js';

describe('gain staging API', () => {
  const { server, given, upload, staging, batches } = useGainEngagement();

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
