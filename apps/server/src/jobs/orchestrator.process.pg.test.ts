// Two `cairn serve` processes (each with its worker and orchestrator) on one PostgreSQL fire an
// every-second schedule: each scheduled second becomes exactly one run, whichever process saw it
// first (the compare-and-set of next_fire_at, modules/orchestrations/orchestrator.ts). Takes about
// 15 s: two real processes start and the schedule runs for several of its seconds.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { orchestrationInputSchema } from '@cairn/contracts';
import { openDatabase, type Database } from '../db/client.js';
import { orchestrationRuns, orchestrations } from '../db/schema/orchestrations.js';
import { startCairn } from '../test/cairn-process.js';
import { buildEngagement, buildTenant } from '../test/factories.js';

const SECONDS = 6;

describe('orchestration schedules with two servers', () => {
  const adminUrl = process.env.CAIRN_TEST_DATABASE_URL!;
  const name = `cairn_test_${crypto.randomBytes(6).toString('hex')}`;
  let database: Database;
  let servers: Awaited<ReturnType<typeof startCairn>>[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
    const env = { DATABASE_URL: url.toString(), CAIRN_ORCHESTRATOR_POLL_MS: '100', CAIRN_SEED_DEMO: 'false' };
    servers = await Promise.all([startCairn(env), startCairn(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }, 60_000);

  it('turns each second of an every-second schedule into exactly one run', async () => {
    const db = database.db;
    const tenantId = (await buildTenant(db)).id;
    const engagementId = (await buildEngagement(db, tenantId, { features: ['Pipelines', 'Workflow'] })).id;
    const definition = orchestrationInputSchema.parse({
      name: 'Every second',
      // A step that ends at once (no broker of that name): the test is about firing, and a build's
      // warehouse processes would load a machine other suites share.
      steps: [{ name: 'poll', layer: 'import', pipelineName: 'PollBroker' }],
      schedule: { cron: '* * * * * *', timeZone: 'UTC' },
      // Each second queues behind the last, so every fired time is a run of its own.
      overlap: 'queue',
    });
    const [row] = await db
      .insert(orchestrations)
      .values({
        engagementId,
        tenantId,
        name: definition.name,
        definition,
        nextFireAt: new Date(Math.ceil(Date.now() / 1000) * 1000 + 1000),
      })
      .returning();
    const runs = () =>
      db
        .select()
        .from(orchestrationRuns)
        .where(eq(orchestrationRuns.orchestrationId, row.id))
        .orderBy(asc(orchestrationRuns.scheduledFor));
    const deadline = Date.now() + 60_000;
    while ((await runs()).length < SECONDS) {
      if (Date.now() > deadline) throw new Error(`only ${(await runs()).length} runs after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await db
      .update(orchestrations)
      .set({ deleted: true, nextFireAt: null })
      .where(eq(orchestrations.id, row.id));

    const fired = (await runs()).map((r) => r.scheduledFor!.getTime());
    expect(new Set(fired).size).toBe(fired.length);
    // One run per second, none skipped between the first and the last.
    for (let i = 1; i < fired.length; i++) expect(fired[i] - fired[i - 1]).toBe(1000);
    // Both processes were up and ticking all along.
    for (const server of servers) expect(server.output()).not.toMatch(/orchestrator failed/);
  }, 90_000);
});
