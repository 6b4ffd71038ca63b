// A real `cairn serve` in a child process on a loopback port, for tests and benchmarks that need
// real HTTP and the server's own memory figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

const SOURCE = path.join(import.meta.dirname, '../main.ts');
const BUILT = path.join(import.meta.dirname, '../../dist/main.js');
export const REPO = path.join(import.meta.dirname, '../../../..');

/**
 * Node's arguments that run the `cairn` command: the built `dist/main.js` when the test command has
 * just built it (scripts/test-all.sh sets CAIRN_TEST_BUILT=1), as it ships and without transpiling
 * the server at every start; otherwise the source through tsx, so one test file in the edit-run loop
 * needs no build. `--import tsx` keeps the server in this one process (tsx's CLI would spawn a
 * child), so the pid is the server's.
 */
export function cairnCommand(...args: string[]) {
  return process.env.CAIRN_TEST_BUILT === '1' ? [BUILT, ...args] : ['--import', 'tsx', SOURCE, ...args];
}
export const DEMO_PASSWORD = 'Demo-password-1';

/** Resident and peak memory of a process in MB, from /proc. */
export function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rssMB: kb('VmRSS') / 1024, peakMB: kb('VmHWM') / 1024 };
}

/** The pids descending from `pid`, read from /proc (a server's or worker's warehouse processes). */
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

/**
 * Starts `cairn serve` (or `args`, e.g. serve --no-worker); on a fresh data directory unless `dataDir`
 * names one (to test a restart). `nodeArgs` replaces the whole node command line (a bench runs the
 * built server with scripts/start.sh's flags).
 */
export async function startCairn(
  env: Record<string, string> = {},
  options: { dataDir?: string; args?: string[]; nodeArgs?: string[] } = {},
) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-proc-'));
  const port = await freePort();
  const nodeArgs = options.nodeArgs ?? cairnCommand(...(options.args ?? ['serve']));
  const child = spawn(process.execPath, nodeArgs, {
    cwd: REPO,
    env: {
      ...process.env,
      CAIRN_DATA_DIR: dataDir,
      CAIRN_PORT: String(port),
      CAIRN_DEMO_PASSWORD: DEMO_PASSWORD,
      CAIRN_LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(
      () => output.includes('Cairn is running') && (clearInterval(timer), resolve()),
      50,
    );
    child.once(
      'exit',
      (code) => (clearInterval(timer), reject(new Error(`cairn exited ${code}: ${output}`))),
    );
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    dataDir,
    pid: child.pid!,
    output: () => output,
    async signIn(email: string, password = DEMO_PASSWORD) {
      const res = await fetch(`${origin}/authorization/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email, password }),
      });
      if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
      const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
      const csrf = cookies.find((c) => c.startsWith('cairn_csrf='))!.split('=')[1];
      const headers = { cookie: cookies.join('; '), 'x-csrf-token': csrf, origin };
      return {
        headers,
        json: async <T>(method: string, url: string, body?: unknown): Promise<T> => {
          const r = await fetch(`${origin}${url}`, {
            method,
            headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
            body: body ? JSON.stringify(body) : undefined,
          });
          if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${await r.text()}`);
          return (await r.json()) as T;
        },
      };
    },
    /** Resolves with the exit code once the process ends. */
    exited,
    kill: (signal: NodeJS.Signals) => child.kill(signal),
    /** SIGTERM (harmless when it already exited), then the data directory goes unless it was given. */
    async stop() {
      child.kill('SIGTERM');
      await exited;
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo's configurer signed in, and the demo engagement (Payroll Analytics 2026) as they see it. */
export async function demoConfigurer(cairn: Awaited<ReturnType<typeof startCairn>>) {
  const client = await cairn.signIn('configurer@cairn.local');
  const engagement = (await client.json<{ id: string; name: string }[]>('GET', '/api/engagements/mine')).find(
    (e) => e.name === 'Payroll Analytics 2026',
  )!;
  return { client, engagement };
}
