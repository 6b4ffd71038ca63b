import { describe, expect, it } from 'vitest';
import { timeFormatLocale } from 'd3-time-format';
import { chartTimeLocale } from './dates';

const at = new Date(Date.UTC(2026, 0, 31, 13, 45, 30));
const write = (locale: string, specifier: string) =>
  timeFormatLocale(chartTimeLocale(locale)).utcFormat(specifier)(at);

describe("a chart's time axis in the reader's language", () => {
  it('names months and days as the language does', () => {
    expect(write('de', '%B %Y')).toBe('Januar 2026');
    expect(write('fr', '%A %d %B')).toBe('samedi 31 janvier');
    expect(write('nl', '%b')).toBe('jan');
    expect(write('en-GB', '%B')).toBe('January');
  });

  it('writes dates in the order and with the separators of the language', () => {
    expect(write('de', '%x')).toBe('31.01.2026');
    expect(write('en-GB', '%x')).toBe('31/01/2026');
    expect(write('en', '%x')).toBe('01/31/2026');
    expect(write('nl', '%c')).toBe('31-01-2026 13:45:30');
  });
});
