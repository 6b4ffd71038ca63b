// The demo engagement's import files, generated deterministically (the same bytes on every seed):
// - payroll_2026.csv -> import.payroll_2026 (employee_id, employee_name, period DATE, wage_component,
//   amount DECIMAL(18,2), currency, country): 3,000 rows, 125 employees x 12 months x 2 components,
//   a few negative amounts (corrections) and a few rows without a wage component;
// - employees.xlsx -> import.employees (employee_id, employee_name, department, country,
//   hire_date DATE, fte DOUBLE): 250 employees (the 125 paid ones and 125 more);
// - fx_rates.csv -> import.fx_rates (currency, period DATE, rate_to_eur DECIMAL(18,6)).
// The node model's demo SQL is written against exactly these tables and columns.
import fs from 'node:fs';
import path from 'node:path';
import { writeXlsx } from './xlsx-file.js';

export const DEMO_IMPORT_FILES = ['payroll_2026.csv', 'employees.xlsx', 'fx_rates.csv'] as const;

/** mulberry32: a small seeded generator, so the demo is the same everywhere (and a fault campaign repeats). */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Anna',
  'Bram',
  'Chloé',
  'Daan',
  'Emma',
  'Finn',
  'Greta',
  'Hugo',
  'Iris',
  'Jonas',
  'Katja',
  'Lars',
  'Mila',
  'Noah',
  'Olivia',
  'Pieter',
  'Quinn',
  'Rosa',
  'Sem',
  'Tess',
];
const LAST = [
  'de Vries',
  'Müller',
  'Smith',
  'Dubois',
  'Jansen',
  'Schmidt',
  'Brown',
  'Martin',
  'Bakker',
  'Weber',
  'Taylor',
  'Bernard',
  'Visser',
  'Fischer',
  'Johnson',
];
const DEPARTMENTS = ['Finance', 'HR', 'Operations', 'Sales', 'IT', 'Legal'];
const COUNTRIES = [
  { country: 'NL', currency: 'EUR' },
  { country: 'DE', currency: 'EUR' },
  { country: 'FR', currency: 'EUR' },
  { country: 'GB', currency: 'GBP' },
  { country: 'US', currency: 'USD' },
];
const OTHER_COMPONENTS = [
  'Overtime',
  'Bonus',
  'Holiday allowance',
  'Pension contribution',
  'Travel allowance',
];
const PERIODS = Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, '0')}-01`);
const FX: Record<string, [number, number]> = {
  EUR: [1, 0],
  GBP: [1.172341, 0.004817],
  USD: [0.921473, 0.006129],
};

export interface DemoEmployee {
  id: string;
  name: string;
  department: string;
  country: string;
  currency: string;
  hireDate: Date;
  fte: number;
}

export function demoEmployees(): DemoEmployee[] {
  const next = seededRandom(2026);
  return Array.from({ length: 250 }, (_, i) => {
    const place = COUNTRIES[i % COUNTRIES.length];
    return {
      id: `E${String(i + 1).padStart(4, '0')}`,
      name: `${FIRST[Math.floor(next() * FIRST.length)]} ${LAST[Math.floor(next() * LAST.length)]}`,
      department: DEPARTMENTS[Math.floor(next() * DEPARTMENTS.length)],
      ...place,
      hireDate: new Date(
        Date.UTC(2010 + Math.floor(next() * 16), Math.floor(next() * 12), 1 + Math.floor(next() * 28)),
      ),
      fte: [1, 1, 1, 0.8, 0.6, 0.5][Math.floor(next() * 6)],
    };
  });
}

const csvLine = (cells: (string | number)[]) =>
  cells.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(',');

export function payrollCsv(employees = demoEmployees()): string {
  const next = seededRandom(7);
  const lines = ['employee_id,employee_name,period,wage_component,amount,currency,country'];
  let other = 0;
  for (const e of employees.slice(0, 125)) {
    const base = Math.round((2600 + next() * 5400) * e.fte * 100) / 100;
    for (const [m, period] of PERIODS.entries()) {
      lines.push(csvLine([e.id, e.name, period, 'Base salary', base.toFixed(2), e.currency, e.country]));
      let amount = Math.round(next() * 90000) / 100 + 50;
      // Every 97th other line is a correction (negative); every 150th has no wage component.
      other++;
      if (other % 97 === 0) amount = -amount;
      const component =
        other % 150 === 0 ? '' : OTHER_COMPONENTS[(m + e.id.charCodeAt(4)) % OTHER_COMPONENTS.length];
      lines.push(csvLine([e.id, e.name, period, component, amount.toFixed(2), e.currency, e.country]));
    }
  }
  return `${lines.join('\n')}\n`;
}

export function fxRatesCsv(): string {
  const lines = ['currency,period,rate_to_eur'];
  for (const [currency, [rate, step]] of Object.entries(FX)) {
    PERIODS.forEach((period, m) =>
      lines.push(`${currency},${period},${(rate + step * Math.sin(m + 1)).toFixed(6)}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Writes the three demo files into `dir`; returns their paths by name. */
export async function writeDemoImportFiles(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const employees = demoEmployees();
  fs.writeFileSync(path.join(dir, 'payroll_2026.csv'), payrollCsv(employees));
  fs.writeFileSync(path.join(dir, 'fx_rates.csv'), fxRatesCsv());
  await writeXlsx(path.join(dir, 'employees.xlsx'), [
    {
      name: 'Employees',
      rows: [
        ['employee_id', 'employee_name', 'department', 'country', 'hire_date', 'fte'],
        ...employees.map((e) => [e.id, e.name, e.department, e.country, e.hireDate, e.fte]),
      ],
    },
  ]);
  return Object.fromEntries(DEMO_IMPORT_FILES.map((name) => [name, path.join(dir, name)])) as Record<
    (typeof DEMO_IMPORT_FILES)[number],
    string
  >;
}
