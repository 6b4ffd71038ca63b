import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HOST, removeAbandoned, scratchDirectory, scratchRoot } from './process-temporaries.js';

describe('scratch folders of runs', () => {
  const dataDirs: string[] = [];
  afterEach(() => dataDirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it("removes, with its files, the folder of a run whose worker was killed, and keeps a live worker's", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-scratch-'));
    dataDirs.push(dataDir);
    const mine = scratchDirectory(dataDir, 'import-run-1');
    expect(path.basename(mine)).toMatch(new RegExp(`^${HOST}\\.${process.pid}\\.import-run-1-`));
    const deadPid = spawnSync('true').pid;
    const killed = path.join(scratchRoot(dataDir), `${HOST}.${deadPid}.import-run-2-abc123`);
    const running = path.join(scratchRoot(dataDir), `${HOST}.${process.ppid}.import-run-3-def456`);
    for (const folder of [killed, running]) {
      fs.mkdirSync(folder);
      fs.writeFileSync(path.join(folder, '0.csv'), 'a,b\n1,2\n');
    }

    removeAbandoned(scratchRoot(dataDir));

    // This process's own folder stays: it wrote it after its first look at the directory.
    expect(fs.readdirSync(scratchRoot(dataDir)).sort()).toEqual(
      [path.basename(mine), path.basename(running)].sort(),
    );
  });

  it('is nothing to clean where no run ever wrote', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-scratch-'));
    dataDirs.push(dataDir);
    expect(() => removeAbandoned(scratchRoot(dataDir))).not.toThrow();
  });
});
