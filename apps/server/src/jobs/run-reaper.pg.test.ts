// The reaper and a dead worker's warehouse work (issue 30): a worker killed mid-run left its query
// running on the PostgreSQL warehouse (PostgreSQL notices a closed connection only when it next
// writes to it), still holding its locks, so the rerun waited behind it. The worker that fails the
// run also stops the backends named after it. PostgreSQL only: the warehouse server is the point.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { engagementScope, ROLE_NAMES, type PipelineRun } from '@cairn/contracts';
import { pipelineRuns } from '../db/schema/pipelines.js';
import { memoryLog, scriptedHandler, waitForRun } from '../modules/pipelines/runs.test-helpers.js';
import { buildEngagement, buildTenant } from '../test/factories.js';
import { postgresWarehouseEnv, useWarehouseServer, warehouseAdminUrl } from '../test/postgres-warehouse.js';
import { signInNewUser, testServer, type SignedInClient, type TestServer } from '../test/test-server.js';
import { dropEngagementWarehouse } from '../warehouse/postgres/pg-provisioning.js';
import { asAdmin, NEVER_ENDS } from '../warehouse/postgres/pg-session.test-helpers.js';
import { runApplicationName } from '../warehouse/postgres/pg-warehouse.js';
import { startRunWorker, type RunWorker } from './run-worker.js';

describe('the reaper on a PostgreSQL warehouse', () => {
  let server: TestServer;
  let engagementId: string;
  let writer: SignedInClient;
  const workers: RunWorker[] = [];

  beforeAll(async () => {
    server = await testServer({
      CAIRN_RUN_HEARTBEAT_SECONDS: '0.5',
      CAIRN_RUN_POLL_MS: '50',
      ...postgresWarehouseEnv(),
    });
    server.ctx.services.runHandlers.register('RunModel', scriptedHandler().handler);
    const db = server.database.db;
    engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    await useWarehouseServer(server, engagementId);
    writer = await signInNewUser(server, {
      roles: [{ role: ROLE_NAMES.configurer, scope: engagementScope(engagementId) }],
    });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await server?.close();
    await dropEngagementWarehouse(warehouseAdminUrl(), engagementId);
  });

  /** The run's backends on the warehouse server: their state, and the long statement's when it runs. */
  const backendsOf = (runId: string) =>
    asAdmin(async (client) => {
      const { rows } = await client.query<{ state: string; query: string }>(
        'SELECT state, query FROM pg_stat_activity WHERE application_name = $1',
        [runApplicationName(runId)],
      );
      return rows
        .map((r) => (r.query.includes('generate_series') ? `${r.state}: never ends` : r.state))
        .sort();
    });

  it('fails a run whose worker died, ends its statements on the warehouse server and frees their locks', async () => {
    const res = await writer.request('POST', `/api/pipelines/engagements/${engagementId}/runs`, {
      pipelineName: 'RunModel',
      layer: 'model',
      parameters: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json() as PipelineRun;
    // The dead worker's side: the run claimed, its placement handed over as the worker hands it, a
    // statement that never ends and a table it holds locked; then no more heartbeats.
    const { db } = server.database;
    await db
      .update(pipelineRuns)
      .set({
        status: 'InProgress',
        workerId: 'dead-host:1:000000',
        startedAt: sql`now()`,
        heartbeatAt: sql`now() - interval '1 hour'`,
      })
      .where(eq(pipelineRuns.id, run.id));
    const { warehouse, warehousePlacements } = server.ctx.services;
    const placement = { ...(await warehousePlacements.of(engagementId)), runId: run.id };
    const locker = await warehouse.session(placement, new AbortController().signal);
    const query = await warehouse.session(placement, new AbortController().signal);
    await locker.execute('BEGIN');
    await locker.execute('CREATE TABLE model.held (id integer)');
    const running = query.query(NEVER_ENDS, 1).then(
      () => 'finished',
      (err: Error) => err.message,
    );
    await expect.poll(() => backendsOf(run.id)).toEqual(['active: never ends', 'idle in transaction']);

    workers.push(startRunWorker(server.ctx, memoryLog().log));
    const failed = await waitForRun(writer, engagementId, run.id, ['Failed']);
    expect(failed.message).toContain('stopped responding');
    // Stopped from outside (PostgreSQL's cancel), long before any statement timeout.
    expect(await running).not.toBe('finished');
    await expect.poll(() => backendsOf(run.id), { timeout: 5000 }).toEqual([]);
    // Nothing of the dead run's transaction stayed: no lock, and not the table it was creating.
    const left = await asAdmin((client) =>
      client.query(
        'SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a USING (pid) WHERE a.application_name = $1',
        [runApplicationName(run.id)],
      ),
    );
    expect(left.rows[0]).toEqual({ n: 0 });
    const kept = await warehouse.listTables(engagementId);
    expect(kept.map((t) => `${t.schema}.${t.name}`)).not.toContain('model.held');
    await Promise.all([locker.close(), query.close()]);
  }, 60_000);
});
