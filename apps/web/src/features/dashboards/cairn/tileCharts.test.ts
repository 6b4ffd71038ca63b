import { describe, expect, it } from 'vitest';
import { kpiValue, tileRecords, vegaLiteSpec } from './tileCharts';

const result = {
  columns: [
    { name: 'period', type: 'VARCHAR' },
    { name: 'day', type: 'DATE' },
    { name: 'cost', type: 'DECIMAL(18,2)' },
  ],
  rows: [
    ['2026-01', '2026-01-31', '150.50'],
    ['2026-02', '2026-02-28', null],
  ],
};

describe('tile charts', () => {
  it('turns rows into records with numbers for numeric columns', () => {
    expect(tileRecords(result)).toEqual([
      { period: '2026-01', day: '2026-01-31', cost: 150.5 },
      { period: '2026-02', day: '2026-02-28', cost: null },
    ]);
  });

  it('writes Vega-Lite for the shorthands, with field types from the columns', () => {
    const bar = vegaLiteSpec({ type: 'bar', x: 'period', y: 'cost', color: 'period' }, result)!;
    expect(bar.mark).toEqual({ type: 'bar', tooltip: true });
    expect(bar.encoding).toEqual({
      x: { field: 'period', type: 'nominal' },
      y: { field: 'cost', type: 'quantitative' },
      color: { field: 'period', type: 'nominal' },
    });
    expect((bar.data as { values: unknown[] }).values).toHaveLength(2);
    const line = vegaLiteSpec({ type: 'line', x: 'day', y: 'cost' }, result)!;
    expect((line.encoding as { x: { type: string } }).x.type).toBe('temporal');
    const pie = vegaLiteSpec({ type: 'pie', category: 'period', value: 'cost' }, result)!;
    expect(pie.mark).toEqual({ type: 'arc', tooltip: true });
    expect(vegaLiteSpec({ type: 'table' }, result)).toBeNull();
    expect(vegaLiteSpec({ type: 'kpi', value: 'cost' }, result)).toBeNull();
  });

  it("gives an author's Vega-Lite spec the tile's rows instead of its own data", () => {
    const spec = vegaLiteSpec(
      { type: 'vega-lite', spec: { mark: 'point', data: { url: 'https://example.com/x.csv' } } },
      result,
    )!;
    expect(spec.mark).toBe('point');
    expect(spec.data).toEqual({ values: tileRecords(result) });
  });

  it('formats a KPI for the language', () => {
    expect(kpiValue(result, 'cost', 'de')).toBe('150,50');
    expect(kpiValue(result, 'period', 'en')).toBe('2026-01');
    expect(kpiValue({ ...result, rows: [] }, 'cost', 'en')).toBe('–');
  });
});
