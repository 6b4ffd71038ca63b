// A second built Cairn server for specs that need another configuration than the shared one
// (global-setup.ts), e.g. sign-in through an OpenID provider.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** `args`: the `cairn` command's arguments, e.g. `serve --no-worker` for a server that runs nothing. */
export async function startExtraServer(port: number, env: Record<string, string>, args = ['serve']) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-e2e-extra-'));
  const origin = `http://127.0.0.1:${port}`;
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    CAIRN_DATA_DIR: dataDir,
    CAIRN_PORT: String(port),
    CAIRN_HOST: '127.0.0.1',
    CAIRN_PUBLIC_URL: origin,
    CAIRN_LOG_LEVEL: 'warn',
    // The specs' token endpoint and SFTP server run on this machine.
    CAIRN_OUTBOUND_ALLOW: 'loopback',
    ...env,
  };
  delete serverEnv.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js'), ...args], {
    cwd: repoRoot,
    env: serverEnv,
  });
  // A hook that timed out before this resolved never gets to stop() it: it ends with the worker.
  const endWithWorker = () => child.kill('SIGKILL');
  process.once('exit', endWithWorker);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(
      () => output.includes('Cairn is running') && (clearInterval(timer), resolve()),
      100,
    );
    child.once(
      'exit',
      (code) => (clearInterval(timer), reject(new Error(`cairn exited ${code}: ${output}`))),
    );
  });
  return {
    origin,
    stop: async () => {
      process.off('exit', endWithWorker);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Cancels the demo's seeded runs on a freshly started server and waits until none is active. They
 * build every layer of several engagements and keep both cores of a small machine busy for minutes
 * (a page opened meanwhile took ~10 s to show here); a spec with a server of its own tests something
 * else, and its own runs would queue behind them (one run at a time per tenant).
 */
export async function cancelDemoRuns(origin: string, email: string, password: string) {
  const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  try {
    const login = await api.post('/authorization/login', { data: { email, password } });
    if (!login.ok()) throw new Error(`sign-in on ${origin} failed: ${login.status()}`);
    const csrf = (await api.storageState()).cookies.find((c) => c.name === 'cairn_csrf')!.value;
    const engagements = (await (await api.get('/api/engagements/mine')).json()) as { id: string }[];
    const active = ['Queued', 'InProgress', 'Canceling'].map((status) => `status=${status}`).join('&');
    const deadline = Date.now() + 60_000;
    for (const { id } of engagements) {
      for (;;) {
        const page = await (
          await api.get(`/api/pipelines/engagements/${id}/runs?${active}&pageSize=50`)
        ).json();
        const runs = (page as { results: { id: string; status: string }[] }).results;
        if (runs.length === 0) break;
        for (const run of runs.filter((r) => r.status !== 'Canceling')) {
          await api.post(`/api/pipelines/engagements/${id}/runs/${run.id}/cancel`, {
            headers: { 'x-csrf-token': decodeURIComponent(csrf) },
          });
        }
        if (Date.now() > deadline)
          throw new Error(`the demo runs on ${origin} did not stop: ${JSON.stringify(runs)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  } finally {
    await api.dispose();
  }
}
