// `npm run test:faults`: `kill -9` of the worker holding a run, at a random moment of the run, across
// CAIRN_FAULTS_RUNS runs (20 by default; `npm run bench -- faults` runs 100) of three kinds: a run
// that waits, a build, an orchestration's build step (test/worker-kills.ts). Real processes: a
// server and two `cairn worker`s on one PostgreSQL, a git server; a fresh worker after each kill.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScaledDeployment, type ScaledDeployment } from '../test/scaled-deployment.js';
import {
  campaignFigures,
  KILL_CAMPAIGN_ENV,
  killWorkersAtRandom,
  type KillRunKind,
} from '../test/worker-kills.js';

const HEARTBEAT_SECONDS = 0.5;
const RUNS = Number(process.env.CAIRN_FAULTS_RUNS ?? 20);
const SEED = process.env.CAIRN_FAULTS_SEED ? Number(process.env.CAIRN_FAULTS_SEED) : undefined;
/** Some kinds only (CAIRN_FAULTS_KINDS=build,wait), to chase one. */
const KINDS = process.env.CAIRN_FAULTS_KINDS?.split(',') as KillRunKind[] | undefined;

describe('workers killed with SIGKILL at random moments', () => {
  let deployment: ScaledDeployment;

  beforeAll(async () => {
    deployment = await startScaledDeployment({
      servers: 1,
      workers: 2,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      env: KILL_CAMPAIGN_ENV,
    });
  }, 120_000);
  afterAll(async () => {
    await deployment?.stop();
  }, 120_000);

  it(
    `ends every one of ${RUNS} runs within twice the heartbeat timeout, none applied twice`,
    async () => {
      const campaign = await killWorkersAtRandom(deployment, {
        runs: RUNS,
        heartbeatSeconds: HEARTBEAT_SECONDS,
        seed: SEED,
        kinds: KINDS,
      });
      const figures = campaignFigures(campaign);
      console.log(`seed ${campaign.seed}:`, JSON.stringify(figures));
      expect(campaign.leftOpen).toEqual([]);
      expect(figures.runsTerminal).toBe(RUNS);
      // Some kills land after a fast run ended; most must land mid-run or the campaign proves little.
      expect(figures.killedMidRun).toBeGreaterThanOrEqual(RUNS / 2);
      expect(figures.worstDetectionSeconds).toBeLessThanOrEqual(figures.detectionLimitSeconds);
      // A killed run is failed, never run again by another worker (a step applied twice).
      for (const run of campaign.runs.filter((r) => r.detectionMs !== null))
        expect(run.status).toBe('Failed');
      // A run the kill missed (it had ended) ended as it would have without one.
      expect(
        campaign.runs.filter((r) => r.detectionMs === null && r.status !== 'Succeeded').map((r) => r.message),
      ).toEqual([]);
      expect(campaign.appliedTwice).toEqual([]);
      expect(campaign.badTables).toEqual([]);
      expect(figures.orphans).toBe(0);
      expect(campaign.afterwards).toMatch(/^Succeeded/);
    },
    60_000 + RUNS * 30_000,
  );
});
