// The warehouse process started ahead of the next run: taken by one run only, fresh every time (no
// state of another engagement), a crash or an abort fails that run alone, ended when idle.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WarehouseService } from '../warehouse.service.js';
import { SpareProcesses } from './spare-processes.js';
import { warehouseFailure } from '../../test/warehouse.js';

const NEVER_ENDS = 'SELECT count(*) FROM range(1000000000000) a, range(1000000000000) b';
const LIMITS = { memoryMB: 0 };

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('spare warehouse processes', () => {
  let dataDir: string;
  let warehouse: WarehouseService;
  const first = crypto.randomUUID();
  const second = crypto.randomUUID();

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-spare-'));
    warehouse = new WarehouseService(
      { memoryLimit: '256MB', threads: 1, statementTimeoutSeconds: 60 },
      dataDir,
    );
  });
  afterAll(async () => {
    await warehouse.spares.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a run takes the process started ahead; the next run gets a fresh one, never a used one', async () => {
    const s = await warehouse.session(first, new AbortController().signal);
    const [used] = warehouse.processes();
    // No spare starts while the run works: its start would take CPU from the run.
    expect(await warehouse.spares.sparePid()).toBeUndefined();
    // State a run leaves in its process (a temporary view lives in the process, not in the file).
    await s.createTempView('left_behind', 'SELECT 42 AS answer');
    expect((await s.query('SELECT answer FROM left_behind', 1)).rows).toEqual([[42]]);
    await s.close();
    // Closing answers once the file is closed; the process then ends by itself.
    await used.whenEnded();
    expect(isRunning(used.pid!)).toBe(false);
    // The run's process ended: the next one starts ahead.
    const spare = await warehouse.spares.sparePid();
    expect(spare).toBeGreaterThan(0);
    expect(spare).not.toBe(used.pid);

    const next = await warehouse.session(second, new AbortController().signal);
    try {
      const [taken] = warehouse.processes();
      expect(taken.pid).toBe(spare);
      expect((await warehouseFailure(next.query('SELECT * FROM left_behind', 1))).message).toMatch(
        /left_behind/,
      );
    } finally {
      await next.close();
    }
  });

  it("a crash of a run's process fails that run only; another run and the spare go on", async () => {
    const crashing = await warehouse.session(first, new AbortController().signal);
    const other = await warehouse.session(second, new AbortController().signal);
    try {
      const [victim] = warehouse.processes();
      const work = crashing.query(NEVER_ENDS, 1);
      setTimeout(() => process.kill(victim.pid!, 'SIGKILL'), 200);
      expect((await warehouseFailure(work)).reason).toBe('crashed');
      expect((await other.query('SELECT 1 AS one', 1)).rows).toEqual([[1]]);
      expect(isRunning((await warehouse.spares.sparePid())!)).toBe(true);
    } finally {
      await crashing.close();
      await other.close();
    }
  });

  it('an aborted run stops its own statement; the next run works', async () => {
    const controller = new AbortController();
    const s = await warehouse.session(first, controller.signal);
    try {
      // Late enough that the statement is running in DuckDB (an interrupt before it starts is lost).
      setTimeout(() => controller.abort('cancelled'), 1000);
      expect(await warehouseFailure(s.query(NEVER_ENDS, 1))).toMatchObject({
        reason: 'aborted',
        abortReason: 'cancelled',
      });
    } finally {
      await s.close();
    }
    const next = await warehouse.session(first, new AbortController().signal);
    try {
      expect((await next.query('SELECT 2 AS two', 1)).rows).toEqual([[2]]);
    } finally {
      await next.close();
    }
  });

  it('a spare that died while waiting is replaced by a new process', async () => {
    const spares = new SpareProcesses(LIMITS);
    try {
      await (await spares.take()).kill();
      const dead = (await spares.sparePid())!;
      process.kill(dead, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const taken = await spares.take();
      expect(taken.alive).toBe(true);
      expect(taken.pid).not.toBe(dead);
      await taken.kill();
    } finally {
      await spares.close();
    }
  });

  it('the spare ends when no run has taken one for a while', async () => {
    const spares = new SpareProcesses(LIMITS, 300);
    try {
      await (await spares.take()).kill();
      const pid = (await spares.sparePid())!;
      expect(isRunning(pid)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(isRunning(pid)).toBe(false);
      expect(await spares.sparePid()).toBeUndefined();
    } finally {
      await spares.close();
    }
  });
});
