// Issue 29: the filters and sorts of the screens' first pages are served by indexes. With tens of
// thousands of runs, files, audit events, engagements and users (ANALYZEd), every SELECT a first-page
// call sends to PostgreSQL is explained with its own parameters, and none reads one of those tables
// whole: a sequential scan of a large table is allowed only beneath a LIMIT and without a filter
// (the bounded "count up to 10,000"). A plan that stopped using an index fails here, on the
// statement and with the plan.
import { beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { PASSWORD } from '../test/factories.js';
import { firstPages, seedScaleRows } from '../test/scale-rows.js';
import { signIn, useTestServer, type SignedInClient } from '../test/test-server.js';

const LARGE = ['pipeline_runs', 'storage_objects', 'audit_log', 'engagements', 'users'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Filter?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/**
 * Where a plan reads a large table whole: each such scan, named. Beneath a LIMIT a sequential scan
 * stops early when its filter matches a good part of the table (by the planner's own estimate, at
 * least a tenth: at most ten rows read per row kept); a rarer filter must come from an index.
 */
function wholeTableReads(plan: PlanNode, rowsOf: Map<string, number>, underLimit = false): string[] {
  const table = plan['Relation Name'] ?? '';
  const matching = plan['Plan Rows'] / Math.max(1, rowsOf.get(table) ?? 1);
  const here =
    plan['Node Type'] === 'Seq Scan' &&
    LARGE.includes(table) &&
    (!underLimit || (plan.Filter !== undefined && matching < 0.1))
      ? [`Seq Scan on ${table}${plan.Filter ? ` (filter ${plan.Filter}, ${plan['Plan Rows']} rows)` : ''}`]
      : [];
  const limited = underLimit || plan['Node Type'] === 'Limit';
  return here.concat((plan.Plans ?? []).flatMap((child) => wholeTableReads(child, rowsOf, limited)));
}

const server = useTestServer({});
let pool: pg.Pool;
let statements: { text: string; values: unknown[] }[] = [];
let pages: ReturnType<typeof firstPages>;
let admin: SignedInClient;
let configurer: SignedInClient;
let tenantScope: string;
let engagementId: string;

beforeAll(async () => {
  const seeded = await seedScaleRows(server.database.db, {
    runs: 10_000,
    files: 10_000,
    events: 50_000,
    engagements: 2_000,
    users: 5_000,
    neighbours: 5,
  });
  pages = firstPages(seeded.engagement.id);
  tenantScope = `/tenants/${seeded.tenant.id}`;
  engagementId = seeded.engagement.id;
  admin = await signIn(server, seeded.admin.email, PASSWORD);
  configurer = await signIn(server, seeded.one.email, PASSWORD);
  // Every statement the pool runs while a call is answered (drizzle sends each through pool.query).
  pool = (server.database.db as unknown as { $client: pg.Pool }).$client;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: typeof query }).query = (...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[]?];
    const text = typeof first === 'string' ? first : first.text;
    const values = (typeof first === 'string' ? undefined : first.values) ?? second ?? [];
    statements.push({ text, values });
    return query(...args);
  };
}, 60_000); // seeding ~140,000 rows and ANALYZE: most of this file's ~10 s

async function readsOf(client: SignedInClient, url: string) {
  await client.request('GET', url); // warm: sessions, access, caches
  statements = [];
  const res = await client.request('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  const selects = statements.filter(
    (s) =>
      /^\s*(select|with)\b/i.test(s.text) &&
      LARGE.some((t) => s.text.includes(`"${t}"`) || s.text.includes(` ${t} `)),
  );
  const found: string[] = [];
  const sizes = await pool.query<{ relname: string; reltuples: number }>(
    'select relname, reltuples from pg_class where relname = any($1)',
    [LARGE],
  );
  const rowsOf = new Map(sizes.rows.map((r) => [r.relname, Number(r.reltuples)]));
  for (const s of selects) {
    const explained = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) ${s.text}`,
      s.values,
    );
    const plan = explained.rows[0]['QUERY PLAN'][0].Plan;
    for (const read of wholeTableReads(plan, rowsOf))
      found.push(`${read}\n  in: ${s.text.replace(/\s+/g, ' ').slice(0, 400)}`);
  }
  return { selects: selects.length, found };
}

describe('first pages at scale on PostgreSQL', () => {
  const calls: [string, () => SignedInClient, () => string][] = [
    ['the monitor, last 30 days', () => configurer, () => pages.runs],
    ['the monitor, failed runs', () => configurer, () => `${pages.runs}&status=Failed`],
    [
      'the monitor, oldest first',
      () => configurer,
      () => pages.runs.replace('direction=desc', 'direction=asc'),
    ],
    ['a folder of files by name', () => admin, () => pages.objects],
    ['a folder of files newest first', () => admin, () => `${pages.objects}&sort=-createdAt`],
    ['the audit log', () => admin, () => pages.audit],
    ['the audit log by action', () => admin, () => `${pages.audit}&action=Run.`],
    ['the audit log by a rare action', () => admin, () => `${pages.audit}&action=File.`],
    [
      'the audit log of a tenant',
      () => admin,
      () => `${pages.audit}&scope=${encodeURIComponent(tenantScope)}`,
    ],
    [
      'the audit log of an engagement',
      () => admin,
      () => `${pages.audit}&scope=${encodeURIComponent(`${tenantScope}/engagements/${engagementId}`)}`,
    ],
    [
      'the audit log of one hour',
      () => admin,
      () => `${pages.audit}&from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`,
    ],
    ['the engagements', () => admin, () => pages.engagements],
    ['the users by name', () => admin, () => pages.users],
    ['the users by e-mail', () => admin, () => pages.users.replace('sort=name', 'sort=email')],
  ];
  it.each(calls)('%s reads no large table whole', async (_, client, url) => {
    const { selects, found } = await readsOf(client(), url());
    expect(selects).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
});
