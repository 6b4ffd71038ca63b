// A build's table definitions checked ahead (createTableAs's `next`, on the session's second
// connection while the statement before runs): one that passed skips the check in its turn, once;
// one that is refused ahead is refused in its turn exactly as it is without the check ahead. The
// quota is measured in the session before anything is built: after a build, beside, and that size
// is used only when no statement ran on the run's connection since. The session runs in this
// process here, so the statements each connection sends can be seen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warehouseFailure } from '../test/warehouse.js';
import { openLockedInstance } from './open-instance.js';
import { WarehouseSession } from './untrusted-session.js';
import { WarehouseConnection } from './warehouse-connection.js';
import { DUCKDB_BYTES_IN_USE_SQL } from './warehouse-quota.js';

const CHECK = /^SELECT json_serialize_sql\('([\s\S]*)'\)$/;

interface Noted {
  /** The text of each query checked (function-allow-list.ts) on the connection. */
  checked: string[];
  /** How many times the warehouse's size was measured on it. */
  sizes: number;
}

/** A connection that notes what it checks and measures in `noted`. */
async function noting(instance: DuckDBInstance, noted: Noted): Promise<WarehouseConnection> {
  const duckdb: DuckDBConnection = await instance.connect();
  const watched = new Proxy(duckdb, {
    get(target, property) {
      if (property === 'runAndReadAll')
        return (sql: string, ...rest: []) => {
          const check = CHECK.exec(sql);
          if (check) noted.checked.push(check[1].replace(/''/g, "'"));
          if (sql === DUCKDB_BYTES_IN_USE_SQL) noted.sizes++;
          return target.runAndReadAll(sql, ...rest);
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return new WarehouseConnection(watched, { timeoutSeconds: 10 });
}

describe('a session checking the next table definition while one is built', () => {
  let dir: string;
  let instance: DuckDBInstance;
  let main: Noted;
  let beside: Noted;

  const open = async () => {
    main = { checked: [], sizes: 0 };
    beside = { checked: [], sizes: 0 };
    return new WarehouseSession(await noting(instance, main), () => noting(instance, beside));
  };

  /** How many tables of that name the warehouse holds (Cairn's own query, not a user's). */
  const tablesNamed = async (name: string) => {
    const connection = await instance.connect();
    try {
      const result = await connection.runAndReadAll(
        `SELECT count(*)::INTEGER FROM duckdb_tables() WHERE table_name = '${name}'`,
      );
      return result.getRows()[0][0];
    } finally {
      connection.closeSync();
    }
  };

  /** Bytes the warehouse holds now (Cairn's own query). */
  const bytesNow = async () => {
    const connection = await instance.connect();
    try {
      return Number((await connection.runAndReadAll(DUCKDB_BYTES_IN_USE_SQL)).getRows()[0][0]);
    } finally {
      connection.closeSync();
    }
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-wh-ahead-'));
    instance = await openLockedInstance(path.join(dir, 'w.duckdb'), 'write', {
      memoryLimit: '256MB',
      threads: 1,
      maxTempSize: '1GB',
    });
  });
  afterAll(() => {
    instance.closeSync();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('checks the next definition beside, not again in its turn, and only once', async () => {
    const s = await open();
    const next = 'SELECT x + 1 AS y FROM model.a';
    try {
      expect(await s.createTableAs('model', 'a', 'SELECT 1 AS x', { next })).toBe(1);
      expect(await s.createTableAs('model', 'b', next)).toBe(1);
      expect(main.checked).toEqual(['SELECT 1 AS x']);
      expect(beside.checked).toEqual([next]);
      // Used once: the same text again is checked in its turn.
      expect(await s.createTableAs('model', 'b', next)).toBe(1);
      expect(main.checked).toEqual(['SELECT 1 AS x', next]);
      expect((await s.query('SELECT y FROM model.b', 1)).rows).toEqual([[2]]);
    } finally {
      await s.close();
    }
  });

  it('refuses in its turn a definition refused ahead, with the same error as without', async () => {
    const refused = [
      "SELECT * FROM enable_logging(level='trace', storage='file', storage_path='/x')",
      "SELECT nextval('s')",
      'SELECT * FROM checkpoint()',
      'SELECT 1 AS x; SELECT 2 AS x',
      'DROP TABLE model.a',
    ];
    for (const sql of refused) {
      const alone = await open();
      const without = await warehouseFailure(alone.createTableAs('model', 'hostile', sql));
      await alone.close();
      const s = await open();
      try {
        await s.createTableAs('model', 'a', 'SELECT 1 AS x', { next: sql });
        const err = await warehouseFailure(s.createTableAs('model', 'hostile', sql));
        expect([err.reason, err.message], sql).toEqual([without.reason, without.message]);
        expect(beside.checked, sql).toEqual([sql]);
        expect(main.checked, sql).toContain(sql);
      } finally {
        await s.close();
      }
    }
    expect(await tablesNamed('hostile')).toBe(0);
  });

  it('measures the quota before building: after a build, beside, as long as nothing ran since', async () => {
    const s = await open();
    const plenty = 1024 ** 4;
    try {
      expect(await s.createTableAs('model', 'q1', 'SELECT 1 AS x', { quotaBytes: plenty })).toBe(1);
      expect(await s.createTableAs('model', 'q2', 'SELECT 2 AS x', { quotaBytes: plenty })).toBe(1);
      // Before q1 on the run's connection; before q2 the size measured beside once q1 was built.
      expect(main.sizes).toBe(1);
      expect(beside.sizes).toBeGreaterThanOrEqual(1);
      // A statement in between, here one that writes: the size is measured again, not taken from before.
      const before = await bytesNow();
      await s.execute('CREATE TABLE model.filler AS SELECT range AS i FROM range(100000); CHECKPOINT');
      const after = await bytesNow();
      expect(after).toBeGreaterThan(before);
      const full = await warehouseFailure(
        s.createTableAs('model', 'over', 'SELECT 3 AS x', { quotaBytes: after }),
      );
      expect(full.reason).toBe('full');
      expect(full.message).toMatch(/its quota is .*: model\.over was not built/);
      expect(main.sizes).toBe(2);
      expect(main.checked).not.toContain('SELECT 3 AS x');
      expect(await tablesNamed('over')).toBe(0);
    } finally {
      await s.close();
    }
  });
});
