// Import through the API into an engagement whose warehouse is on PostgreSQL (its node model
// configuration names the installation's warehouse server): CSV and XLSX files land in
// import.<table> through COPY with the types DuckDB reads from the file, a value that does not fit
// makes its column text (reported), and a malformed line fails its file and keeps the old table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { startRunWorker, type RunWorker } from '../../jobs/run-worker.js';
import { xlsxBytes } from '../../seed/xlsx-file.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { signInWithRole, useTestServer, type SignedInClient } from '../../test/test-server.js';
import {
  postgresWarehouseEnv,
  useWarehouseServer,
  warehouseAdminUrl,
} from '../../test/postgres-warehouse.js';
import { dropEngagementWarehouse } from '../../warehouse/postgres/pg-provisioning.js';
import { memoryLog } from '../pipelines/runs.test-helpers.js';
import { importCalls } from './import.test-helpers.js';

const adminUrl = warehouseAdminUrl();

describe('import into a PostgreSQL warehouse', () => {
  const server = useTestServer({
    CAIRN_RUN_POLL_MS: '50',
    CAIRN_RUN_HEARTBEAT_SECONDS: '1',
    ...postgresWarehouseEnv(),
  });
  let worker: RunWorker;
  let engagementId: string;
  let writer: SignedInClient;

  beforeAll(async () => {
    const db = server.database.db;
    engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    await useWarehouseServer(server, engagementId);
    writer = await signInWithRole(server, ROLE_NAMES.configurer, engagementScope(engagementId));
    worker = startRunWorker(server.ctx, memoryLog().log);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await dropEngagementWarehouse(adminUrl, engagementId);
  });

  const { newFolder, upload, importAndWait, preview } = importCalls(
    () => writer,
    () => engagementId,
  );

  let payrollFolder = '';

  it('loads a CSV with the types read from it, exact decimals, and reports a value that does not fit', async () => {
    const folder = (payrollFolder = await newFolder('Payroll'));
    const lines = ['id,paid_on,amount,regular,note'];
    for (let i = 1; i <= 30_000; i++)
      lines.push(`${i},2026-01-${String((i % 28) + 1).padStart(2, '0')},${i}.10,${i % 2 === 0},"n, ${i}"`);
    lines.push('30001,2026-02-01,1234567890123.45,true,');
    await upload(folder, [
      { name: 'payroll.csv', content: `${lines.join('\n')}\n` },
      {
        name: 'late.csv',
        content: `id,hours\n${Array.from({ length: 25_000 }, (_, i) => `${i},${i === 24_000 ? 'N/A' : i}`).join('\n')}\n`,
      },
    ]);
    const run = await importAndWait(folder, ['payroll.csv', 'late.csv'], 'Succeeded');
    expect(run.message).toBe('Imported 2 files: import.payroll (30,001 rows), import.late (25,000 rows)');
    const payroll = await preview('payroll');
    expect(payroll.columns).toEqual([
      { name: 'id', type: 'bigint' },
      { name: 'paid_on', type: 'date' },
      { name: 'amount', type: 'numeric' },
      { name: 'regular', type: 'boolean' },
      { name: 'note', type: 'text' },
    ]);
    expect(payroll.rows[0]).toEqual([1, '2026-01-02', '1.10', false, 'n, 1']);
    expect(payroll.rowCount).toBe(30_001);
    const messages = run.log.map((l) => l.message);
    expect(messages).toContain(
      'late.csv: column hours was loaded as text (VARCHAR): some of its values are not of the type found in the first rows',
    );
    expect(messages).toContain(
      "late.csv line 24002, column hours: the value does not fit the column's type bigint",
    );
    expect((await preview('late')).columns).toEqual([
      { name: 'id', type: 'bigint' },
      { name: 'hours', type: 'text' },
    ]);
  }, 60_000);

  it('fails a malformed CSV naming the line and keeps the table it would replace', async () => {
    // The same file again, now broken: the table it would replace stays as it was.
    const good = Array.from({ length: 20 }, (_, i) => `${i + 1},n${i}`).join('\n');
    await upload(payrollFolder, [{ name: 'payroll.csv', content: `id,name\n${good}\n21,b,extra\n22,c\n` }]);
    const run = await importAndWait(payrollFolder, ['payroll.csv'], 'Failed');
    expect(run.message).toBe('payroll.csv line 22: Expected Number of Columns: 2 Found: 3');
    expect((await preview('payroll')).rowCount).toBe(30_001);
  }, 60_000);

  it('loads an XLSX worksheet, rows ending at their last filled cell', async () => {
    const folder = await newFolder('Excel');
    const book = await xlsxBytes([
      {
        name: 'Employees',
        rows: [
          ['employee_id', 'hire_date', 'fte', 'note'],
          ['00123', new Date(Date.UTC(2020, 0, 15)), 1, 'a, "quoted" note'],
          ['00124', new Date(Date.UTC(2021, 5, 1)), 0.8],
        ],
      },
    ]);
    await upload(folder, [{ name: 'staff.xlsx', content: book }]);
    await importAndWait(folder, ['staff.xlsx'], 'Succeeded');
    expect(await preview('staff')).toMatchObject({
      columns: [
        { name: 'employee_id', type: 'text' },
        { name: 'hire_date', type: 'date' },
        { name: 'fte', type: 'double precision' },
        { name: 'note', type: 'text' },
      ],
      rows: [
        ['00123', '2020-01-15', 1, 'a, "quoted" note'],
        ['00124', '2021-06-01', 0.8, null],
      ],
    });
  }, 60_000);
});
