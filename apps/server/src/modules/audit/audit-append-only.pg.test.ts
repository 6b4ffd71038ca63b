// On PostgreSQL the application's own role cannot change the audit log (issue 30). audit.db.test.ts
// proves the append-only triggers as the test server's superuser; a deployment runs Cairn as a plain
// login role. Two set-ups, each on a database of its own, connected as Cairn's role the way an
// injected statement would be:
// - one role that migrated and owns the tables (the simplest deployment): the triggers refuse;
// - the roles docs/deploy.md gives (an owner migrates, Cairn runs as a role owning nothing), with
//   the page's grants run as written: Cairn starts and serves as that role, and it cannot even
//   switch the trigger off.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { syncCatalogue } from '../../access/catalogue.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit.js';
import { REPO } from '../../test/cairn-process.js';
import { databaseUrl, onPostgresServer, uniqueDatabaseName } from '../../test/database-template.js';
import { buildUser, PASSWORD } from '../../test/factories.js';
import { signIn, TEST_ORIGIN } from '../../test/test-server.js';
import { recordAuditEvent } from './audit.service.js';

const adminUrl = process.env.CAIRN_TEST_DATABASE_URL!;
const databases: string[] = [];
const roles: string[] = [];
const closing: Database[] = [];
afterAll(async () => {
  for (const database of closing) await database.close();
  // The databases first: the roles' grants and default privileges live in them.
  for (const name of databases)
    await onPostgresServer(adminUrl, `drop database if exists ${name} with (force)`);
  for (const role of roles) await onPostgresServer(adminUrl, `drop role if exists ${role}`);
});

/** A new login role (no superuser) and, when `owns`, a database it owns; returns its address there. */
async function loginRole(prefix: string, database: string, owns: boolean) {
  const role = uniqueDatabaseName(prefix);
  await onPostgresServer(adminUrl, `create role ${role} login nosuperuser nocreaterole nocreatedb`);
  roles.push(role);
  if (owns) {
    await onPostgresServer(adminUrl, `create database ${database} owner ${role}`);
    databases.push(database);
  }
  const url = new URL(databaseUrl(adminUrl, database));
  url.username = role;
  return { role, url: url.toString() };
}

async function connected<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const { default: pgModule } = await import('pg');
  const client = new pgModule.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** What the role gets for each statement: 'done', or PostgreSQL's code and message. */
const attempts = (url: string, statements: string[]) =>
  connected(url, async (client) => {
    const answers: string[] = [];
    for (const statement of statements)
      answers.push(
        await client.query(statement).then(
          () => 'done',
          (err: Error & { code?: string }) => `${err.code}: ${err.message}`,
        ),
      );
    return answers;
  });

const rewrites = (id: number) => [
  `update audit_log set target = 'forged' where id = ${id}`,
  `delete from audit_log where id = ${id}`,
  'truncate audit_log',
];

/** The page's SQL after `<!-- name -->`, with its role names replaced by this test's. */
function docSql(name: string, names: Record<string, string>) {
  const page = fs.readFileSync(path.join(REPO, 'docs/deploy.md'), 'utf8');
  const text = new RegExp(`<!-- ${name} -->\\s*\`\`\`sql\\n([\\s\\S]*?)\`\`\``).exec(page)?.[1];
  if (!text) throw new Error(`docs/deploy.md has no SQL <!-- ${name} -->`);
  return Object.entries(names).reduce((sql, [from, to]) => sql.replaceAll(from, to), text);
}

describe('audit log on PostgreSQL, as the role that migrated and owns the tables', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of audit rows, and the row stays as written', async () => {
    const { role, url } = await loginRole('cairn_app', uniqueDatabaseName('cairn_audit'), true);
    const database = await openDatabase({ url });
    closing.push(database);
    const [{ rolsuper }] = await connected(
      url,
      async (c) =>
        (await c.query<{ rolsuper: boolean }>('select rolsuper from pg_roles where rolname = current_user'))
          .rows,
    );
    expect({ role, rolsuper }).toEqual({ role, rolsuper: false });
    await recordAuditEvent(database.db, { action: 'Test.Append', actor: null, target: 'kept' });
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'Test.Append'));
    expect(await attempts(url, rewrites(row.id))).toEqual([
      '42501: audit_log is append-only: UPDATE refused',
      '42501: audit_log is append-only: DELETE refused',
      '42501: audit_log is append-only: TRUNCATE refused',
    ]);
    const [after] = await database.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(after).toEqual(row);
  });
});

describe("audit log on PostgreSQL, with docs/deploy.md's owner and application roles", () => {
  it('serves as the application role, which can neither change audit rows nor switch the trigger off', async () => {
    const name = uniqueDatabaseName('cairn_roles');
    const owner = await loginRole('cairn_owner', name, true);
    const app = await loginRole('cairn_app', name, false);
    await onPostgresServer(adminUrl, `grant create on database ${name} to ${app.role}`);
    // `cairn migrate` as the owner, then the page's grants as the owner.
    await (await openDatabase({ url: owner.url })).close();
    await connected(owner.url, (c) =>
      c.query(docSql('sql:app-role', { cairn_app: app.role, 'ON DATABASE cairn': `ON DATABASE ${name}` })),
    );

    // A server started as the application role: it checks the migrations, syncs the catalogue and
    // answers; a change through the API writes its audit row.
    const database = await openDatabase({ url: app.url });
    closing.push(database);
    await syncCatalogue(database.db);
    const config = loadConfig({
      DATABASE_URL: app.url,
      CAIRN_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-roles-')),
      CAIRN_PUBLIC_URL: TEST_ORIGIN,
      CAIRN_LOG_LEVEL: 'silent',
      CAIRN_WEB_DIR: '/nonexistent-cairn-web',
    });
    const built = await buildApp(config, database, { logger: false });
    try {
      await built.app.ready();
      const user = await buildUser(database.db);
      const client = await signIn(built, user.email, PASSWORD);
      const saved = await client.request('PUT', '/api/profile/me', {
        language: 'en',
        displayName: 'Rowan Role',
        templateName: 'Default',
      });
      expect(saved.statusCode, saved.body).toBe(200);
    } finally {
      await built.app.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'Profile.Update'));
    expect(row).toBeDefined();

    expect(
      await attempts(app.url, [
        ...rewrites(row.id),
        'alter table audit_log disable trigger audit_log_append_only',
        'drop trigger audit_log_append_only on audit_log',
      ]),
    ).toEqual([
      '42501: permission denied for table audit_log',
      '42501: permission denied for table audit_log',
      '42501: permission denied for table audit_log',
      '42501: must be owner of table audit_log',
      '42501: must be owner of relation audit_log',
    ]);
    const [after] = await database.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(after).toEqual(row);
  });
});
