import { describe, expect, it } from 'vitest';
import { chartNumberLocale, formatNumber } from './numbers';

describe('numbers in the reader language', () => {
  it('writes separators the way each language does, from numbers or the warehouse text', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber('1234.567', 'de')).toBe('1.234,57');
    expect(formatNumber(1234.5, 'nl')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'fr').replace(/\s/g, ' ')).toBe('1 234,5');
  });

  it('keeps every digit of a big integer and leaves text that is no number alone', () => {
    expect(formatNumber('12345678901234567890', 'en')).toBe('12,345,678,901,234,567,890');
    expect(formatNumber('n/a', 'de')).toBe('n/a');
  });

  it('gives charts the same separators', () => {
    expect(chartNumberLocale('de')).toMatchObject({ decimal: ',', thousands: '.' });
    expect(chartNumberLocale('en-GB')).toMatchObject({ decimal: '.', thousands: ',' });
  });
});
