// The demo engagement end to end with its warehouse on PostgreSQL (its node model configuration names
// the installation's warehouse server): the seeded import through COPY, the builds of every layer and
// the tests, with the demo's SQL unchanged (demo-journey.test-helpers.ts; DuckDB: building-demo.test.ts).
import { describe, it } from 'vitest';
import {
  postgresWarehouseEnv,
  useWarehouseServer,
  warehouseAdminUrl,
} from '../../test/postgres-warehouse.js';
import { dropEngagementWarehouse } from '../../warehouse/postgres/pg-provisioning.js';
import { expectDemoJourneySucceeds, useDemoJourney } from './demo-journey.test-helpers.js';

const journey = useDemoJourney(
  postgresWarehouseEnv(),
  (server, engagementId) => useWarehouseServer(server, engagementId, { repositoryId: 'payroll-model' }),
  (engagementId) => dropEngagementWarehouse(warehouseAdminUrl(), engagementId),
);

describe('demo engagement on a PostgreSQL warehouse', () => {
  it('imports the demo files, then builds every layer on main and runs the demo tests as queued by the seed', async () => {
    await expectDemoJourneySucceeds(journey);
  }, 180_000);
});
