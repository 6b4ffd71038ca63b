import { describe, expect, it } from 'vitest';
import { chartNumberLocale, decimalsOf, formatNumber } from './numbers';

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

  it("keeps a decimal column's cents", () => {
    expect(decimalsOf('DECIMAL(18,2)')).toBe(2);
    expect(decimalsOf('VARCHAR')).toBeUndefined();
    expect(formatNumber('519.3', 'de', decimalsOf('DECIMAL(18,2)'))).toBe('519,30');
  });

  it('gives charts the same separators', () => {
    expect(chartNumberLocale('de')).toMatchObject({ decimal: ',', thousands: '.' });
    expect(chartNumberLocale('en-GB')).toMatchObject({ decimal: '.', thousands: ',' });
  });
});
