// Resident memory of `cairn serve` as a newcomer runs it (scripts/start.sh: the built server and its node flags, a fresh
// data directory, the demo seeded on first start, the worker in-process), once the demo's queued runs
// have finished and the process has had time to settle. Needs `npm run build` first: the figure is
// for the built server, not for tsx (whose compiler would add its own memory).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { untilDemoRunsSettled } from './demo-runs.js';
import { report } from './report.js';

export const name = 'server';
const PORT = Number(process.env.CAIRN_BENCH_MEMORY_PORT ?? 8730);
const PASSWORD = 'Bench-password-1';
const SETTLE_MS = 20_000;
const MAIN = path.join(import.meta.dirname, '../../dist/main.js');
/** The flags scripts/start.sh gives node. */
const NODE_FLAGS = ['--max-semi-space-size=2', '--v8-pool-size=1'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function run(prefix: string) {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-memory-'));
  const origin = `http://127.0.0.1:${PORT}`;
  const server = spawn(process.execPath, [...NODE_FLAGS, MAIN, 'serve'], {
    env: {
      ...process.env,
      CAIRN_DATA_DIR: dataDir,
      CAIRN_PORT: String(PORT),
      CAIRN_PUBLIC_URL: origin,
      CAIRN_DEMO_PASSWORD: PASSWORD,
      CAIRN_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await untilListening(server);
    const started = Date.now();
    await untilRunsSettled(origin);
    console.log(`# demo runs finished ${((Date.now() - started) / 1000).toFixed(1)} s after listening`);
    await sleep(SETTLE_MS);
    const pid = server.pid!;
    report(prefix, 'server.idle_rss_MB', kib(pid, 'VmRSS') / 1024, 'MB');
    report(prefix, 'server.peak_rss_MB', kib(pid, 'VmHWM') / 1024, 'MB');
    const children = descendants(pid);
    const childrenKib = children.reduce((sum, child) => sum + kib(child, 'VmRSS'), 0);
    report(prefix, 'server.children_rss_MB', childrenKib / 1024, 'MB');
    console.log(`# ${children.length} child processes; server ${rollup(pid)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function untilListening(server: ReturnType<typeof spawn>) {
  return new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Cairn is running at')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
  });
}

/** Signs the demo admin in and waits until no engagement has a run queued or running. */
async function untilRunsSettled(origin: string) {
  const login = await fetch(`${origin}/authorization/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'admin@cairn.local', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await untilDemoRunsSettled(async <T>(url: string) => {
    const response = await fetch(`${origin}${url}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as T;
  });
}

function kib(pid: number, field: 'VmRSS' | 'VmHWM') {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
}

/** Anonymous (heap, WASM, buffers) versus file-backed (code) resident memory, for the log. */
function rollup(pid: number) {
  const text = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const field = (f: string) =>
    Math.round(Number(new RegExp(`^${f}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) / 1024);
  return `anonymous ${field('Anonymous')} MB, file-backed ${field('Rss') - field('Anonymous')} MB`;
}

function descendants(pid: number): number[] {
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
