import { describe, expect, it } from 'vitest';
import { buildRunParameters, canBuild } from '@cairn/contracts';
import { buildRows, headerState, tickAll, tickRow } from './buildSelection';

const names = ['employees', 'payslips', 'contracts'];

describe('Build screen table', () => {
  it('starts with every node of the layer unticked, so Build is disabled', () => {
    const rows = buildRows(names, {});
    expect(rows.map((r) => [r.name, r.active, r.rebuild])).toEqual([
      ['employees', false, false],
      ['payslips', false, false],
      ['contracts', false, false],
    ]);
    expect(canBuild(rows)).toBe(false);
  });

  it('ticks Active on one node and enables Build', () => {
    const rows = buildRows(names, tickRow(buildRows(names, {}), 'payslips', 'active', true));
    expect(rows.find((r) => r.name === 'payslips')).toMatchObject({ active: true, rebuild: false });
    expect(canBuild(rows)).toBe(true);
  });

  it('sets Active when Rebuild is ticked, and unticking Active clears Rebuild', () => {
    let rows = buildRows(names, tickRow(buildRows(names, {}), 'employees', 'rebuild', true));
    expect(rows[0]).toMatchObject({ active: true, rebuild: true });
    rows = buildRows(names, tickRow(rows, 'employees', 'active', false));
    expect(rows[0]).toMatchObject({ active: false, rebuild: false });
    expect(canBuild(rows)).toBe(false);
  });

  it('keeps Active when only Rebuild is unticked', () => {
    const rebuilt = buildRows(names, tickRow(buildRows(names, {}), 'employees', 'rebuild', true));
    const rows = buildRows(names, tickRow(rebuilt, 'employees', 'rebuild', false));
    expect(rows[0]).toMatchObject({ active: true, rebuild: false });
  });

  it('select-all Rebuild ticks every row in both columns; select-all Active off clears both', () => {
    let rows = buildRows(names, tickAll(buildRows(names, {}), 'rebuild', true));
    expect(rows.every((r) => r.active && r.rebuild)).toBe(true);
    rows = buildRows(names, tickAll(rows, 'active', false));
    expect(rows.every((r) => !r.active && !r.rebuild)).toBe(true);
  });

  it('shows the header ticked, a dash when only some rows are, and empty for none', () => {
    const none = buildRows(names, {});
    expect(headerState(none, 'active')).toEqual({ checked: false, indeterminate: false });
    const some = buildRows(names, tickRow(none, 'contracts', 'active', true));
    expect(headerState(some, 'active')).toEqual({ checked: false, indeterminate: true });
    expect(headerState(some, 'rebuild')).toEqual({ checked: false, indeterminate: false });
    const all = buildRows(names, tickAll(none, 'active', true));
    expect(headerState(all, 'active')).toEqual({ checked: true, indeterminate: false });
    expect(headerState([], 'active')).toEqual({ checked: false, indeterminate: false });
  });

  it('keeps ticks by name when the node list reloads with a new node', () => {
    const ticks = tickRow(buildRows(names, {}), 'payslips', 'rebuild', true);
    const rows = buildRows(['absences', ...names], ticks);
    expect(rows.map((r) => r.active)).toEqual([false, false, true, false]);
  });

  it('sends two active nodes and the rebuild one as the run parameters', () => {
    let ticks = tickRow(buildRows(names, {}), 'employees', 'active', true);
    ticks = tickRow(buildRows(names, ticks), 'payslips', 'rebuild', true);
    expect(buildRunParameters({ branch: 'main', source: 'payroll', nodes: buildRows(names, ticks) })).toEqual(
      {
        Branch: 'main',
        Source: 'payroll',
        Category: null,
        ActiveNodes: ['employees', 'payslips'],
        RebuildNodes: ['payslips'],
      },
    );
  });
});
