// A second built Cairn server for specs that need another configuration than the shared one
// (global-setup.ts), e.g. sign-in through an OpenID provider.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
