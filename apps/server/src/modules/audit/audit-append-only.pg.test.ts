// On PostgreSQL the application's own role cannot change the audit log (issue 30). audit.db.test.ts
// proves the append-only triggers as the test server's superuser; a deployment runs Cairn as a plain
// login role that owns its database (docs/deploy.md), so this test migrates a new database as such
// a role and, connected as it, tries to rewrite and remove a row the way an injected statement would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit.js';
import { databaseUrl, onPostgresServer, uniqueDatabaseName } from '../../test/database-template.js';
import { recordAuditEvent } from './audit.service.js';

const adminUrl = process.env.CAIRN_TEST_DATABASE_URL!;
const role = uniqueDatabaseName('cairn_app');
const name = uniqueDatabaseName('cairn_audit');
let database: Database;
let appUrl: string;

beforeAll(async () => {
  await onPostgresServer(adminUrl, `create role ${role} login nosuperuser nocreaterole nocreatedb`);
  await onPostgresServer(adminUrl, `create database ${name} owner ${role}`);
  const url = new URL(databaseUrl(adminUrl, name));
  url.username = role;
  appUrl = url.toString();
  // Migrated by the app's role, as `cairn migrate` and a starting server do: it owns the tables.
  database = await openDatabase({ url: appUrl });
}, 60_000);

afterAll(async () => {
  await database?.close();
  await onPostgresServer(adminUrl, `drop database if exists ${name} with (force)`);
  await onPostgresServer(adminUrl, `drop role if exists ${role}`);
});

/** A plain connection as the role, not the app's query builder: what an injected statement would use. */
async function asAppRole<T>(use: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: appUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

describe('audit log on PostgreSQL, as the application role', () => {
  it('is not a superuser: the triggers are all that stands in the way', async () => {
    const { rows } = await asAppRole((client) =>
      client.query(
        `select rolsuper as superuser, (select tableowner from pg_tables where tablename = 'audit_log') as owner
           from pg_roles where rolname = current_user`,
      ),
    );
    expect(rows).toEqual([{ superuser: false, owner: role }]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit rows, and the row stays as written', async () => {
    await recordAuditEvent(database.db, { action: 'Test.Append', actor: null, target: 'kept' });
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'Test.Append'));
    const refusals = await asAppRole(async (client) => {
      const refusal = (statement: string) =>
        client.query(statement).then(
          () => 'done',
          (err: Error & { code?: string }) => `${err.code}: ${err.message}`,
        );
      return [
        await refusal(`update audit_log set target = 'forged' where id = ${row.id}`),
        await refusal(`delete from audit_log where id = ${row.id}`),
        await refusal('truncate audit_log'),
      ];
    });
    expect(refusals).toEqual([
      '42501: audit_log is append-only: UPDATE refused',
      '42501: audit_log is append-only: DELETE refused',
      '42501: audit_log is append-only: TRUNCATE refused',
    ]);
    const [after] = await database.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(after).toEqual(row);
  });
});
