// The orchestrator on a real database (both engines): steps in dependency order, retries with
// back-off, skips, cancel, the time limit, rerun from the failed step, and schedules fired exactly
// once by two orchestrators, with the overlap and missed-time policies. Pipeline runs are ended the
// way a worker ends them (finishPipelineRun); no worker runs here.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type OrchestrationInput, type OrchestrationRun, type PipelineRunDetail } from '@cairn/contracts';
import { orchestrations } from '../../db/schema/orchestrations.js';
import { engagements } from '../../db/schema/tenancy.js';
import { pipelineRuns } from '../../db/schema/pipelines.js';
import { Orchestrator } from './orchestrator.js';
import { orchestrationPorts } from './orchestrations.module.js';
import { FOUR_STEPS, useOrchestrationEngagement } from './orchestrations.test-helpers.js';

const SECOND = 1000;

describe('orchestrator', () => {
  const { server, given, create, finishPipelineRun } = useOrchestrationEngagement();
  const services = () => server.ctx.services;
  const orchestrator = () => services().orchestrator;
  /** A second process's orchestrator on the same database. */
  const another = () =>
    new Orchestrator(server.database.db, orchestrationPorts(server.database.db, services()));

  const runNow = async (orchestrationId: string) => {
    const res = await given.runner.request('POST', `${given.base}/orchestrations/${orchestrationId}/runs`);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as OrchestrationRun;
  };
  const read = async (runId: string) =>
    (await given.reader.request('GET', `${given.base}/runs/${runId}`)).json() as OrchestrationRun;
  const states = (run: OrchestrationRun) => Object.fromEntries(run.steps.map((s) => [s.name, s.status]));
  const step = (run: OrchestrationRun, name: string) => run.steps.find((s) => s.name === name)!;
  const runsOf = async (orchestrationId: string) =>
    (
      (await given.reader.request('GET', `${given.base}/runs?orchestrationId=${orchestrationId}`)).json() as {
        results: OrchestrationRun[];
      }
    ).results;

  it('runs the steps in dependency order, side by side where it can, and ends Succeeded', async () => {
    const made = await create({ ...FOUR_STEPS, name: 'Order' });
    const { id } = await runNow(made.id);
    await orchestrator().tick();
    let run = await read(id);
    expect(run.status).toBe('InProgress');
    expect(states(run)).toEqual({
      import: 'Running',
      model: 'Waiting',
      filtering: 'Waiting',
      tests: 'Waiting',
    });
    const importRun = (
      await given.reader.request(
        'GET',
        `/api/pipelines/engagements/${given.engagementId}/runs/${step(run, 'import').pipelineRunId}`,
      )
    ).json() as PipelineRunDetail;
    expect(importRun).toMatchObject({
      pipelineName: 'ImportFiles',
      startedBy: { type: 'Orchestration', name: 'Order' },
    });

    await finishPipelineRun(step(run, 'import').pipelineRunId!, 'Succeeded');
    await orchestrator().tick();
    run = await read(id);
    expect(states(run)).toEqual({
      import: 'Succeeded',
      model: 'Running',
      filtering: 'Waiting',
      tests: 'Waiting',
    });
    await finishPipelineRun(step(run, 'model').pipelineRunId!, 'Succeeded');
    await orchestrator().tick();
    run = await read(id);
    expect(states(run)).toEqual({
      import: 'Succeeded',
      model: 'Succeeded',
      filtering: 'Running',
      tests: 'Running',
    });
    await finishPipelineRun(step(run, 'filtering').pipelineRunId!, 'Succeeded');
    await finishPipelineRun(step(run, 'tests').pipelineRunId!, 'Succeeded');
    await orchestrator().tick();
    run = await read(id);
    expect(run).toMatchObject({ status: 'Succeeded', message: null });
    expect(run.endedAt).not.toBeNull();
    expect(run.abilities).toEqual({ cancel: false, rerun: false });
  });

  it('retries a failed step after its back-off, then fails the run and skips what waits on it', async () => {
    const made = await create({
      name: 'Retries',
      steps: [
        { name: 'load', layer: 'model', pipelineName: 'RunModel', retries: 1, retryDelaySeconds: 10 },
        { name: 'after', layer: 'filtering', pipelineName: 'RunFiltering', dependsOn: ['load'] },
        { name: 'later', layer: 'labeling', pipelineName: 'RunLabeling', dependsOn: ['after'] },
      ],
    });
    const { id } = await runNow(made.id);
    const t0 = new Date();
    await orchestrator().tick(t0);
    const first = step(await read(id), 'load');
    await finishPipelineRun(first.pipelineRunId!, 'Failed');
    await orchestrator().tick(t0);
    let run = await read(id);
    expect(step(run, 'load')).toMatchObject({ status: 'Retrying', attempt: 1 });
    expect(step(run, 'load').message).toMatch(/^Attempt 1 ended Failed: Line 3 is bad; trying again in 10 s/);
    expect(new Date(step(run, 'load').retryAt!).getTime() - t0.getTime()).toBe(10 * SECOND);

    await orchestrator().tick(new Date(t0.getTime() + 9 * SECOND));
    expect(step(await read(id), 'load').status).toBe('Retrying');
    await orchestrator().tick(new Date(t0.getTime() + 11 * SECOND));
    run = await read(id);
    expect(step(run, 'load')).toMatchObject({ status: 'Running', attempt: 2 });
    expect(step(run, 'load').pipelineRunId).not.toBe(first.pipelineRunId);

    await finishPipelineRun(step(run, 'load').pipelineRunId!, 'Failed');
    await orchestrator().tick(new Date(t0.getTime() + 12 * SECOND));
    run = await read(id);
    expect(states(run)).toEqual({ load: 'Failed', after: 'Skipped', later: 'Skipped' });
    expect(step(run, 'after').message).toBe('Not started: load did not succeed');
    expect(run).toMatchObject({ status: 'Failed', message: 'Step load failed: Line 3 is bad' });

    // Rerun from the failed step: a new run, linked to this one, with nothing kept (nothing succeeded).
    const again = await given.runner.request('POST', `${given.base}/runs/${id}/rerun`, {
      fromFailedStep: true,
    });
    expect(again.json()).toMatchObject({ trigger: 'rerun', rerunOf: id, status: 'Queued' });
  });

  it('reruns from the failed step: what succeeded is kept, only the rest runs again', async () => {
    const made = await create({ ...FOUR_STEPS, name: 'Rerun' });
    const { id } = await runNow(made.id);
    await orchestrator().tick();
    for (const name of ['import', 'model']) {
      await finishPipelineRun(step(await read(id), name).pipelineRunId!, 'Succeeded');
      await orchestrator().tick();
    }
    const middle = await read(id);
    await finishPipelineRun(step(middle, 'filtering').pipelineRunId!, 'Failed');
    await finishPipelineRun(step(middle, 'tests').pipelineRunId!, 'Succeeded');
    await orchestrator().tick();
    expect((await read(id)).status).toBe('Failed');

    const res = await given.runner.request('POST', `${given.base}/runs/${id}/rerun`, {
      fromFailedStep: true,
    });
    const rerun = res.json() as OrchestrationRun;
    expect(states(rerun)).toEqual({
      import: 'Succeeded',
      model: 'Succeeded',
      filtering: 'Waiting',
      tests: 'Succeeded',
    });
    expect(step(rerun, 'model').message).toBe(`Kept from run ${id}`);
    expect(step(rerun, 'model').pipelineRunId).toBe(step(middle, 'model').pipelineRunId);
    await orchestrator().tick();
    const after = await read(rerun.id);
    expect(states(after)).toEqual({
      import: 'Succeeded',
      model: 'Succeeded',
      filtering: 'Running',
      tests: 'Succeeded',
    });
    expect(step(after, 'filtering').pipelineRunId).not.toBe(step(middle, 'filtering').pipelineRunId);
  });

  it("queues a step's pipeline run only together with the step naming it", async () => {
    // An orchestrator that dies after queuing the run but before its step is written: the next one
    // would see a step that never started and queue it again. Run and step commit together or not.
    const made = await create({ ...FOUR_STEPS, name: 'Together' });
    const { id } = await runNow(made.id);
    const ports = orchestrationPorts(server.database.db, services());
    const dying = new Orchestrator(server.database.db, {
      ...ports,
      runs: {
        ...ports.runs,
        startForOrchestration: (engagementId, input, recordStep) =>
          ports.runs.startForOrchestration(engagementId, input, async (tx, runId) => {
            await recordStep(tx, runId);
            throw new Error('the orchestrator died');
          }),
      },
    });
    const queued = async () =>
      (
        await server.database.db
          .select({ id: pipelineRuns.id })
          .from(pipelineRuns)
          .where(eq(pipelineRuns.engagementId, given.engagementId))
      ).length;
    const before = await queued();
    await dying.tick();
    expect(await queued()).toBe(before);
    expect(step(await read(id), 'import').pipelineRunId ?? null).toBeNull();
  });

  it("cancels: the running step's pipeline run is cancelled and the run ends Cancelled, saying by whom", async () => {
    const made = await create({ ...FOUR_STEPS, name: 'Cancel' });
    const { id } = await runNow(made.id);
    await orchestrator().tick();
    const pipelineRunId = step(await read(id), 'import').pipelineRunId!;
    const cancel = await given.runner.request('POST', `${given.base}/runs/${id}/cancel`);
    expect(cancel.json()).toMatchObject({
      status: 'Canceling',
      message: 'Cancelling, asked by Cora Configurer',
    });
    await orchestrator().tick();
    const run = await read(id);
    expect(run).toMatchObject({ status: 'Cancelled', message: 'Cancelled by Cora Configurer' });
    expect(states(run)).toEqual({
      import: 'Cancelled',
      model: 'Cancelled',
      filtering: 'Cancelled',
      tests: 'Cancelled',
    });
    const pipelineRun = (
      await given.reader.request(
        'GET',
        `/api/pipelines/engagements/${given.engagementId}/runs/${pipelineRunId}`,
      )
    ).json() as PipelineRunDetail;
    expect(pipelineRun).toMatchObject({ status: 'Cancelled', message: 'Cancelled by orchestration Cancel' });
    expect((await given.runner.request('POST', `${given.base}/runs/${id}/cancel`)).statusCode).toBe(409);
  });

  it('stops a run past its time limit (TimedOut) and gives each step run only the time left', async () => {
    const made = await create({ ...FOUR_STEPS, name: 'Limited', timeLimitMinutes: 5 });
    const { id, startedAt } = await runNow(made.id);
    const start = new Date(startedAt).getTime();
    await orchestrator().tick(new Date(start + 2 * 60 * SECOND));
    const [row] = await server.database.db
      .select({ limit: pipelineRuns.timeLimitSeconds })
      .from(pipelineRuns)
      .where(eq(pipelineRuns.id, step(await read(id), 'import').pipelineRunId!));
    expect(row.limit).toBe(180);
    await orchestrator().tick(new Date(start + 6 * 60 * SECOND));
    expect(await read(id)).toMatchObject({
      status: 'TimedOut',
      message: 'Stopped after its time limit of 5 minutes',
    });
  });

  describe('schedules', () => {
    const schedule = { cron: '*/5 * * * *', timeZone: 'UTC' };
    const due = async (input: Partial<OrchestrationInput> & { name: string }, msAgo: number) => {
      const made = await create({ ...FOUR_STEPS, schedule, ...input });
      await server.database.db
        .update(orchestrations)
        .set({ nextFireAt: new Date(Date.now() - msAgo) })
        .where(eq(orchestrations.id, made.id));
      return made;
    };
    const nextFire = async (id: string) =>
      (await server.database.db.select().from(orchestrations).where(eq(orchestrations.id, id)))[0]
        .nextFireAt!;

    it('fires a due time once, though two orchestrators see it at the same moment', async () => {
      const made = await due({ name: 'Twice seen' }, SECOND);
      const now = new Date();
      await Promise.all([orchestrator().fireDue(now), another().fireDue(now), another().fireDue(now)]);
      const runs = await runsOf(made.id);
      expect(runs.map((r) => [r.trigger, r.status])).toEqual([['schedule', 'Queued']]);
      expect(runs[0].scheduledFor).not.toBeNull();
      expect((await nextFire(made.id)).getTime()).toBeGreaterThan(now.getTime());
    });

    it('skips a time while the last run still goes (overlap skip), or queues it behind (overlap queue)', async () => {
      const skip = await due({ name: 'Overlap skip' }, SECOND);
      const { id: going } = await runNow(skip.id);
      await orchestrator().fireDue();
      const skipped = (await runsOf(skip.id)).find((r) => r.id !== going)!;
      expect(skipped).toMatchObject({
        status: 'Cancelled',
        trigger: 'schedule',
        message: `Skipped: run ${going} of this orchestration was still going`,
      });

      const queue = await due({ name: 'Overlap queue', overlap: 'queue' }, SECOND);
      const { id: first } = await runNow(queue.id);
      await orchestrator().tick();
      const queued = (await runsOf(queue.id)).find((r) => r.id !== first)!;
      expect((await read(first)).status).toBe('InProgress');
      expect(queued.status).toBe('Queued');
      expect(states(await read(queued.id)).import).toBe('Waiting');
    });

    it('skips missed times, or runs once for them (missed runOnce); none while Workflow is off', async () => {
      const skipped = await due({ name: 'Missed skip' }, 30 * 60 * SECOND);
      const once = await due({ name: 'Missed once', missed: 'runOnce' }, 30 * 60 * SECOND);
      const now = new Date();
      await orchestrator().fireDue(now);
      expect(await runsOf(skipped.id)).toEqual([]);
      expect((await nextFire(skipped.id)).getTime()).toBeGreaterThan(now.getTime());
      expect((await runsOf(once.id)).map((r) => r.trigger)).toEqual(['schedule']);

      // Workflow turned off: the time passes without a run, and the schedule moves on.
      const off = await due({ name: 'Workflow off' }, SECOND);
      const features = (on: boolean) =>
        server.database.db
          .update(engagements)
          .set({ features: on ? ['Storage', 'Pipelines', 'Workflow'] : ['Storage', 'Pipelines'] })
          .where(eq(engagements.id, given.engagementId));
      await features(false);
      const later = new Date();
      try {
        await orchestrator().fireDue(later);
      } finally {
        await features(true);
      }
      expect(await runsOf(off.id)).toEqual([]);
      expect((await nextFire(off.id)).getTime()).toBeGreaterThan(later.getTime());
    });
  });
});
