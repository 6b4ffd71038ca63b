// A test server with a run worker (polling every 50 ms) for the enclosing describe block or file:
// started before its tests, the worker stopped and the server closed after them. Read `running.server`
// inside a test (it is set once the tests start).
import { afterAll, beforeAll } from 'vitest';
import { startRunWorker, type RunWorker } from '../jobs/run-worker.js';
import { memoryLog } from '../modules/pipelines/runs.test-helpers.js';
import { testServer, type TestServer } from './test-server.js';

export function serverWithRunWorker(env: Record<string, string> = {}) {
  const running = {} as { server: TestServer; worker: RunWorker };
  beforeAll(async () => {
    running.server = await testServer({ CAIRN_RUN_POLL_MS: '50', ...env });
    running.worker = startRunWorker(running.server.ctx, memoryLog().log);
  }, 60_000);
  afterAll(async () => {
    await running.worker?.stop();
    await running.server?.close();
  });
  return running;
}
