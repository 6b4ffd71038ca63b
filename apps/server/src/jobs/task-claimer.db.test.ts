// The task claimer on a real table (deployment tasks: heartbeatAt beats, claimedBy owns), on PGlite
// and on PostgreSQL: no task goes to two claimers, a stale task is reaped whoever owned it, its owner
// can no longer write its end, and a task that beats is left alone. Time is moved by setting the
// heartbeat back, never by sleeping.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { DEPLOYMENT_TASK_STATUS } from '@cairn/contracts';
import type { Database } from '../db/client.js';
import { deployments, deploymentTasks } from '../db/schema/deployments.js';
import { createTestDatabase } from '../test/database-template.js';
import { buildTenant } from '../test/factories.js';
import { DEPLOYMENT_TASKS } from './deployment-task-runner.js';
import { TaskClaimer } from './task-claimer.js';

const { new: NEW, enqueued, inProgress, success, failed } = DEPLOYMENT_TASK_STATUS;

/** The deployment tasks' table as their runner claims it. */
const TASKS = DEPLOYMENT_TASKS;
const STOPPED = { status: failed, message: 'The worker stopped' };

describe('task claimer', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let deploymentId: string;
  let tenantId: string;
  const db = () => database.db;
  const claimer = (owner: string) => new TaskClaimer(db(), owner, TASKS);

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    tenantId = (await buildTenant(db())).id;
    const [deployment] = await db()
      .insert(deployments)
      .values({ tenantId, name: 'claimer-test', provider: 'local' })
      .returning();
    deploymentId = deployment.id;
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await drop();
  });
  beforeEach(async () => {
    await db().delete(deploymentTasks);
  });

  /** `count` waiting tasks, in position order; answers their ids. */
  const addTasks = async (count: number) => {
    const rows = await db()
      .insert(deploymentTasks)
      .values(
        Array.from({ length: count }, (_, position) => ({
          deploymentId,
          tenantId,
          resourceName: `res${position}`,
          resourceType: 'StorageAccount',
          name: `Task ${position}`,
          type: 'ProvisionLocalResourceTask',
          configuration: '{}',
          status: position % 2 ? NEW : enqueued,
          position,
          createdAt: new Date(Date.UTC(2026, 0, 1)),
        })),
      )
      .returning({ id: deploymentTasks.id });
    return rows.map((r) => r.id);
  };
  /** As if the task's owner last beat five minutes ago. */
  const age = (ids: string[]) =>
    db()
      .update(deploymentTasks)
      .set({ heartbeatAt: sql`now() - interval '5 minutes'` })
      .where(inArray(deploymentTasks.id, ids));
  const rowOf = async (id: string) =>
    (await db().select().from(deploymentTasks).where(eq(deploymentTasks.id, id)))[0];

  it('hands out the oldest waiting tasks first, held by the claimer with a fresh heartbeat', async () => {
    const ids = await addTasks(4);
    const claimed = await claimer('a').claim(3);
    expect(claimed.map((t) => t.id)).toEqual(ids.slice(0, 3));
    for (const task of claimed) {
      expect(task).toMatchObject({ status: inProgress, claimedBy: 'a' });
      expect(task.heartbeatAt).not.toBeNull();
    }
    expect((await rowOf(ids[3])).status).toBe(NEW);
  });

  it('never gives one task to two claimers claiming at once', async () => {
    const ids = await addTasks(12);
    const taken = new Map<string, string[]>([
      ['a', []],
      ['b', []],
    ]);
    const drain = async (owner: string) => {
      const tasks = claimer(owner);
      for (;;) {
        const got = await tasks.claim(2);
        if (!got.length) return;
        taken.get(owner)!.push(...got.map((t) => t.id));
      }
    };
    await Promise.all([drain('a'), drain('b')]);
    const all = [...taken.get('a')!, ...taken.get('b')!];
    expect([...all].sort()).toEqual([...ids].sort());
    expect(new Set(all).size).toBe(ids.length);
    const rows = await db().select().from(deploymentTasks);
    for (const row of rows) expect(taken.get(row.claimedBy!)).toContain(row.id);
    // Neither can beat, nor end, the other's task.
    const other = claimer(rows[0].claimedBy === 'a' ? 'b' : 'a');
    expect(await other.heartbeat([rows[0].id])).toEqual(new Map());
    expect(await other.finish(rows[0].id, { status: success })).toBeUndefined();
  });

  it("reaps a stale task whoever held it, and refuses its owner's end afterwards", async () => {
    const [id, fresh] = await addTasks(2);
    const owner = claimer('a');
    await owner.claim(2);
    await age([id]);
    const reaped = await claimer('b').reapStale(60, STOPPED);
    expect(reaped.map((r) => r.id)).toEqual([id]);
    expect(reaped[0]).toMatchObject(STOPPED);
    expect(await owner.finish(id, { status: success, message: 'done' })).toBeUndefined();
    expect(await rowOf(id)).toMatchObject(STOPPED);
    expect(await owner.heartbeat([id, fresh])).toEqual(new Map([[fresh, inProgress]]));
    expect(await owner.finish(fresh, { status: success, message: 'done' })).toMatchObject({
      status: success,
      message: 'done',
    });
    // An ended task is not held: neither beaten nor reaped.
    await age([fresh]);
    expect(await owner.heartbeat([fresh])).toEqual(new Map());
    expect(await claimer('b').reapStale(60, STOPPED)).toEqual([]);
  });

  it('keeps a task whose heartbeat is beaten from the reaper', async () => {
    const [beaten, silent] = await addTasks(2);
    const owner = claimer('a');
    await owner.claim(2);
    await age([beaten, silent]);
    expect(await owner.heartbeat([beaten])).toEqual(new Map([[beaten, inProgress]]));
    const reaped = await claimer('b').reapStale(60, STOPPED);
    expect(reaped.map((r) => r.id)).toEqual([silent]);
    expect(await owner.finish(beaten, { status: success })).toMatchObject({ status: success });
  });

  it('beats while the work runs (whileHeld), and stops when the work fails', async () => {
    const [id] = await addTasks(1);
    const owner = claimer('a');
    await owner.claim(1);
    await age([id]);
    const aged = (await rowOf(id)).heartbeatAt!;
    const onError = vi.fn();
    const answer = await owner.whileHeld(
      [id],
      async () => {
        await vi.waitFor(async () => expect((await rowOf(id)).heartbeatAt! > aged).toBe(true), {
          timeout: 10_000,
          interval: 20,
        });
        return 'done';
      },
      { everyMs: 10, onError },
    );
    expect(answer).toBe('done');
    expect(onError).not.toHaveBeenCalled();
    expect(await claimer('b').reapStale(60, STOPPED)).toEqual([]);
    const broken = owner.whileHeld([id], () => Promise.reject(new Error('provider broke')), {
      everyMs: 10,
      onError,
    });
    await expect(broken).rejects.toThrow('provider broke');
  });
});
