import { describe, expect, it } from 'vitest';
import { columnLineage } from './column-lineage.js';

describe('column lineage', () => {
  it('traces each column of a select list to the table columns it is computed from', async () => {
    const columns = await columnLineage(`
      select e.employee_id, sum(p.amount * 2) as total, 'EUR' as currency, upper(name) as shout
        from import.payroll p
        join model.employees e on e.id = p.employee_id
       group by 1, 4`);
    expect(columns).toEqual([
      { name: 'employee_id', sources: [{ table: 'model.employees', column: 'employee_id' }] },
      { name: 'total', sources: [{ table: 'import.payroll', column: 'amount' }] },
      { name: 'currency', sources: [] },
      // An unqualified column with two tables in FROM: its table is not known without the catalogue.
      { name: 'shout', sources: [{ table: null, column: 'name' }] },
    ]);
  });

  it('gives an unqualified column the one table there is', async () => {
    expect(await columnLineage('select amount as gross from import.payroll')).toEqual([
      { name: 'gross', sources: [{ table: 'import.payroll', column: 'amount' }] },
    ]);
  });

  it('does not trace what is not a straightforward select', async () => {
    for (const sql of [
      'select * from import.payroll',
      'with x as (select 1 as a) select a from x',
      'select a from (select 1 as a) s',
      'select a from t union select b from u',
      'delete from import.payroll',
      'select from where',
    ])
      expect(await columnLineage(sql), sql).toBeNull();
  });
});
