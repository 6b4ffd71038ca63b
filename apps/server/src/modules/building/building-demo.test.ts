// The demo engagement end to end on its embedded DuckDB warehouse: the seeded import, the builds of
// every layer and the tests (demo-journey.test-helpers.ts).
import { describe, expect, it } from 'vitest';
import { expectDemoJourneySucceeds, useDemoJourney } from './demo-journey.test-helpers.js';

const journey = useDemoJourney();

describe('demo engagement', () => {
  it('keeps its node model in the default repository: the demo selects no provisioned git repository', async () => {
    const { server, engagementId } = journey;
    const { nodeModel } = server.ctx.services;
    expect(await nodeModel.resolveGitdir(engagementId)).toBe(nodeModel.gitdir(engagementId));
    expect((await nodeModel.listBranches(engagementId)).map((b) => b.name)).toContain('working');
  });

  it('imports the demo files, then builds every layer on main and runs the demo tests as queued by the seed', async () => {
    await expectDemoJourneySucceeds(journey);
  }, 120_000);
});
