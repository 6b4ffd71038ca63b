import { describe, expect, it } from 'vitest';
import { diffByName } from './nodeDiff';

describe('node differences between branches', () => {
  it('matches names ignoring case and tells same, changed and one-sided rows apart', () => {
    const mine = [
      { name: 'EmployeeId', dataType: 'INT' },
      { name: 'GrossAmount', dataType: 'DECIMAL(38,5)' },
      { name: 'NewField', dataType: 'NVARCHAR(255)' },
    ];
    const other = [
      { name: 'OldField', dataType: 'BIT' },
      { name: 'grossamount', dataType: 'NVARCHAR(255)' },
      { name: 'EmployeeId', dataType: 'INT' },
    ];
    expect(diffByName(mine, other, (f) => f.dataType)).toEqual([
      { name: 'EmployeeId', mine: 'INT', other: 'INT', state: 'same' },
      { name: 'GrossAmount', mine: 'DECIMAL(38,5)', other: 'NVARCHAR(255)', state: 'changed' },
      { name: 'NewField', mine: 'NVARCHAR(255)', state: 'onlyMine' },
      { name: 'OldField', other: 'BIT', state: 'onlyOther' },
    ]);
  });

  it('is empty for two empty lists', () => {
    expect(diffByName([], [], () => '')).toEqual([]);
  });
});
