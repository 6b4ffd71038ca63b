import { describe, expect, it } from 'vitest';
import { logBehind } from './log-behind.js';

/** A run log whose writes finish only when the test lets them. */
function slowLog() {
  const written: string[] = [];
  const waiting: (() => void)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const log = (message: string) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    return new Promise<void>((resolve) =>
      waiting.push(() => {
        inFlight--;
        written.push(message);
        resolve();
      }),
    );
  };
  const finishOne = async () => {
    waiting.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { log, written, finishOne, mostInFlight: () => mostInFlight };
}

describe('logBehind', () => {
  it('keeps a run log in order with one line in flight while the next node runs', async () => {
    const slow = slowLog();
    const logs = logBehind(slow);
    await logs.log('Built model.a: 1 rows');
    const second = logs.log('Built model.b: 2 rows');
    await slow.finishOne();
    await second;
    const flushed = logs.flush();
    await slow.finishOne();
    await flushed;
    expect(slow.written).toEqual(['Built model.a: 1 rows', 'Built model.b: 2 rows']);
    expect(slow.mostInFlight()).toBe(1);
  });

  it('reports a line that could not be written, at the next line or at the end', async () => {
    const logs = logBehind({ log: () => Promise.reject(new Error('database gone')) });
    await logs.log('first');
    await expect(logs.log('second')).rejects.toThrow('database gone');
    await expect(logs.flush()).rejects.toThrow('database gone');
    await expect(logs.settled()).resolves.toBeUndefined();
  });
});
