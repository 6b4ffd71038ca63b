// Real `cairn worker` processes on one PostgreSQL: a worker killed with SIGKILL mid-run, and two
// workers sharing one queue. Runs use the test-only diagnostic pipeline (CAIRN_DIAGNOSTIC_PIPELINES),
// which waits `waitMs` inside the worker process. PostgreSQL only: PGlite has one process.
import crypto from 'node:crypto';
import os from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import type { RunStatus } from '@cairn/contracts';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { syncCatalogue } from '../access/catalogue.js';
import { createAppContext, type AppContext } from '../app-context.js';
import { pipelineRunLog, pipelineRuns, warehouseLeases } from '../db/schema/pipelines.js';
import { buildEngagement, buildTenant } from '../test/factories.js';
import { startWorkerProcess, type WorkerProcess } from '../test/scaled-deployment.js';
import { DIAGNOSTIC_PIPELINE } from '../modules/pipelines/diagnostic-pipeline.js';

const HEARTBEAT_SECONDS = 0.5;

const startWorker = (databaseUrl: string, heartbeatSeconds: number) =>
  startWorkerProcess({
    DATABASE_URL: databaseUrl,
    CAIRN_DIAGNOSTIC_PIPELINES: 'true',
    CAIRN_RUN_HEARTBEAT_SECONDS: String(heartbeatSeconds),
    CAIRN_RUN_POLL_MS: '100',
    CAIRN_RUN_SHUTDOWN_GRACE_SECONDS: '1',
  });

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('run workers as processes on PostgreSQL', () => {
  let adminUrl: string;
  let databaseName: string;
  let databaseUrl: string;
  let database: Database;
  let ctx: AppContext;
  let tenantId: string;
  const workers: WorkerProcess[] = [];
  const worker = (heartbeatSeconds = HEARTBEAT_SECONDS) => {
    const w = startWorker(databaseUrl, heartbeatSeconds);
    workers.push(w);
    return w;
  };

  beforeAll(async () => {
    adminUrl = process.env.CAIRN_TEST_DATABASE_URL!;
    databaseName = `cairn_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    database = await openDatabase({ url: databaseUrl });
    await syncCatalogue(database.db);
    ctx = createAppContext(
      loadConfig({
        DATABASE_URL: databaseUrl,
        CAIRN_DIAGNOSTIC_PIPELINES: 'true',
        CAIRN_DATA_DIR: os.tmpdir(),
      }),
      database,
    );
    tenantId = (await buildTenant(database.db)).id;
  }, 60_000);
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await database.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  const startRun = async (engagementId: string, waitMs: number) =>
    (
      await ctx.services.runs.startRun(
        engagementId,
        { pipelineName: DIAGNOSTIC_PIPELINE, layer: 'test', parameters: { waitMs } },
        null,
      )
    ).id;
  const runRow = async (id: string) =>
    (await database.db.select().from(pipelineRuns).where(eq(pipelineRuns.id, id)))[0];
  const inStatus = (id: string, statuses: RunStatus[]) => async () => {
    const row = await runRow(id);
    return statuses.includes(row.status) ? row : undefined;
  };

  it('a worker killed with SIGKILL mid-run leaves the run Failed with a message naming it, and the next run works', async () => {
    const [a, b] = [worker(), worker()];
    const ids = new Map([
      [await a.started, a],
      [await b.started, b],
    ]);
    const engagementId = (await buildEngagement(database.db, tenantId)).id;
    const runId = await startRun(engagementId, 120_000);
    const running = await until('the run to start', inStatus(runId, ['InProgress']));
    const victim = ids.get(running.workerId!)!;
    victim.kill('SIGKILL');
    expect(await victim.exited).toBeNull(); // killed, not exited

    const failed = await until(
      'the reaper',
      inStatus(runId, ['Failed']),
      3 * HEARTBEAT_SECONDS * 1000 + 10_000,
    );
    expect(failed.message).toBe(
      `The worker ${running.workerId} stopped responding (no heartbeat for ${3 * HEARTBEAT_SECONDS} s); the run was stopped. Start it again to retry.`,
    );
    expect(await database.db.select().from(warehouseLeases)).toEqual([]);

    const next = await startRun(engagementId, 0);
    const done = await until('the next run', inStatus(next, ['Succeeded', 'Failed']));
    expect(done.status).toBe('Succeeded');
    expect(done.workerId).not.toBe(running.workerId);
  }, 90_000);

  it('two workers run 50 queued runs each exactly once, engagements in parallel', async () => {
    const [a, b] = [worker(), worker()];
    await Promise.all([a.started, b.started]);
    const engagementIds = await Promise.all(
      Array.from({ length: 5 }, async () => (await buildEngagement(database.db, tenantId)).id),
    );
    const runIds: string[] = [];
    for (let i = 0; i < 50; i++) runIds.push(await startRun(engagementIds[i % 5], 50));

    await until(
      'all 50 runs',
      async () => {
        const rows = await database.db
          .select({ status: pipelineRuns.status })
          .from(pipelineRuns)
          .where(inArray(pipelineRuns.id, runIds));
        return rows.every((r) => r.status === 'Succeeded' || r.status === 'Failed') ? true : undefined;
      },
      120_000,
    );
    const rows = await database.db.select().from(pipelineRuns).where(inArray(pipelineRuns.id, runIds));
    expect(rows.filter((r) => r.status !== 'Succeeded').map((r) => `${r.status}: ${r.message}`)).toEqual([]);
    const log = await database.db.select().from(pipelineRunLog).where(inArray(pipelineRunLog.runId, runIds));
    for (const id of runIds) {
      const lines = log.filter((l) => l.runId === id).map((l) => l.message);
      expect(
        lines.filter((m) => m.startsWith('Started on worker')),
        id,
      ).toHaveLength(1);
      expect(
        lines.filter((m) => m.startsWith('Diagnostic run executed by')),
        id,
      ).toHaveLength(1);
    }
    expect(new Set(rows.map((r) => r.workerId)).size).toBe(2);
    expect(await database.db.select().from(warehouseLeases)).toEqual([]);
  }, 180_000);
});
