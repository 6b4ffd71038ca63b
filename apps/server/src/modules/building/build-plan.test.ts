import { describe, expect, it } from 'vitest';
import { dependantsOf, planBuild } from './build-plan.js';
import { tableReferences } from './sql-references.js';

describe('table references of a query', () => {
  it('finds layer-schema tables, quoted or not, once each, and ignores comments and strings', () => {
    const sql = `-- select * from model.old_lines
      select l.*, 'model.not_a_table' as label /* join model.commented */
      from model.payroll_lines l join "model"."Employee Costs" c on c.id = l.id
      join import.fx_rates r on r.currency = l.currency
      join model.payroll_lines again on true
      where l.kind <> 'it''s model.quoted'`;
    expect(tableReferences(sql)).toEqual([
      { schema: 'model', table: 'payroll_lines' },
      { schema: 'model', table: 'employee costs' },
      { schema: 'import', table: 'fx_rates' },
    ]);
  });

  it('does not take column references (alias.column) for tables', () => {
    expect(tableReferences('select l.amount, x.y from model.a l', ['model'])).toEqual([
      { schema: 'model', table: 'a' },
    ]);
  });
});

const node = (name: string, query: string) => ({ name, query });

describe('build plan', () => {
  const nodes = [
    node('lines', 'select * from import.payroll'),
    node('costs', 'select * from model.lines join model.rates using (currency)'),
    node('rates', 'select * from import.fx'),
    node('summary', 'select count(*) from model.costs'),
    node('unused', 'select 1'),
  ];

  it('orders chosen nodes after the nodes of the same layer they read', () => {
    const plan = planBuild('model', nodes, ['summary', 'costs', 'lines', 'rates'], ['rates']);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    const order = plan.steps.map((s) => s.node);
    expect(order.indexOf('lines')).toBeLessThan(order.indexOf('costs'));
    expect(order.indexOf('rates')).toBeLessThan(order.indexOf('costs'));
    expect(order.indexOf('costs')).toBeLessThan(order.indexOf('summary'));
    expect(order).not.toContain('unused');
    expect(plan.steps.find((s) => s.node === 'rates')?.rebuild).toBe(true);
    expect(plan.steps.find((s) => s.node === 'costs')?.dependsOn).toEqual(['lines', 'rates']);
  });

  it('builds only what was chosen; a dependency not chosen is read as it stands', () => {
    const plan = planBuild('model', nodes, ['summary'], []);
    expect(plan).toEqual({ ok: true, steps: [{ node: 'summary', dependsOn: ['costs'], rebuild: false }] });
  });

  it('rejects a cycle naming its nodes', () => {
    const cyclic = [
      node('a', 'select * from model.b'),
      node('b', 'select * from model.c'),
      node('c', 'select * from model.a'),
    ];
    expect(planBuild('model', cyclic, ['a'], [])).toEqual({
      ok: false,
      problem: 'cycle',
      nodes: ['a', 'b', 'c', 'a'],
    });
    expect(planBuild('model', [node('self', 'select * from model.self')], ['self'], [])).toMatchObject({
      problem: 'cycle',
      nodes: ['self', 'self'],
    });
  });

  it('rejects a reference to a node the layer does not have', () => {
    const plan = planBuild('model', [node('a', 'select * from model.ghost')], ['a'], []);
    expect(plan).toEqual({
      ok: false,
      problem: 'missing',
      references: [{ node: 'a', missing: 'model.ghost' }],
    });
  });

  it('rejects chosen names that are not nodes', () => {
    expect(planBuild('model', nodes, ['lines', 'nope'], [])).toEqual({
      ok: false,
      problem: 'unknownNodes',
      nodes: ['nope'],
    });
  });

  it('stops only the dependants of a failed node', () => {
    const plan = planBuild('model', nodes, ['summary', 'costs', 'lines', 'rates'], []);
    if (!plan.ok) throw new Error('plan');
    expect(dependantsOf('lines', plan.steps)).toEqual(['costs', 'summary']);
    expect(dependantsOf('summary', plan.steps)).toEqual([]);
  });
});
