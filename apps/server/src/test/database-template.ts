// One migrated database per test pass instead of one migration per test server: migrating took
// ~5 s of a test file's ~9 s of set-up on this 2-core machine (docs/testing.md).
// The vitest global setup (global-setup.ts) builds the template once: a dumped PGlite data directory
// in a file, or a template database on the PostgreSQL server at CAIRN_TEST_DATABASE_URL. testServer()
// starts from it when its variable is set, and migrates a fresh database itself when not (benches).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { syncCatalogue } from '../access/catalogue.js';
import { openDatabase, type Database } from '../db/client.js';
import { withoutDirectories } from './template-tar.js';

/** The file holding the migrated PGlite data directory (a tar). */
export const PGLITE_TEMPLATE_ENV = 'CAIRN_TEST_PGLITE_TEMPLATE';
/** The name of the migrated template database on the test PostgreSQL server. */
export const POSTGRES_TEMPLATE_ENV = 'CAIRN_TEST_POSTGRES_TEMPLATE';

/** A database name no other test picks. */
export function uniqueDatabaseName(prefix: string) {
  return `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
}

/** Runs `statement` on the PostgreSQL server as the test administrator. */
export async function onPostgresServer(adminUrl: string, statement: string) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates a new database and syncs the permission catalogue: what every test server starts from. */
async function migrated(options: { url?: string; pgliteDir?: string }): Promise<Database> {
  const database = await openDatabase(options);
  await syncCatalogue(database.db);
  return database;
}

/** Builds the pass's template; returns what removes it. */
export async function createTemplate(): Promise<() => Promise<void>> {
  const adminUrl = process.env.CAIRN_TEST_DATABASE_URL;
  if (adminUrl) {
    const name = uniqueDatabaseName('cairn_template');
    await onPostgresServer(adminUrl, `create database ${name}`);
    const database = await migrated({ url: databaseUrl(adminUrl, name) });
    await database.close(); // CREATE DATABASE ... TEMPLATE needs the template without connections
    process.env[POSTGRES_TEMPLATE_ENV] = name;
    return () => onPostgresServer(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await migrated({ pgliteDir: 'memory://' });
  const others = (await database.db.execute(
    sql`select oid from pg_database where datname <> current_database()`,
  )) as unknown as { rows: { oid: number }[] };
  const dump = await database.dumpDataDir!();
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-template-'));
  const file = path.join(dir, 'pglite.tar');
  const unused = others.rows.map(({ oid }) => `/base/${oid}`);
  fs.writeFileSync(file, withoutDirectories(new Uint8Array(await dump.arrayBuffer()), unused));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

/** A new database for one test server: a copy of the pass's template when there is one. */
export async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.CAIRN_TEST_DATABASE_URL;
  if (!adminUrl) {
    const templateFile = process.env[PGLITE_TEMPLATE_ENV];
    const database = templateFile
      ? await openDatabase({ pgliteDir: 'memory://', template: new Blob([fs.readFileSync(templateFile)]) })
      : await migrated({ pgliteDir: 'memory://' });
    return { database, drop: async () => {} };
  }
  const name = uniqueDatabaseName('cairn_test');
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  await onPostgresServer(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = databaseUrl(adminUrl, name);
  const database = template ? await openDatabase({ url, migrate: false }) : await migrated({ url });
  return {
    database,
    drop: () => onPostgresServer(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
