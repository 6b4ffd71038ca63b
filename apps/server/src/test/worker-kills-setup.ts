// The engagement the kill campaign (test/worker-kills.ts) runs in, and its imports: a node model to
// build (with a node slow enough to be killed in), a testing layer to test (one slow test), and, with
// the campaign's S3 server (the processes share no disk: a file uploaded through the server must
// reach any worker), a folder of CSV files to import, one file (and table) a run, so each import's
// rows can be counted afterwards.
import { eq } from 'drizzle-orm';
import {
  encodeQuery,
  orchestrationInputSchema,
  type OrchestrationDefinition,
  type PipelineRun,
  type TablePreview,
} from '@cairn/contracts';
import type { Db } from '../db/client.js';
import { orchestrationRunSteps, orchestrations } from '../db/schema/orchestrations.js';
import { storageConfigurations } from '../db/schema/storage.js';
import { engagements } from '../db/schema/tenancy.js';
import { insertRun } from '../modules/orchestrations/orchestration-runs.service.js';
import { multipartBody } from './multipart.js';
import { startS3Server } from './s3-server.js';
import { seedBuildableEngagement, type ScaledDeployment } from './scaled-deployment.js';

type SignedIn = Awaited<ReturnType<ScaledDeployment['servers'][0]['signIn']>>;

/** The build of the campaign's builds and orchestration steps. */
export const BUILD = {
  pipelineName: 'BuildModel',
  layer: 'model',
  parameters: { ActiveNodes: ['lines', 'totals', 'slow'] },
};

/** `probe`'s first answer, asked every `everyMs`; throws after `timeoutMs`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs = 20,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * A node whose table takes a few hundred ms to build: without it a build is over in about 100 ms
 * and a kill lands after it (its 'Built' lines are written behind, modules/building/log-behind.ts).
 */
const SLOW_NODE = 'select sum(i) as total from generate_series(1, 3000000) as t(i)';
/** The tests of a test run, in the order they run; the slow one is where a kill lands mid-run. */
const TESTS = [
  ['a_ids', 'select * from import.payroll where employee_id is null'],
  ['b_slow', 'select i from generate_series(1, 3000000) as t(i) where i < 0'],
  ['c_currency', "select * from import.payroll where currency not in ('EUR', 'GBP')"],
] as const;
/** Rows of each imported file: enough for its load to take a moment a kill can land in. */
export const IMPORT_ROWS = 100_000;
const IMPORT_FOLDER = 'Killed';
const IMPORT_BUCKET = 'cairn-killed';

/** Where imported files are kept: an S3 server; every process of the deployment starts with `env`. */
export interface CampaignStorage {
  env: Record<string, string>;
  bucket: string;
  stop(): Promise<void>;
}

export async function startCampaignStorage(): Promise<CampaignStorage> {
  const s3 = await startS3Server([IMPORT_BUCKET]);
  return { env: s3.env, bucket: IMPORT_BUCKET, stop: s3.stop };
}

/**
 * Builds, tests and (with `storage`) imports in `engagementId`, through `client`'s server; answers
 * the folder imports upload into.
 */
export async function prepareCampaignEngagement(
  deployment: ScaledDeployment,
  client: SignedIn,
  engagementId: string,
  storage: CampaignStorage | undefined,
) {
  const db = deployment.database.db;
  if (storage) {
    // Before any process reads the engagement: its files in the bucket, its storage turned on.
    await db
      .update(storageConfigurations)
      .set({
        implementation: 'AwsS3Bucket',
        configuration: JSON.stringify({ BucketName: storage.bucket, PathPrefix: '' }),
      })
      .where(eq(storageConfigurations.engagementId, engagementId));
    await db
      .update(engagements)
      .set({ features: ['Storage', 'Pipelines', 'NodeModelGit'] })
      .where(eq(engagements.id, engagementId));
  }
  await seedBuildableEngagement(deployment.ctx, client, engagementId, 7);
  const branch = `/api/nodeModel/engagements/${engagementId}/branches/main/layers`;
  await client.json('POST', `${branch}/model/nodes`, { name: 'slow' });
  await client.json('PUT', `${branch}/model/nodes/slow`, { query: encodeQuery(SLOW_NODE) });
  await client.json('POST', `${branch}/test/nodes`, { name: 'checks' });
  for (const [name, query] of TESTS)
    await client.json('POST', `${branch}/test/nodes/checks/tests`, {
      name,
      categoryNames: [],
      query: encodeQuery(query),
    });
  if (!storage) return { importFolder: undefined };
  // The folder's actual name (its path) is not its display name.
  const folder = await client.json<{ actualName: string }>(
    'POST',
    `/api/storage/engagements/${engagementId}/import/folders?path=`,
    { displayName: IMPORT_FOLDER, metadata: {} },
  );
  return { importFolder: folder.actualName };
}

const CSV = [
  'employee_id,amount,currency',
  ...Array.from({ length: IMPORT_ROWS }, (_, i) => `${i + 1},${(i % 7) * 100},${i % 2 ? 'GBP' : 'EUR'}`),
].join('\n');

/** Uploads the n-th run's file (killed_<n>.csv) and starts its import; answers the run's id. */
export async function startImport(
  client: SignedIn,
  engagementId: string,
  folder: string,
  n: number,
): Promise<string> {
  const { payload, headers } = multipartBody([{ name: `killed_${n}.csv`, content: CSV }]);
  const origin = client.headers.origin;
  const uploaded = await fetch(
    `${origin}/api/storage/engagements/${engagementId}/import/files?path=${encodeURIComponent(folder)}`,
    { method: 'POST', headers: { ...client.headers, ...headers }, body: payload },
  );
  if (!uploaded.ok) throw new Error(`upload of killed_${n}.csv: ${uploaded.status} ${await uploaded.text()}`);
  const run = await client.json<PipelineRun>('POST', `/api/pipelines/engagements/${engagementId}/import`, {
    fileNames: [`killed_${n}.csv`],
    storagePurpose: 'import',
    path: folder,
  });
  return run.id;
}

/**
 * Import tables not as one load leaves them: a succeeded import's table holds its file's rows once,
 * a failed one's holds them once or is absent (its load was cut before it committed), never half.
 */
export async function importsNotLoadedOnce(
  client: SignedIn,
  engagementId: string,
  imports: { n: number; status: string }[],
) {
  const bad: string[] = [];
  for (const { n, status } of imports) {
    const preview = await client
      .json<TablePreview>(
        'GET',
        `/api/pipelines/engagements/${engagementId}/warehouse/tables/import/killed_${n}/preview`,
      )
      .catch((err: unknown) => {
        if (err instanceof Error && err.message.startsWith('GET ')) return undefined;
        throw err;
      });
    const rows = preview?.rowCount;
    if (rows === IMPORT_ROWS) continue;
    if (rows === undefined && status !== 'Succeeded') continue;
    bad.push(`import.killed_${n} has ${rows ?? 'no'} rows, not ${IMPORT_ROWS} (run ${status})`);
  }
  return bad;
}

/** An orchestration of `input` queued to run now; answers its run and its step's pipeline run, once started. */
export async function startOrchestration(
  db: Db,
  { engagementId, tenantId }: { engagementId: string; tenantId: string },
  input: unknown,
  timeoutMs: number,
) {
  const definition: OrchestrationDefinition = orchestrationInputSchema.parse(input);
  const [orchestration] = await db
    .insert(orchestrations)
    .values({ engagementId, tenantId, name: definition.name, definition })
    .returning();
  const run = await insertRun(db, {
    orchestrationId: orchestration.id,
    engagementId,
    tenantId,
    version: orchestration.version,
    definition,
    trigger: 'manual',
  });
  // The step's pipeline run, once the orchestrator (in a worker) has started it.
  const step = await until(
    'the orchestration to start its step',
    async () =>
      (await db.select().from(orchestrationRunSteps).where(eq(orchestrationRunSteps.runId, run.id))).find(
        (s) => s.pipelineRunId,
      ),
    timeoutMs,
  );
  return { pipelineRunId: step.pipelineRunId!, orchestrationRunId: run.id };
}
