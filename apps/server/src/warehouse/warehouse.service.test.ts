// The warehouse seen from the HTTP side (table list, preview) and from runs (one writer at a time).
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProblem } from '../http/problem.js';
import { WarehouseService } from './warehouse.service.js';

/** Another process that opens `file` read-write and holds it until killed. */
async function holdInAnotherProcess(file: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { DuckDBInstance } from '@duckdb/node-api';
       const db = await DuckDBInstance.create(${JSON.stringify(file)});
       await db.connect();
       console.log('holding');
       setInterval(() => {}, 1000);`,
    ],
    { cwd: path.join(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('holding') && resolve());
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

describe('warehouse service', () => {
  let dataDir: string;
  let warehouse: WarehouseService;
  const engagementId = crypto.randomUUID();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-wh-'));
    warehouse = new WarehouseService(
      { memoryLimit: '256MB', threads: 1, statementTimeoutSeconds: 60 },
      dataDir,
    );
    const c = await warehouse.connect(engagementId);
    await c.run(`CREATE TABLE import.types AS SELECT
        range::BIGINT AS id, 9007199254740993::BIGINT AS big, 12.30::DECIMAL(18,2) AS amount, 0.8::DOUBLE AS fte,
        DATE '2026-01-31' AS period, TIMESTAMP '2026-01-31 08:00:00' AS at, 'Ann' AS name, NULL AS nothing, range % 2 = 0 AS even
      FROM range(250)`);
    c.close();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates one file per engagement with a schema per layer, locked down', async () => {
    expect(fs.existsSync(path.join(dataDir, 'warehouse', `${engagementId}.duckdb`))).toBe(true);
    const c = await warehouse.connect(engagementId);
    try {
      const schemas = (
        await c.run(
          'SELECT schema_name FROM duckdb_schemas() WHERE database_name = current_database() ORDER BY 1',
        )
      )
        .getRows()
        .flat();
      expect(schemas).toEqual(
        expect.arrayContaining(['analytical', 'filtering', 'import', 'labeling', 'model', 'test']),
      );
      const settings = (
        await c.run(
          "SELECT current_setting('enable_external_access'), current_setting('lock_configuration'), current_setting('autoload_known_extensions'), current_setting('memory_limit')",
        )
      ).getRows();
      expect(settings).toEqual([[false, true, false, '244.1 MiB']]);
    } finally {
      c.close();
    }
    expect(() => warehouse.fileOf('../other')).toThrow();
  });

  it('lists tables and previews the first rows as JSON with the row count', async () => {
    const tables = await warehouse.listTables(engagementId);
    expect(tables.map(({ schema, name, rowCount }) => ({ schema, name, rowCount }))).toEqual([
      { schema: 'import', name: 'types', rowCount: 250 },
    ]);
    const preview = await warehouse.preview(engagementId, 'import', 'types', 2);
    // The list carries each table's columns, as the preview names them (the node editor's catalogue).
    expect(tables[0].columns).toEqual(preview.columns);
    expect(preview.rowCount).toBe(250);
    expect(preview.columns).toEqual([
      { name: 'id', type: 'BIGINT' },
      { name: 'big', type: 'BIGINT' },
      { name: 'amount', type: 'DECIMAL(18,2)' },
      { name: 'fte', type: 'DOUBLE' },
      { name: 'period', type: 'DATE' },
      { name: 'at', type: 'TIMESTAMP' },
      { name: 'name', type: 'VARCHAR' },
      { name: 'nothing', type: 'INTEGER' },
      { name: 'even', type: 'BOOLEAN' },
    ]);
    expect(preview.rows[1]).toEqual([
      1,
      '9007199254740993',
      '12.30',
      0.8,
      '2026-01-31',
      '2026-01-31T08:00:00',
      'Ann',
      null,
      false,
    ]);
    expect(JSON.parse(JSON.stringify(preview))).toEqual(preview);
  });

  it('answers 404 for unknown tables, bad names and engagements without a warehouse', async () => {
    const status = (p: Promise<unknown>) =>
      p.then(
        () => 200,
        (e: HttpProblem) => e.status,
      );
    expect(await status(warehouse.preview(engagementId, 'import', 'missing'))).toBe(404);
    expect(
      await status(warehouse.preview(engagementId, 'import', 'types"; DROP TABLE import.types; --')),
    ).toBe(404);
    expect(await status(warehouse.preview(engagementId, 'main', 'types'))).toBe(404);
    expect(await status(warehouse.preview(crypto.randomUUID(), 'import', 'types'))).toBe(404);
    expect(await warehouse.listTables(crypto.randomUUID())).toEqual([]);
  });

  it('previews while a run of this process writes, and lets writers take turns', async () => {
    const first = await warehouse.connect(engagementId);
    expect((await warehouse.preview(engagementId, 'import', 'types', 1)).rowCount).toBe(250);
    let secondOpened = false;
    const second = warehouse.connect(engagementId).then((c) => ((secondOpened = true), c));
    await new Promise((r) => setTimeout(r, 100));
    expect(secondOpened).toBe(false);
    first.close();
    (await second).close();
    expect(secondOpened).toBe(true);
  });

  it('answers 409 when another process holds the warehouse', async () => {
    const other = crypto.randomUUID();
    (await warehouse.connect(other)).close();
    const holder = await holdInAnotherProcess(warehouse.fileOf(other));
    try {
      const err = await warehouse.listTables(other).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(HttpProblem);
      expect(err).toMatchObject({
        status: 409,
        detail: expect.stringMatching(/busy with a pipeline run on another worker/),
      });
    } finally {
      holder.kill('SIGKILL');
    }
  });
});
