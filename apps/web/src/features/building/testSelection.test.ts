import { describe, expect, it } from 'vitest';
import { testRunParameters } from '@cairn/contracts';
import { headerState } from './buildSelection';
import { activeTestNames, testRows, tickAllTests, tickTest } from './testSelection';

const tests = [
  { name: 'no_negative_pay', active: true, categoryNames: ['pay'] },
  { name: 'unique_employee', active: false, categoryNames: [] },
];

describe('Testing build table', () => {
  it("starts from each test's own active flag", () => {
    const rows = testRows(tests, {});
    expect(activeTestNames(rows)).toEqual(['no_negative_pay']);
    expect(headerState(rows, 'active')).toEqual({ checked: false, indeterminate: true });
  });

  it('ticks one test without touching the others', () => {
    const rows = testRows(tests, tickTest(testRows(tests, {}), 'unique_employee', true));
    expect(activeTestNames(rows)).toEqual(['no_negative_pay', 'unique_employee']);
    expect(headerState(rows, 'active')).toEqual({ checked: true, indeterminate: false });
  });

  it('select-all off leaves nothing to run', () => {
    const rows = testRows(tests, tickAllTests(testRows(tests, {}), false));
    expect(activeTestNames(rows)).toEqual([]);
  });

  it('runs the ticked tests of the chosen node and branch', () => {
    const rows = testRows(tests, tickAllTests(testRows(tests, {}), true));
    expect(
      testRunParameters({ branch: 'working', node: 'payroll_checks', activeTests: activeTestNames(rows) }),
    ).toEqual({
      Branch: 'working',
      Node: 'payroll_checks',
      ActiveTests: ['no_negative_pay', 'unique_employee'],
    });
  });
});
