// A killed server's half-written upload is removed when the storage opens again, never another live
// process's. The local driver hands an import its file without moving bytes (a hard link), and the link can
// never see a later upload under the same key nor lose the stored file when the run deletes it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST } from '../../../process-temporaries.js';
import { LocalStorageDriver } from './local.js';

const LIMIT = { maxBytes: 1024 * 1024 };

describe('local storage driver: saveTo', () => {
  let root: string;
  let runFolder: string;
  let driver: LocalStorageDriver;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-local-driver-'));
    runFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-local-run-'));
    driver = new LocalStorageDriver(path.join(root, 'storage'));
  });
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(runFolder, { recursive: true, force: true });
  });

  it('links the stored file on the same filesystem, unaffected by a later upload or the run deleting it', async () => {
    await driver.write('e/1', Readable.from(['first version']), LIMIT);
    const target = path.join(runFolder, '0.csv');
    expect(await driver.saveTo('e/1', target)).toBe('first version'.length);
    expect(fs.statSync(target).nlink).toBe(2);
    await driver.write('e/1', Readable.from(['second, longer version']), LIMIT);
    expect(fs.readFileSync(target, 'utf8')).toBe('first version');
    fs.rmSync(target);
    const { stream } = await driver.read('e/1');
    expect(Buffer.concat(await stream.toArray()).toString()).toBe('second, longer version');
  });

  it('copies when the target is on another filesystem (/dev/shm, a tmpfs)', async () => {
    const elsewhere = fs.mkdtempSync('/dev/shm/cairn-local-run-');
    try {
      await driver.write('e/2', Readable.from(['across filesystems']), LIMIT);
      const target = path.join(elsewhere, '0.csv');
      expect(await driver.saveTo('e/2', target)).toBe('across filesystems'.length);
      expect(fs.statSync(target).nlink).toBe(1);
      expect(fs.readFileSync(target, 'utf8')).toBe('across filesystems');
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('local storage driver: uploads abandoned by a killed process', () => {
  it("removes a dead process's temporary files when it opens, and keeps those of processes still running", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-local-driver-'));
    try {
      const incoming = path.join(root, '.incoming');
      fs.mkdirSync(incoming);
      const deadPid = spawnSync('true').pid;
      const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
      const files = {
        dead: `${HOST}.${deadPid}.a`,
        predecessor: `${HOST}.${process.pid}.b`, // a restarted container's process gets the same pid
        running: `${HOST}.${process.ppid}.c`,
        otherMachine: 'elsewhere.123.d',
        otherMachineOld: 'elsewhere.123.e',
      };
      for (const name of Object.values(files)) fs.writeFileSync(path.join(incoming, name), 'half');
      fs.utimesSync(path.join(incoming, files.otherMachineOld), dayAgo, dayAgo);
      new LocalStorageDriver(root);
      expect(fs.readdirSync(incoming).sort()).toEqual([files.running, files.otherMachine].sort());
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
