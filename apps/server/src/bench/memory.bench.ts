// Resident memory of `cairn serve` as a newcomer runs it (scripts/start.sh: the built server and its node flags, a fresh
// data directory, the demo seeded on first start, the worker in-process), once the demo's queued runs
// have finished and the process has had time to settle. Needs `npm run build` first: the figure is
// for the built server, not for tsx (whose compiler would add its own memory).
import { descendants } from '../test/cairn-process.js';
import { memoryMB, rollup, serveDemo, untilRunsSettled } from './served-demo.js';
import { report } from './report.js';

export const name = 'server';
const SETTLE_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function run(prefix: string) {
  const demo = await serveDemo();
  try {
    const started = Date.now();
    await untilRunsSettled(demo);
    console.log(`# demo runs finished ${((Date.now() - started) / 1000).toFixed(1)} s after listening`);
    await sleep(SETTLE_MS);
    const { pid } = demo;
    report(prefix, 'server.idle_rss_MB', memoryMB(pid, 'rss'), 'MB');
    report(prefix, 'server.peak_rss_MB', memoryMB(pid, 'peak'), 'MB');
    const children = descendants(pid);
    const childrenMB = children.reduce((sum, child) => sum + memoryMB(child, 'rss'), 0);
    report(prefix, 'server.children_rss_MB', childrenMB, 'MB');
    console.log(`# ${children.length} child processes; server ${rollup(pid)}`);
  } finally {
    await demo.stop();
  }
}
