// What the benches that run `cairn serve` as a newcomer does share (memory.bench.ts,
// memory-load.bench.ts): the built server with scripts/start.sh's node flags on a fresh data
// directory (the demo seeded on first start, the worker in-process), the demo admin signed in, and
// the resident memory of a process and of its children (warehouse processes) read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { untilDemoRunsSettled } from './demo-runs.js';

const PASSWORD = 'Bench-password-1';
const MAIN = path.join(import.meta.dirname, '../../dist/main.js');
/** The flags scripts/start.sh gives node. */
const NODE_FLAGS = ['--max-semi-space-size=2', '--v8-pool-size=1'];

export interface ServedDemo {
  origin: string;
  pid: number;
  /** The demo admin's session: cookie, and the CSRF header a change needs. */
  headers: { cookie: string; 'x-csrf-token': string; origin: string };
  get<T>(url: string): Promise<T>;
  stop(): Promise<void>;
}

/** Starts the built server on `port` with a fresh data directory, signs the demo admin in. */
export async function serveDemo(port: number): Promise<ServedDemo> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-served-'));
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...NODE_FLAGS, MAIN, 'serve'], {
    env: {
      ...process.env,
      CAIRN_DATA_DIR: dataDir,
      CAIRN_PORT: String(port),
      CAIRN_PUBLIC_URL: origin,
      CAIRN_DEMO_PASSWORD: PASSWORD,
      CAIRN_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await untilListening(server);
    const login = await fetch(`${origin}/authorization/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'admin@cairn.local', password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const pairs = login.headers.getSetCookie().map((c) => c.split(';')[0]);
    const csrf = pairs.find((c) => c.startsWith('cairn_csrf='))!.split('=')[1];
    const headers = { cookie: pairs.join('; '), 'x-csrf-token': csrf, origin };
    const get = async <T>(url: string) => {
      const response = await fetch(`${origin}${url}`, { headers });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as T;
    };
    return { origin, pid: server.pid!, headers, get, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Waits until no engagement of the demo has a run queued or running. */
export const untilRunsSettled = (demo: ServedDemo) => untilDemoRunsSettled(demo.get);

function untilListening(server: ChildProcess) {
  return new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Cairn is running at')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
  });
}

export function kib(pid: number, field: 'VmRSS' | 'VmHWM') {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
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

export function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The parent id is the second field after the parenthesised command name.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const walk = (p: number) => (parents.get(p) ?? []).forEach((child) => (found.push(child), walk(child)));
  walk(pid);
  return found;
}

/** The resident memory of a process and all its children now, in MB. */
export const treeRssMB = (pid: number) =>
  [pid, ...descendants(pid)].reduce((sum, p) => sum + kib(p, 'VmRSS'), 0) / 1024;
