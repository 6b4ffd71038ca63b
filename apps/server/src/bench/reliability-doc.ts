// docs/reliability.md, written by `npm run bench -- faults` (faults.bench.ts): the kill -9 figures
// with their targets, what each fault test proves, what was found and what is not covered. Only the
// part between its markers is rewritten, so other sections (load, restarts) can live in the file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import { REPO } from '../test/cairn-process.js';
import type { KillCampaign } from '../test/worker-kills.js';
import { campaignFigures } from '../test/worker-kills-checks.js';

const FILE = path.join(REPO, 'docs/reliability.md');
const BEGIN = '<!-- faults.kill9: written by `npm run bench -- faults`, do not edit by hand -->';
const END = '<!-- /faults.kill9 -->';
const HEADER = `# Reliability

Cairn's promises under faults, each with its figure, its target and the test that proves it (issue
30). Figures come from the machine the bench ran on (2 cores, shared), with its load average.

`;

export async function writeReliabilityDoc(campaign: KillCampaign, problems: string[], loadAtStart: number) {
  const f = campaignFigures(campaign);
  const kinds = Object.entries(f.byKind)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
  const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
  const section = `${BEGIN}
## A worker killed with SIGKILL

\`npm run bench -- faults\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average
${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end, seed ${campaign.seed}
(\`CAIRN_FAULTS_SEED\` repeats its moments), ${campaign.wallSeconds.toFixed(0)} s. One \`cairn serve
--no-worker\` and \`cairn worker\` processes on one PostgreSQL (metadata and warehouse) and a git
server; heartbeat ${campaign.heartbeatSeconds} s, so a worker is dead after ${campaign.staleSeconds} s
without one. ${f.runs} runs, one after another (${kinds}); each run's worker is killed at a moment
picked at random among the run's steps (claimed, reading the model, building a table, waiting),
the orchestrator kind's while it advances the run; a fresh worker replaces it.

| figure | target | measured | |
|---|---|---|---|
| \`faults.runs_terminal\` | ${f.runs} of ${f.runs} | ${f.runsTerminal} of ${f.runs} | ${verdict(f.runsTerminal === f.runs)} |
| \`faults.worst_detection_s\` (kill to the run's end, or to another orchestrator's takeover) | at most ${f.detectionLimitSeconds} s (twice the heartbeat timeout) | ${f.worstDetectionSeconds} s | ${verdict(f.worstDetectionSeconds <= f.detectionLimitSeconds)} |
| \`faults.steps_applied_twice\` | 0 | ${f.stepsAppliedTwice} | ${verdict(f.stepsAppliedTwice === 0)} |
| kills that landed mid-run (the others came after a fast run ended) | at least half | ${f.killedMidRun} of ${f.runs} | ${verdict(f.killedMidRun >= f.runs / 2)} |
| processes of a killed worker left running | 0 | ${f.orphans} | ${verdict(f.orphans === 0)} |
${problems.length ? `\nWhat went wrong:\n${problems.map((p) => `- ${p}`).join('\n')}\n` : ''}
"Applied twice" is read from what each step leaves: a run's "Started on worker" line (a run
claimed twice), a wait's line, a node's build record and "Built" line, an orchestration step's
attempts and pipeline runs; and the tables (\`model.lines\` 100 rows, \`model.totals\` 2, \`model.slow\`
1: none built into twice, none half built). After the campaign a build of the same engagement
must succeed, and no run, orchestration run or warehouse lease may be left open.

### What each fault test proves

- \`apps/server/src/faults/worker-kills.faults.test.ts\` (\`npm run test:faults\`, 20 runs unless
  \`CAIRN_FAULTS_RUNS\`): the campaign above, every check a failing assertion.
- \`apps/server/src/jobs/share-nothing.process.pg.test.ts\`, in the test command: 16 builds on two
  servers and two workers with one worker killed halfway (every run ends once, the killed worker's
  within twice the heartbeat timeout); then the quick part of the campaign, one run of each kind.
- \`apps/server/src/jobs/run-worker.process.pg.test.ts\`: a killed worker's run is failed with a
  message naming it, its warehouse lease freed, the next run works; two workers run 50 runs each
  exactly once.
- \`apps/server/src/jobs/run-worker.process.test.ts\`: the embedded default (one process): after
  SIGKILL and a restart the run is failed; SIGTERM hands the run back, exits 0, and the run starts
  again after the restart.

### Found and fixed

- An orchestration run whose orchestrator died while advancing it stayed held for a fixed 30 s
  lease: no other worker moved it on for 30 s, ten times the runs' detection (the campaign's
  orchestrator kind: not taken over within 23 s). The lease is now the runs' stale limit (3
  heartbeats, \`config.orchestrator.leaseSeconds\`), renewed every beat while the advance goes on.
- An orchestration step started twice (once in the 100 runs of seed 676983093, orchestrator kind):
  the orchestrator queued the step's pipeline run, then recorded it on the step in a second write;
  killed between the two, the next orchestrator saw the step still waiting and queued it again. The
  step is now written in the transaction that queues its run (3e008e3;
  \`orchestrator.db.test.ts\`, both engines, fails without it). The campaign before it counted 1 (seed 676983093, load 9-20).
- A dead worker's deployment task was failed only after a fixed 60 s, and its RBAC task went back to
  New after a fixed 10 minutes. Both are now held under the runs' heartbeat lease: a worker beats its
  claimed tasks, and every worker's reaper fails a dead worker's deployment task, or hands its RBAC
  tasks back (applied again at once), after 3 missed beats (3b1c66f; \`jobs/task-lease.db.test.ts\`,
  both engines, fails without it). The campaign's deployment and RBAC kinds check it.
- An import killed mid-run left its scratch folder (the copies of its files it hands to the
  warehouse) in the data directory for good. A run's scratch folder now carries its process's host
  and pid, and a process starting on the data directory removes those of processes gone
  (\`process-temporaries.test.ts\`, and \`cli.test.ts\` on a real restart; both fail without it).

### Found, not fixed yet

- Runs the campaign did not kill, failed as if their worker had died ("stopped responding"): seen
  twice in the 100 runs of seed 676983093 at a load average up to 20 on 2 cores, with a heartbeat
  of 0.5 s (the default is 5 s): most likely a live worker that missed 3 beats; not confirmed yet.

### Not covered yet

- When a kill lands in a deployment's first task, the deployment ends only after its next task has
  run; the detection figure is the killed task's own end.
- An RBAC task's grant is written outside the transaction that marks the task done (an Azure role
  assignment cannot be part of a database transaction): a kill between the two applies the task
  again, which writes the same grant (same result, one audit row). By design, not a fault.
${END}`;
  const current = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : HEADER;
  const at = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  const next =
    at >= 0 && end > at
      ? current.slice(0, at) + section + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  // Formatted as the test command's `prettier --check .` wants it.
  const options = await prettier.resolveConfig(FILE);
  fs.writeFileSync(FILE, await prettier.format(next, { ...options, parser: 'markdown' }));
}
