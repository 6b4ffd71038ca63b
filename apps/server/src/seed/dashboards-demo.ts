// The demo's Cairn dashboards (issue 14): in the regular engagement, payroll cost by period and
// country and the payroll checks over time, both over the model the demo's queued builds make; in
// the gain engagement, one over gain.payroll, the table its queued GainImport run writes (until that
// run has finished, its tiles say the table does not exist yet; the last tile lists what its
// warehouse holds). Stored through the Cairn provider, so they pass the same validation as an upload.
import type { CairnDashboardDefinition } from '@cairn/contracts';
import type { Db } from '../db/client.js';
import { CairnDashboardProvider } from '../modules/dashboards/cairn/cairn.provider.js';

/** The three checks of the demo's tests, one row per payroll line and check (the checks dashboard's tiles). */
const CHECKS_CTE = [
  'with checks as (',
  "  select period, 'no_missing_employee_id' as check_name, (employee_id is null) as failed from model.payroll_lines",
  "  union all select period, 'wage_component_present', (wage_component = 'Unknown') from model.payroll_lines",
  "  union all select period, 'no_negative_amounts', (amount < 0) from model.payroll_lines",
  ')',
];

const COUNTRY_FILTER = {
  id: 'country',
  label: 'Country',
  type: 'select',
  optionsQuery: 'select distinct country from model.employee_costs where country is not null order by 1',
} as const;

export const PAYROLL_COST_DASHBOARD: CairnDashboardDefinition = {
  name: 'Payroll cost by period and country',
  description: 'Payroll cost in EUR from model.employee_costs; the country filter applies to every tile.',
  filters: [COUNTRY_FILTER],
  pages: [
    {
      title: 'Cost',
      tiles: [
        {
          id: 'total_cost',
          title: 'Total cost (EUR)',
          query:
            'select sum(amount_eur) as total_eur from model.employee_costs where $country is null or country = $country',
          chart: { type: 'kpi', value: 'total_eur' },
          width: 8,
        },
        {
          id: 'employees',
          title: 'Employees paid',
          query:
            'select count(distinct employee_id) as employees from model.employee_costs where $country is null or country = $country',
          chart: { type: 'kpi', value: 'employees' },
          width: 8,
        },
        {
          id: 'periods',
          title: 'Periods',
          query:
            'select count(distinct period) as periods from model.employee_costs where $country is null or country = $country',
          chart: { type: 'kpi', value: 'periods' },
          width: 8,
        },
        {
          id: 'cost_by_period',
          title: 'Cost by period and country (EUR)',
          query: [
            "select strftime(period, '%Y-%m') as period, country, sum(amount_eur) as cost_eur",
            '  from model.employee_costs',
            ' where $country is null or country = $country',
            ' group by all order by 1, 2',
          ].join('\n'),
          chart: { type: 'bar', x: 'period', y: 'cost_eur', color: 'country' },
          width: 16,
        },
        {
          id: 'cost_by_country',
          title: 'Share by country',
          query: [
            'select country, sum(amount_eur) as cost_eur from model.employee_costs',
            ' where $country is null or country = $country group by all order by 2 desc',
          ].join('\n'),
          chart: { type: 'pie', category: 'country', value: 'cost_eur' },
          width: 8,
        },
        {
          id: 'cost_by_component',
          title: 'Cost by wage component (EUR)',
          query: [
            'select wage_component, count(*) as lines, sum(amount_eur) as cost_eur from model.employee_costs',
            ' where $country is null or country = $country group by all order by cost_eur desc',
          ].join('\n'),
          chart: { type: 'table' },
          width: 24,
        },
      ],
    },
  ],
};

/** The demo test's checks (node-model-demo.ts payroll_checks) counted per period. */
export const TEST_RESULTS_DASHBOARD: CairnDashboardDefinition = {
  name: 'Test results over time',
  description: "The payroll checks' failing rows per period, from model.payroll_lines.",
  filters: [
    {
      id: 'check',
      label: 'Check',
      type: 'select',
      options: ['no_missing_employee_id', 'wage_component_present', 'no_negative_amounts'],
    },
  ],
  pages: [
    {
      title: 'Checks',
      tiles: [
        {
          id: 'failing_rows',
          title: 'Failing rows',
          query: [
            ...CHECKS_CTE,
            'select count(*) filter (where failed) as failing from checks where $check is null or check_name = $check',
          ].join('\n'),
          chart: { type: 'kpi', value: 'failing' },
          width: 8,
        },
        {
          id: 'failing_over_time',
          title: 'Failing rows per period',
          query: [
            ...CHECKS_CTE,
            "select strftime(period, '%Y-%m') as period, check_name, count(*) filter (where failed) as failing",
            '  from checks where $check is null or check_name = $check group by all order by 1, 2',
          ].join('\n'),
          chart: { type: 'line', x: 'period', y: 'failing', color: 'check_name' },
          width: 16,
        },
        {
          id: 'pass_rate',
          title: 'Share of rows passing per check',
          query: [
            'with checks as (',
            "  select 'no_missing_employee_id' as check_name, (employee_id is null) as failed from model.payroll_lines",
            "  union all select 'wage_component_present', (wage_component = 'Unknown') from model.payroll_lines",
            "  union all select 'no_negative_amounts', (amount < 0) from model.payroll_lines",
            ')',
            'select check_name, round(100.0 * count(*) filter (where not failed) / count(*), 1) as passing_pct',
            '  from checks where $check is null or check_name = $check group by all order by 1',
          ].join('\n'),
          chart: {
            type: 'vega-lite',
            spec: {
              mark: { type: 'bar', tooltip: true },
              encoding: {
                y: { field: 'check_name', type: 'nominal', title: null },
                x: {
                  field: 'passing_pct',
                  type: 'quantitative',
                  scale: { domain: [0, 100] },
                  title: '% passing',
                },
              },
            },
          },
          width: 24,
        },
      ],
    },
  ],
};

export const GAIN_DASHBOARD: CairnDashboardDefinition = {
  name: 'Gain payroll batches',
  description:
    'gain.payroll as the gain import writes it; empty until the queued GainImport run has finished.',
  pages: [
    {
      title: 'Payroll',
      tiles: [
        {
          id: 'gross_total',
          title: 'Gross amount',
          query: 'select sum(GrossAmount) as gross from gain.payroll',
          chart: { type: 'kpi', value: 'gross' },
          width: 8,
        },
        {
          id: 'gross_by_country',
          title: 'Gross amount by country',
          query:
            'select Country as country, sum(GrossAmount) as gross from gain.payroll group by all order by 2 desc',
          chart: { type: 'bar', x: 'country', y: 'gross' },
          width: 16,
        },
        {
          id: 'warehouse_tables',
          title: 'Tables in the warehouse',
          query: [
            'select table_schema, table_name from information_schema.tables',
            " where table_schema in ('import', 'gain', 'model', 'labeling') and table_name not like '\\_\\_cairn%' escape '\\'",
            ' order by 1, 2',
          ].join('\n'),
          chart: { type: 'table' },
          width: 24,
        },
      ],
    },
  ],
};

export async function seedDashboardsDemo(
  db: Db,
  engagements: { regular: string; gain: string },
  author: { id: string; email: string; name: string },
) {
  const cairn = new CairnDashboardProvider(db, {
    userName: async () => author.name,
    applicationName: async () => undefined,
  });
  const caller = { type: 'User', id: author.id, email: author.email, sessionKind: 'browser' } as const;
  const upload = (engagementId: string, fileName: string, definition: CairnDashboardDefinition) =>
    cairn.upload(engagementId, { fileName, bytes: Buffer.from(JSON.stringify(definition, null, 2)) }, caller);
  await upload(engagements.regular, 'payroll-cost.json', PAYROLL_COST_DASHBOARD);
  await upload(engagements.regular, 'test-results.json', TEST_RESULTS_DASHBOARD);
  await upload(engagements.gain, 'gain-payroll.json', GAIN_DASHBOARD);
}
