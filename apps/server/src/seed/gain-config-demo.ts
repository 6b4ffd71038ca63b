// Demo gain import configuration (issue 13): the demo gain engagement's monthly payroll drop —
// versioned files whose wildcard is the month (payroll_2026-09.csv, employees_2026-09.csv and the
// trigger ready_2026-09.txt), the payroll file required, all archived once processed — loading
// two tables whose columns use several data types and failure behaviours; and an FX rate
// configuration with its single (trigger) file and one table. Each process type has a short
// history, so the Files and Tables tabs show versions to restore from the first sign-in. Staged
// files and batches (gain-batches-demo.ts) follow these patterns.
import {
  gainImportConfigurationProblems,
  normalizeGainImportConfiguration,
  type GainColumnConfiguration,
  type GainImportConfigurationSave,
  type GainProcessType,
  type GainTableConfiguration,
} from '@cairn/contracts';
import type { Db } from '../db/client.js';
import { gainImportConfigurationVersions } from '../db/schema/gain-import-config.js';

const DAY = 24 * 60 * 60 * 1000;

const column = (
  columnName: string,
  dataType: GainColumnConfiguration['dataType'],
  more: Partial<GainColumnConfiguration> = {},
): GainColumnConfiguration => ({
  columnName,
  columnIndex: null,
  mustHaveValue: false,
  dataType,
  dataTypeSpecs: null,
  failureBehaviour: 'Break',
  ...more,
});

const table = (
  targetTableName: string,
  sourceFileName: string,
  columnConfigurations: GainColumnConfiguration[],
  more: Partial<GainTableConfiguration> = {},
): GainTableConfiguration => ({
  targetTableName,
  sourceFileName,
  sourceFileWorksheetName: null,
  sourceFileHasHeaderRow: true,
  rowExistenceCriterion: 'None',
  sourceFileRowsToSkip: 0,
  sourceFileColsToSkip: 0,
  sourceFileColsToTake: null,
  columnConfigurations,
  ...more,
});

/** The monthly payroll drop's file patterns (the wildcard is the month, e.g. 2026-09). */
export const GAIN_DEMO_FILES = {
  payroll: 'payroll_*.csv',
  employees: 'employees_*.csv',
  trigger: 'ready_*.txt',
  fxRates: 'fx_rates_*.csv',
} as const;

const payrollFiles = (archived: boolean) => [
  {
    namePattern: GAIN_DEMO_FILES.payroll,
    isRequired: true,
    isTrigger: false,
    isVersioned: true,
    isArchived: archived,
  },
  {
    namePattern: GAIN_DEMO_FILES.trigger,
    isRequired: false,
    isTrigger: true,
    isVersioned: true,
    isArchived: archived,
  },
];
const fxRatesFile = (archived: boolean) => ({
  namePattern: GAIN_DEMO_FILES.fxRates,
  isRequired: true,
  isTrigger: true,
  isVersioned: true,
  isArchived: archived,
});

const employeeFile = {
  namePattern: GAIN_DEMO_FILES.employees,
  isRequired: false,
  isTrigger: false,
  isVersioned: true,
  isArchived: true,
};

const payrollTable = (checked: boolean) =>
  table(
    'payroll',
    GAIN_DEMO_FILES.payroll,
    [
      column('EmployeeId', checked ? 'Guid' : 'Any', { mustHaveValue: true }),
      column('PayDate', 'DateTime_String', { dataTypeSpecs: 'dd-MMM-yyyy', failureBehaviour: 'SetNull' }),
      column('GrossAmount', 'Number', {
        mustHaveValue: true,
        failureBehaviour: checked ? 'SkipRow' : 'Break',
      }),
      ...(checked
        ? [
            column('Hours', 'Integer', { failureBehaviour: 'SetNull' }),
            column('Country', 'CountryCode', { failureBehaviour: 'SkipRow' }),
          ]
        : []),
    ],
    { rowExistenceCriterion: checked ? 'Strict' : 'None' },
  );
const employeesTable = table(
  'employees',
  GAIN_DEMO_FILES.employees,
  [
    column('EmployeeId', 'Guid', { mustHaveValue: true }),
    column('Name', 'Any', { mustHaveValue: true }),
    column('Country', 'CountryName', { failureBehaviour: 'SetNull' }),
    column('Region', 'RegionCode', { failureBehaviour: 'SetNull' }),
  ],
  { rowExistenceCriterion: 'Coupled' },
);

/** Oldest first: what each version of the demo's configuration was. */
export const GAIN_DEMO_CONFIGURATION_VERSIONS: Record<GainProcessType, GainImportConfigurationSave[]> = {
  GainData: [
    {
      fileLogicType: 'BooleanLogic',
      fileConfigurations: payrollFiles(false),
      tableConfigurations: [payrollTable(false)],
      inputSqlConfiguration: null,
    },
    {
      fileLogicType: 'BooleanLogic',
      fileConfigurations: [...payrollFiles(true), employeeFile],
      tableConfigurations: [payrollTable(false), employeesTable],
      inputSqlConfiguration: null,
    },
    {
      fileLogicType: 'BooleanLogic',
      fileConfigurations: [...payrollFiles(true), employeeFile],
      tableConfigurations: [payrollTable(true), employeesTable],
      inputSqlConfiguration: null,
    },
  ],
  FxRate: [
    {
      fileLogicType: 'BooleanLogic',
      fileConfigurations: [fxRatesFile(false)],
      tableConfigurations: [
        table('fx_rates', GAIN_DEMO_FILES.fxRates, [
          column('Currency', 'Any', { mustHaveValue: true }),
          column('Rate', 'Number', { mustHaveValue: true }),
        ]),
      ],
      inputSqlConfiguration: null,
    },
    {
      fileLogicType: 'BooleanLogic',
      fileConfigurations: [fxRatesFile(true)],
      tableConfigurations: [
        table('fx_rates', GAIN_DEMO_FILES.fxRates, [
          column('Currency', 'Any', { mustHaveValue: true }),
          column('RateDate', 'DateTime_String', { mustHaveValue: true, dataTypeSpecs: 'yyyy-MM-dd' }),
          column('Rate', 'Number', { mustHaveValue: true }),
        ]),
      ],
      inputSqlConfiguration: null,
    },
  ],
};

/** Seeds one gain engagement's import configuration versions, written by `author`, days apart. */
export async function seedGainConfigDemo(
  db: Db,
  engagementId: string,
  author: { id: string; name: string },
  now = Date.now(),
) {
  for (const [processType, versions] of Object.entries(GAIN_DEMO_CONFIGURATION_VERSIONS) as [
    GainProcessType,
    GainImportConfigurationSave[],
  ][]) {
    const rows = versions.map((configuration, i) => {
      // The demo keeps to the rules a user's save must pass.
      const problems = gainImportConfigurationProblems(processType, configuration);
      if (problems.length) throw new Error(`gain demo ${processType} v${i + 1}: ${JSON.stringify(problems)}`);
      const normal = normalizeGainImportConfiguration(processType, configuration);
      return {
        engagementId,
        processType,
        version: i + 1,
        fileLogicType: normal.fileLogicType,
        fileConfigurations: normal.fileConfigurations,
        tableConfigurations: normal.tableConfigurations,
        sqlQuery: normal.inputSqlConfiguration?.sqlQuery ?? null,
        createdAt: new Date(now - (versions.length - i) * 3 * DAY),
        createdBy: author.id,
        createdByName: author.name,
      };
    });
    await db.insert(gainImportConfigurationVersions).values(rows);
  }
}
