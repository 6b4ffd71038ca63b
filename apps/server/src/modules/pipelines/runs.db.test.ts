// The runs API without a worker: runs stay where the API puts them.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engagementScope, ROLE_NAMES, type PipelineRun } from '@cairn/contracts';
import { buildEngagement } from '../../test/factories.js';
import { fieldErrors, signInWithRole, TEST_ORIGIN } from '../../test/test-server.js';
import { runDetail } from './runs.test-helpers.js';
import { usePipelinesEngagement } from './pipelines.test-helpers.js';

describe('runs API', () => {
  const { server, given, start, startOk, runCount } = usePipelinesEngagement();

  describe('runs', () => {
    it('starts a run: Queued, with the server-side engagement and tenant, who started it and its run page', async () => {
      const run = await startOk({
        pipelineName: 'BuildModel',
        layer: 'model',
        parameters: { Branch: 'main', EngagementId: given.otherEngagementId, tenantid: 'x' },
      });
      expect(run).toMatchObject({
        status: 'Queued',
        pipelineName: 'BuildModel',
        layerName: 'model',
        parameters: { Branch: 'main', EngagementId: given.engagementId, TenantId: given.tenantId },
        message: null,
        runEnd: null,
        startedAt: null,
        startedBy: { name: 'Cora Configurer', type: 'User' },
        rerunOf: null,
        url: `${TEST_ORIGIN}/pipeline-runs/${run.id}`,
      });
      expect(Object.keys(run.parameters).sort()).toEqual(['Branch', 'EngagementId', 'TenantId']);
      const detail = await runDetail(given.consultant, given.engagementId, run.id);
      expect(detail.log.map((l) => l.message)).toEqual(['Queued by Cora Configurer']);
      // The log comes with the run in one statement (issue 29): each field as it was written.
      const [line] = detail.log;
      expect(line).toMatchObject({ seq: 1, level: 'info', step: null, detail: null });
      expect(new Date(line.at).toISOString()).toBe(line.at);
      expect(Math.abs(Date.parse(line.at) - Date.parse(run.runStart))).toBeLessThan(60_000);
      expect(detail).toMatchObject({ result: null, commit: null });
    });

    it('starts testing runs with the TestLayer layer', async () => {
      const run = await startOk({
        pipelineName: 'RunTests',
        layer: 'TestLayer',
        parameters: { ActiveTests: ['t1'] },
      });
      expect(run.layerName).toBe('test');
    });

    it('refuses a consultant (403), another engagement (404), no session (401), and bad input (400) without creating a run', async () => {
      const before = await runCount();
      expect((await start(given.consultant, { pipelineName: 'RunModel', layer: 'model' })).statusCode).toBe(
        403,
      );
      expect((await start(given.outsider, { pipelineName: 'RunModel', layer: 'model' })).statusCode).toBe(
        404,
      );
      expect(
        (
          await server.app.inject({
            method: 'POST',
            url: `${given.base}/runs`,
            payload: { pipelineName: 'RunModel', layer: 'model' },
          })
        ).statusCode,
      ).toBe(401);
      const wrongLayer = await start(given.configurer, { pipelineName: 'RunModel', layer: 'import' });
      expect(fieldErrors(wrongLayer)).toEqual([
        { field: 'pipelineName', message: 'Invalid value', key: 'invalidValue' },
      ]);
      const noLayer = await start(given.configurer, { pipelineName: 'RunModel', layer: 'basement' });
      expect(noLayer.json().errors).toEqual([
        { field: 'layer', message: 'Invalid value', key: 'invalidValue' },
      ]);
      expect((await start(given.configurer, { pipelineName: '', layer: 'model' })).statusCode).toBe(400);
      expect(
        (await start(given.configurer, { pipelineName: 'RunModel', layer: 'model', parameters: [] }))
          .statusCode,
      ).toBe(400);
      const huge = await start(given.configurer, {
        pipelineName: 'RunModel',
        layer: 'model',
        parameters: { blob: 'x'.repeat(70 * 1024) },
      });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().errors[0]).toMatchObject({ field: 'parameters', key: 'parametersTooLarge' });
      expect(await runCount()).toBe(before);
    });

    it('lists runs with layer, status filter, sort, days back and pages', async () => {
      const eng = (await buildEngagement(server.database.db, given.tenantId)).id;
      const client = await signInWithRole(server, ROLE_NAMES.configurer, engagementScope(eng));
      const at = `/api/pipelines/engagements/${eng}`;
      const made: PipelineRun[] = [];
      for (const [pipelineName, layer] of [
        ['BuildModel', 'model'],
        ['RunModel', 'model'],
        ['BuildFiltering', 'filtering'],
        ['ImportFiles', 'import'],
      ]) {
        const res = await start(client, { pipelineName, layer }, at);
        made.push(res.json());
      }
      // One cancelled (a finished status), one 40 days old.
      expect((await client.request('POST', `${at}/runs/${made[1].id}/cancel`)).json().status).toBe(
        'Cancelled',
      );
      await server.database.db.execute(
        sql`update pipeline_runs set run_start = now() - interval '40 days' where id = ${made[3].id}`,
      );
      const list = async (query: string) => {
        const res = await client.request('GET', `${at}/runs?${query}`);
        expect(res.statusCode).toBe(200);
        return res.json() as {
          results: PipelineRun[];
          meta: { totalItems: number; page: number; pageSize: number };
        };
      };
      const ids = (page: { results: PipelineRun[] }) => page.results.map((r) => r.id);

      const all = await list('');
      expect(ids(all)).toEqual([made[2].id, made[1].id, made[0].id]); // newest first, the old one out of the 30 days
      expect(all.meta).toEqual({ totalItems: 3, page: 1, pageSize: 10 });
      expect(ids(await list('daysBack=60'))).toEqual([made[2].id, made[1].id, made[0].id, made[3].id]);
      expect(ids(await list('direction=asc'))).toEqual([made[0].id, made[1].id, made[2].id]);
      expect(ids(await list('layer=model'))).toEqual([made[1].id, made[0].id]);
      expect(ids(await list('status=Cancelled'))).toEqual([made[1].id]);
      expect(ids(await list('status=Cancelled&status=Queued&daysBack=60'))).toEqual(
        ids(await list('daysBack=60')),
      );
      expect(ids(await list('status=Succeeded'))).toEqual([]);
      expect(ids(await list('sortBy=pipelineName&direction=asc'))).toEqual([
        made[2].id,
        made[0].id,
        made[1].id,
      ]);
      expect(ids(await list('sortBy=status&direction=asc'))).toEqual([made[1].id, made[2].id, made[0].id]);
      // Unfinished runs (no end) first when newest-first, last otherwise; equal ends newest first.
      expect(ids(await list('sortBy=runEnd'))).toEqual([made[2].id, made[0].id, made[1].id]);
      expect(ids(await list('sortBy=runEnd&direction=asc'))).toEqual([made[1].id, made[2].id, made[0].id]);
      const page2 = await list('pageSize=2&page=2');
      expect(ids(page2)).toEqual([made[0].id]);
      expect(page2.meta).toEqual({ totalItems: 3, page: 2, pageSize: 2 });
      for (const bad of [
        'status=Sleeping',
        'sortBy=secret',
        'daysBack=0',
        'page=0',
        'direction=up',
        'layer=basement',
      ]) {
        expect((await client.request('GET', `${at}/runs?${bad}`)).statusCode, bad).toBe(400);
      }
      expect((await given.outsider.request('GET', `${at}/runs`)).statusCode).toBe(404);

      const last = await client.request('GET', `${at}/runs/last`);
      expect(last.json().map((r: PipelineRun) => r.id)).toEqual([
        made[2].id,
        made[1].id,
        made[0].id,
        made[3].id,
      ]);
      expect(
        (await client.request('GET', `${at}/runs/last?count=1`)).json().map((r: PipelineRun) => r.id),
      ).toEqual([made[2].id]);

      // Message, duration and started-by sort on the server too, across pages.
      const [a, b, c] = made;
      await server.database.db.execute(sql`
        update pipeline_runs set message = 'beta', started_by_name = 'Ann', status = 'Succeeded',
          started_at = now() - interval '10 minutes', run_end = now() - interval '5 minutes'
        where id = ${a.id}`);
      await server.database.db.execute(sql`
        update pipeline_runs set message = 'alpha', started_by_name = 'Cy',
          started_at = run_end - interval '1 minute'
        where id = ${b.id}`);
      await server.database.db.execute(sql`
        update pipeline_runs set message = null, started_by_name = 'Bo', status = 'InProgress',
          started_at = now() - interval '2 minutes', run_end = null
        where id = ${c.id}`);
      expect(ids(await list('sortBy=message&direction=asc'))).toEqual([b.id, a.id, c.id]);
      expect(ids(await list('sortBy=startedBy&direction=asc'))).toEqual([a.id, c.id, b.id]);
      expect(ids(await list('sortBy=duration&direction=asc'))).toEqual([b.id, c.id, a.id]);
      expect(ids(await list('sortBy=duration&direction=desc&pageSize=1&page=2'))).toEqual([c.id]);
    });

    it('shows a run only in its own engagement', async () => {
      const run = await startOk({ pipelineName: 'RunModel', layer: 'model' });
      expect(
        (
          await given.outsider.request(
            'GET',
            `/api/pipelines/engagements/${given.otherEngagementId}/runs/${run.id}`,
          )
        ).statusCode,
      ).toBe(404);
      expect((await given.outsider.request('GET', `${given.base}/runs/${run.id}`)).statusCode).toBe(404);
      expect((await given.consultant.request('GET', `${given.base}/runs/not-a-uuid`)).statusCode).toBe(404);
      expect(
        (await given.consultant.request('GET', `${given.base}/runs/${crypto.randomUUID()}`)).statusCode,
      ).toBe(404);
    });

    it('cancels a queued run at once; a finished run cannot be cancelled (409); a consultant may not (403)', async () => {
      const run = await startOk({ pipelineName: 'RunModel', layer: 'model' });
      expect((await given.consultant.request('POST', `${given.base}/runs/${run.id}/cancel`)).statusCode).toBe(
        403,
      );
      expect((await given.outsider.request('POST', `${given.base}/runs/${run.id}/cancel`)).statusCode).toBe(
        404,
      );
      const res = await given.configurer.request('POST', `${given.base}/runs/${run.id}/cancel`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: run.id,
        status: 'Cancelled',
        message: 'Cancelled by Cora Configurer',
      });
      expect(res.json().runEnd).not.toBeNull();
      expect((await given.configurer.request('POST', `${given.base}/runs/${run.id}/cancel`)).statusCode).toBe(
        409,
      );
      const detail = await runDetail(given.consultant, given.engagementId, run.id);
      expect(detail.log.map((l) => l.message)).toEqual([
        'Queued by Cora Configurer',
        'Cancelled by Cora Configurer before it started',
      ]);
    });

    it('reruns a finished run with the same parameters, linked to it; an unfinished one is 409', async () => {
      const run = await startOk({
        pipelineName: 'BuildModel',
        layer: 'model',
        parameters: { Branch: 'dev', ActiveNodes: ['a'] },
      });
      expect((await given.configurer.request('POST', `${given.base}/runs/${run.id}/rerun`)).statusCode).toBe(
        409,
      );
      await given.configurer.request('POST', `${given.base}/runs/${run.id}/cancel`);
      expect((await given.consultant.request('POST', `${given.base}/runs/${run.id}/rerun`)).statusCode).toBe(
        403,
      );
      const res = await given.superConfigurer.request('POST', `${given.base}/runs/${run.id}/rerun`);
      expect(res.statusCode).toBe(201);
      const again = res.json() as PipelineRun;
      expect(again).toMatchObject({
        status: 'Queued',
        pipelineName: 'BuildModel',
        layerName: 'model',
        rerunOf: run.id,
        parameters: run.parameters,
        startedBy: { name: 'Sue Super', type: 'User' },
      });
      expect(again.id).not.toBe(run.id);
      expect((await runDetail(given.consultant, given.engagementId, again.id)).log[0].message).toBe(
        `Queued by Sue Super as a rerun of ${run.id}`,
      );
    });
  });
});
