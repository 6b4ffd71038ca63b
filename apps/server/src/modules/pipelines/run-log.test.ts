// A run's log written in batches (a build's lines gathered while the previous write was in flight)
// stays numbered in order beside lines another writer (the cancel route) adds at the same moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelineRuns } from '../../db/schema/pipelines.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { testServer } from '../../test/test-server.js';
import { appendRunLog, appendRunLogLines, readRunLog } from './run-log.js';

describe('run log', () => {
  let server: Awaited<ReturnType<typeof testServer>>;
  let runId: string;

  beforeAll(async () => {
    server = await testServer();
    const db = server.database.db;
    const tenant = await buildTenant(db);
    const engagement = await buildEngagement(db, tenant.id);
    [{ id: runId }] = await db
      .insert(pipelineRuns)
      .values({
        engagementId: engagement.id,
        tenantId: tenant.id,
        pipelineName: 'BuildModel',
        layerName: 'model',
        timeLimitSeconds: 3600,
      })
      .returning({ id: pipelineRuns.id });
  });
  afterAll(() => server.close());

  it('numbers a batch after the last line, keeps each line its time, beside a line written at the same moment', async () => {
    const db = server.database.db;
    await appendRunLog(db, runId, 'Started');
    const made = [new Date('2026-11-24T10:00:00.100Z'), new Date('2026-11-24T10:00:00.200Z')];
    await Promise.all([
      appendRunLogLines(db, runId, [
        { message: 'Built model.a: 1 rows', options: { step: 'a' }, at: made[0] },
        { message: 'Built model.b: 2 rows', options: { step: 'b', level: 'warn' }, at: made[1] },
      ]),
      appendRunLog(db, runId, 'Cancel requested'),
    ]);
    const lines = await readRunLog(db, runId);
    expect(lines.map((l) => l.seq)).toEqual([1, 2, 3, 4]);
    const built = lines.filter((l) => l.message.startsWith('Built'));
    expect(built.map((l) => [l.message, l.step, l.level, l.at.toISOString()])).toEqual([
      ['Built model.a: 1 rows', 'a', 'info', made[0].toISOString()],
      ['Built model.b: 2 rows', 'b', 'warn', made[1].toISOString()],
    ]);
    expect(built[1].seq - built[0].seq).toBe(1);
  });
});
