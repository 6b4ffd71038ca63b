// Numbers and dates the way Europeans write them (issue 27), through the API on a DuckDB warehouse.
import { beforeAll, afterAll, describe } from 'vitest';
import { engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { startRunWorker, type RunWorker } from '../../jobs/run-worker.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { signInWithRole, useTestServer, type SignedInClient } from '../../test/test-server.js';
import { memoryLog } from '../pipelines/runs.test-helpers.js';
import { europeanImportCases } from './import-european.test-helpers.js';

describe('import of European numbers and dates (DuckDB)', () => {
  const server = useTestServer({ CAIRN_RUN_POLL_MS: '50', CAIRN_RUN_HEARTBEAT_SECONDS: '1' });
  let worker: RunWorker;
  let engagementId: string;
  let writer: SignedInClient;

  beforeAll(async () => {
    const db = server.database.db;
    engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    writer = await signInWithRole(server, ROLE_NAMES.configurer, engagementScope(engagementId));
    worker = startRunWorker(server.ctx, memoryLog().log);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
  });

  europeanImportCases(
    () => writer,
    () => engagementId,
    { text: 'VARCHAR', decimal: 'DECIMAL(18,2)', date: 'DATE', integer: 'BIGINT' },
  );
});
