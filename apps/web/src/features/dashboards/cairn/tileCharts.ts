// A tile's rows as records for a chart, and the Vega-Lite spec of each chart shorthand of a Cairn
// dashboard definition (docs/dashboards.md): bar, line, area and pie become ordinary Vega-Lite, a
// `vega-lite` chart is the author's own spec with the rows as its data; table and KPI need no chart.
import type { DashboardChart, TileResult } from '@cairn/contracts';
import { decimalsOf, formatNumber, isNumericType } from '../../../shared/format/numbers';

const TEMPORAL = /^(DATE|TIMESTAMP)/i;

export { isNumericType };

/** Rows as `{ column: value }`, numbers (DuckDB's decimals and big integers arrive as text) as numbers. */
export function tileRecords(result: Pick<TileResult, 'columns' | 'rows'>): Record<string, unknown>[] {
  const numeric = result.columns.map((c) => isNumericType(c.type));
  return result.rows.map((row) =>
    Object.fromEntries(
      result.columns.map((c, i) => {
        const value = row[i];
        return [c.name, numeric[i] && value !== null && value !== '' ? Number(value) : value];
      }),
    ),
  );
}

function fieldType(result: Pick<TileResult, 'columns'>, field: string, fallback: 'nominal' | 'ordinal') {
  const type = result.columns.find((c) => c.name === field)?.type ?? '';
  if (TEMPORAL.test(type)) return 'temporal';
  if (isNumericType(type)) return 'quantitative';
  return fallback;
}

export type VegaLiteSpec = Record<string, unknown>;

/** The Vega-Lite spec that draws the tile, or null for a table or KPI. */
export function vegaLiteSpec(
  chart: DashboardChart,
  result: Pick<TileResult, 'columns' | 'rows'>,
): VegaLiteSpec | null {
  const values = tileRecords(result);
  const common = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: 'container',
    height: 240,
    autosize: { type: 'fit', contains: 'padding' },
    data: { values },
  };
  switch (chart.type) {
    case 'table':
    case 'kpi':
      return null;
    case 'bar':
    case 'line':
    case 'area':
      return {
        ...common,
        mark: { type: chart.type, tooltip: true, ...(chart.type === 'line' ? { point: true } : {}) },
        encoding: {
          x: {
            field: chart.x,
            type: fieldType(result, chart.x, chart.type === 'bar' ? 'nominal' : 'ordinal'),
          },
          y: { field: chart.y, type: 'quantitative' },
          ...(chart.color ? { color: { field: chart.color, type: 'nominal' } } : {}),
        },
      };
    case 'pie':
      return {
        ...common,
        mark: { type: 'arc', tooltip: true },
        encoding: {
          theta: { field: chart.value, type: 'quantitative' },
          color: { field: chart.category, type: 'nominal' },
        },
      };
    case 'vega-lite':
      // The author's spec draws the rows; its own data, if any, is replaced (no URLs are fetched).
      return { width: 'container', ...chart.spec, data: { values } };
  }
}

/** The KPI's figure: the first row's value of the column, formatted for the language. */
export function kpiValue(
  result: Pick<TileResult, 'columns' | 'rows'>,
  column: string,
  locale: string,
): string {
  const index = result.columns.findIndex((c) => c.name === column);
  const value = index >= 0 ? result.rows[0]?.[index] : undefined;
  if (value === null || value === undefined) return '–';
  const type = result.columns[index].type;
  if (isNumericType(type)) return formatNumber(value as number | string, locale, decimalsOf(type));
  return String(value);
}
