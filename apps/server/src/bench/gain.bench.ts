// A gain import of a 100,000-row CSV through its table and column configurations (every column
// typed and checked in the warehouse's SQL, failure behaviours applied, written to gain.<table>)
// side by side with the plain CSV import of the same file (the ImportFiles run's load: DuckDB's
// read_csv with type detection into import.<table>), in one run, in the same kind of warehouse
// process with Cairn's default limits. Ratio: gain's time / the plain import's (target at most 1.5).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GainImportConfigurationSave } from '@cairn/contracts';
import { loadConfig } from '../config.js';
import { loadCsv } from '../modules/import/load-csv.js';
import { saveAsUtf8 } from '../modules/import/save-as-utf8.js';
import { runGainImport } from '../modules/gain/import-engine/gain-import.js';
import { WarehouseService } from '../warehouse/warehouse.service.js';
import { benchPayrollRow } from '../test/bench-payroll.js';
import { report } from './report.js';
import { payrollTable } from '../modules/gain/import-engine/gain-configuration.test-helpers.js';

export const name = 'gain';
const ROWS = 100_000;
/** Rounds of each, alternating; the best time of each counts (the machine may be busy with other work). */
const ROUNDS = 5;
const HEADER =
  'employee_id,employee_name,period,wage_component,amount,currency,country,cost_center,hours,fte,approved,note';

function writeCsv(file: string) {
  const lines = [HEADER];
  for (let i = 0; i < ROWS; i++) {
    const amount = i % 997 === 0 ? 'n/a' : (((i * 7919) % 900_000) / 100 - 500).toFixed(2);
    lines.push(benchPayrollRow(i, ['NL', 'DE', 'GB', 'FR', 'XX'], amount).join(','));
  }
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
}

const column = (
  columnName: string,
  c: Partial<GainImportConfigurationSave['tableConfigurations'][0]['columnConfigurations'][0]>,
) => ({
  columnName,
  mustHaveValue: false,
  dataType: 'Any' as const,
  failureBehaviour: 'Break' as const,
  ...c,
});

const CONFIGURATION: GainImportConfigurationSave = {
  fileLogicType: 'BooleanLogic',
  fileConfigurations: [
    { namePattern: 'payroll_*.csv', isRequired: true, isTrigger: true, isVersioned: true, isArchived: false },
  ],
  tableConfigurations: [
    payrollTable([
      column('employee_id', { mustHaveValue: true }),
      column('period', { dataType: 'DateTime_String', dataTypeSpecs: 'yyyy-MM-dd' }),
      column('amount', { dataType: 'Number', mustHaveValue: true, failureBehaviour: 'SkipRow' }),
      column('country', { dataType: 'CountryCode', failureBehaviour: 'SetNull' }),
      column('hours', { dataType: 'Number', failureBehaviour: 'SetNull' }),
      column('fte', { dataType: 'Number' }),
    ]),
  ],
  inputSqlConfiguration: null,
};

async function seconds(fn: () => Promise<unknown>) {
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e9;
}
const best = (values: number[]) => Math.min(...values);

export async function run(prefix: string) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-gain-bench-'));
  try {
    const config = loadConfig({ CAIRN_DATA_DIR: tmp });
    const source = path.join(tmp, 'payroll_2026-10.csv');
    writeCsv(source);
    const warehouse = new WarehouseService(config.warehouse, tmp);
    const c = await warehouse.connectThrowaway(path.join(tmp, 'bench.duckdb'), { readableDirectory: tmp });
    try {
      await c.run('CREATE SCHEMA IF NOT EXISTS import');
      const plain: number[] = [];
      const gain: number[] = [];
      // Each import starts from a checkpointed database, so neither pays for the other's write-ahead log.
      for (let round = 0; round < ROUNDS; round++) {
        await c.run('CHECKPOINT');
        plain.push(
          await seconds(async () => {
            const target = path.join(tmp, 'plain.csv');
            await saveAsUtf8(fs.createReadStream(source), target, 'utf-8');
            const load = await loadCsv(c, target, 'payroll', {
              delimiter: ',',
              quote: '"',
              newLine: '\n',
              header: true,
              exactDecimals: true,
            });
            if (load.rows !== ROWS) throw new Error(`plain import loaded ${load.rows} rows`);
          }),
        );
        await c.run('CHECKPOINT');
        gain.push(
          await seconds(async () => {
            const outcome = await runGainImport(c, CONFIGURATION, {
              files: ['payroll_2026-10.csv'],
              open: async () => fs.createReadStream(source),
              tmp,
              xlsxLimits: config.import.xlsx,
              write: true,
            });
            if (!outcome.ok || outcome.tables[0].rowsWritten !== ROWS - Math.ceil(ROWS / 997))
              throw new Error(
                `gain import: ${JSON.stringify(outcome.problems)} ${outcome.tables[0]?.rowsWritten}`,
              );
          }),
        );
      }
      report(prefix, 'gain.import.ratio_vs_plain', best(gain) / best(plain), 'x');
      report(prefix, 'gain.import.seconds', best(gain), 's');
      report(prefix, 'gain.import.plain_seconds', best(plain), 's');
    } finally {
      await c.close();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
