// Reading uploaded definitions: JSON and YAML, and problems named by their place in the file.
import fs from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../../http/problem.js';
import {
  GAIN_DASHBOARD,
  PAYROLL_COST_DASHBOARD,
  TEST_RESULTS_DASHBOARD,
} from '../../../seed/dashboards-demo.js';
import { formatPath, parseDefinition } from './definition.js';
import { definitionJsonSchema } from './definition-schema.js';

const valid = {
  name: 'Payroll',
  filters: [{ id: 'country', label: 'Country', type: 'select', options: ['NL', 'DE'] }],
  pages: [
    {
      title: 'Costs',
      tiles: [
        {
          id: 'by_period',
          title: 'Cost by period',
          query:
            'SELECT period, sum(cost) AS cost FROM model.payroll WHERE $country IS NULL OR country = $country GROUP BY 1',
          chart: { type: 'bar', x: 'period', y: 'cost' },
        },
      ],
    },
  ],
};

function problemOf(fileName: string, text: string): HttpProblem {
  try {
    parseDefinition(fileName, text);
  } catch (err) {
    if (err instanceof HttpProblem) return err;
    throw err;
  }
  throw new Error('expected the definition to be refused');
}

describe('dashboard definitions', () => {
  it('reads JSON and the same definition as YAML', () => {
    expect(parseDefinition('d.json', JSON.stringify(valid))).toEqual(valid);
    const yaml = `# a comment
name: Payroll
filters:
  - { id: country, label: Country, type: select, options: [NL, DE] }
pages:
  - title: Costs
    tiles:
      - id: by_period
        title: Cost by period
        query: >-
          SELECT period, sum(cost) AS cost FROM model.payroll WHERE $country IS NULL OR country = $country GROUP BY 1
        chart: { type: bar, x: period, y: cost }
`;
    expect(parseDefinition('d.yaml', yaml)).toEqual(valid);
  });

  it('names the place of every problem', () => {
    const bad = structuredClone(valid) as Record<string, unknown> & typeof valid;
    (bad.pages[0].tiles[0] as Record<string, unknown>).chart = { type: 'radar' };
    (bad.pages[0].tiles[0] as Record<string, unknown>).query = '';
    const problem = problemOf('d.json', JSON.stringify(bad));
    expect(problem.status).toBe(400);
    expect(problem.errors?.map((e) => e.field)).toEqual([
      'pages[0].tiles[0].query',
      'pages[0].tiles[0].chart.type',
    ]);
    expect(problem.errors?.[0].message).toBe('pages[0].tiles[0].query: Field cannot be empty');
    expect(problem.detail).toContain('pages[0].tiles[0].chart.type');
  });

  it('refuses parameters that are not filters, repeated ids, unknown keys and missing pages', () => {
    const tile = { ...valid.pages[0].tiles[0], query: 'SELECT $year AS y' };
    const problem = problemOf(
      'd.json',
      JSON.stringify({ ...valid, colour: 'red', pages: [{ title: 'A', tiles: [tile, tile] }] }),
    );
    const messages = problem.errors?.map((e) => e.message) ?? [];
    expect(messages).toContain(
      'pages[0].tiles[0].query: The query uses $year, which is not a filter of this dashboard.',
    );
    expect(messages).toContain("pages[0].tiles[1].id: The tile id 'by_period' is used twice.");
    expect(messages.some((m) => m.startsWith('(file): ') && m.includes('colour'))).toBe(true);
    expect(problemOf('d.json', JSON.stringify({ name: 'x' })).errors?.[0].field).toBe('pages');
  });

  it('explains text that is not JSON or YAML, and a file that is not an object', () => {
    expect(problemOf('d.json', '{"name": ').detail).toMatch(
      /^The dashboard definition is not valid: the file is not valid JSON/,
    );
    expect(problemOf('d.yml', 'name: [unclosed').detail).toMatch(/not valid YAML/);
    expect(problemOf('d.yaml', '- a\n- b').detail).toContain('the file must hold one object');
  });

  it('formats paths the way authors read them', () => {
    expect(formatPath(['pages', 2, 'tiles', 0, 'chart', 'x'])).toBe('pages[2].tiles[0].chart.x');
    expect(formatPath([])).toBe('(file)');
  });
});

describe('docs/dashboards.schema.json', () => {
  it('is the JSON Schema of the contracts (regenerate: npx tsx src/modules/dashboards/cairn/definition-schema.ts)', () => {
    const file = JSON.parse(
      fs.readFileSync(new URL('../../../../../../docs/dashboards.schema.json', import.meta.url), 'utf8'),
    );
    expect(file).toEqual(definitionJsonSchema());
  });

  it('accepts the demo dashboards and refuses what the definition refuses', () => {
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(definitionJsonSchema());
    for (const demo of [PAYROLL_COST_DASHBOARD, TEST_RESULTS_DASHBOARD, GAIN_DASHBOARD]) {
      expect(validate(demo), JSON.stringify(validate.errors)).toBe(true);
      expect(parseDefinition('demo.json', JSON.stringify(demo))).toEqual(demo);
    }
    expect(
      validate({
        name: 'x',
        pages: [
          { title: 'p', tiles: [{ id: 't', title: 't', query: 'select 1', chart: { type: 'radar' } }] },
        ],
      }),
    ).toBe(false);
    expect(validate({ name: 'x', pages: [] })).toBe(false);
  });
});
