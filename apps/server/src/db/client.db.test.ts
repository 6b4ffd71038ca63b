import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client.js';
import { testServer } from '../test/test-server.js';

/** Both drivers answer `execute` with an object holding `rows`. */
async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}
const JOURNAL = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };
const MIGRATIONS = JOURNAL.entries.length;
const migrationCount = async (database: Database) =>
  (
    await rows<{ count: number }>(
      database,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )
  )[0].count;

describe('metadata store', () => {
  it('runs on the backend the suite was asked for (PostgreSQL when CAIRN_TEST_DATABASE_URL is set)', async () => {
    const server = await testServer();
    try {
      expect(server.database.kind).toBe(process.env.CAIRN_TEST_DATABASE_URL ? 'postgres' : 'pglite');
      expect((await server.app.inject({ url: '/readyz' })).json()).toEqual({
        status: 'ready',
        database: server.database.kind,
        dataDirectory: 'ok',
      });
    } finally {
      await server.close();
    }
  });

  it('applies each migration once, also when several servers start at the same time', async () => {
    if (!process.env.CAIRN_TEST_DATABASE_URL) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-pg-'));
      try {
        for (let i = 0; i < 2; i++) {
          const database = await openDatabase({ pgliteDir: dir });
          expect(await migrationCount(database)).toBe(MIGRATIONS);
          await database.close();
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
      return;
    }
    const server = await testServer();
    try {
      const [{ name }] = await rows<{ name: string }>(
        server.database,
        sql`select current_database() as name`,
      );
      const url = new URL(process.env.CAIRN_TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString() })));
      for (const database of opened) expect(await migrationCount(database)).toBe(MIGRATIONS);
      await Promise.all(opened.map((d) => d.close()));
      // The server ends every idle connection (as a restart would): the process survives and the pool reconnects.
      await rows(
        server.database,
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`,
      );
      await new Promise((r) => setTimeout(r, 200));
      expect(await migrationCount(server.database)).toBe(MIGRATIONS);
    } finally {
      await server.close();
    }
  });
});
