import { describe, expect, it } from 'vitest';
import type { RunLogLine } from '../pipelines/run-handlers.js';
import { logBehind } from './log-behind.js';

/** A run log whose writes finish only when the test lets them. */
function slowLog() {
  const writes: string[][] = [];
  const waiting: (() => void)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const logLines = (lines: readonly RunLogLine[]) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    return new Promise<void>((resolve) =>
      waiting.push(() => {
        inFlight--;
        writes.push(lines.map((l) => l.message));
        resolve();
      }),
    );
  };
  const finishOne = async () => {
    waiting.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { logLines, writes, finishOne, mostInFlight: () => mostInFlight };
}

const BATCH_MS = 200;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('logBehind', () => {
  it('writes the lines of one batch window together, in order, each with its time, one write in flight', async () => {
    const slow = slowLog();
    const seen: RunLogLine[][] = [];
    const logs = logBehind({ logLines: (lines) => (seen.push([...lines]), slow.logLines(lines)) }, BATCH_MS);
    // The run does not wait for its own lines.
    await logs.log('Built model.a: 1 rows');
    await pause(2);
    await logs.log('Built model.b: 2 rows');
    await pause(BATCH_MS + 100); // a and b are being written now
    expect(seen).toHaveLength(1);
    const c = logs.log('Built model.c: 3 rows');
    await slow.finishOne();
    await c; // c waited for the lines before it only
    const flushed = logs.flush(); // c is written at once, not after the window
    await pause(1);
    await slow.finishOne();
    await flushed;
    expect(slow.writes).toEqual([
      ['Built model.a: 1 rows', 'Built model.b: 2 rows'],
      ['Built model.c: 3 rows'],
    ]);
    expect(slow.mostInFlight()).toBe(1);
    const [a, b] = seen[0];
    expect(b.at.getTime()).toBeGreaterThan(a.at.getTime());
  });

  it('reports lines that could not be written, at a later line or at the end', async () => {
    const logs = logBehind({ logLines: () => Promise.reject(new Error('database gone')) }, BATCH_MS);
    await logs.log('first');
    await expect(logs.flush()).rejects.toThrow('database gone');
    await expect(logs.log('second')).rejects.toThrow('database gone');
    await expect(logs.settled()).resolves.toBeUndefined();
  });
});
