import { describe, expect, it } from 'vitest';
import { consumersOf, contractChanges, type ContractNode } from './contract-rules.js';

const node = (name: string, query: string, extra: Partial<ContractNode> = {}): ContractNode => ({
  name,
  query,
  fields: [],
  sources: [],
  categories: [],
  tests: [],
  ...extra,
});

describe('who reads a node', () => {
  it('finds nodes, tests and dashboards reading a node, never the node itself or a commented reference', () => {
    const readers = consumersOf(
      [
        {
          layer: 'model',
          nodes: [
            node('Payroll_Lines', 'select * from import.payroll -- model.headcount'),
            node('headcount', 'select 1'),
          ],
        },
        {
          layer: 'filtering',
          nodes: [
            node('filtered', 'select * from MODEL.payroll_lines', { sources: [{ query: 'select 1' }] }),
          ],
        },
        {
          layer: 'test',
          nodes: [
            node('checks', 'select * from test.checks', {
              tests: [
                { name: 'no_gaps', query: "select * from model.payroll_lines where x = 'model.headcount'" },
              ],
            }),
          ],
        },
      ],
      [{ name: 'Costs', queries: ['select * from filtering.filtered', 'select * from model.payroll_lines'] }],
    );
    expect(readers.get('model.payroll_lines')).toEqual([
      { kind: 'node', name: 'filtering.filtered' },
      { kind: 'test', name: 'test.checks/no_gaps' },
      { kind: 'dashboard', name: 'Costs' },
    ]);
    expect(readers.get('filtering.filtered')).toEqual([{ kind: 'dashboard', name: 'Costs' }]);
    expect(readers.has('model.headcount')).toBe(false);
    expect(readers.has('test.checks')).toBe(false);
  });

  it('ignores tables that are not nodes of the branch', () => {
    const readers = consumersOf([{ layer: 'model', nodes: [node('lines', 'select * from model.gone')] }], []);
    expect(readers.size).toBe(0);
  });
});

describe('how a branch breaks a contract', () => {
  const contract = [
    { name: 'employee_id', dataType: 'NVARCHAR(50)' },
    { name: 'amount', dataType: 'DECIMAL(38,5)' },
    { name: 'period', dataType: 'DATETIME' },
  ];

  it('breaks nothing when the branch keeps every column (any case) and adds others', () => {
    const fields = [
      { name: 'EMPLOYEE_ID', dataType: 'nvarchar(50)' },
      { name: 'amount', dataType: 'DECIMAL(38,5)' },
      { name: 'period', dataType: 'DATETIME' },
      { name: 'country', dataType: 'NVARCHAR(2)' },
    ];
    expect(contractChanges(contract, fields)).toEqual([]);
  });

  it('names a dropped, a renamed and a retyped column', () => {
    const fields = [
      { name: 'employee_id', dataType: 'INT' },
      { name: 'amount_eur', dataType: 'DECIMAL(38,5)' },
    ];
    expect(contractChanges(contract, fields)).toEqual([
      { change: 'typeChanged', column: 'employee_id', from: 'NVARCHAR(50)', to: 'INT' },
      { change: 'renamed', column: 'amount', from: null, to: 'amount_eur' },
      { change: 'dropped', column: 'period', from: null, to: null },
    ]);
  });

  it('calls a column in the same place with another type dropped, not renamed', () => {
    const changes = contractChanges(contract.slice(0, 2), [contract[0], { name: 'total', dataType: 'INT' }]);
    expect(changes).toEqual([{ change: 'dropped', column: 'amount', from: null, to: null }]);
  });

  it('says the node is gone when the branch has no such node', () => {
    expect(contractChanges(contract, undefined)).toEqual([
      { change: 'nodeRemoved', column: null, from: null, to: null },
    ]);
  });
});
