// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { scheduleWords } from './scheduleWords';

const words = (cron: string) => scheduleWords(cron, i18n.getFixedT('en'), 'en');

describe('scheduleWords', () => {
  it('says the common shapes in words', () => {
    expect(words('0 6 * * *')).toBe('Every day at 06:00');
    expect(words('30 7 * * 1-5')).toBe('Monday to Friday at 07:30');
    expect(words('0 6 * * 1')).toBe('Every Monday at 06:00');
    expect(words('*/15 * * * *')).toBe('Every 15 minutes');
    expect(words('5 * * * *')).toBe('Every hour at :05');
    expect(words('0 0 6 * * *')).toBe('Every day at 06:00');
    expect(words('* * * * * *')).toBe('Every second');
    expect(words('0 2 1 * *')).toBe('On day 1 of every month at 02:00');
  });

  it('shows any other schedule as its cron text', () => {
    expect(words('0 6,18 * * *')).toBe('Cron 0 6,18 * * *');
  });
});
