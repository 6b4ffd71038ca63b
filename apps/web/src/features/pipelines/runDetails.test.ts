import { describe, expect, it } from 'vitest';
import type { RunLogLine } from '@cairn/contracts';
import { builtTables, importedTables, parameterText } from './runDetails';

const line = (seq: number, detail: Record<string, unknown> | null): RunLogLine => ({
  seq,
  at: '2026-03-01T10:00:00.000Z',
  level: 'info',
  step: 'import',
  message: 'imported',
  detail,
});

describe('run page details', () => {
  it('shows parameters as text', () => {
    expect(parameterText(['a.csv', 'b.xlsx'])).toBe('a.csv, b.xlsx');
    expect(parameterText({ a: 1 })).toBe('{"a":1}');
    expect(parameterText(42)).toBe('42');
    expect(parameterText(null)).toBe('');
  });

  it('finds the tables an import run wrote, from its result or its log, once each', () => {
    const run = {
      layerName: 'import',
      result: { tables: [{ schema: 'import', table: 'wages', fileName: 'wages.csv', rowCount: 3 }] },
      log: [line(1, { table: 'wages', rowCount: 3 }), line(2, { tableName: 'bonus' }), line(3, null)],
    };
    expect(importedTables(run)).toEqual([
      { schema: 'import', name: 'wages', fileName: 'wages.csv', rowCount: 3 },
      { schema: 'import', name: 'bonus', fileName: undefined, rowCount: undefined },
    ]);
    expect(importedTables({ layerName: 'import', result: null, log: [] })).toEqual([]);
  });

  it('reads qualified table names as the import run reports them', () => {
    const run = {
      layerName: 'import',
      result: { tables: [{ file: 'wages.csv', table: 'import.wages', rows: 3 }] },
      log: [line(1, { table: 'import.wages', rows: 3 })],
    };
    expect(importedTables(run)).toEqual([
      { schema: 'import', name: 'wages', fileName: 'wages.csv', rowCount: 3 },
    ]);
  });

  it('finds the tables a build run made: the nodes it built, not the failed ones', () => {
    const run = {
      layerName: 'model',
      result: {
        nodes: [
          { node: 'payroll_lines', status: 'Succeeded', rowCount: 3000, message: null },
          { node: 'headcount', status: 'Failed', rowCount: null, message: 'syntax error' },
          { node: 'employee_costs', status: 'Succeeded', rowCount: null, message: null },
        ],
      },
    };
    expect(builtTables(run)).toEqual([
      { schema: 'model', name: 'payroll_lines', rowCount: 3000 },
      { schema: 'model', name: 'employee_costs', rowCount: undefined },
    ]);
    expect(builtTables({ layerName: 'model', result: null })).toEqual([]);
  });
});
