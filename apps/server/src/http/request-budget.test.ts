import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { RequestBudget } from './request-budget.js';

function budgetWithClock(perSecond: number, burst: number) {
  let now = 0;
  const budget = new RequestBudget({ perSecond, burst }, () => now);
  return { budget, advance: (ms: number) => (now += ms) };
}

describe('RequestBudget', () => {
  it('lets a tenant make its burst at once, then refuses with the seconds until the next request', () => {
    const { budget } = budgetWithClock(2, 5);
    const waits = Array.from({ length: 6 }, () => budget.take('tenant:a'));
    expect(waits).toEqual([0, 0, 0, 0, 0, 1]);
  });

  it('refills at its rate, never above the burst', () => {
    const { budget, advance } = budgetWithClock(2, 3);
    for (let i = 0; i < 3; i++) budget.take('tenant:a');
    advance(500); // one request's worth at 2 a second
    expect(budget.take('tenant:a')).toBe(0);
    expect(budget.take('tenant:a')).toBe(1);
    advance(60_000);
    expect([1, 2, 3, 4].map(() => budget.take('tenant:a'))).toEqual([0, 0, 0, 1]);
  });

  it('keeps one tenant’s flood out of another tenant’s budget', () => {
    const { budget } = budgetWithClock(1, 2);
    for (let i = 0; i < 50; i++) budget.take('tenant:noisy');
    expect(budget.take('tenant:noisy')).toBeGreaterThan(0);
    expect(budget.take('tenant:quiet')).toBe(0);
  });

  it('says how long to wait from how far below one request the budget is', () => {
    const { budget } = budgetWithClock(0.25, 1);
    budget.take('tenant:a');
    expect(budget.take('tenant:a')).toBe(4);
  });

  it('limits nothing at a rate of 0', () => {
    const { budget } = budgetWithClock(0, 0);
    expect(Array.from({ length: 1000 }, () => budget.take('tenant:a')).every((w) => w === 0)).toBe(true);
  });

  // The load bench's noisy tenant got ~95 answers a second from a loaded server and was never refused
  // at the old default (200 a second): the default must sit well under what one server answers.
  it('by default refuses a tenant asking 100 times a second, never one asking 5 times (50 people browsing)', () => {
    const { requestBudget } = loadConfig({ CAIRN_DATA_DIR: '/tmp/cairn-unused' });
    const askFor = (perSecond: number, seconds: number) => {
      let now = 0;
      const budget = new RequestBudget(requestBudget, () => now);
      let refused = 0;
      for (let i = 0; i < perSecond * seconds; i++, now += 1000 / perSecond)
        if (budget.take('tenant:a') > 0) refused++;
      return refused / (perSecond * seconds);
    };
    expect(askFor(100, 60)).toBeGreaterThan(0.4);
    expect(askFor(5, 600)).toBe(0);
  });
});
