// State of the Testing build table (workspace.md "Screen behaviour", Testing build): each test's
// active tick starts as the test's own `active` and is changed only on this screen; Run is enabled
// when at least one test is ticked.
import type { TestSummary } from '@cairn/contracts';

export type TestTicks = Record<string, boolean>;
export type TestRow = TestSummary;

export function testRows(tests: readonly TestSummary[], ticks: TestTicks): TestRow[] {
  return tests.map((test) => ({ ...test, active: ticks[test.name] ?? test.active }));
}

export function tickAllTests(rows: readonly TestRow[], checked: boolean): TestTicks {
  return Object.fromEntries(rows.map((row) => [row.name, checked]));
}

export const activeTestNames = (rows: readonly TestRow[]) =>
  rows.filter((row) => row.active).map((row) => row.name);

export function tickTest(rows: readonly TestRow[], name: string, checked: boolean): TestTicks {
  return Object.fromEntries(rows.map((row) => [row.name, row.name === name ? checked : row.active]));
}
