// Backup and restore of the metadata database on PostgreSQL, as docs/deploy.md says it (issue 30):
// the page's `pg_dump` and `pg_restore` lines, run by bash as written, with the page's two roles (an
// owner that migrates, a role the servers use). The restored database holds every row, keeps the
// audit log append-only, and its tables belong to the owner again, so the servers' role still
// cannot switch the audit trigger off.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { PLATFORM_SCOPE } from '@cairn/contracts';
import { syncCatalogue } from './access/catalogue.js';
import { openDatabase, type Database } from './db/client.js';
import { recordAuditEvent } from './modules/audit/audit.service.js';
import { REPO } from './test/cairn-process.js';
import { databaseUrl, onPostgresServer, uniqueDatabaseName } from './test/database-template.js';
import { buildEngagement, buildTenant, buildUser } from './test/factories.js';

const adminUrl = process.env.CAIRN_TEST_DATABASE_URL!;
const owner = uniqueDatabaseName('cairn_owner');
const app = uniqueDatabaseName('cairn_app');
const databases: string[] = [];
const opened: Database[] = [];
const backup = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-pg-backup-'));
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const name of databases)
    await onPostgresServer(adminUrl, `drop database if exists ${name} with (force)`);
  for (const role of [app, owner]) await onPostgresServer(adminUrl, `drop role if exists ${role}`);
  fs.rmSync(backup, { recursive: true, force: true });
});

/** The page's block (sh or sql) after `<!-- name -->`, with the page's role names made this test's. */
function docBlock(name: string) {
  const page = fs.readFileSync(path.join(REPO, 'docs/deploy.md'), 'utf8');
  const text = new RegExp(`<!-- ${name} -->\\s*\`\`\`(?:sh|sql)\\n([\\s\\S]*?)\`\`\``).exec(page)?.[1];
  if (!text) throw new Error(`docs/deploy.md has no block <!-- ${name} -->`);
  return text.replaceAll('cairn_owner', owner).replaceAll('cairn_app', app);
}

const urlAs = (role: string, database: string) => {
  const url = new URL(databaseUrl(adminUrl, database));
  url.username = role;
  return url.toString();
};

/** `createdb --owner=cairn_owner <name>` as the page asks of a superuser. */
async function ownersDatabase() {
  const name = uniqueDatabaseName('cairn_meta');
  await onPostgresServer(adminUrl, `create database ${name} owner ${owner}`);
  databases.push(name);
  await onPostgresServer(adminUrl, `grant create on database ${name} to ${app}`);
  return name;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string) {
  const { default: pgModule } = await import('pg');
  const client = new pgModule.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Row counts of the tables a restore must bring back, read as the servers' role. */
async function counts(url: string) {
  const rows = await query<{ table: string; n: number }>(
    url,
    `select 'tenants' as table, count(*)::int as n from tenants
     union all select 'engagements', count(*)::int from engagements
     union all select 'users', count(*)::int from users
     union all select 'role_assignments', count(*)::int from role_assignments
     union all select 'audit_log', count(*)::int from audit_log
     union all select 'permissions', count(*)::int from permissions`,
  );
  return Object.fromEntries(rows.map((r) => [r.table, r.n]));
}

describe("the metadata database's backup and restore on PostgreSQL (docs/deploy.md)", () => {
  it("restores every row, with the tables the owner's and the audit log closed to the servers' role", async () => {
    for (const role of [owner, app])
      await onPostgresServer(adminUrl, `create role ${role} login nosuperuser nocreaterole nocreatedb`);
    const live = await ownersDatabase();
    // `cairn migrate` as the owner: the migrations and the permission catalogue.
    const migrated = await openDatabase({ url: urlAs(owner, live) });
    await syncCatalogue(migrated.db);
    await migrated.close();
    await query(
      urlAs(owner, live),
      docBlock('sql:app-role').replaceAll('ON DATABASE cairn', `ON DATABASE ${live}`),
    );

    // What the servers leave behind, written as their role.
    const served = await openDatabase({ url: urlAs(app, live) });
    opened.push(served);
    const tenant = await buildTenant(served.db);
    await buildEngagement(served.db, tenant.id);
    const user = await buildUser(served.db, { roles: [{ role: 'Admin', scope: PLATFORM_SCOPE }] });
    await recordAuditEvent(served.db, { action: 'Test.Backup', actor: null, target: user.email });
    const before = await counts(urlAs(app, live));
    expect(before.audit_log).toBeGreaterThan(0);

    const env = { PATH: process.env.PATH!, BACKUP: backup };
    execFileSync('bash', ['-euo', 'pipefail', '-c', docBlock('backup:postgres')], {
      env: { ...env, DATABASE_URL: urlAs(app, live) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const fresh = await ownersDatabase();
    execFileSync('bash', ['-euo', 'pipefail', '-c', docBlock('restore:postgres')], {
      env: { ...env, OWNER_URL: urlAs(owner, fresh) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });

    // A server started on the restored database as the servers' role.
    const restored = await openDatabase({ url: urlAs(app, fresh) });
    opened.push(restored);
    expect(await counts(urlAs(app, fresh))).toEqual(before);
    const owners = await query<{ tableowner: string }>(
      urlAs(app, fresh),
      `select distinct tableowner from pg_tables where schemaname = 'public'`,
    );
    expect(owners).toEqual([{ tableowner: owner }]);
    const refused = (statement: string) =>
      query(urlAs(app, fresh), statement).then(
        () => 'done',
        (err: Error) => err.message,
      );
    expect(await refused(`delete from audit_log where action = 'Test.Backup'`)).toBe(
      'permission denied for table audit_log',
    );
    expect(await refused('alter table audit_log disable trigger audit_log_append_only')).toBe(
      'must be owner of table audit_log',
    );
  });
});
