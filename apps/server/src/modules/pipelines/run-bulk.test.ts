// Edit-and-rerun and the monitor's bulk actions through the API: a rerun with edited parameters
// records where it came from; a bulk cancel or rerun reports each run's outcome, refuses nothing
// silently, and finds no run of another engagement.
import { describe, expect, it } from 'vitest';
import { MAX_BULK_RUNS, type BulkRunResult, type PipelineRun } from '@cairn/contracts';
import { usePipelinesEngagement } from './pipelines.test-helpers.js';

describe('edit and rerun, bulk actions', () => {
  const { given, startOk, start } = usePipelinesEngagement();
  const cancel = async (id: string) =>
    expect((await given.configurer.request('POST', `${given.base}/runs/${id}/cancel`)).statusCode).toBe(200);

  it('reruns a finished run with edited parameters: the server keeps its own, the new run names the old', async () => {
    const old = await startOk({
      pipelineName: 'RunModel',
      layer: 'model',
      parameters: { Branch: 'main', ActiveNodes: ['a'] },
    });
    await cancel(old.id);
    const res = await given.configurer.request('POST', `${given.base}/runs/${old.id}/rerun`, {
      parameters: { Branch: 'main', ActiveNodes: ['a', 'b'], EngagementId: given.otherEngagementId },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      rerunOf: old.id,
      status: 'Queued',
      parameters: {
        Branch: 'main',
        ActiveNodes: ['a', 'b'],
        EngagementId: given.engagementId,
        TenantId: given.tenantId,
      },
    });
    // Without a body, the old parameters as they were.
    const same = await given.configurer.request('POST', `${given.base}/runs/${old.id}/rerun`);
    expect((same.json() as PipelineRun).parameters).toEqual(old.parameters);
  });

  it('cancels many at once and says how each went, a run of another engagement not found', async () => {
    const queued = [
      await startOk({ pipelineName: 'RunModel', layer: 'model' }),
      await startOk({ pipelineName: 'RunModel', layer: 'model' }),
    ];
    const finished = await startOk({ pipelineName: 'RunModel', layer: 'model' });
    await cancel(finished.id);
    const elsewhere = await start(
      given.outsider,
      { pipelineName: 'RunModel', layer: 'model' },
      `/api/pipelines/engagements/${given.otherEngagementId}`,
    );
    const runIds = [...queued.map((r) => r.id), finished.id, elsewhere.json().id as string];
    const res = await given.configurer.request('POST', `${given.base}/runs/bulk`, {
      action: 'cancel',
      runIds,
    });
    const { results } = res.json() as BulkRunResult;
    expect(results.map((r) => [r.runId, r.ok, r.run?.status ?? r.error])).toEqual([
      [queued[0].id, true, 'Cancelled'],
      [queued[1].id, true, 'Cancelled'],
      [finished.id, false, 'This run has already finished.'],
      [runIds[3], false, 'This run does not exist.'],
    ]);

    const rerun = (
      await given.configurer.request('POST', `${given.base}/runs/bulk`, {
        action: 'rerun',
        runIds: runIds.slice(0, 3),
      })
    ).json() as BulkRunResult;
    expect(rerun.results.map((r) => [r.ok, r.run?.rerunOf])).toEqual(
      runIds.slice(0, 3).map((id) => [true, id]),
    );
  });

  it('takes up to the limit, from those who may start runs', async () => {
    const tooMany = Array.from({ length: MAX_BULK_RUNS + 1 }, (_, i) => `run-${i}`);
    expect(
      (
        await given.configurer.request('POST', `${given.base}/runs/bulk`, {
          action: 'cancel',
          runIds: tooMany,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await given.configurer.request('POST', `${given.base}/runs/bulk`, { action: 'stop', runIds: ['x'] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await given.consultant.request('POST', `${given.base}/runs/bulk`, { action: 'cancel', runIds: ['x'] }))
        .statusCode,
    ).toBe(403);
  });
});
