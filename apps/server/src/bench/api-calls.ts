// The calls of issue 29's "hot reads at the floor", each with its plain-SQL twin: the screens' first
// list or detail call (a run, the audit log, users, tenants, engagements, a storage folder), seeded
// with enough rows that a page is a real choice, and the same page of rows with its total selected by
// one plain statement. api.bench.ts drives both sides alike and prints ratio_vs_sql per call.
import { sql, type SQL } from 'drizzle-orm';
import { PLATFORM_SCOPE, ROLE_NAMES } from '@cairn/contracts';
import type { Db } from '../db/client.js';
import { auditLog, storageObjects } from '../db/schema/index.js';
import { buildEngagement, buildTenant, buildUser } from '../test/factories.js';
import { insertPayslips } from './payslips.js';

export interface SqlCall {
  /** The figure's name: api.<engine>.<name>.ratio_vs_sql. */
  name: string;
  /** Cairn's address, called as `caller`. */
  path: string;
  caller: 'engagementUser' | 'admin';
  /** The same rows (and total) selected plainly: one statement, or the page and then its count. */
  query: SQL | SQL[];
}

const AUDIT_EVENTS = 5_000;
const USERS = 200;
const TENANTS = 60;
const FILES = 5_000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/**
 * Seeds the rows behind the calls (the engagement's runs are the caller's) and answers the calls with
 * their plain twins and the administrator who reads the platform's lists.
 */
export async function seedSqlCalls(db: Db, at: { tenantId: string; engagementId: string; runId: string }) {
  const admin = await buildUser(db, {
    eulaAccepted: true,
    roles: [{ role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE }],
  });
  const now = Date.now();
  await insertInBatches(
    Array.from({ length: AUDIT_EVENTS }, (_, i) => ({
      at: new Date(now - i * 1_000),
      principalType: 'User',
      principalId: admin.id,
      actor: admin.email,
      action: i % 2 ? 'Run.Start' : 'Tenant.Update',
      scope: `/tenants/${at.tenantId}`,
      tenantId: at.tenantId,
      target: `run ${i}`,
      outcome: 'Success',
      status: 200,
    })),
    (batch) => db.insert(auditLog).values(batch),
  );
  for (let i = 0; i < USERS; i++) await buildUser(db, { name: `Bench person ${String(i).padStart(3, '0')}` });
  for (let i = 0; i < TENANTS; i++) {
    const tenant = await buildTenant(db, `Bench tenant ${String(i).padStart(2, '0')}`);
    await buildEngagement(db, tenant.id, { name: `Bench engagement ${String(i).padStart(2, '0')}` });
  }
  await insertPayslips(db, at.engagementId, 'f-payslips', FILES);
  await db.insert(storageObjects).values({
    engagementId: at.engagementId,
    purpose: 'main',
    parentPath: '',
    name: 'f-payslips',
    type: 'Folder',
    displayName: 'Payslips',
  });

  const page = (select: SQL, order: SQL) => sql`${select} order by ${order} limit 10`;
  const calls: SqlCall[] = [
    {
      name: 'run_detail',
      path: `/api/pipelines/engagements/${at.engagementId}/runs/${at.runId}`,
      caller: 'engagementUser',
      // The run and its log, as the run page shows them.
      query: sql`select r.*, (select json_agg(l order by l.seq) from pipeline_run_log l where l.run_id = r.id) as log
        from pipeline_runs r where r.id = ${at.runId} and r.engagement_id = ${at.engagementId}`,
    },
    {
      name: 'audit',
      path: '/api/audit/events?page=1&pageSize=10&sort=-at',
      caller: 'admin',
      // A large table: the page by its index and a separate count beat a window count over every row.
      query: [
        sql`select * from audit_log order by at desc, id desc limit 10`,
        sql`select count(*) from audit_log`,
      ],
    },
    {
      name: 'users',
      path: '/api/authorization/users?page=1&pageSize=10&sort=name',
      caller: 'admin',
      query: page(sql`select *, count(*) over () as total from users`, sql`name, id`),
    },
    {
      name: 'tenants',
      path: '/api/tenants?page=1&pageSize=10&sort=name',
      caller: 'admin',
      query: page(sql`select *, count(*) over () as total from tenants`, sql`name, id`),
    },
    {
      name: 'engagements',
      path: '/api/engagements/admin?page=1&pageSize=10&sort=name',
      caller: 'admin',
      // Each with its tenant's name, as the list shows it.
      query: page(
        sql`select e.*, t.name as tenant_name, count(*) over () as total
          from engagements e join tenants t on t.id = e.tenant_id`,
        sql`e.name, e.id`,
      ),
    },
    {
      name: 'objects',
      path: `/api/storage/engagements/${at.engagementId}/main/folder?path=f-payslips&page=1&pageSize=10`,
      caller: 'engagementUser',
      // The page by the folder's index in the listing's order, then the folder's count.
      query: [
        sql`select * from storage_objects
          where engagement_id = ${at.engagementId} and purpose = 'main' and parent_path = 'f-payslips' and type = 'File'
          order by lower(display_name), display_name, name limit 10`,
        sql`select count(*) from storage_objects
          where engagement_id = ${at.engagementId} and purpose = 'main' and parent_path = 'f-payslips'`,
      ],
    },
  ];
  return { admin, calls };
}
