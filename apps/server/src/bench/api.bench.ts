// API throughput (issue 15): the monitor's run list, /api/profile/me and /api/engagements/mine served
// by Cairn (in-process: buildApp on a real port, in-memory PGlite or a fresh PostgreSQL database when
// CAIRN_TEST_DATABASE_URL is set, e.g. `scripts/with-postgres.sh npm run bench -- api`) against a
// floor: a bare Fastify app in the same process, on the same database, answering the same call of the
// same service with no hooks (no session, access check, CSRF, audit) and plain JSON. Each pair is
// driven with 50 keep-alive connections from a worker thread, Cairn and floor alternating four times;
// ratio_vs_floor = Cairn's req/s / the floor's. The run list is also measured against plain SQL (issue
// 29): the same page and total selected by one statement behind a bare route on the same database,
// ratio_vs_sql. Liveness /healthz and readiness /readyz on their own.
import http from 'node:http';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { engagementScope, ROLE_NAMES } from '@cairn/contracts';
import type { Principal } from '../access/principal.js';
import { pipelineRuns } from '../db/schema/index.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { signIn, testServer } from '../test/test-server.js';
import { seedSqlCalls } from './api-calls.js';
import { load, type LoadResult } from './api-load.js';
import { freePort } from './chromium.js';
import { report } from './report.js';

export const name = 'api';
const RUNS = 200;
const RUN_QUERY = 'layer=import&sortBy=runStart&direction=desc&daysBack=30&page=1&pageSize=10';

const best = (results: LoadResult[]) => results.reduce((a, b) => (b.rps > a.rps ? b : a));

export async function run(prefix: string) {
  const engine = process.env.CAIRN_TEST_DATABASE_URL ? 'postgres' : 'pglite';
  if (engine === 'pglite')
    console.log('# api.postgres skipped: run `scripts/with-postgres.sh npm run bench -- api` for PostgreSQL');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await testServer(
    { CAIRN_PUBLIC_URL: origin, CAIRN_LOG_LEVEL: 'silent' },
    { secretLeakWatch: false },
  );
  const floor = Fastify();
  try {
    const db = server.database.db;
    const tenant = await buildTenant(db);
    const engagement = await buildEngagement(db, tenant.id, { name: 'Bench Payroll' });
    const user = await buildUser(db, {
      eulaAccepted: true,
      roles: [{ role: ROLE_NAMES.configurer, scope: engagementScope(engagement.id) }],
    });
    const now = Date.now();
    const [firstRun] = await db
      .insert(pipelineRuns)
      .values(
        Array.from({ length: RUNS }, (_, i) => ({
          engagementId: engagement.id,
          tenantId: tenant.id,
          pipelineName: 'ImportFiles',
          layerName: 'import',
          status: 'Succeeded' as const,
          runStart: new Date(now - i * 60_000),
          startedAt: new Date(now - i * 60_000 + 500),
          runEnd: new Date(now - i * 60_000 + 5_000),
          timeLimitSeconds: 3600,
        })),
      )
      .returning({ id: pipelineRuns.id });
    const { admin, calls: sqlCalls } = await seedSqlCalls(db, {
      tenantId: tenant.id,
      engagementId: engagement.id,
      runId: firstRun.id,
    });
    await server.app.listen({ port, host: '127.0.0.1' });
    const client = await signIn(server, user.email, PASSWORD, origin);
    const headers = { cookie: client.cookie };
    const adminHeaders = { cookie: (await signIn(server, admin.email, PASSWORD, origin)).cookie };

    // The floor: the routes' own service calls, for the same user, without Cairn's request pipeline.
    const principal: Principal = { type: 'User', id: user.id, email: user.email, sessionKind: 'browser' };
    const { runs, profiles, engagements } = server.ctx.services;
    const runQuery = Object.fromEntries(new URLSearchParams(RUN_QUERY));
    floor.get('/runs', async () =>
      JSON.stringify(
        await runs.list(
          engagement.id,
          { ...runQuery, page: 1, pageSize: 10, daysBack: 30, status: [] } as never,
          origin,
          principal,
        ),
      ),
    );
    floor.get('/profile', async () => JSON.stringify(await profiles.currentUser(principal)));
    floor.get('/engagements', async () => JSON.stringify(await engagements.listMine(principal)));
    // The plain-SQL floor (issue 29): the same page of rows with its total, selected by one plain
    // statement behind a bare route, serialized as they come.
    floor.get('/runs-sql', async () => {
      const answer = await db.execute(sql`select *, count(*) over () as total from pipeline_runs
        where engagement_id = ${engagement.id} and layer_name = 'import'
          and run_start >= now() - make_interval(days => 30)
        order by run_start desc, id desc limit 10`);
      // node-postgres and PGlite both answer { rows }.
      return JSON.stringify((answer as unknown as { rows: unknown[] }).rows);
    });
    for (const call of sqlCalls)
      floor.get(`/sql/${call.name}`, async () => {
        const answers = [];
        for (const statement of [call.query].flat())
          answers.push(((await db.execute(statement)) as unknown as { rows: unknown[] }).rows);
        return JSON.stringify(answers.length === 1 ? answers[0] : answers);
      });
    const floorPort = await freePort();
    await floor.listen({ port: floorPort, host: '127.0.0.1' });
    const floorOrigin = `http://127.0.0.1:${floorPort}`;

    const calls: Record<string, [string, string, Record<string, string>?]> = {
      runs: [`/api/pipelines/engagements/${engagement.id}/runs?${RUN_QUERY}`, '/runs'],
      runs_sql: [`/api/pipelines/engagements/${engagement.id}/runs?${RUN_QUERY}`, '/runs-sql'],
      profile: ['/api/profile/me', '/profile'],
      engagements_mine: ['/api/engagements/mine', '/engagements'],
      ...Object.fromEntries(
        sqlCalls.map((c) => [
          `${c.name}_sql`,
          [c.path, `/sql/${c.name}`, c.caller === 'admin' ? adminHeaders : headers],
        ]),
      ),
    };
    const only = process.env.CAIRN_BENCH_API_CALLS?.split(',');
    for (const [figure, [cairnPath, floorPath, callerHeaders = headers]] of Object.entries(calls)) {
      if (only && !only.includes(figure.replace(/_sql$/, ''))) continue;
      const cairn: LoadResult[] = [];
      const bare: LoadResult[] = [];
      // A short warm-up of each (compiled code, pooled connections), then four alternating rounds, the
      // best of each side: on 2 cores shared with the database one round varies by +-10%.
      const first = await fetch(`${origin}${cairnPath}`, { headers: callerHeaders });
      if (!first.ok)
        throw new Error(`${figure}: ${cairnPath} answered ${first.status}: ${await first.text()}`);
      await load(`${origin}${cairnPath}`, callerHeaders, 50, 1);
      await load(`${floorOrigin}${floorPath}`, {}, 50, 1);
      for (let round = 0; round < 4; round++) {
        cairn.push(await load(`${origin}${cairnPath}`, callerHeaders));
        bare.push(await load(`${floorOrigin}${floorPath}`, {}));
      }
      const [c, f] = [best(cairn), best(bare)];
      if (c.errors || f.errors) throw new Error(`${figure}: ${c.errors} / ${f.errors} failed answers`);
      // <call>_sql: the call against plain SQL (issue 29's floor), named api.<engine>.<call>.*_sql.
      const [call, floorName] = figure.endsWith('_sql') ? [figure.slice(0, -4), 'sql'] : [figure, 'floor'];
      if (floorName === 'floor' || !(`${call}` in calls)) {
        report(prefix, `api.${engine}.${call}.rps`, c.rps, 'req/s');
        report(prefix, `api.${engine}.${call}.p99_ms`, c.p99, 'ms');
      }
      report(prefix, `api.${engine}.${call}.${floorName}_rps`, f.rps, 'req/s');
      report(prefix, `api.${engine}.${call}.ratio_vs_${floorName}`, c.rps / f.rps, 'x');
    }
    // Liveness against what this machine's loopback and load generator allow at all: a bare Node
    // server answering the same body, alternating, best of three each (on a slow machine the bare
    // server's ceiling is below the 20,000 req/s target; the ratio says whether Cairn adds anything).
    const bareServer = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end('{"status":"ok"}');
    });
    await new Promise<void>((resolve) => bareServer.listen(0, '127.0.0.1', () => resolve()));
    const barePort = (bareServer.address() as { port: number }).port;
    const liveness: LoadResult[] = [];
    const bareLiveness: LoadResult[] = [];
    for (let round = 0; round < 3; round++) {
      liveness.push(await load(`${origin}/healthz`, {}));
      bareLiveness.push(await load(`http://127.0.0.1:${barePort}/`, {}));
    }
    bareServer.close();
    const healthz = best(liveness);
    report(prefix, 'api.healthz.rps', healthz.rps, 'req/s');
    report(prefix, 'api.healthz.bare_node_rps', best(bareLiveness).rps, 'req/s');
    report(prefix, 'api.healthz.ratio_vs_bare_node', healthz.rps / best(bareLiveness).rps, 'x');
    const readyz = await load(`${origin}/readyz`, {});
    report(prefix, 'api.readyz.rps', readyz.rps, 'req/s');
  } finally {
    await floor.close();
    await server.close();
  }
}
