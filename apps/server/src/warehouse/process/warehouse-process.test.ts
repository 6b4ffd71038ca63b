// Users' SQL runs at a lower CPU priority than the server (issue 30): every thread of a warehouse
// process, with or without its memory ceiling, is its niceness (CAIRN_WAREHOUSE_NICENESS, default
// 10) below the server's priority.
import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { WarehouseProcess } from './warehouse-process.js';

const NICENESS = 10;

/** The nice value of each thread of a process (field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNiceness(pid: number) {
  return fs.readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('warehouse process priority', () => {
  it.each([
    ['without a memory ceiling', 0],
    ['with a memory ceiling (prlimit)', 512],
  ])(
    'runs every thread below the server’s priority, %s',
    async (_case, memoryMB) => {
      const child = await WarehouseProcess.spawn({ memoryMB, niceness: NICENESS });
      try {
        const expected = Math.min(19, os.getPriority() + NICENESS);
        const threads = threadNiceness(child.pid!);
        expect(threads.length).toBeGreaterThan(1);
        expect(new Set(threads)).toEqual(new Set([expected]));
      } finally {
        await child.kill();
      }
    },
    60_000,
  );
});
