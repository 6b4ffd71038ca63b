// The demo node model: DuckDB SQL over the demo payroll files that the import puts into
// import.payroll_2026, import.employees and import.fx_rates. Written through the node model service,
// so every rule holds and the history shows real commits by the demo configurer: everything on
// `main`, then a `working` branch from it with one change, then `main` made read-only.
import type { Config } from '../config.js';
import {
  encodeQuery,
  extractQueryFields,
  guessDataType,
  type CloudProvider,
  type NodeModelLayer,
  type Property,
} from '@cairn/contracts';
import type { Db } from '../db/client.js';
import { PrincipalDirectory } from '../modules/authorization/principal-directory.js';
import { AccessService } from '../access/access.service.js';
import { ProfileService } from '../modules/profile/profile.service.js';
import { EngagementService } from '../modules/engagements/engagements.service.js';
import { NodeModelService } from '../modules/node-model/node-model.service.js';
import type { GitAuthor } from '../modules/node-model/git-repository.js';

interface Named {
  name: string;
  query: string;
}
export interface DemoNode {
  layer: NodeModelLayer;
  name: string;
  dbSchema?: string;
  query: string;
  /** Fields whose name guesses the wrong type. */
  types?: Record<string, 'integer' | 'decimal'>;
  properties?: Property[];
  sources?: Named[];
  categories?: Named[];
  tests?: (Named & { categoryNames: string[] })[];
}

const lines = (...text: string[]) => `${text.join('\n')}\n`;

/** In build order: a node reads only import tables and the nodes above it. */
export const PAYROLL_DEMO_MODEL: DemoNode[] = [
  {
    layer: 'model',
    name: 'payroll_lines',
    query: lines(
      '-- One row per employee, period and wage component, from the payroll export.',
      'select employee_id as employee_id,',
      '       employee_name as employee_name,',
      '       period as period,',
      "       coalesce(nullif(trim(wage_component), ''), 'Unknown') as wage_component,",
      '       amount as amount,',
      '       upper(currency) as currency,',
      '       upper(country) as country',
      '  from import.payroll_2026',
    ),
    sources: [{ name: 'payroll_2026', query: lines('select * from import.payroll_2026') }],
  },
  {
    layer: 'model',
    name: 'employee_costs',
    query: lines(
      "-- Payroll amounts in EUR with the period's rate (EUR amounts as they are).",
      'select p.employee_id as employee_id,',
      '       p.period as period,',
      '       p.wage_component as wage_component,',
      '       p.country as country,',
      '       p.currency as currency,',
      '       p.amount as amount,',
      "       cast(round(case when p.currency = 'EUR' then p.amount else p.amount * fx.rate_to_eur end, 2) as decimal(18, 2)) as amount_eur",
      '  from model.payroll_lines as p',
      '  left join import.fx_rates as fx',
      '    on fx.currency = p.currency and fx.period = p.period',
    ),
    sources: [{ name: 'fx_rates', query: lines('select * from import.fx_rates') }],
  },
  {
    layer: 'model',
    name: 'headcount',
    query: lines(
      '-- Employees per department and country, and their full-time equivalents (a cast, not',
      '-- round(): PostgreSQL rounds no double to places, and the demo runs on both engines).',
      'select department as department,',
      '       country as country,',
      '       count(*) as employee_count,',
      '       cast(sum(fte) as decimal(18, 2)) as fte_total',
      '  from import.employees',
      ' group by department, country',
    ),
    types: { employee_count: 'integer', fte_total: 'decimal' },
    sources: [{ name: 'employees', query: lines('select * from import.employees') }],
  },
  {
    layer: 'filtering',
    name: 'payroll_filtered',
    query: lines(
      '-- The payroll of one country from a minimum amount on: $country and $min_amount are the',
      "-- node's properties, passed to the query as parameters when the layer is built.",
      'select employee_id as employee_id,',
      '       period as period,',
      '       wage_component as wage_component,',
      '       amount_eur as amount_eur',
      '  from model.employee_costs',
      ' where country = $country',
      '   and amount_eur >= cast($min_amount as decimal(18, 2))',
    ),
    properties: [
      { name: 'min_amount', value: '0' },
      { name: 'country', value: 'NL' },
    ],
  },
  {
    layer: 'labeling',
    name: 'wage_component_labels',
    query: lines(
      '-- Each wage component labelled for reporting; what no rule knows gets $default_label.',
      'select employee_id as employee_id,',
      '       period as period,',
      '       wage_component as wage_component,',
      "       case when wage_component ilike '%salary%' or wage_component ilike '%base%' then 'Salary'",
      "            when wage_component ilike '%bonus%' then 'Bonus'",
      "            when wage_component ilike '%overtime%' then 'Overtime'",
      "            when wage_component ilike '%allowance%' then 'Allowance'",
      '            else $default_label end as wage_label,',
      '       amount_eur as amount_eur',
      '  from filtering.payroll_filtered',
    ),
    properties: [{ name: 'default_label', value: 'Other' }],
  },
  {
    layer: 'analytical',
    name: 'cost_overview',
    query: lines(
      '-- Cost per period and label: the figures the dashboards show.',
      'select period as period,',
      '       wage_label as wage_label,',
      '       count(distinct employee_id) as employee_count,',
      '       sum(amount_eur) as total_amount_eur',
      '  from labeling.wage_component_labels',
      ' group by period, wage_label',
    ),
    types: { employee_count: 'integer' },
    categories: [
      {
        name: 'salary_costs',
        query: lines("select * from analytical.cost_overview where wage_label = 'Salary'"),
      },
      {
        name: 'variable_pay',
        query: lines("select * from analytical.cost_overview where wage_label in ('Bonus', 'Overtime')"),
      },
    ],
  },
  {
    layer: 'test',
    name: 'payroll_checks',
    query: lines(
      '-- Checks on the payroll as imported and as modelled; each test returns the rows that fail.',
      'select * from model.payroll_lines',
    ),
    tests: [
      {
        name: 'no_missing_employee_id',
        categoryNames: ['completeness'],
        query: lines(
          '-- Passes: every payroll line names its employee.',
          'select *',
          '  from import.payroll_2026',
          " where employee_id is null or trim(employee_id) = ''",
        ),
      },
      {
        name: 'wage_component_present',
        categoryNames: ['completeness'],
        query: lines(
          '-- Finds the lines the export left without a wage component.',
          'select *',
          '  from import.payroll_2026',
          " where wage_component is null or trim(wage_component) = ''",
        ),
      },
      {
        name: 'no_negative_amounts',
        categoryNames: ['plausibility'],
        query: lines(
          '-- Finds corrections booked as negative amounts.',
          'select * from model.payroll_lines where amount < 0',
        ),
      },
    ],
  },
];

/** A gain engagement's minimal model: two-character field names are fine there. */
export const GAIN_DEMO_MODEL: DemoNode[] = [
  {
    layer: 'model',
    name: 'gain_lines',
    query: lines(
      'select employee_id as id,',
      '       period as period,',
      '       amount as amount,',
      '       currency as currency',
      '  from import.payroll_2026',
    ),
  },
  {
    layer: 'labeling',
    name: 'fx_rates',
    query: lines(
      'select currency as currency,',
      '       period as period,',
      '       rate_to_eur as rate',
      '  from import.fx_rates',
    ),
  },
];

/** The change on `working` that makes history and compare show something. */
const WORKING_HEADCOUNT = lines(
  '-- Employees per department and country, their full-time equivalents and the average.',
  'select department as department,',
  '       country as country,',
  '       count(*) as employee_count,',
  '       cast(sum(fte) as decimal(18, 2)) as fte_total,',
  '       cast(avg(fte) as decimal(18, 2)) as fte_average',
  '  from import.employees',
  ' group by department, country',
);

export function demoFields(node: DemoNode, provider: CloudProvider) {
  const typeOf = {
    integer: provider === 'aws' ? 'INTEGER' : 'INT',
    decimal: provider === 'aws' ? 'REAL' : 'DECIMAL(38,5)',
  };
  return extractQueryFields(node.query).map((name) => ({
    name,
    dataType: node.types?.[name] ? typeOf[node.types[name]] : guessDataType(name, provider),
  }));
}

async function writeModel(
  nodeModel: NodeModelService,
  engagementId: string,
  model: DemoNode[],
  provider: CloudProvider,
  author: GitAuthor,
) {
  for (const node of model) {
    const ref = { engagementId, branch: 'main', layer: node.layer, node: node.name };
    await nodeModel.addNode(
      engagementId,
      'main',
      node.layer,
      { name: node.name, dbSchema: node.dbSchema, query: encodeQuery(node.query) },
      author,
    );
    await nodeModel.saveFields(ref, demoFields(node, provider), author);
    if (node.properties) await nodeModel.saveProperties(ref, node.properties, author);
    for (const source of node.sources ?? [])
      await nodeModel.queries.addNamedQuery(
        ref,
        'sources',
        { name: source.name, query: encodeQuery(source.query) },
        author,
      );
    for (const category of node.categories ?? [])
      await nodeModel.queries.addNamedQuery(
        ref,
        'categories',
        { name: category.name, query: encodeQuery(category.query) },
        author,
      );
    for (const test of node.tests ?? [])
      await nodeModel.queries.addTest(ref, { ...test, query: encodeQuery(test.query) }, author);
  }
  await nodeModel.addBranch(engagementId, { name: 'working', parentBranch: 'main' }, author);
  await nodeModel.updateBranch(engagementId, 'main', { readOnly: true }, author);
}

export async function seedNodeModelDemo(
  db: Db,
  options: { dataDir: string; cloudProvider: CloudProvider; nodeModelGit?: Config['nodeModelGit'] },
  engagements: { regular: string; gain: string },
  author: GitAuthor,
) {
  const access = new AccessService(db);
  // The seed fills new engagements before any server serves them: no other writer, so no database lock.
  const nodeModel = new NodeModelService(
    options,
    { db, kind: 'pglite' },
    new EngagementService(db, access, new ProfileService(db, access)),
    new PrincipalDirectory(db),
  );
  await writeModel(nodeModel, engagements.regular, PAYROLL_DEMO_MODEL, options.cloudProvider, author);
  await nodeModel.updateNode(
    { engagementId: engagements.regular, branch: 'working', layer: 'model', node: 'headcount' },
    { query: encodeQuery(WORKING_HEADCOUNT) },
    author,
  );
  await writeModel(nodeModel, engagements.gain, GAIN_DEMO_MODEL, options.cloudProvider, author);
}
