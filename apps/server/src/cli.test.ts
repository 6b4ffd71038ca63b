// The `cairn` command as a process: the PGlite lock, start-up errors and graceful shutdown.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HOST } from './process-temporaries.js';
import { cairnCommand, REPO, startCairn } from './test/cairn-process.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-cli-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const cairn = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, cairnCommand(...args), {
    cwd: REPO,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

describe('cairn serve', () => {
  it('seeds the demo once, refuses a second process on the same data, shuts down cleanly on SIGTERM and removes what a killed run left', async () => {
    const dataDir = tempDir();
    // Without the worker: the demo's runs are not what this tests (run-worker.process.test.ts stops a
    // worker mid-run), and on 2 cores they would slow every other test file running beside it.
    const first = await startCairn({}, { dataDir, args: ['serve', '--no-worker'] });
    expect(first.output()).toContain('admin@cairn.local');
    expect((await fetch(`${first.origin}/healthz`)).status).toBe(200);

    const second = cairn(['migrate'], { CAIRN_DATA_DIR: dataDir });
    expect(second.status).toBe(2);
    expect(second.stderr).toMatch(/in use by another Cairn process \(pid \d+\)/);

    first.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'cairn.lock'))).toBe(false);

    // An import's scratch folder, left by a worker killed mid-run on this machine.
    const scratch = path.join(dataDir, 'tmp', `${HOST}.${spawnSync('true').pid}.import-run-1-abc123`);
    fs.mkdirSync(scratch, { recursive: true });
    fs.writeFileSync(path.join(scratch, '0.csv'), 'a,b\n1,2\n');

    // Data survives a restart and the demo is not seeded twice; the killed run's folder is gone.
    const again = await startCairn({}, { dataDir, args: ['serve', '--no-worker'] });
    expect(again.output()).not.toContain('Demo data created');
    expect(fs.existsSync(scratch)).toBe(false);
    await again.stop();
    // Two starts of a real process with the demo's first start in between: over 60 s on a slow
    // 2-core machine while the rest of the suite runs beside it.
  }, 180_000);

  it('stops with a clear message for a bad configuration value', () => {
    const res = cairn(['serve'], { CAIRN_DATA_DIR: tempDir(), CAIRN_PORT: 'x' });
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('CAIRN_PORT');
  });

  it("refuses to serve beyond loopback without CAIRN_PUBLIC_URL (the Host header would be Cairn's address)", () => {
    const res = spawnSync(process.execPath, cairnCommand('serve', '--no-worker'), {
      cwd: REPO,
      env: { ...process.env, CAIRN_DATA_DIR: tempDir(), CAIRN_HOST: '0.0.0.0', CAIRN_PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('CAIRN_PUBLIC_URL: required when CAIRN_HOST is 0.0.0.0');
  }, 60_000);
});
