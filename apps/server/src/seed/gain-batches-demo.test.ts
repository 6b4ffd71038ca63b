// The demo's gain batches: the queued September runs really load, archive and hand over their
// batches with the demo configuration, October stays staged, and the FX rates show.
import { describe, expect, it } from 'vitest';
import { ROLE_NAMES, type GainBatchAnswer, type GainStagingFileAnswer, type Paged } from '@cairn/contracts';
import { serverWithRunWorker } from '../test/run-worker-server.js';
import { requestOk, signedInEngagement } from '../test/test-server.js';
import { seedGainBatchesDemo } from './gain-batches-demo.js';
import { seedGainConfigDemo } from './gain-config-demo.js';

describe('demo gain batches', () => {
  const running = serverWithRunWorker();

  it('processes September through the real runs and leaves October waiting', async () => {
    const { server } = running;
    const db = server.database.db;
    const { tenantId, engagementId, user, client } = await signedInEngagement(server, ROLE_NAMES.configurer, {
      features: ['GAIN', 'Pipelines', 'Storage'],
    });
    await seedGainConfigDemo(db, engagementId, { id: user.id, name: 'Demo' });
    await seedGainBatchesDemo(db, server.config, engagementId, tenantId);
    const base = `/api/engagements/${engagementId}/gain`;

    let batches: Paged<GainBatchAnswer> | undefined;
    for (const started = Date.now(); Date.now() - started < 60_000;) {
      batches = await requestOk<Paged<GainBatchAnswer>>(client, 'GET', `${base}/batches`);
      // Until every batch is final: Failed (3) or SentToGain (4); Waiting, Received and Validated are on their way.
      if (batches.results.every((b) => b.status >= 3)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const byType = Object.fromEntries(batches!.results.map((b) => [b.processType, b]));
    expect(byType.GainData, JSON.stringify(batches)).toMatchObject({
      batchId: '2026-09',
      status: 4,
      numRecordsReceivedFromClient: 12,
    });
    expect(byType.GainData.numRecordsSentToGain).toBeGreaterThan(0);
    expect(byType.FxRate).toMatchObject({ batchId: '2026-09', numRecordsReceivedFromClient: 5 });

    const staged = await requestOk<GainStagingFileAnswer[]>(client, 'GET', `${base}/staging-files`);
    expect(staged.map((f) => f.name).sort()).toEqual(['employees_2026-10.csv', 'payroll_2026-10.csv']);
    const rates = await requestOk<{ tables: { preview: { rowCount: number } | null }[] }>(
      client,
      'GET',
      `${base}/fx-rates`,
    );
    expect(rates.tables[0].preview?.rowCount).toBe(5);
  }, 90_000);
});
