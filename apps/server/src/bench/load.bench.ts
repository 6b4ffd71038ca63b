// Load (issue 30): the built `cairn serve` on PGlite, the embedded default, with 10 tenants seeded
// (load-tenants.ts). Figures, each printed with the machine's load average (the machine is shared):
// - load.p95_ms, load.error_rate: 50 users across the 10 tenants browsing (each asks its screens'
//   calls in turn, a second apart: run monitor, engagement, tables, a table preview, nodes, storage)
//   while 5 builds run. Targets: under 200 ms, under 0.001. load-postgres.bench.ts: the same on
//   PostgreSQL (load.postgres.*).
// - load.noisy_neighbour_ratio: the other 8 tenants' p95 while one tenant hammers the API and
//   another runs a heavy build, over their quiet p95 just before (target at most 2);
//   load.noisy_429_share: the share of the hammering tenant's requests answered 429.
// - load.page_during_builds_ratio: two pages in Chromium while builds run, over the same idle
//   (load-page.ts; target at most 1.5).
// Knobs: CAIRN_BENCH_LOAD_SECONDS (per phase, 60), CAIRN_BENCH_LOAD_USERS (50),
// CAIRN_BENCH_LOAD_THINK_MS (1000), CAIRN_BENCH_LOAD_BUILD_ROWS (2,000,000),
// CAIRN_BENCH_LOAD_PAGE_ROUNDS (5). Needs `npm run build`.
import os from 'node:os';
import { pageDuringBuilds } from './load-page.js';
import { browseWhileBuilding, knobs, noisyNeighbour } from './load-phases.js';
import { startLoadDeployment, type Engine } from './load-tenants.js';
import { report } from './report.js';

export const name = 'load';

export const loadAverage = () =>
  `# load: machine load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} (${os.cpus().length} cores)`;

/** The browsing figures on `engine`, named `load.<engine>.` unless `engine` is the default. */
export async function browseFigures(requested: string, engine: Engine) {
  const prefix = requested === name || requested.startsWith(`${name}-`) ? '' : requested;
  const figure = (f: string) => (engine === 'pglite' ? `load.${f}` : `load.${engine}.${f}`);
  const d = await startLoadDeployment({
    engine,
    tenants: knobs.tenants,
    usersPerTenant: Math.max(1, Math.round(knobs.users / knobs.tenants)),
  });
  try {
    const main = await browseWhileBuilding(d);
    console.log(loadAverage());
    report(prefix, figure('p95_ms'), main.p95, 'ms');
    report(prefix, figure('error_rate'), main.errors / Math.max(1, main.requests), 'ratio');
    return { d, prefix };
  } catch (err) {
    await d.stop();
    throw err;
  }
}

export async function run(requested: string) {
  const { d, prefix } = await browseFigures(requested, 'pglite');
  try {
    const { quiet, busy, flood } = await noisyNeighbour(d);
    console.log(loadAverage());
    report(prefix, 'load.quiet_p95_ms', quiet.p95, 'ms');
    report(prefix, 'load.noisy_neighbour_ratio', busy.p95 / quiet.p95, 'x');
    report(prefix, 'load.noisy_429_share', flood.tooMany / Math.max(1, flood.requests), 'ratio');

    const page = await pageDuringBuilds(d, d.tenants[d.tenants.length - 1].email);
    if (page) {
      console.log(loadAverage());
      report(prefix, 'load.page_idle_ms', page.idle, 'ms');
      report(prefix, 'load.page_during_builds_ratio', page.busy / page.idle, 'x');
    }
  } finally {
    await d.stop();
  }
}
