// CSV files into an engagement's PostgreSQL warehouse through COPY, on a real server (runs only in the
// PostgreSQL pass: vitest.config.ts includes *.pg.test.ts when CAIRN_TEST_DATABASE_URL is set).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { warehouseFailure } from '../../test/warehouse.js';
import {
  copyCsvIntoPostgres,
  copyTablesIntoPostgres,
  postgresTypeOf,
  type CopyCsvOptions,
} from './pg-copy-import.js';
import { connectionUrl, dropEngagementWarehouse, ensureEngagementWarehouse } from './pg-provisioning.js';

const adminUrl = process.env.CAIRN_TEST_DATABASE_URL!;

const FACTS = [
  { name: 'id', type: 'bigint' },
  { name: 'amount', type: 'numeric(18,2)' },
  { name: 'day', type: 'date' },
  { name: 'approved', type: 'boolean' },
  { name: 'note', type: 'text' },
];

describe('CSV into PostgreSQL through COPY', () => {
  const engagement = crypto.randomUUID();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-pg-copy-'));
  let admin: pg.Pool;
  let client: pg.Client;

  const csv = (name: string, text: string | Buffer) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  const copy = (file: string, more: Partial<CopyCsvOptions> = {}) =>
    copyCsvIntoPostgres({
      client,
      schema: 'import',
      table: 'facts',
      file,
      delimiter: ',',
      quote: '"',
      header: true,
      columns: FACTS,
      ...more,
    });
  const rows = async (sql: string) => (await client.query({ text: sql, rowMode: 'array' })).rows;
  const typesOf = async (table: string) =>
    Object.fromEntries(
      await rows(
        `SELECT attname, format_type(atttypid, atttypmod) FROM pg_attribute
         WHERE attrelid = 'import.${table}'::regclass AND attnum > 0 ORDER BY attnum`,
      ),
    );
  /** Tables of the import schema: no hidden build table may be left behind. */
  const tables = async () =>
    (await rows("SELECT tablename FROM pg_tables WHERE schemaname = 'import' ORDER BY 1")).flat();

  beforeAll(async () => {
    const warehouse = await ensureEngagementWarehouse(adminUrl, engagement, {
      statementTimeoutSeconds: 60,
      workMem: '16MB',
    });
    admin = new pg.Pool({ connectionString: adminUrl, max: 2 });
    client = new pg.Client({
      connectionString: connectionUrl(adminUrl, warehouse.database, warehouse),
      // Dates and numerics as PostgreSQL writes them, to compare text with text.
      types: { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig,
    });
    await client.connect();
  });
  beforeEach(async () => {
    await client.query('DROP TABLE IF EXISTS import.facts');
    await client.query("CREATE TABLE import.facts AS SELECT 'old' AS note FROM generate_series(1, 3)");
  });
  afterEach(async () => {
    // The caller's connection stays usable after every outcome, outside any transaction.
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: '1' }]);
  });
  afterAll(async () => {
    await client?.end();
    await admin?.end();
    await dropEngagementWarehouse(adminUrl, engagement);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('maps the types DuckDB sniffs to PostgreSQL types', () => {
    expect(
      ['BIGINT', 'INTEGER', 'DOUBLE', 'DECIMAL(18,2)', 'DECIMAL(9, 4)', 'DATE', 'TIMESTAMP', 'TIME'].map(
        postgresTypeOf,
      ),
    ).toEqual([
      'bigint',
      'integer',
      'double precision',
      'numeric(18,2)',
      'numeric(9,4)',
      'date',
      'timestamp',
      'time',
    ]);
    expect(['BOOLEAN', 'VARCHAR', 'varchar', 'STRUCT(a INTEGER)', 'BLOB'].map(postgresTypeOf)).toEqual([
      'boolean',
      'text',
      'text',
      'text',
      'text',
    ]);
  });

  it('loads a file and replaces the table, with its types, in one transaction', async () => {
    // A byte order mark, a quoted empty cell and empty cells: NULL, as DuckDB reads them.
    const file = csv(
      'facts.csv',
      '\uFEFFid,amount,day,approved,note\n1,12.30,2026-01-31,true,first\n2,-0.5,2026-02-01,false,""\n3,,,,\n',
    );
    expect(await copy(file)).toEqual({ rows: 3, widened: [] });
    expect(await typesOf('facts')).toEqual({
      id: 'bigint',
      amount: 'numeric(18,2)',
      day: 'date',
      approved: 'boolean',
      note: 'text',
    });
    expect(await rows('SELECT id, amount, day::text, approved, note FROM import.facts ORDER BY id')).toEqual([
      ['1', '12.30', '2026-01-31', 't', 'first'],
      ['2', '-0.50', '2026-02-01', 'f', null],
      ['3', null, null, null, null],
    ]);
    expect(await tables()).toEqual(['facts']);
    // Again, from a file without a header line: the table is replaced, not appended to.
    expect(await copy(csv('again.csv', '7,1,2026-03-01,t,x\n'), { header: false })).toEqual({
      rows: 1,
      widened: [],
    });
    expect(await rows('SELECT id, note FROM import.facts')).toEqual([['7', 'x']]);
  });

  it('widens a column to text when a value does not fit its type, saying which line', async () => {
    const file = csv(
      'misfits.csv',
      [
        'id,amount,day,approved,note',
        '1,12.30,2026-01-31,true,a',
        '2,N/A,2026-02-01,false,b',
        '3,4.00,2026-13-45,true,c',
        '4,99999999999999999999,2026-02-03,yes,d',
      ].join('\n'),
    );
    const result = await copy(file);
    expect(result).toEqual({
      rows: 4,
      widened: [
        { column: 'amount', line: 3, value: 'N/A' },
        { column: 'day', line: 4, value: '2026-13-45' },
      ],
    });
    expect(await typesOf('facts')).toMatchObject({
      id: 'bigint',
      amount: 'text',
      day: 'text',
      approved: 'boolean',
    });
    expect(await rows('SELECT amount, day FROM import.facts ORDER BY id')).toEqual([
      ['12.30', '2026-01-31'],
      ['N/A', '2026-02-01'],
      ['4.00', '2026-13-45'],
      ['99999999999999999999', '2026-02-03'],
    ]);
    expect(await tables()).toEqual(['facts']);
  });

  it('fails on a line that does not fit the file, naming it, and keeps the old table', async () => {
    const files = {
      'extra data after last expected column': '1,1,2026-01-01,t,a\n2,2,2026-01-02,t,b,surplus\n',
      'missing data for column "note"': '1,1,2026-01-01,t,a\n2,2,2026-01-02,t\n',
      'unterminated CSV quoted field': '1,1,2026-01-01,t,a\n2,2,2026-01-02,t,"open\n',
    };
    for (const [reason, lines] of Object.entries(files)) {
      const err = await warehouseFailure(copy(csv('broken.csv', `id,amount,day,approved,note\n${lines}`)));
      expect(err.reason, reason).toBe('sql');
      // An open quote runs to the end of the file: PostgreSQL names the line where the file ended.
      const line = reason.startsWith('unterminated') ? 4 : 3;
      expect(err.message, reason).toBe(`Line ${line} of the file could not be read: ${reason}.`);
    }
    const notUtf8 = Buffer.concat([
      Buffer.from('id,amount,day,approved,note\n1,1,2026-01-01,t,caf'),
      Buffer.from([0xe9, 0x0a]),
    ]);
    expect((await warehouseFailure(copy(csv('latin1.csv', notUtf8)))).message).toMatch(
      /^Line 2 of the file could not be read: invalid byte sequence for encoding "UTF8": 0xe9.*Check the encoding/,
    );
    expect(await rows('SELECT count(*), min(note) FROM import.facts')).toEqual([['3', 'old']]);
    expect(await tables()).toEqual(['facts']);
  });

  it('stops when the signal fires and keeps the old table', async () => {
    const big = path.join(dir, 'big.csv');
    const line = '1,12.30,2026-01-31,true,some text to make the file longer\n';
    fs.writeFileSync(big, `id,amount,day,approved,note\n${line.repeat(400_000)}`);
    const cancelled: number[] = [];
    const cancelBackend = async (pid: number) => {
      cancelled.push(pid);
      return admin.query('SELECT pg_cancel_backend($1)', [pid]);
    };
    // Before, during and after the file is sent; without cancelBackend, ending the stream alone.
    for (const [delay, cancels] of [
      [0, true],
      [50, true],
      [300, true],
      [100, false],
    ] as const) {
      const controller = new AbortController();
      setTimeout(() => controller.abort('cancelled'), delay);
      const err = await warehouseFailure(
        copy(big, { signal: controller.signal, ...(cancels ? { cancelBackend } : {}) }),
      );
      expect(err, `after ${delay} ms`).toMatchObject({
        reason: 'aborted',
        message: 'The query was stopped: the run was cancelled.',
      });
      expect(await rows('SELECT count(*), min(note) FROM import.facts')).toEqual([['3', 'old']]);
      expect(await tables()).toEqual(['facts']);
    }
    expect(cancelled.length).toBeGreaterThan(0);
    const stopped = new AbortController();
    stopped.abort('timeout');
    expect(await warehouseFailure(copy(big, { signal: stopped.signal }))).toMatchObject({
      reason: 'aborted',
      message: 'The query was stopped: the run passed its time limit.',
    });
  });

  it('refuses a table name, column or type that is not valid, before touching the warehouse', async () => {
    const file = csv('ok.csv', 'id\n1\n');
    const columns = [{ name: 'id', type: 'bigint' }];
    for (const table of ['bad-name', 'drop table x', '__cairn_build_facts', '1st', 'x'.repeat(64)]) {
      expect((await warehouseFailure(copy(file, { table, columns }))).message, table).toMatch(
        /is not a valid table name|is too long/,
      );
    }
    expect((await warehouseFailure(copy(file, { schema: 'pg_catalog', columns }))).message).toMatch(
      /is not a warehouse schema/,
    );
    const refused = [
      { columns: [{ name: 'id', type: 'bigint); DROP TABLE import.facts; --' }] },
      {
        columns: [
          { name: 'id', type: 'bigint' },
          { name: 'id', type: 'text' },
        ],
      },
      { columns: [{ name: 'x'.repeat(64), type: 'text' }] },
      { columns, delimiter: '||' },
      { columns, quote: '\n' },
    ];
    for (const more of refused) {
      expect((await warehouseFailure(copy(file, more))).reason).toBe('sql');
    }
    // A file that is not there: Node's error, and no COPY left waiting on the connection.
    await expect(copy(path.join(dir, 'missing.csv'), { columns })).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await rows('SELECT count(*) FROM import.facts')).toEqual([['3']]);
  });

  it("reads the file's delimiter and quote: delimiters, newlines and quotes inside quoted fields", async () => {
    const file = csv(
      'semicolons.csv',
      ['id;note;amount', '1;"a; b";1.5', '2;"two\nlines";2', '3;"say ""hi""";3', "4;'single';N/A"].join(
        '\r\n',
      ),
    );
    const columns = [
      { name: 'id', type: 'integer' },
      { name: 'note', type: 'text' },
      { name: 'amount', type: 'double precision' },
    ];
    expect(await copy(file, { delimiter: ';', columns })).toEqual({
      rows: 4,
      // A quoted newline does not count: the fifth record is line 5.
      widened: [{ column: 'amount', line: 5, value: 'N/A' }],
    });
    expect(await rows('SELECT id, note, amount FROM import.facts ORDER BY id')).toEqual([
      ['1', 'a; b', '1.5'],
      ['2', 'two\nlines', '2'],
      ['3', 'say "hi"', '3'],
      ['4', "'single'", 'N/A'],
    ]);
    // Another quote character.
    const single = csv('single.csv', "id|note|amount\n1|'x|y'|0.25\n");
    expect(await copy(single, { delimiter: '|', quote: "'", columns })).toEqual({ rows: 1, widened: [] });
    expect(await rows('SELECT note, amount FROM import.facts')).toEqual([['x|y', '0.25']]);
  });
  it('replaces several tables in one transaction, an empty quoted field kept as an empty string', async () => {
    await client.query('DROP TABLE IF EXISTS import.notes');
    await client.query("CREATE TABLE import.notes AS SELECT 'old' AS note");
    // As DuckDB writes them (COPY ... TO, no header): '' as "", NULL as nothing.
    const facts = csv('facts-publish.csv', '1,2.50,2026-01-02,true,""\n2,,,,\n');
    const notes = csv('notes-publish.csv', '"said ""hi"", then left"\n');
    const publish = (notesFile: string) =>
      copyTablesIntoPostgres({
        client,
        tables: [
          { schema: 'import', table: 'facts', file: facts, columns: FACTS },
          { schema: 'import', table: 'notes', file: notesFile, columns: [{ name: 'note', type: 'integer' }] },
        ],
      });
    // The second file does not fit its column: neither table changes.
    await expect(publish(notes)).rejects.toThrow(/integer/);
    expect(await rows('SELECT count(*) FROM import.facts')).toEqual([['3']]);
    expect(await rows('SELECT note FROM import.notes')).toEqual([['old']]);
    expect(await tables()).toEqual(['facts', 'notes']);

    const fitting = csv('notes-fitting.csv', '7\n');
    expect(await publish(fitting)).toEqual([2, 1]);
    expect(
      await rows('SELECT id, amount, day, approved, note, note IS NULL FROM import.facts ORDER BY id'),
    ).toEqual([
      ['1', '2.50', '2026-01-02', 't', '', 'f'],
      ['2', null, null, null, null, 't'],
    ]);
    expect(await rows('SELECT note FROM import.notes')).toEqual([['7']]);
    expect(await tables()).toEqual(['facts', 'notes']);
  });
});
