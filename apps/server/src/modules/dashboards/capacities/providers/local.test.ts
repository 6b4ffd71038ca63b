// The local state machine with a fake clock: transitions take the configured time and settle on the
// next read; turning off or on again while on the way changes nothing; a zero delay settles at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement, buildTenant } from '../../../../test/factories.js';
import { useTestServer } from '../../../../test/test-server.js';
import { LocalCapacityProvider } from './local.js';

describe('local capacity provider', () => {
  const server = useTestServer();
  let engagementId: string;
  let now = new Date('2026-11-23T10:00:00Z');
  const later = (ms: number) => (now = new Date(now.getTime() + ms));

  beforeAll(async () => {
    engagementId = (await buildEngagement(server.database.db, (await buildTenant(server.database.db)).id)).id;
  }, 60_000);

  it('goes Succeeded -> Pausing -> Paused -> Resuming -> Succeeded after the transition time', async () => {
    const local = new LocalCapacityProvider(server.database.db, 5000, () => now);
    expect(await local.state(engagementId, 'PowerBi')).toBe('Succeeded');
    expect(await local.suspend(engagementId, 'PowerBi')).toBe('Pausing');
    later(4999);
    expect(await local.state(engagementId, 'PowerBi')).toBe('Pausing');
    expect(await local.suspend(engagementId, 'PowerBi')).toBe('Pausing');
    later(1);
    expect(await local.state(engagementId, 'PowerBi')).toBe('Paused');
    expect(await local.suspend(engagementId, 'PowerBi')).toBe('Paused');
    expect(await local.resume(engagementId, 'PowerBi')).toBe('Resuming');
    // Turning off again while it resumes pauses it from there.
    later(1000);
    expect(await local.suspend(engagementId, 'PowerBi')).toBe('Pausing');
    later(5000);
    expect(await local.state(engagementId, 'PowerBi')).toBe('Paused');
    expect(await local.resume(engagementId, 'PowerBi')).toBe('Resuming');
    later(5000);
    expect(await local.state(engagementId, 'PowerBi')).toBe('Succeeded');
  });

  it('uses Online and Suspended for Analysis Services, and settles at once without a delay', async () => {
    const local = new LocalCapacityProvider(server.database.db, 0, () => now);
    expect(await local.state(engagementId, 'AnalysisServices')).toBe('Online');
    expect(await local.suspend(engagementId, 'AnalysisServices')).toBe('Suspended');
    expect(await local.state(engagementId, 'AnalysisServices')).toBe('Suspended');
    expect(await local.resume(engagementId, 'AnalysisServices')).toBe('Online');
  });
});
