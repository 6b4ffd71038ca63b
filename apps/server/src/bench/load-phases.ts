// The load bench's phases (issue 30, "Load"), each measured from outside the server through
// api-load.ts's users: every tenant's users browsing while builds run, and one tenant hammering the
// API while another runs a heavy build, against the other tenants' quiet baseline in the same run.
import { loadUsers, type LoadResult, type LoadUser } from './api-load.js';
import { screensOf, type LoadDeployment, type LoadTenant } from './load-tenants.js';

/** Knobs for a quick run (`CAIRN_BENCH_LOAD_SECONDS=15 CAIRN_BENCH_LOAD_USERS=20`). */
export const knobs = {
  /** How long each browsing phase lasts. */
  seconds: Number(process.env.CAIRN_BENCH_LOAD_SECONDS ?? 60),
  /** Simulated users, spread evenly over the tenants. */
  users: Number(process.env.CAIRN_BENCH_LOAD_USERS ?? 50),
  tenants: 10,
  /** A user's pause between an answer and their next request (reading the screen, a monitor's poll). */
  thinkMs: Number(process.env.CAIRN_BENCH_LOAD_THINK_MS ?? 1000),
  /** Rows of a build's `facts` node; the heavy build has five times as many. */
  buildRows: Number(process.env.CAIRN_BENCH_LOAD_BUILD_ROWS ?? 2_000_000),
  builds: 5,
  /** Connections the noisy tenant hammers with, each asking again as soon as answered. */
  hammerConnections: 8,
};

export const usersOf = (d: LoadDeployment, tenants: LoadTenant[]): LoadUser[] =>
  tenants.flatMap((t) => t.sessions.map((headers) => ({ urls: screensOf(d.origin, t), headers })));

export const describe = (r: LoadResult) =>
  `${r.requests} requests (${r.rps.toFixed(1)}/s), p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, ${r.errors} errors (${r.tooMany} of them 429); p95 by address: ${Object.entries(
    r.p95ByAddress,
  )
    .map(([address, ms]) => `${address.replace(/^\/api\//, '')} ${ms.toFixed(0)}`)
    .join(', ')}`;

/** Every tenant's users browsing while `builds` tenants each queue a build (run concurrency as configured). */
export async function browseWhileBuilding(d: LoadDeployment) {
  const builders = d.tenants.slice(0, knobs.builds);
  for (const t of builders) await d.setRows(t, knobs.buildRows);
  const queued = performance.now();
  for (const t of builders) await d.build(t);
  const result = await loadUsers(usersOf(d, d.tenants), knobs.seconds, knobs.thinkMs);
  const left = await d.active();
  await d.untilSettled();
  const buildsSeconds = (performance.now() - queued) / 1000;
  console.log(
    `# load: ${d.tenants.length} tenants browsing while ${builders.length} builds run: ${describe(result)}; builds still running at the end ${left}, all done after ${buildsSeconds.toFixed(0)} s`,
  );
  return result;
}

/**
 * Tenants 3.. browse quietly, then again while tenant 1 hammers the API (as fast as it is answered,
 * several connections) and tenant 2 runs a build five times the usual size.
 */
export async function noisyNeighbour(d: LoadDeployment) {
  const [noisy, heavy, ...others] = d.tenants;
  const users = usersOf(d, others);
  const quiet = await loadUsers(users, knobs.seconds, knobs.thinkMs);
  console.log(`# load: ${others.length} tenants quiet: ${describe(quiet)}`);

  await d.setRows(heavy, knobs.buildRows * 5);
  await d.build(heavy);
  const monitor = screensOf(d.origin, noisy)[0];
  const hammer = Array.from({ length: knobs.hammerConnections }, () => ({
    urls: [monitor],
    headers: noisy.sessions[0],
  }));
  const [busy, flood] = await Promise.all([
    loadUsers(users, knobs.seconds, knobs.thinkMs),
    loadUsers(hammer, knobs.seconds),
  ]);
  const heavyLeft = await d.active();
  await d.untilSettled();
  console.log(`# load: the same tenants beside the noisy two: ${describe(busy)}`);
  console.log(
    `# load: the hammering tenant: ${describe(flood)}; the heavy build ${heavyLeft ? 'ran the whole phase' : 'ended within the phase'}`,
  );
  return { quiet, busy, flood };
}
