// The same queue of build runs with one worker and with two (test/scaled-deployment.ts: servers and
// workers as processes with data directories of their own, on one PostgreSQL and a git server). 100
// BuildModel runs across 20 engagements whose warehouses are on PostgreSQL, timed from queuing the
// first to the last run's recorded end; rounds alternate 1, 2, 1, 2 workers, best of each.
// `scale.workers2_vs_1` = time with 2 workers / time with 1 (lower is better; target at most 0.6). On
// 2 cores one worker already keeps both busy (PostgreSQL, git fetches, the processes themselves:
// vmstat 96-98% user+system), so a second one cannot shorten the queue here: 0.97-1.01.
// Needs a server: CAIRN_TEST_DATABASE_URL, or a throwaway one from scripts/bench.ts.
import { inArray } from 'drizzle-orm';
import { pipelineRuns } from '../db/schema/pipelines.js';
import {
  PASSWORD,
  seedBuildableEngagement,
  startScaledDeployment,
  type WorkerProcess,
} from '../test/scaled-deployment.js';
import { report } from './report.js';

export const name = 'scale';
/** scripts/bench.ts starts a throwaway PostgreSQL server for it when none is given. */
export const needsPostgres = true;
const ENGAGEMENTS = 20;
const RUNS = 100;

export async function run(requested: string) {
  const prefix = name.startsWith(requested) ? '' : requested;
  if (!process.env.CAIRN_TEST_DATABASE_URL) {
    console.log('# scale: needs a PostgreSQL server (CAIRN_TEST_DATABASE_URL)');
    return;
  }
  const deployment = await startScaledDeployment({ servers: 1, workers: 1, heartbeatSeconds: 2 });
  try {
    const { ctx, database, servers } = deployment;
    const { engagementIds, email } = await deployment.seedEngagements(ENGAGEMENTS);
    const client = await servers[0].signIn(email, PASSWORD);
    for (const [i, id] of engagementIds.entries()) await seedBuildableEngagement(ctx, client, id, i);

    const queue = async () => {
      const started = Date.now();
      const ids: string[] = [];
      for (let n = 0; n < RUNS; n++) {
        const run = await ctx.services.runs.startRun(
          engagementIds[n % ENGAGEMENTS],
          { pipelineName: 'BuildModel', layer: 'model', parameters: { ActiveNodes: ['lines', 'totals'] } },
          null,
        );
        ids.push(run.id);
      }
      for (;;) {
        const rows = await database.db
          .select({ status: pipelineRuns.status, runEnd: pipelineRuns.runEnd, message: pipelineRuns.message })
          .from(pipelineRuns)
          .where(inArray(pipelineRuns.id, ids));
        const failed = rows.find((r) => r.status === 'Failed');
        if (failed) throw new Error(`a run failed: ${failed.message}`);
        if (rows.every((r) => r.status === 'Succeeded'))
          return Math.max(...rows.map((r) => r.runEnd!.getTime())) - started;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    await queue(); // warm: every engagement's warehouse provisioned, mirrors fetched
    const one: number[] = [];
    const two: number[] = [];
    let second: WorkerProcess | undefined;
    for (let round = 0; round < 2; round++) {
      one.push(await queue());
      second = deployment.startWorker();
      await second.started;
      two.push(await queue());
      await second.stop();
      deployment.workers.splice(deployment.workers.indexOf(second), 1);
    }
    const best = (values: number[]) => Math.min(...values);
    console.log(
      `# scale: ${RUNS} runs, ms per round: 1 worker ${one.join(', ')}; 2 workers ${two.join(', ')}`,
    );
    report(prefix, 'scale.one_worker_ms', best(one), 'ms');
    report(prefix, 'scale.two_workers_ms', best(two), 'ms');
    report(prefix, 'scale.workers2_vs_1', best(two) / best(one), 'x');
  } finally {
    await deployment.stop();
  }
}
