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

export async function startExtraServer(port: number, env: Record<string, string>) {
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
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js'), 'serve'], {
    cwd: repoRoot,
    env: serverEnv,
  });
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
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the demo's seeded runs on a freshly started server have ended. They build every layer
 * of several engagements and keep both cores of a small machine busy for a while; a page opened
 * meanwhile took ~10 s to show here (its chunks and calls queue behind them), which is the demo's
 * start, not what a spec checks.
 */
export async function waitForDemoRuns(origin: string, email: string, password: string) {
  const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  try {
    const login = await api.post('/authorization/login', { data: { email, password } });
    if (!login.ok()) throw new Error(`sign-in on ${origin} failed: ${login.status()}`);
    const engagements = (await (await api.get('/api/engagements/mine')).json()) as { id: string }[];
    const deadline = Date.now() + 180_000;
    for (const { id } of engagements) {
      for (;;) {
        const page = await (await api.get(`/api/pipelines/engagements/${id}/runs?pageSize=50`)).json();
        const statuses = (page as { results: { status: string }[] }).results.map((r) => r.status);
        if (!statuses.some((s) => ['Queued', 'InProgress', 'Canceling'].includes(s))) break;
        if (Date.now() > deadline) throw new Error(`the demo runs on ${origin} did not end: ${statuses}`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  } finally {
    await api.dispose();
  }
}
