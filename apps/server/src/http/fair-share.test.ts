import { describe, expect, it } from 'vitest';
import { FairShare, MIN_FACTOR, WINDOW_MS } from './fair-share.js';
import { RequestBudget } from './request-budget.js';

const BUSY = 0.9;
const CALM = 0.1;

/** One window in which each key made the given number of requests, the loop busy `utilisation`. */
function windowOf(share: FairShare, requests: Record<string, number>, utilisation: number) {
  for (const [key, count] of Object.entries(requests)) for (let i = 0; i < count; i++) share.record(key);
  share.adjust(utilisation);
}

describe('FairShare', () => {
  const limits = { busyAbove: 0.5, minimumPerSecond: 10 };

  // The load bench's hammering tenant asked ~60 times a second beside 8 tenants asking ~4 times each.
  it('slows the tenant taking more than an even share of a busy server, down to a tenth, not the others', () => {
    const share = new FairShare(limits);
    const factors: number[] = [];
    for (let i = 0; i < 8; i++) {
      windowOf(share, { 'tenant:noisy': 30, 'tenant:a': 2, 'tenant:b': 2 }, BUSY);
      factors.push(share.factor('tenant:noisy'));
    }
    expect(factors[0]).toBeLessThan(1);
    expect(factors).toEqual([...factors].sort((x, y) => y - x));
    expect(factors.at(-1)).toBe(MIN_FACTOR);
    expect(share.factor('tenant:a')).toBe(1);
    expect(share.factor('tenant:b')).toBe(1);
  });

  it('never slows a lone tenant, however busy the server', () => {
    const share = new FairShare(limits);
    for (let i = 0; i < 10; i++) windowOf(share, { 'tenant:alone': 100 }, BUSY);
    expect(share.factor('tenant:alone')).toBe(1);
  });

  it('never slows a tenant asking under the minimum rate, even above an even share', () => {
    const share = new FairShare(limits);
    const underMinimum = (limits.minimumPerSecond * WINDOW_MS) / 1000 - 1;
    for (let i = 0; i < 10; i++) windowOf(share, { 'tenant:a': underMinimum, 'tenant:b': 1 }, BUSY);
    expect(share.factor('tenant:a')).toBe(1);
  });

  it('leaves everyone alone while the server is not busy', () => {
    const share = new FairShare(limits);
    for (let i = 0; i < 10; i++) windowOf(share, { 'tenant:noisy': 100, 'tenant:a': 1 }, 0.45);
    expect(share.factor('tenant:noisy')).toBe(1);
    const off = new FairShare({ ...limits, busyAbove: 0 });
    for (let i = 0; i < 10; i++) windowOf(off, { 'tenant:noisy': 100, 'tenant:a': 1 }, 1);
    expect(off.factor('tenant:noisy')).toBe(1);
  });

  it('gives the rate back, step by step, once the server is calm', () => {
    const share = new FairShare(limits);
    for (let i = 0; i < 8; i++) windowOf(share, { 'tenant:noisy': 30, 'tenant:a': 2 }, BUSY);
    const factors: number[] = [];
    for (let i = 0; i < 12; i++) {
      windowOf(share, { 'tenant:noisy': 30, 'tenant:a': 2 }, CALM);
      factors.push(share.factor('tenant:noisy'));
    }
    expect(factors[0]).toBeGreaterThan(MIN_FACTOR);
    expect(factors[0]).toBeLessThan(1);
    expect(factors).toEqual([...factors].sort((x, y) => x - y));
    expect(factors.at(-1)).toBe(1);
  });

  // While the server stays busy with the others, a tenant that stopped flooding is not kept slow.
  it('gives the rate back to a tenant that stopped taking more than its share, though the server stays busy', () => {
    const share = new FairShare(limits);
    for (let i = 0; i < 8; i++) windowOf(share, { 'tenant:noisy': 30, 'tenant:a': 2 }, BUSY);
    expect(share.factor('tenant:noisy')).toBe(MIN_FACTOR);
    for (let i = 0; i < 12; i++) windowOf(share, { 'tenant:noisy': 2, 'tenant:a': 2, 'tenant:b': 2 }, BUSY);
    expect(share.factor('tenant:noisy')).toBe(1);
  });

  it('reads a busy event loop as busy', async () => {
    const share = new FairShare(limits);
    const stop = share.watchEventLoop();
    try {
      // Keep the loop busy for over a window while two tenants ask, one far more than the other.
      const until = performance.now() + WINDOW_MS * 1.5;
      while (performance.now() < until) {
        share.record('tenant:noisy');
        if (Math.random() < 0.001) share.record('tenant:a');
      }
      share.record('tenant:a');
      await expect.poll(() => share.factor('tenant:noisy'), { timeout: WINDOW_MS * 4 }).toBeLessThan(1);
      expect(share.factor('tenant:a')).toBe(1);
    } finally {
      stop();
    }
  });
});

describe('RequestBudget with fair shares', () => {
  function budgetAt(perSecond: number, burst: number) {
    let now = 0;
    const budget = new RequestBudget({ perSecond, burst, busyAbove: 0.5 }, () => now);
    return { budget, advance: (ms: number) => (now += ms) };
  }

  it('refuses a slowed tenant at its shrunk rate and burst while the other tenant goes on', () => {
    const { budget, advance } = budgetAt(50, 200);
    for (let i = 0; i < 8; i++) {
      for (let r = 0; r < 30; r++) budget.take('tenant:noisy');
      budget.take('tenant:a');
      budget.fairShare.adjust(BUSY);
      advance(WINDOW_MS);
    }
    // Slowed to a tenth: 5 a second, at most 20 at once (was 50 and 200).
    const answers = Array.from({ length: 25 }, () => budget.take('tenant:noisy'));
    expect(answers.filter((wait) => wait === 0).length).toBeLessThanOrEqual(20);
    expect(answers.at(-1)).toBeGreaterThan(0);
    expect(Array.from({ length: 20 }, () => budget.take('tenant:a')).every((wait) => wait === 0)).toBe(true);
  });

  it('keeps a caller outside every tenant out of the shares', () => {
    const { budget } = budgetAt(50, 200);
    for (let i = 0; i < 8; i++) {
      for (let r = 0; r < 30; r++) budget.take('User:platform-admin');
      budget.take('tenant:a');
      budget.fairShare.adjust(BUSY);
    }
    expect(budget.fairShare.factor('User:platform-admin')).toBe(1);
    expect(budget.fairShare.factor('tenant:a')).toBe(1);
  });
});
