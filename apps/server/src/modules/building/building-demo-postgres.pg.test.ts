// The demo engagement end to end with its warehouse on PostgreSQL (its node model configuration names
// the installation's warehouse server): the seeded import through COPY, the builds of every layer and
// the tests, with the demo's SQL unchanged (demo-journey.test-helpers.ts; DuckDB: building-demo.test.ts).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { dropEngagementWarehouse } from '../../warehouse/postgres/pg-provisioning.js';
import {
  expectDemoJourneySucceeds,
  startDemoJourney,
  type DemoJourney,
} from './demo-journey.test-helpers.js';

const adminUrl = process.env.CAIRN_TEST_DATABASE_URL!;
const SERVER_NAME = 'demo-warehouse';

let journey: DemoJourney;

beforeAll(async () => {
  const env = { CAIRN_WAREHOUSE_POSTGRES_URL: adminUrl, CAIRN_WAREHOUSE_POSTGRES_NAME: SERVER_NAME };
  journey = await startDemoJourney(env, async (server, engagementId) => {
    // As an administrator would: a new node model configuration version naming the server.
    await server.ctx.services.engagementConfigurations.appendVersion(
      server.database.db,
      engagementId,
      'nodeModel',
      {
        nodeModelPlatformType: 'CairnGit',
        nodeModelPlatformConfiguration: {
          NodeModelRepositoryId: 'payroll-model',
          NodeModelSqlServerName: SERVER_NAME,
        },
      },
      { id: null, name: 'test' },
    );
  });
}, 60_000);

afterAll(async () => {
  const engagementId = journey?.engagementId;
  await journey?.close();
  if (engagementId) await dropEngagementWarehouse(adminUrl, engagementId);
});

describe('demo engagement on a PostgreSQL warehouse', () => {
  it('imports the demo files, then builds every layer on main and runs the demo tests as queued by the seed', async () => {
    await expectDemoJourneySucceeds(journey);
  }, 180_000);
});
