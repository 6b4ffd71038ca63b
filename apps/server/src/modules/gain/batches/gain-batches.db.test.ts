// The Gain area's batches on a real database, without a worker: runs stay queued where the API puts
// them. Staging and the starts of runs: gain-staging.db.test.ts.
import { describe, expect, it } from 'vitest';
import { type GainBatchAnswer, type Paged } from '@cairn/contracts';
import { requestOk } from '../../../test/test-server.js';
import { useGainEngagement } from './gain-batches.test-helpers.js';

describe('gain batches API', () => {
  const { server, given, anonymous } = useGainEngagement();

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
          delivery: null,
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
});
