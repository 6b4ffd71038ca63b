// `npm run bench -- faults` (issue 30): the long form of `npm run test:faults`, the same campaign
// (test/worker-kills.ts): 100 runs (CAIRN_FAULTS_RUNS) of eight kinds (waits, builds, orchestration
// steps, orchestrators, imports, test runs, deployment tasks, RBAC tasks) on a server and `cairn
// worker` processes on PostgreSQL, the worker holding each run (or task, or the run's orchestrator)
// killed with SIGKILL at a random moment, a fresh worker after each kill. Figures:
//   faults.runs_terminal        runs that ended (Succeeded, Failed, Cancelled, TimedOut), of 100
//   faults.worst_detection_s    the longest from a kill to the run's end (or takeover), target at
//                               most twice the heartbeat timeout (3 beats of 0.5 s: 3 s)
//   faults.steps_applied_twice  run starts, waits, node builds, tests, import loads, orchestration
//                               steps, provisions, RBAC grants done twice: 0
// and it writes them, with what each fault test proves, into docs/reliability.md.
// Needs a server: CAIRN_TEST_DATABASE_URL, or a throwaway one from scripts/bench.ts.
import os from 'node:os';
import { startScaledDeployment } from '../test/scaled-deployment.js';
import { KILL_CAMPAIGN_ENV, killWorkersAtRandom } from '../test/worker-kills.js';
import { campaignFigures, campaignProblems } from '../test/worker-kills-checks.js';
import { startCampaignStorage } from '../test/worker-kills-setup.js';
import { writeReliabilityDoc } from './reliability-doc.js';
import { report } from './report.js';

export const name = 'faults';
/** scripts/bench.ts starts a throwaway PostgreSQL server for it when none is given. */
export const needsPostgres = true;
const HEARTBEAT_SECONDS = 0.5;

export async function run(requested: string) {
  const prefix = name.startsWith(requested) ? '' : requested;
  if (!process.env.CAIRN_TEST_DATABASE_URL) {
    console.log('# faults: needs a PostgreSQL server (CAIRN_TEST_DATABASE_URL)');
    return;
  }
  const runs = Number(process.env.CAIRN_FAULTS_RUNS ?? 100);
  const seed = process.env.CAIRN_FAULTS_SEED ? Number(process.env.CAIRN_FAULTS_SEED) : undefined;
  const loadAtStart = os.loadavg()[0];
  const storage = await startCampaignStorage();
  const deployment = await startScaledDeployment({
    servers: 1,
    workers: 2,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    env: { ...KILL_CAMPAIGN_ENV, ...storage.env },
  });
  try {
    const campaign = await killWorkersAtRandom(deployment, {
      runs,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      seed,
      storage,
    });
    const figures = campaignFigures(campaign);
    const problems = campaignProblems(campaign);
    report(prefix, 'faults.runs_terminal', figures.runsTerminal, `of ${figures.runs}`);
    report(prefix, 'faults.worst_detection_s', figures.worstDetectionSeconds, 's');
    report(prefix, 'faults.steps_applied_twice', figures.stepsAppliedTwice, 'steps');
    console.log(
      `# faults: seed ${campaign.seed}, ${figures.killedMidRun} of ${figures.runs} kills mid-run, ${campaign.wallSeconds.toFixed(0)} s`,
    );
    for (const problem of problems) console.log(`# faults: ${problem}`);
    await writeReliabilityDoc(campaign, problems, loadAtStart);
    if (problems.length) process.exitCode = 1;
  } finally {
    await deployment.stop();
    await storage.stop();
  }
}
