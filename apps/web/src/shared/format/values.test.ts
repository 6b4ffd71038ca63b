import { describe, expect, it } from 'vitest';
import { formatValue, isOneLineType } from './values';

describe('warehouse values in the reader language', () => {
  it('writes dates and timestamps in the language order without moving the day', () => {
    expect(formatValue('2026-01-31', 'DATE', 'de')).toBe('31.01.2026');
    expect(formatValue('2026-01-31', 'DATE', 'en-GB')).toBe('31/01/2026');
    expect(formatValue('2026-01-31', 'DATE', 'nl')).toBe('31-01-2026');
    expect(formatValue('2026-01-31 23:30:00', 'TIMESTAMP', 'de')).toBe('31.01.2026, 23:30:00');
  });

  it('writes numbers with the language separators and leaves other values as they came', () => {
    expect(formatValue('1234.5', 'DECIMAL(18,2)', 'de')).toBe('1.234,50');
    expect(formatValue('NL', 'VARCHAR', 'de')).toBe('NL');
    expect(formatValue('not a date', 'DATE', 'de')).toBe('not a date');
    expect(formatValue(null, 'DATE', 'de')).toBeNull();
    expect(isOneLineType('DATE') && isOneLineType('BIGINT') && !isOneLineType('VARCHAR')).toBe(true);
  });
});
