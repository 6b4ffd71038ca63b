import { describe, expect, it } from 'vitest';
import type { WarehouseTable } from '@cairn/contracts';
import { completionSchema, defaultStarterTable, starterQuery } from './starterQuery';

const table = (schema: string, name: string, columns: string[]): WarehouseTable => ({
  schema,
  name,
  rowCount: 1,
  columns: columns.map((c) => ({ name: c, type: 'VARCHAR' })),
});
const tables = [
  table('import', 'payroll', ['employee_id', 'Amount EUR']),
  table('model', 'lines', ['employee_id']),
];

describe('a new node starts from a table that exists', () => {
  it('offers the first table of the layer the node reads from', () => {
    expect(defaultStarterTable(tables, 'model')?.name).toBe('payroll');
    expect(defaultStarterTable(tables, 'filtering')?.name).toBe('lines');
    expect(defaultStarterTable(tables, 'analytical')?.name).toBe('payroll');
    expect(defaultStarterTable([], 'model')).toBeUndefined();
  });

  it('selects every column by name, quoting names that need it', () => {
    expect(starterQuery(tables[0])).toBe('select employee_id,\n       "Amount EUR"\n  from import.payroll\n');
    expect(starterQuery(table('model', 'empty', []))).toBe('select *\n  from model.empty\n');
  });

  it('gives the editor every schema, table and column to complete', () => {
    expect(completionSchema(tables)).toEqual({
      import: { payroll: ['employee_id', 'Amount EUR'] },
      model: { lines: ['employee_id'] },
    });
  });
});
