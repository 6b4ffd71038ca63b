// `npm run test:faults`: `kill -9` of the worker holding a run, at a random moment of the run, across
// CAIRN_FAULTS_RUNS runs (20 by default; `npm run bench -- faults` runs 100) of eight kinds: a run
// that waits, a build, an orchestration's build step, an orchestration whose orchestrator is killed
// mid-advance, an import, a test run, a deployment's task and a batch of RBAC tasks
// (test/worker-kills.ts). Real processes: a server and `cairn worker`s on one PostgreSQL, a git
// server, an S3 server for the imported files; a fresh worker after each kill.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScaledDeployment, type ScaledDeployment } from '../test/scaled-deployment.js';
import { KILL_CAMPAIGN_ENV, killWorkersAtRandom, type KillRunKind } from '../test/worker-kills.js';
import { campaignFigures, campaignProblems } from '../test/worker-kills-checks.js';
import { startCampaignStorage, type CampaignStorage } from '../test/worker-kills-setup.js';

const HEARTBEAT_SECONDS = 0.5;
const RUNS = Number(process.env.CAIRN_FAULTS_RUNS ?? 20);
const SEED = process.env.CAIRN_FAULTS_SEED ? Number(process.env.CAIRN_FAULTS_SEED) : undefined;
/** Some kinds only (CAIRN_FAULTS_KINDS=build,wait), to chase one. */
const KINDS = process.env.CAIRN_FAULTS_KINDS?.split(',') as KillRunKind[] | undefined;

describe('workers killed with SIGKILL at random moments', () => {
  let deployment: ScaledDeployment;
  let storage: CampaignStorage;

  beforeAll(async () => {
    storage = await startCampaignStorage();
    deployment = await startScaledDeployment({
      servers: 1,
      workers: 2,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      env: { ...KILL_CAMPAIGN_ENV, ...storage.env },
    });
  }, 120_000);
  afterAll(async () => {
    await deployment?.stop();
    await storage?.stop();
  }, 120_000);

  it(
    `ends every one of ${RUNS} runs within twice the heartbeat timeout, none applied twice`,
    async () => {
      const campaign = await killWorkersAtRandom(deployment, {
        runs: RUNS,
        heartbeatSeconds: HEARTBEAT_SECONDS,
        seed: SEED,
        kinds: KINDS,
        storage,
      });
      const figures = campaignFigures(campaign);
      console.log(`seed ${campaign.seed}:`, JSON.stringify(figures));
      expect(campaignProblems(campaign)).toEqual([]);
    },
    60_000 + RUNS * 30_000,
  );
});
