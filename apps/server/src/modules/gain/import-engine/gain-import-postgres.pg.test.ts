// A gain import run into an engagement whose warehouse is on PostgreSQL: the checks run in DuckDB
// SQL on a scratch database in the run's folder, and the batch's tables are copied into the
// engagement's database in one transaction at the end (warehouse/postgres/pg-publish.ts). Values keep
// their types and quotes; a batch that fails its checks leaves the tables as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  engagementScope,
  ROLE_NAMES,
  type GainImportConfigurationSave,
  type PipelineRun,
  type TablePreview,
  type WarehouseTable,
} from '@cairn/contracts';
import { startRunWorker, type RunWorker } from '../../../jobs/run-worker.js';
import { createFolder, uploadFiles } from '../../../test/engagement-storage.js';
import { buildEngagement, buildTenant } from '../../../test/factories.js';
import {
  postgresWarehouseEnv,
  useWarehouseServer,
  warehouseAdminUrl,
} from '../../../test/postgres-warehouse.js';
import { signInWithRole, useTestServer, type SignedInClient } from '../../../test/test-server.js';
import { dropEngagementWarehouse } from '../../../warehouse/postgres/pg-provisioning.js';
import { memoryLog, waitForRun } from '../../pipelines/runs.test-helpers.js';
import { GAIN_IMPORT_PIPELINE } from '../ports.js';
import { PAYROLL_COLUMNS, table } from './gain-configuration.test-helpers.js';

const CONFIGURATION: GainImportConfigurationSave = {
  fileLogicType: 'BooleanLogic',
  fileConfigurations: [
    {
      namePattern: 'payroll_*.csv',
      isRequired: true,
      isTrigger: false,
      isVersioned: true,
      isArchived: false,
    },
    { namePattern: 'notes_*.csv', isRequired: false, isTrigger: false, isVersioned: true, isArchived: false },
  ],
  tableConfigurations: [
    table({
      targetTableName: 'payroll',
      sourceFileName: 'payroll_*.csv',
      columnConfigurations: PAYROLL_COLUMNS,
    }),
    table({ targetTableName: 'notes', sourceFileName: 'notes_*.csv' }),
  ],
  inputSqlConfiguration: null,
};

describe('gain import into a PostgreSQL warehouse', () => {
  const server = useTestServer({ CAIRN_RUN_POLL_MS: '50', ...postgresWarehouseEnv() });
  let worker: RunWorker;
  let engagementId: string;
  let writer: SignedInClient;
  let folder: string;
  const pipelines = () => `/api/pipelines/engagements/${engagementId}`;

  beforeAll(async () => {
    const db = server.database.db;
    const features = ['GAIN', 'Storage', 'Pipelines'];
    engagementId = (await buildEngagement(db, (await buildTenant(db)).id, { features })).id;
    await useWarehouseServer(server, engagementId);
    writer = await signInWithRole(server, ROLE_NAMES.configurer, engagementScope(engagementId));
    const saved = await writer.request(
      'PUT',
      `/api/engagements/${engagementId}/gain/import-configurations/GainData`,
      CONFIGURATION,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    folder = await createFolder(writer, engagementId, 'drop');
    worker = startRunWorker(server.ctx, memoryLog().log);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await dropEngagementWarehouse(warehouseAdminUrl(), engagementId);
  });

  const importBatch = async (files: { name: string; content: string }[]) => {
    await uploadFiles(writer, engagementId, folder, files);
    const res = await writer.request('POST', `${pipelines()}/runs`, {
      pipelineName: GAIN_IMPORT_PIPELINE,
      layer: 'import',
      parameters: { FileNames: files.map((f) => f.name) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return waitForRun(writer, engagementId, (res.json() as PipelineRun).id, ['Succeeded', 'Failed'], 90_000);
  };
  const gainTables = async () =>
    ((await writer.request('GET', `${pipelines()}/warehouse/tables`)).json() as WarehouseTable[])
      .filter((t) => t.schema === 'gain')
      .map((t) => [t.name, t.rowCount])
      .sort();
  const rowsOf = async (name: string) => {
    const res = await writer.request('GET', `${pipelines()}/warehouse/tables/gain/${name}/preview?limit=10`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as TablePreview;
    return { columns: preview.columns.map((c) => c.name), rows: preview.rows };
  };

  it('checks the batch in DuckDB SQL and copies its tables in, values as they were checked', async () => {
    const done = await importBatch([
      {
        name: 'payroll_2026-10.csv',
        content: [
          'employee,amount,paid_on',
          'E1,100.50,05-Oct-2026',
          'E2,oops,05-Oct-2026',
          'E3,75,06-Oct-2026',
        ].join('\n'),
      },
      {
        name: 'notes_2026-10.csv',
        content: ['employee,note', 'E1,"said ""hi"", then left"', 'E3,""', 'E4,'].join('\n'),
      },
    ]);
    expect(done.status, JSON.stringify(done.log.map((l) => l.message))).toBe('Succeeded');
    expect(done.message).toBe('Batch 2026-10: imported gain.payroll (2 rows), gain.notes (3 rows)');
    expect(done.log.map((l) => l.message)).toContain(
      '- payroll_2026-10.csv line 3, column amount: not a Number (SkipRow)',
    );
    expect(await gainTables()).toEqual([
      ['notes', 3],
      ['payroll', 2],
    ]);
    const payroll = await rowsOf('payroll');
    expect(payroll.columns).toEqual(['employee', 'amount', 'paid_on']);
    expect(
      payroll.rows
        .map(([employee, amount, paidOn]) => [employee, amount, String(paidOn).slice(0, 10)])
        .sort(),
    ).toEqual([
      ['E1', 100.5, '2026-10-05'],
      ['E3', 75, '2026-10-06'],
    ]);
    // A quoted quote and comma survive; an empty value is NULL, as on DuckDB.
    const notes = await rowsOf('notes');
    const noteOf = new Map(notes.rows.map(([employee, note]) => [employee, note]));
    expect(noteOf.get('E1')).toBe('said "hi", then left');
    expect([noteOf.get('E3'), noteOf.get('E4')]).toEqual([null, null]);
  }, 120_000);

  it('leaves every table as it was when a batch fails its checks', async () => {
    const done = await importBatch([
      { name: 'payroll_2026-11.csv', content: 'employee,amount,paid_on\nE9,10,31-Nov-2026' },
      { name: 'notes_2026-11.csv', content: 'employee,note\nE9,new' },
    ]);
    expect(done.status).toBe('Failed');
    expect(done.message).toBe(
      'payroll_2026-11.csv: 1 value failed the checks of column paid_on (failure behaviour Break).',
    );
    expect(await gainTables()).toEqual([
      ['notes', 3],
      ['payroll', 2],
    ]);
  }, 120_000);

  it('replaces the tables with the next batch', async () => {
    const done = await importBatch([
      { name: 'payroll_2026-12.csv', content: 'employee,amount,paid_on\nE5,1e3,01-Dec-2026' },
      { name: 'notes_2026-12.csv', content: 'employee,note\nE5,first\nE6,second' },
    ]);
    expect(done.status, done.message ?? undefined).toBe('Succeeded');
    expect(await gainTables()).toEqual([
      ['notes', 2],
      ['payroll', 1],
    ]);
    expect((await rowsOf('payroll')).rows.map((r) => r.slice(0, 2))).toEqual([['E5', 1000]]);
  }, 120_000);
});
