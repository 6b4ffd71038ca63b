// File-arrival triggers on a real database (both engines) and real import storage: files already in
// the folder start nothing, a matching upload starts one run whose import step imports it, two
// orchestrators seeing it at once start one run, and a folder that does not exist is refused.
import { describe, expect, it } from 'vitest';
import type { OrchestrationRun, PipelineRunDetail } from '@cairn/contracts';
import { createFolder, uploadFiles } from '../../test/engagement-storage.js';
import { Orchestrator } from './orchestrator.js';
import { orchestrationPorts } from './orchestrations.module.js';
import { useOrchestrationEngagement } from './orchestrations.test-helpers.js';

describe('file triggers', () => {
  const { server, given, create } = useOrchestrationEngagement();
  const services = () => server.ctx.services;
  const another = () =>
    new Orchestrator(server.database.db, orchestrationPorts(server.database.db, services()));
  const runsOf = async (id: string) =>
    (
      (await given.reader.request('GET', `${given.base}/runs?orchestrationId=${id}`)).json() as {
        results: OrchestrationRun[];
      }
    ).results;

  it('starts one run for matching files that arrive, and its import step imports them', async () => {
    const folder = await createFolder(given.writer, given.engagementId, 'Drops');
    await uploadFiles(given.writer, given.engagementId, folder, [{ name: 'old.csv', content: 'a\n1\n' }]);
    const made = await create({
      name: 'On arrival',
      steps: [
        { name: 'import', layer: 'import', pipelineName: 'ImportFiles' },
        { name: 'model', layer: 'model', pipelineName: 'RunModel', dependsOn: ['import'] },
      ],
      fileTrigger: { folder, pattern: '*.csv' },
    });
    await services().orchestrator.tick();
    expect(await runsOf(made.id)).toEqual([]);

    await uploadFiles(given.writer, given.engagementId, folder, [
      { name: 'payroll.csv', content: 'a\n1\n' },
      { name: 'notes.txt', content: 'not for the trigger' },
    ]);
    await services().orchestrator.tick();
    await services().orchestrator.tick();
    const runs = await runsOf(made.id);
    expect(runs.map((r) => [r.trigger, r.triggerFiles])).toEqual([['file', [`${folder}/payroll.csv`]]]);
    const importRunId = runs[0].steps[0].pipelineRunId!;
    const importRun = (
      await given.reader.request(
        'GET',
        `/api/pipelines/engagements/${given.engagementId}/runs/${importRunId}`,
      )
    ).json() as PipelineRunDetail;
    expect(importRun.parameters).toMatchObject({
      FilePaths: [`${folder}/payroll.csv`],
      FileNames: ['payroll.csv'],
    });

    // A file arriving while that run goes waits for it (overlap skip), then starts one run, though two
    // orchestrators see it at the same moment.
    await uploadFiles(given.writer, given.engagementId, folder, [
      { name: 'payroll_2.csv', content: 'a\n2\n' },
    ]);
    await services().orchestrator.tick();
    expect(await runsOf(made.id)).toHaveLength(1);
    await given.runner.request('POST', `${given.base}/runs/${runs[0].id}/cancel`);
    await services().orchestrator.tick();
    await Promise.all([another().tick(), another().tick()]);
    const later = (await runsOf(made.id)).filter((r) => r.id !== runs[0].id);
    expect(later.map((r) => r.triggerFiles)).toEqual([[`${folder}/payroll_2.csv`]]);
  });

  it('refuses a folder that does not exist, naming the field', async () => {
    const res = await given.writer.request('POST', `${given.base}/orchestrations`, {
      name: 'Nowhere',
      steps: [{ name: 'import', layer: 'import', pipelineName: 'ImportFiles' }],
      fileTrigger: { folder: 'no-such-folder', pattern: '*' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'fileTrigger.folder', key: 'folderNotReadable' }),
    ]);
  });
});
