// The calls the build and test run tests make as an engagement's configurer, on either warehouse
// (building.test.ts on DuckDB, building-postgres.pg.test.ts on PostgreSQL): nodes, runs to their end,
// a run's node builds, a table's preview. The client and engagement are read at each call, so a
// test file may set them in its beforeAll.
import { encodeQuery, type NodeBuild, type PipelineRun, type TablePreview } from '@cairn/contracts';
import { requestOk, type SignedInClient } from '../../test/test-server.js';
import { waitForRun } from '../pipelines/runs.test-helpers.js';

export function buildingCalls(configurer: () => SignedInClient, engagement: () => string) {
  const api = () => `/api/pipelines/engagements/${engagement()}`;
  const model = (branch = 'main', layer = 'model') =>
    `/api/nodeModel/engagements/${engagement()}/branches/${branch}/layers/${layer}`;
  const ok = <T>(method: string, url: string, body?: unknown) =>
    requestOk<T>(configurer(), method, url, body);
  /** Creates the node when it is missing, then sets its query. */
  const putNode = async (layer: string, name: string, query: string, branch = 'main') => {
    const existing = await configurer().request('GET', `${model(branch, layer)}/nodes/${name}`);
    if (existing.statusCode === 404) await ok('POST', `${model(branch, layer)}/nodes`, { name });
    await ok('PUT', `${model(branch, layer)}/nodes/${name}`, { query: encodeQuery(query) });
  };
  const startRun = (pipelineName: string, layer: string, parameters: Record<string, unknown>) =>
    ok<PipelineRun>('POST', `${api()}/runs`, { pipelineName, layer, parameters });
  /** The run once it has ended: Succeeded, Failed, TimedOut or Cancelled. */
  const finished = (run: PipelineRun) =>
    waitForRun(configurer(), engagement(), run.id, ['Succeeded', 'Failed', 'TimedOut', 'Cancelled']);
  /** Queues a run and waits for its end. */
  const run = async (pipelineName: string, layer: string, parameters: Record<string, unknown>) =>
    finished(await startRun(pipelineName, layer, parameters));
  const buildsOf = (runId: string) => ok<NodeBuild[]>('GET', `${api()}/builds?runId=${runId}`);
  /** A table's preview, undefined when the table is not there. */
  const preview = async (schema: string, table: string) => {
    const res = await configurer().request('GET', `${api()}/warehouse/tables/${schema}/${table}/preview`);
    return res.statusCode === 200 ? (res.json() as TablePreview) : undefined;
  };
  return { api, model, ok, putNode, startRun, finished, run, buildsOf, preview };
}
