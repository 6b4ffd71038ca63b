// All of Cairn's memory under load (issue 29, "Memory"): `cairn serve` as a newcomer runs it
// (served-demo.ts), once the demo's first runs have ended; then 50 users browsing (five screens'
// first calls, ten keep-alive connections each, each sending its next request as soon as the last is
// answered) while five builds are queued and run. The resident memory of the server and every child
// (warehouse processes) is summed every 200 ms: `memory.load_peak_MB` is the highest sum (target at
// most 600 MB); `memory.load_server_peak_MB` the server process's own peak. Needs `npm run build`.
import { load, type LoadResult } from './api-load.js';
import { memoryMB, serveDemo, treeRssMB, untilRunsSettled } from './served-demo.js';
import { report } from './report.js';

export const name = 'memory';
const BUILDS = 5;
const USERS_PER_SCREEN = 10;
const ROUND_SECONDS = 15;
const MAX_ROUNDS = 8;

export async function run(prefix: string) {
  // Each simulated user asks again as soon as answered: far above what 50 people browsing send, so
  // the tenant's request budget (http/request-budget.ts) would answer most of it 429 and measure less.
  const demo = await serveDemo({ CAIRN_TENANT_REQUESTS_PER_SECOND: '0' });
  let sampler: NodeJS.Timeout | undefined;
  try {
    await untilRunsSettled(demo);
    const engagements = await demo.get<Array<{ id: string; name: string }>>('/api/engagements/mine');
    const regular = engagements.find((e) => e.name === 'Payroll Analytics 2026') ?? engagements[0];
    const at = `/api/pipelines/engagements/${regular.id}`;
    const screens = [
      `${at}/runs?layer=model&sortBy=runStart&direction=desc&daysBack=30&page=1&pageSize=10`,
      `/api/storage/engagements/${regular.id}/import/folder?path=&page=1&pageSize=10`,
      '/api/audit/events?page=1&pageSize=10&sort=-at',
      '/api/authorization/users?page=1&pageSize=10&sort=name',
      `/api/engagements/${regular.id}`,
    ];
    for (const url of screens) await demo.get(url); // each answers before the load starts

    let peak = treeRssMB(demo.pid);
    const baseline = peak;
    sampler = setInterval(() => (peak = Math.max(peak, treeRssMB(demo.pid))), 200);
    // Five builds of the demo engagement's model, one after another through the queue.
    for (let i = 0; i < BUILDS; i++) {
      const queued = await fetch(`${demo.origin}${at}/runs`, {
        method: 'POST',
        headers: { ...demo.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ pipelineName: 'BuildModel', layer: 'model', parameters: {} }),
      });
      if (!queued.ok) throw new Error(`a build was refused: ${queued.status} ${await queued.text()}`);
    }
    const active = () =>
      demo.get<{ meta: { totalItems: number } }>(`${at}/runs?status=Queued&status=InProgress&daysBack=1`);
    let rounds = 0;
    let results: LoadResult[] = [];
    do {
      results = await Promise.all(
        screens.map((url) => load(`${demo.origin}${url}`, demo.headers, USERS_PER_SCREEN, ROUND_SECONDS)),
      );
      rounds++;
    } while ((await active()).meta.totalItems > 0 && rounds < MAX_ROUNDS);
    clearInterval(sampler);
    const rps = results.reduce((sum, r) => sum + r.rps, 0);
    const errors = results.reduce((sum, r) => sum + r.errors, 0);
    console.log(
      `# memory-load: ${rounds} rounds of ${ROUND_SECONDS} s; last round ${rps.toFixed(0)} answers/s, ${errors} errors; builds left ${(await active()).meta.totalItems}; before the load ${baseline.toFixed(0)} MB`,
    );
    report(prefix, 'memory.load_peak_MB', peak, 'MB');
    report(prefix, 'memory.load_server_peak_MB', memoryMB(demo.pid, 'peak'), 'MB');
  } finally {
    if (sampler) clearInterval(sampler);
    await demo.stop();
  }
}
