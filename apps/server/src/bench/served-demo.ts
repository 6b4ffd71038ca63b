// What the benches that run `cairn serve` as a newcomer does share (memory.bench.ts,
// memory-load.bench.ts, scale-import.bench.ts): the built server with scripts/start.sh's node flags on
// a fresh data directory (the demo seeded on first start, the worker in-process) through
// test/cairn-process.ts, the demo admin signed in, and the resident memory of a process and of its
// children (warehouse processes) read from /proc.
import fs from 'node:fs';
import path from 'node:path';
import { descendants, memoryOf, startCairn } from '../test/cairn-process.js';
import { untilDemoRunsSettled } from './demo-runs.js';

const MAIN = path.join(import.meta.dirname, '../../dist/main.js');
/** The flags scripts/start.sh gives node. */
const NODE_FLAGS = ['--max-semi-space-size=2', '--v8-pool-size=1'];

/** Starts the built server (with `env`) on `dataDir`, kept at the end, or on a fresh data directory. */
export function serveBuilt(env: Record<string, string> = {}, dataDir?: string) {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  return startCairn(env, { dataDir, nodeArgs: [...NODE_FLAGS, MAIN, 'serve'] });
}

/** Starts the built server with a fresh data directory (and `env`) and signs the demo admin in. */
export async function serveDemo(env: Record<string, string> = {}) {
  const cairn = await serveBuilt(env);
  try {
    const admin = await cairn.signIn('admin@cairn.local');
    const get = <T>(url: string) => admin.json<T>('GET', url);
    return { origin: cairn.origin, pid: cairn.pid, headers: admin.headers, get, stop: cairn.stop };
  } catch (err) {
    await cairn.stop();
    throw err;
  }
}
export type ServedDemo = Awaited<ReturnType<typeof serveDemo>>;

/** Waits until no engagement of the demo has a run queued or running. */
export const untilRunsSettled = (demo: ServedDemo) => untilDemoRunsSettled(demo.get);

/** Resident (`rss`) or peak (`peak`) memory of a process in MB; 0 once it has ended. */
export function memoryMB(pid: number, which: 'rss' | 'peak') {
  try {
    const memory = memoryOf(pid);
    return which === 'rss' ? memory.rssMB : memory.peakMB;
  } catch {
    return 0; // the process ended while we looked
  }
}

/** Anonymous (heap, WASM, buffers) versus file-backed (code) resident memory, for the log. */
export function rollup(pid: number) {
  const text = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const field = (f: string) =>
    Math.round(Number(new RegExp(`^${f}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) / 1024);
  return `anonymous ${field('Anonymous')} MB, file-backed ${field('Rss') - field('Anonymous')} MB`;
}

/** The resident memory of a process and all its children now, in MB. */
export const treeRssMB = (pid: number) =>
  [pid, ...descendants(pid)].reduce((sum, p) => sum + memoryMB(p, 'rss'), 0);
