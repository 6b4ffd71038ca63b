// The orchestrations API: who may read, save and run; validation by field; versions; the schedule
// preview. How runs move is orchestrator.db.test.ts.
import { describe, expect, it } from 'vitest';
import type { Orchestration, OrchestrationRun, OrchestrationVersion } from '@cairn/contracts';
import { expectFieldProblems } from '../../test/test-server.js';
import { FOUR_STEPS, useOrchestrationEngagement } from './orchestrations.test-helpers.js';

describe('orchestrations API', () => {
  const { server, given, create } = useOrchestrationEngagement();

  it('saves an orchestration with a schedule: its next five times, version 1, who saved it', async () => {
    const made = await create({
      ...FOUR_STEPS,
      name: 'With a schedule',
      schedule: { cron: '0 6 * * 1-5', timeZone: 'Europe/Amsterdam' },
    });
    expect(made).toMatchObject({
      version: 1,
      updatedByName: 'Sue Super',
      overlap: 'skip',
      missed: 'skip',
      timeLimitMinutes: 120,
      lastRun: null,
    });
    expect(made.nextRuns).toHaveLength(5);
    for (const time of made.nextRuns) expect([4, 5]).toContain(new Date(time).getUTCHours());
    expect(made.steps[1]).toMatchObject({
      dependsOn: ['import'],
      retries: 0,
      retryDelaySeconds: 60,
      parameters: {},
    });
    expect(made.abilities).toEqual({ write: true, run: true });

    const list = (
      await given.reader.request('GET', `${given.base}/orchestrations`)
    ).json() as Orchestration[];
    expect(list.find((o) => o.id === made.id)?.abilities).toEqual({ write: false, run: false });
    const off = await given.writer.request('PUT', `${given.base}/orchestrations/${made.id}`, {
      ...made,
      enabled: false,
    });
    expect(off.json()).toMatchObject({ version: 2, nextRuns: [] });
  });

  it('says each problem by its field and saves nothing', async () => {
    const send = (body: unknown) => given.writer.request('POST', `${given.base}/orchestrations`, body);
    const step = (name: string, dependsOn: string[] = []) => ({
      name,
      layer: 'model',
      pipelineName: 'RunModel',
      dependsOn,
    });
    await expectFieldProblems(send, [
      [
        { name: 'x', steps: [step('a', ['b']), step('b', ['a'])] },
        [
          ['steps.0.dependsOn', 'dependencyCircle'],
          ['steps.1.dependsOn', 'dependencyCircle'],
        ],
      ],
      [{ name: 'x', steps: [step('a'), step('a')] }, [['steps.1.name', 'duplicateStepName']]],
      [
        { name: 'x', steps: [{ ...step('a'), pipelineName: 'DropEverything' }] },
        [['steps.0.pipelineName', 'unknownPipeline']],
      ],
      [
        { name: 'x', steps: [step('a')], schedule: { cron: 'at six', timeZone: 'UTC' } },
        [['schedule.cron', 'invalidSchedule']],
      ],
      [
        { name: 'x', steps: [step('a')], schedule: { cron: '0 6 * * *', timeZone: 'Nowhere/Town' } },
        [['schedule.timeZone', 'invalidSchedule']],
      ],
    ]);
    await create({ ...FOUR_STEPS, name: 'Taken' });
    expect((await send({ ...FOUR_STEPS, name: 'TAKEN' })).json().errors[0].key).toBe(
      'duplicateOrchestrationName',
    );
    const names = (
      (await given.writer.request('GET', `${given.base}/orchestrations`)).json() as Orchestration[]
    ).map((o) => o.name);
    expect(names.filter((n) => n === 'x')).toEqual([]);
  });

  it('keeps every version and refuses a save made from an older one (409)', async () => {
    const made = await create({ ...FOUR_STEPS, name: 'Versioned' });
    const url = `${given.base}/orchestrations/${made.id}`;
    const v2 = await given.writer.request('PUT', url, { ...made, description: 'second' });
    expect(v2.json()).toMatchObject({ version: 2, description: 'second' });
    const stale = await given.writer.request('PUT', url, { ...made, description: 'lost' });
    expect(stale.statusCode).toBe(409);
    const versions = (await given.reader.request('GET', `${url}/versions`)).json() as OrchestrationVersion[];
    expect(versions.map((v) => [v.version, v.definition.description])).toEqual([
      [2, 'second'],
      [1, ''],
    ]);
  });

  it('lets a configurer run but not save, a consultant read only; another engagement is not found; no session is 401', async () => {
    const made = await create({ ...FOUR_STEPS, name: 'Access' });
    expect(
      (await given.runner.request('POST', `${given.base}/orchestrations`, { ...FOUR_STEPS, name: 'Mine' }))
        .statusCode,
    ).toBe(403);
    const run = await given.runner.request('POST', `${given.base}/orchestrations/${made.id}/runs`);
    expect(run.statusCode).toBe(201);
    expect(run.json()).toMatchObject({
      status: 'Queued',
      trigger: 'manual',
      startedByName: 'Cora Configurer',
      version: 1,
    });
    expect((run.json() as OrchestrationRun).steps.map((s) => [s.name, s.status])).toEqual([
      ['import', 'Waiting'],
      ['model', 'Waiting'],
      ['filtering', 'Waiting'],
      ['tests', 'Waiting'],
    ]);
    expect(
      (await given.reader.request('POST', `${given.base}/orchestrations/${made.id}/runs`)).statusCode,
    ).toBe(403);
    expect((await given.reader.request('DELETE', `${given.base}/orchestrations/${made.id}`)).statusCode).toBe(
      403,
    );
    expect(
      (await given.reader.request('GET', `${given.base}/runs?orchestrationId=${made.id}`)).json().meta
        .totalItems,
    ).toBe(1);
    // The outsider holds every right in the sibling engagement: this one's ids are not found there.
    const sibling = `/api/orchestrations/engagements/${given.otherEngagementId}`;
    expect((await given.outsider.request('GET', `${sibling}/orchestrations/${made.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await given.outsider.request('POST', `${sibling}/orchestrations/${made.id}/runs`)).statusCode,
    ).toBe(404);
    expect((await given.outsider.request('GET', `${sibling}/runs/${run.json().id}`)).statusCode).toBe(404);
    expect(
      (await given.outsider.request('GET', `${sibling}/runs?orchestrationId=${made.id}`)).statusCode,
    ).toBe(404);
    expect((await given.outsider.request('GET', `${given.base}/orchestrations`)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `${given.base}/orchestrations` })).statusCode).toBe(
      401,
    );
  });

  it('answers 409 where the engagement has no Workflow feature', async () => {
    const res = await given.noWorkflowWriter.request(
      'GET',
      `/api/orchestrations/engagements/${given.noWorkflowId}/orchestrations`,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/Workflow/);
  });

  it('removes an orchestration from the list and keeps its runs', async () => {
    const made = await create({ ...FOUR_STEPS, name: 'Short-lived' });
    await given.runner.request('POST', `${given.base}/orchestrations/${made.id}/runs`);
    expect((await given.writer.request('DELETE', `${given.base}/orchestrations/${made.id}`)).statusCode).toBe(
      204,
    );
    expect((await given.writer.request('GET', `${given.base}/orchestrations/${made.id}`)).statusCode).toBe(
      404,
    );
    const runs = (await given.writer.request('GET', `${given.base}/runs`)).json() as {
      results: OrchestrationRun[];
    };
    expect(runs.results.some((r) => r.orchestrationId === made.id)).toBe(true);
  });

  it('previews a schedule while it is typed, or says what is wrong with it', async () => {
    const ok = await given.reader.request(
      'GET',
      `${given.base}/schedule-preview?cron=${encodeURIComponent('*/15 * * * *')}&timeZone=UTC`,
    );
    expect(ok.json().nextRuns).toHaveLength(5);
    const bad = await given.reader.request('GET', `${given.base}/schedule-preview?cron=soon&timeZone=UTC`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'cron', key: 'invalidSchedule' });
  });
});
