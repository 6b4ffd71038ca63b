// The payroll-like data and node graph the benchmarks share: one deterministic 12-column row per
// index (the import and Gain benches load them), and the build benches' graph of nodes.

const COMPONENTS = ['Base salary', 'Overtime', 'Bonus', 'Holiday allowance', 'Pension contribution'];

/** Row i of the 12-column payroll-like table; `countries` cycled, `amount` when not the usual one. */
export function benchPayrollRow(
  i: number,
  countries: string[],
  amount: string | number = ((i * 7919) % 900_000) / 100 - 500,
): (string | number | boolean)[] {
  return [
    `E${String(i % 50_000).padStart(6, '0')}`,
    `Employee ${i % 50_000}`,
    `2026-${String((i % 12) + 1).padStart(2, '0')}-01`,
    COMPONENTS[i % COMPONENTS.length],
    amount,
    ['EUR', 'GBP', 'USD'][i % 3],
    countries[i % countries.length],
    `CC-${i % 97}`,
    (i % 160) + 0.5,
    [1, 0.8, 0.5][i % 3],
    i % 7 === 0,
    `note ${i % 1000}`,
  ];
}

/** Node k of the build benches' graph (ten aggregates of the facts, then nodes reading earlier
 * nodes), in SQL both engines accept. */
export function benchNodeQuery(k: number): string {
  if (k < 10)
    return `select employee_id, currency, period, sum(amount) as amount, count(*) as line_count
      from import.facts where department % 10 = ${k} group by employee_id, currency, period`;
  const from = `model.node_${k - 10}`;
  return k % 2 === 0
    ? `select currency, period, sum(amount) as amount, sum(line_count) as line_count from ${from} group by currency, period`
    : // PostgreSQL refuses a table with two columns of one name (DuckDB renames the second): no *.
      `select currency, period, amount, line_count, amount * 1.1 as amount_with_margin from ${from} where amount > ${k * 10}`;
}
