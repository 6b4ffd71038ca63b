// The worker's periodic loop: a tick at once, none while one still runs, stop() waits for the one in hand.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPolling } from './poller.js';

describe('startPolling', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks at once, never while the last tick runs, and stop waits for the tick in hand', async () => {
    vi.useFakeTimers();
    let started = 0;
    let finish: () => void = () => undefined;
    const poller = startPolling(
      () => {
        started++;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      1000,
      () => undefined,
    );
    expect(started).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(2);
    let stopped = false;
    const stopping = poller.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toBe(2);
  });

  it('reports a failed tick and keeps ticking', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const poller = startPolling(
      async () => {
        calls++;
        throw new Error('provider down');
      },
      1000,
      (err) => errors.push(err),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(errors.map((e) => (e as Error).message)).toEqual(['provider down', 'provider down']);
    await poller.stop();
  });
});
