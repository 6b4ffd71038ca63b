// Gain table and column configurations for tests: the defaults of a plain table, overridden as needed.
import type { GainColumnConfiguration, GainTableConfiguration } from '@cairn/contracts';

export const column = (c: Partial<GainColumnConfiguration>): GainColumnConfiguration => ({
  mustHaveValue: false,
  dataType: 'Any',
  failureBehaviour: 'Break',
  ...c,
});

export const table = (t: Partial<GainTableConfiguration>): GainTableConfiguration => ({
  targetTableName: 't',
  sourceFileName: 'data.csv',
  sourceFileHasHeaderRow: true,
  rowExistenceCriterion: 'None',
  sourceFileRowsToSkip: 0,
  sourceFileColsToSkip: 0,
  columnConfigurations: [],
  ...t,
});

/** The payroll file's columns in the gain import run tests (DuckDB and PostgreSQL): an employee that
 * must be there, an amount whose bad value skips its row, and a dd-MMM-yyyy payment date. */
export const PAYROLL_COLUMNS: GainColumnConfiguration[] = [
  { columnName: 'employee', mustHaveValue: true, dataType: 'Any', failureBehaviour: 'Break' },
  { columnName: 'amount', mustHaveValue: true, dataType: 'Number', failureBehaviour: 'SkipRow' },
  {
    columnName: 'paid_on',
    mustHaveValue: false,
    dataType: 'DateTime_String',
    dataTypeSpecs: 'dd-MMM-yyyy',
    failureBehaviour: 'Break',
  },
];

/** The payroll table of the gain import tests and benchmark: payroll_*.csv, every row checked. */
export const payrollTable = (columnConfigurations: GainColumnConfiguration[]) =>
  table({
    targetTableName: 'payroll',
    sourceFileName: 'payroll_*.csv',
    rowExistenceCriterion: 'Strict',
    columnConfigurations,
  });
