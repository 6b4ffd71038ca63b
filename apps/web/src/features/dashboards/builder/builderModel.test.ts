import { describe, expect, it } from 'vitest';
import type { CairnDashboardDefinition } from '@cairn/contracts';
import {
  definitionProblems,
  emptyState,
  filterFromColumn,
  fromDefinition,
  nextTileId,
  tableQuery,
  toDefinition,
  type BuilderState,
  type TableSource,
} from './builderModel';
import { PAYROLL_TABLE } from './testTables';

const payroll = PAYROLL_TABLE;
const source = (over: Partial<TableSource> = {}): TableSource => ({
  kind: 'table',
  schema: 'model',
  table: 'payroll',
  aggregate: 'sum',
  ...over,
});

describe('a tile made from a table', () => {
  it('groups a bar chart by its x and series and aggregates its y under the same name', () => {
    const sql = tableQuery(
      'bar',
      source({ dimension: 'period', measure: 'amount', color: 'country' }),
      [],
      payroll,
    );
    expect(sql).toBe(
      'SELECT "period", "country", SUM("amount") AS "amount"\nFROM "model"."payroll"\nGROUP BY "period", "country"\nORDER BY "period", "country"',
    );
  });

  it('gives a KPI one figure and a table its chosen columns, quoting odd names', () => {
    expect(tableQuery('kpi', source({ measure: 'amount', aggregate: 'count' }), [], payroll)).toBe(
      'SELECT COUNT("amount") AS "amount"\nFROM "model"."payroll"',
    );
    expect(tableQuery('table', source({ columns: ['country', 'employee "id"'] }), [], payroll)).toBe(
      'SELECT "country", "employee ""id"""\nFROM "model"."payroll"',
    );
  });

  it('has no query until the chart has the fields it needs', () => {
    expect(tableQuery('line', source({ measure: 'amount' }), [], payroll)).toBeNull();
    expect(tableQuery('kpi', source(), [], payroll)).toBeNull();
  });

  it('follows the filters whose column its table has, as bound parameters that mean all when empty', () => {
    const country = filterFromColumn(payroll, 'country', 'Country', []);
    const period = filterFromColumn(payroll, 'period', 'Period', [country]);
    const other = { ...filterFromColumn(payroll, 'country', 'Region', [country, period]), column: 'region' };
    const sql = tableQuery(
      'pie',
      source({ dimension: 'country', measure: 'amount' }),
      [country, period, other],
      payroll,
    );
    expect(sql).toContain('WHERE ($country IS NULL OR "country" = $country)');
    expect(sql).toContain('AND ($period IS NULL OR CAST("period" AS DATE) = CAST($period AS DATE))');
    expect(sql).not.toContain('$country_2');
  });
});

describe('filters made from columns', () => {
  it('lists a text column from its values, types numbers and dates, and never reuses an id', () => {
    const first = filterFromColumn(payroll, 'country', 'Country', []);
    expect(first.filter).toEqual({
      id: 'country',
      label: 'Country',
      type: 'select',
      optionsQuery: 'SELECT DISTINCT "country" FROM "model"."payroll" WHERE "country" IS NOT NULL ORDER BY 1',
    });
    expect(filterFromColumn(payroll, 'country', 'Again', [first]).filter.id).toBe('country_2');
    expect(filterFromColumn(payroll, 'amount', 'Amount', []).filter.type).toBe('number');
    expect(filterFromColumn(payroll, 'period', 'Period', []).filter.type).toBe('date');
    expect(filterFromColumn(payroll, 'employee "id"', 'Employee', []).filter.id).toBe('employee__id_');
  });
});

describe('the definition', () => {
  const state = (): BuilderState => ({
    ...emptyState('Payroll'),
    pages: [
      {
        title: '',
        tiles: [
          {
            id: 'tile_1',
            title: 'Cost by country',
            chartType: 'bar',
            width: 16,
            source: source({ dimension: 'country', measure: 'amount' }),
          },
          {
            id: 'tile_2',
            title: 'Head count',
            chartType: 'kpi',
            width: 8,
            source: { kind: 'sql', query: 'SELECT count(*) AS people FROM model.payroll', measure: 'people' },
          },
        ],
      },
    ],
  });

  it('is what the upload accepts, untitled pages named, and opens again as it was saved', () => {
    const definition = toDefinition(state(), [payroll], (i) => `Page ${i + 1}`);
    expect(definitionProblems(definition)).toEqual([]);
    expect(definition.pages[0].title).toBe('Page 1');
    expect(definition.pages[0].tiles[0].chart).toEqual({ type: 'bar', x: 'country', y: 'amount' });
    expect(definition.pages[0].tiles[1]).toMatchObject({ chart: { type: 'kpi', value: 'people' }, width: 8 });
    const reopened = fromDefinition(definition);
    expect(reopened.pages[0].tiles[0].source).toEqual({
      kind: 'sql',
      query: definition.pages[0].tiles[0].query,
      dimension: 'country',
      measure: 'amount',
      color: undefined,
    });
    expect(toDefinition(reopened, [], () => 'x')).toEqual(definition);
  });

  it('names each problem by its place before anything is sent', () => {
    const broken = state();
    broken.name = ' ';
    broken.pages[0].tiles[1].source = { kind: 'sql', query: 'SELECT 1 WHERE $nope' };
    const problems = definitionProblems(toDefinition(broken, [payroll], () => 'Page'));
    expect(problems).toContainEqual(expect.stringMatching(/^name: /));
    expect(problems).toContain(
      'pages[0].tiles[1].query: The query uses $nope, which is not a filter of this dashboard.',
    );
    expect(problems).toContainEqual(expect.stringMatching(/^pages\[0\]\.tiles\[1\]\.chart\.value: /));
  });

  it('gives a new tile an id no tile has', () => {
    const s = state();
    expect(nextTileId(s)).toBe('tile_3');
    s.pages[0].tiles[0].id = 'tile_3';
    expect(nextTileId(s)).toBe('tile_4');
  });
});

it('a saved Vega-Lite tile opens as a table of its rows', () => {
  const definition: CairnDashboardDefinition = {
    name: 'V',
    pages: [
      {
        title: 'P',
        tiles: [{ id: 'v', title: 'V', query: 'SELECT 1', chart: { type: 'vega-lite', spec: {} } }],
      },
    ],
  };
  expect(fromDefinition(definition).pages[0].tiles[0].chartType).toBe('table');
});
