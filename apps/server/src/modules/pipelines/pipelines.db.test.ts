// The pipelines API without a worker: the pipelines of every layer and what each caller may do.
// Runs: runs.db.test.ts.
import { describe, expect, it } from 'vitest';
import { engagementScope, PIPELINE_NAMES, ROLE_NAMES, type PipelineRun } from '@cairn/contracts';
import { buildEngagement } from '../../test/factories.js';
import { fieldErrors, signInWithRole, type SignedInClient } from '../../test/test-server.js';
import { usePipelinesEngagement } from './pipelines.test-helpers.js';

describe('pipelines API', () => {
  const { server, given, start, startOk } = usePipelinesEngagement();

  describe('pipelines', () => {
    it('lists every pipeline of every layer, created on first use, for a reader', async () => {
      const [a, b] = await Promise.all([
        given.consultant.request('GET', `${given.base}/pipelines`),
        given.consultant.request('GET', `${given.base}/pipelines`),
      ]);
      expect(a.statusCode).toBe(200);
      expect(b.json()).toEqual(a.json());
      const all = Object.values(PIPELINE_NAMES).flat();
      expect(
        a
          .json()
          .map((p: { name: string }) => p.name)
          .sort(),
      ).toEqual([...all].sort());
      expect(a.json()).toContainEqual({
        name: 'ImportFiles',
        layer: 'import',
        shortName: 'ImportFiles',
        isHidden: false,
        abilities: { update: false, start: false },
      });
      const model = await given.consultant.request('GET', `${given.base}/pipelines?layer=model`);
      expect(model.json()).toEqual([
        {
          name: 'BuildModel',
          layer: 'model',
          shortName: 'BuildModel',
          isHidden: false,
          abilities: { update: false, start: false },
        },
        {
          name: 'RunModel',
          layer: 'model',
          shortName: 'RunModel',
          isHidden: false,
          abilities: { update: false, start: false },
        },
      ]);
      expect((await given.consultant.request('GET', `${given.base}/pipelines?layer=nope`)).statusCode).toBe(
        400,
      );
    });

    it('is refused without a session (401) and answers 404 for another engagement', async () => {
      expect((await server.app.inject({ method: 'GET', url: `${given.base}/pipelines` })).statusCode).toBe(
        401,
      );
      expect((await given.outsider.request('GET', `${given.base}/pipelines`)).statusCode).toBe(404);
      expect(
        (await given.outsider.request('PUT', `${given.base}/pipelines/RunModel`, { isHidden: true }))
          .statusCode,
      ).toBe(404);
    });

    it('renames and hides a pipeline with Pipelines Write only', async () => {
      const res = await given.superConfigurer.request('PUT', `${given.base}/pipelines/RunModel`, {
        shortName: ' Run the model ',
        isHidden: true,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        name: 'RunModel',
        layer: 'model',
        shortName: 'Run the model',
        isHidden: true,
        abilities: { update: true, start: true },
      });
      expect(
        (await given.configurer.request('PUT', `${given.base}/pipelines/RunModel`, { isHidden: false }))
          .statusCode,
      ).toBe(403);
      const empty = await given.superConfigurer.request('PUT', `${given.base}/pipelines/RunModel`, {
        shortName: '   ',
        isHidden: false,
      });
      expect(fieldErrors(empty)).toEqual([
        { field: 'shortName', message: 'Field cannot be empty', key: 'fieldCannotBeEmpty' },
      ]);
      expect(
        (
          await given.superConfigurer.request('PUT', `${given.base}/pipelines/NoSuchPipeline`, {
            isHidden: true,
          })
        ).statusCode,
      ).toBe(404);
      const after = (await given.consultant.request('GET', `${given.base}/pipelines?layer=model`)).json();
      expect(after).toContainEqual({
        name: 'RunModel',
        layer: 'model',
        shortName: 'Run the model',
        isHidden: true,
        abilities: { update: false, start: false },
      });
      expect(
        (
          await given.superConfigurer.request('PUT', `${given.base}/pipelines/RunModel`, {
            shortName: 'RunModel',
            isHidden: false,
          })
        ).statusCode,
      ).toBe(200);
    });
  });

  describe('abilities', () => {
    const pipelineAbilitiesOf = async (client: SignedInClient) =>
      (
        (await client.request('GET', `${given.base}/pipelines?layer=model`)).json() as {
          abilities: unknown;
        }[]
      )[0].abilities;

    it('gives each pipeline update to writers and start to starters, nothing to readers', async () => {
      expect(await pipelineAbilitiesOf(given.consultant)).toEqual({ update: false, start: false });
      expect(await pipelineAbilitiesOf(given.configurer)).toEqual({ update: false, start: true });
      expect(await pipelineAbilitiesOf(given.superConfigurer)).toEqual({ update: true, start: true });
    });

    it('starts nothing from a Run screen in a gain engagement, and opens its runs like any other', async () => {
      const db = server.database.db;
      const gainId = (await buildEngagement(db, given.tenantId, { features: ['Pipelines', 'GAIN'] })).id;
      const gainUser = await signInWithRole(server, ROLE_NAMES.superConfigurer, engagementScope(gainId));
      const gainBase = `/api/pipelines/engagements/${gainId}`;
      const listed = (await gainUser.request('GET', `${gainBase}/pipelines?layer=model`)).json();
      expect(listed[0].abilities).toEqual({ update: true, start: false });
      const run = await start(gainUser, { pipelineName: 'BuildModel', layer: 'model' }, gainBase);
      expect((run.json() as PipelineRun).abilities).toEqual({ view: true, cancel: true, rerun: false });
    });

    it('gives each run cancel while it waits and rerun once finished, to starters only; view to readers', async () => {
      const queued = await startOk({ pipelineName: 'BuildModel', layer: 'model' });
      expect(queued.abilities).toEqual({ view: true, cancel: true, rerun: false });
      const seen = async (client: SignedInClient) =>
        ((await client.request('GET', `${given.base}/runs/${queued.id}`)).json() as PipelineRun).abilities;
      expect(await seen(given.consultant)).toEqual({ view: true, cancel: false, rerun: false });
      expect(await seen(given.superConfigurer)).toEqual({ view: true, cancel: true, rerun: false });
      const cancelled = await given.configurer.request('POST', `${given.base}/runs/${queued.id}/cancel`);
      expect((cancelled.json() as PipelineRun).abilities).toEqual({
        view: true,
        cancel: false,
        rerun: true,
      });
      const listed = (await given.consultant.request('GET', `${given.base}/runs?layer=model`)).json() as {
        results: PipelineRun[];
      };
      expect(listed.results.find((r) => r.id === queued.id)?.abilities).toEqual({
        view: true,
        cancel: false,
        rerun: false,
      });
    });
  });
});
