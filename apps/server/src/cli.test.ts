// The built `cairn` command as a process: the PGlite lock, start-up errors and graceful shutdown.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = path.join(import.meta.dirname, 'main.ts');
const TSX = path.join(import.meta.dirname, '../../../node_modules/tsx/dist/cli.mjs');
const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-cli-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function start(dataDir: string, port: number) {
  const child = spawn(process.execPath, [TSX, MAIN, 'serve'], {
    env: { ...process.env, CAIRN_DATA_DIR: dataDir, CAIRN_PORT: String(port), CAIRN_DEMO_PASSWORD: 'Demo-password-1', CAIRN_LOG_LEVEL: 'warn' },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => output.includes('Cairn is running') && (clearInterval(timer), resolve()), 100);
    child.on('exit', (code) => (clearInterval(timer), reject(new Error(`exited ${code}: ${output}`))));
  });
  return { child, ready, output: () => output };
}

describe('cairn serve', () => {
  it('seeds the demo once, refuses a second process on the same data, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    const port = 20000 + Math.floor(Math.random() * 20000);
    const first = start(dataDir, port);
    await first.ready;
    expect(first.output()).toContain('admin@cairn.local');
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    const second = spawnSync(process.execPath, [TSX, MAIN, 'migrate'], { env: { ...process.env, CAIRN_DATA_DIR: dataDir }, encoding: 'utf8' });
    expect(second.status).toBe(2);
    expect(second.stderr).toMatch(/in use by another Cairn process \(pid \d+\)/);

    const exited = new Promise<number | null>((resolve) => first.child.on('exit', resolve));
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'cairn.lock'))).toBe(false);

    // Data survives a restart and the demo is not seeded twice.
    const again = start(dataDir, port);
    await again.ready;
    expect(again.output()).not.toContain('Demo data created');
    const stopped = new Promise((resolve) => again.child.on('exit', resolve));
    again.child.kill('SIGTERM');
    await stopped;
  }, 60_000);

  it('stops with a clear message for a bad configuration value', () => {
    const res = spawnSync(process.execPath, [TSX, MAIN, 'serve'], { env: { ...process.env, CAIRN_DATA_DIR: tempDir(), CAIRN_PORT: 'x' }, encoding: 'utf8' });
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('CAIRN_PORT');
  });
});
