import { describe, expect, it } from 'vitest';
import { nextTime, nextTimes, scheduleProblem } from './schedule.js';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('orchestration schedules', () => {
  it('follows the time zone across the spring change: 06:00 Amsterdam is 05:00 then 04:00 UTC', () => {
    const times = nextTimes(
      { cron: '0 6 * * *', timeZone: 'Europe/Amsterdam' },
      3,
      new Date('2026-03-28T12:00:00Z'),
    );
    expect(iso(times)).toEqual([
      '2026-03-29T04:00:00.000Z',
      '2026-03-30T04:00:00.000Z',
      '2026-03-31T04:00:00.000Z',
    ]);
  });

  it('runs a time in the skipped hour once, after the change, and not twice in the repeated hour', () => {
    // 02:30 does not exist in Amsterdam on 29 March 2026 and happens twice on 25 October.
    const spring = nextTimes(
      { cron: '30 2 * * *', timeZone: 'Europe/Amsterdam' },
      2,
      new Date('2026-03-28T12:00:00Z'),
    );
    // 03:30 summer time on the night of the change, then 02:30 summer time.
    expect(iso(spring)).toEqual(['2026-03-29T01:30:00.000Z', '2026-03-30T00:30:00.000Z']);
    const autumn = nextTimes(
      { cron: '30 2 * * *', timeZone: 'Europe/Amsterdam' },
      2,
      new Date('2026-10-24T12:00:00Z'),
    );
    // Once on the night of the change (02:30 winter time), then a day later.
    expect(iso(autumn)).toEqual(['2026-10-25T01:30:00.000Z', '2026-10-26T01:30:00.000Z']);
  });

  it('says what is wrong with a pattern or a zone, and which', () => {
    expect(scheduleProblem({ cron: '0 6 * * *', timeZone: 'Europe/Amsterdam' })).toBeUndefined();
    expect(scheduleProblem({ cron: 'every day', timeZone: 'UTC' })?.field).toBe('cron');
    expect(scheduleProblem({ cron: '0 6 * * *', timeZone: 'Mars/Olympus' })?.field).toBe('timeZone');
    expect(
      nextTime({ cron: '0 0 1 1 *', timeZone: 'UTC' }, new Date('2026-06-01T00:00:00Z'))?.toISOString(),
    ).toBe('2027-01-01T00:00:00.000Z');
  });
});
