// The demo node model: on the right branches, fields matching the queries, and every query valid
// DuckDB SQL that builds over tables shaped like the demo import (properties bound as $parameters).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractQueryFields, stripSqlComments, type NodeModelLayer } from '@cairn/contracts';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { useTestServer } from '../../test/test-server.js';
import { DEMO_USERS } from '../../seed/demo.js';
import { GAIN_DEMO_MODEL, PAYROLL_DEMO_MODEL, seedNodeModelDemo } from '../../seed/node-model-demo.js';
import { demoEmployees, fxRatesCsv, payrollCsv } from '../../seed/import-demo-files.js';
import { commitLines, fsck } from './node-model.test-helpers.js';

const server = useTestServer();
let regular: string;
let gain: string;
const nodeModel = () => server.ctx.services.nodeModel;

beforeAll(async () => {
  const tenant = await buildTenant(server.database.db);
  regular = (
    await buildEngagement(server.database.db, tenant.id, { features: ['NodeModelGit', 'Pipelines'] })
  ).id;
  gain = (await buildEngagement(server.database.db, tenant.id, { features: ['GAIN', 'NodeModelGit'] })).id;
  await seedNodeModelDemo(server.database.db, server.config, { regular, gain }, DEMO_USERS.configurer);
});

describe('demo node model', () => {
  it('has a read-only main branch and a working branch from it, by the demo configurer', async () => {
    expect(await nodeModel().listBranches(regular)).toEqual([
      { name: 'main', readOnly: true, parentBranch: null },
      { name: 'working', readOnly: false, parentBranch: 'main' },
    ]);
    const gitdir = nodeModel().gitdir(regular);
    expect(commitLines(gitdir, 'working')[0]).toBe(
      `${DEMO_USERS.configurer.name} <${DEMO_USERS.configurer.email}>|Save query of model.headcount`,
    );
    expect(fsck(gitdir)).toBe('');
    const history = await nodeModel().nodeHistory({
      engagementId: regular,
      branch: 'working',
      layer: 'model',
      node: 'headcount',
    });
    expect(history.commits.map((c) => c.message)).toContain('Add source employees to model.headcount');
  });

  it('has nodes in every layer with fields from their `as` aliases, properties, sources, categories and tests', async () => {
    for (const node of PAYROLL_DEMO_MODEL) {
      const detail = await nodeModel().getNode({
        engagementId: regular,
        branch: 'main',
        layer: node.layer,
        node: node.name,
      });
      expect(detail.fields.map((f) => f.name)).toEqual(extractQueryFields(node.query));
      expect(detail.fields.every((f) => f.status === 'active')).toBe(true);
      expect(detail.properties).toEqual(node.properties ?? []);
    }
    const layer = await nodeModel().readLayer(regular, 'main', 'model');
    expect(layer.nodes.map((n) => [n.name, n.sources.map((s) => s.name)])).toEqual([
      ['employee_costs', ['fx_rates']],
      ['headcount', ['employees']],
      ['payroll_lines', ['payroll_2026']],
    ]);
    const analytical = await nodeModel().readLayer(regular, 'main', 'analytical');
    expect(analytical.nodes[0].categories.map((c) => c.name)).toEqual(['salary_costs', 'variable_pay']);
    const tests = await nodeModel().readLayer(regular, 'main', 'test');
    expect(tests.nodes[0].tests.map((t) => [t.name, t.active, t.categoryNames])).toEqual([
      ['no_missing_employee_id', true, ['completeness']],
      ['no_negative_amounts', true, ['plausibility']],
      ['wage_component_present', true, ['completeness']],
    ]);
  });

  it('gives the gain engagement a minimal model with a two-character field', async () => {
    const node = await nodeModel().getNode({
      engagementId: gain,
      branch: 'working',
      layer: 'model',
      node: GAIN_DEMO_MODEL[0].name,
    });
    expect(node.fields[0]).toEqual({ name: 'id', dataType: 'NVARCHAR(255)', status: 'active' });
  });

  it('builds every layer in DuckDB over tables shaped like the demo import; the tests find what they should', async () => {
    await withDuckDb(async (rows) => {
      await rows(`create table import.payroll_2026 (employee_id varchar, employee_name varchar, period date, wage_component varchar,
        amount decimal(18,2), currency varchar, country varchar)`);
      await rows(`insert into import.payroll_2026 values
        ('E001', 'Anna de Vries', '2026-01-01', 'Base Salary', 4200.00, 'EUR', 'NL'),
        ('E002', 'Ben Smith', '2026-01-01', 'Bonus', 500.00, 'GBP', 'NL'),
        ('E003', 'Carla Diaz', '2026-02-01', 'Overtime', -120.50, 'USD', 'NL'),
        ('E001', 'Anna de Vries', '2026-02-01', '', 80.00, 'EUR', 'NL'),
        ('E004', 'Dirk Bauer', '2026-01-01', 'Base Salary', 3900.00, 'EUR', 'DE')`);
      await rows(
        'create table import.employees (employee_id varchar, employee_name varchar, department varchar, country varchar, hire_date date, fte double)',
      );
      await rows(`insert into import.employees values ('E001', 'Anna de Vries', 'Finance', 'NL', '2020-03-01', 1.0),
        ('E002', 'Ben Smith', 'Sales', 'NL', '2022-06-15', 0.8), ('E004', 'Dirk Bauer', 'Finance', 'DE', '2019-01-01', 1.0)`);
      await rows('create table import.fx_rates (currency varchar, period date, rate_to_eur decimal(18,6))');
      await rows(
        `insert into import.fx_rates values ('GBP', '2026-01-01', 1.17), ('USD', '2026-02-01', 0.92)`,
      );

      const failing = await buildDemoModel(rows);
      expect(
        await rows('select employee_id, wage_label from labeling.wage_component_labels order by all'),
      ).toEqual([
        { employee_id: 'E001', wage_label: 'Other' },
        { employee_id: 'E001', wage_label: 'Salary' },
        { employee_id: 'E002', wage_label: 'Bonus' },
      ]);
      expect(failing).toEqual({
        no_missing_employee_id: 0,
        no_negative_amounts: 1,
        wage_component_present: 1,
      });
    });
  });

  it('builds over the generated demo files (the import seed writes them); one test passes, two find rows', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-demo-files-'));
    try {
      fs.writeFileSync(path.join(dir, 'payroll.csv'), payrollCsv());
      fs.writeFileSync(path.join(dir, 'fx.csv'), fxRatesCsv());
      await withDuckDb(async (rows) => {
        const csv = (file: string, columns: string) =>
          `read_csv('${path.join(dir, file)}', header = true, columns = {${columns}})`;
        await rows(
          `create table import.payroll_2026 as select * from ${csv('payroll.csv', "'employee_id': 'varchar', 'employee_name': 'varchar', 'period': 'date', 'wage_component': 'varchar', 'amount': 'decimal(18,2)', 'currency': 'varchar', 'country': 'varchar'")}`,
        );
        await rows(
          `create table import.fx_rates as select * from ${csv('fx.csv', "'currency': 'varchar', 'period': 'date', 'rate_to_eur': 'decimal(18,6)'")}`,
        );
        await rows(
          'create table import.employees (employee_id varchar, employee_name varchar, department varchar, country varchar, hire_date date, fte double)',
        );
        for (const e of demoEmployees()) {
          await rows(
            'insert into import.employees values ($1, $2, $3, $4, $5::date, $6)',
            [],
            [e.id, e.name, e.department, e.country, e.hireDate.toISOString().slice(0, 10), e.fte],
          );
        }
        const failing = await buildDemoModel(rows);
        expect(failing.no_missing_employee_id).toBe(0);
        expect(failing.no_negative_amounts).toBeGreaterThan(0);
        expect(failing.wage_component_present).toBeGreaterThan(0);
        const [filtered] = await rows(
          'select count(*)::integer as n, count(*) filter (where amount_eur < 0)::integer as negative from filtering.payroll_filtered',
        );
        expect(filtered).toEqual({ n: expect.any(Number), negative: 0 });
        expect(Number(filtered.n)).toBeGreaterThan(0);
        const labels = (
          await rows('select distinct wage_label from labeling.wage_component_labels order by 1')
        ).map((r) => r.wage_label);
        expect(labels).toEqual(['Allowance', 'Bonus', 'Other', 'Overtime', 'Salary']);
        const [costs] = await rows(
          'select count(*)::integer as n, count(amount_eur)::integer as converted from model.employee_costs',
        );
        expect(costs.converted).toBe(costs.n); // every currency and period has a rate
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

type Rows = (
  sql: string,
  properties?: { name: string; value: string }[],
  positional?: DuckDBValue[],
) => Promise<Record<string, DuckDBValue>[]>;

/** An in-memory DuckDB with the layer schemas; `rows` binds the properties a query uses as $parameters. */
async function withDuckDb(work: (rows: Rows) => Promise<void>) {
  const instance = await DuckDBInstance.create(':memory:');
  const db = await instance.connect();
  const rows: Rows = async (sql, properties = [], positional) => {
    const used = new Set([...stripSqlComments(sql).matchAll(/\$([A-Za-z_]\w*)/g)].map((m) => m[1]));
    const named = Object.fromEntries(
      properties.filter((p) => used.has(p.name)).map((p) => [p.name, p.value]),
    );
    return (await db.runAndReadAll(sql, positional ?? named)).getRowObjects();
  };
  try {
    for (const schema of ['import', 'model', 'filtering', 'labeling', 'analytical', 'test'])
      await db.run(`create schema ${schema}`);
    await work(rows);
  } finally {
    db.closeSync();
    instance.closeSync();
  }
}

/** Builds the demo model's layers in order from the `working` branch; answers each test's failing row count. */
async function buildDemoModel(rows: Rows) {
  const layers: NodeModelLayer[] = ['model', 'filtering', 'labeling', 'analytical', 'test'];
  for (const layerName of layers) {
    const layer = await nodeModel().readLayer(regular, 'working', layerName);
    for (const name of PAYROLL_DEMO_MODEL.filter((n) => n.layer === layerName).map((n) => n.name)) {
      const node = layer.nodes.find((n) => n.name === name)!;
      await rows(`create table ${layerName}.${name} as ${node.query}`, node.properties);
      for (const named of [...node.sources, ...node.categories])
        expect((await rows(named.query)).length, `${layerName}.${name}/${named.name}`).toBeGreaterThan(0);
    }
  }
  const tests = (await nodeModel().readLayer(regular, 'working', 'test')).nodes[0].tests;
  return Object.fromEntries(
    await Promise.all(tests.map(async (t) => [t.name, (await rows(t.query)).length])),
  ) as Record<string, number>;
}
