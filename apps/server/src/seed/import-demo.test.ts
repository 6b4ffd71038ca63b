// The demo's import run produces exactly the tables and columns the demo node model's SQL reads.
import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@cairn/contracts';
import { waitForRun } from '../modules/pipelines/runs.test-helpers.js';
import { serverWithRunWorker } from '../test/run-worker-server.js';
import { signedInEngagement } from '../test/test-server.js';
import { seedImportDemo } from './import-demo.js';
import { payrollCsv } from './import-demo-files.js';

describe('demo import', () => {
  const running = serverWithRunWorker();

  it('is deterministic', () => {
    expect(payrollCsv()).toBe(payrollCsv());
  });

  it('imports payroll_2026, employees and fx_rates with the agreed columns', async () => {
    const { server } = running;
    const db = server.database.db;
    const { tenantId, engagementId, client } = await signedInEngagement(server, ROLE_NAMES.configurer);
    const runId = await seedImportDemo(db, server.config, engagementId, tenantId);
    const run = await waitForRun(client, engagementId, runId, ['Succeeded', 'Failed'], 60_000);
    expect(run.message).toBe(
      'Imported 3 files: import.payroll_2026 (3,000 rows), import.employees (250 rows), import.fx_rates (36 rows)',
    );

    const { warehouse } = server.ctx.services;
    const columns = async (table: string) =>
      (await warehouse.preview(engagementId, 'import', table, 1)).columns.map((c) => `${c.name} ${c.type}`);
    expect(await columns('payroll_2026')).toEqual([
      'employee_id VARCHAR',
      'employee_name VARCHAR',
      'period DATE',
      'wage_component VARCHAR',
      'amount DECIMAL(18,2)',
      'currency VARCHAR',
      'country VARCHAR',
    ]);
    expect(await columns('employees')).toEqual([
      'employee_id VARCHAR',
      'employee_name VARCHAR',
      'department VARCHAR',
      'country VARCHAR',
      'hire_date DATE',
      'fte DOUBLE',
    ]);
    expect(await columns('fx_rates')).toEqual([
      'currency VARCHAR',
      'period DATE',
      'rate_to_eur DECIMAL(18,6)',
    ]);

    const session = await warehouse.session(engagementId, new AbortController().signal);
    try {
      const facts = await session.query(
        `SELECT count(DISTINCT period), min(period), max(period), count(*) FILTER (WHERE amount < 0), count(*) FILTER (WHERE wage_component IS NULL),
                string_agg(DISTINCT currency, ',' ORDER BY currency), string_agg(DISTINCT country, ',' ORDER BY country)
         FROM import.payroll_2026`,
        1,
      );
      const [periods, first, last, negative, missing, currencies, countries] = facts.rows[0];
      expect([periods, first, last, currencies, countries]).toEqual([
        12,
        '2026-01-01',
        '2026-12-01',
        'EUR,GBP,USD',
        'DE,FR,GB,NL,US',
      ]);
      expect(negative).toBeGreaterThan(5);
      expect(missing).toBeGreaterThan(5);
    } finally {
      await session.close();
    }
  });
});
