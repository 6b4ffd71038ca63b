// A warehouse value as the reader's language writes it (issue 27: numbers and dates by the user's
// language, one formatter): numbers with the language's separators (a decimal column keeps its
// scale), dates and timestamps in the language's order; anything else as it came.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalsOf, formatNumber, isNumericType } from './numbers';

const DATE = /^DATE\b/i;
const TIMESTAMP = /^TIMESTAMP/i;

/** Numbers, dates and timestamps: kept on one line in a table. */
export const isOneLineType = (type: string) => isNumericType(type) || DATE.test(type) || TIMESTAMP.test(type);

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, withTime: boolean) {
  const key = `${locale}/${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    // The warehouse's dates have no zone: read and written as UTC, so no day moves.
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false } : {}),
      timeZone: 'UTC',
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** The value as text for a reader of `locale`; null for an empty value. */
export function formatValue(value: unknown, type: string, locale: string): string | null {
  if (value === null || value === undefined) return null;
  if (isNumericType(type) && (typeof value === 'number' || (typeof value === 'string' && value !== '')))
    return formatNumber(value, locale, decimalsOf(type));
  if (typeof value === 'string' && (DATE.test(type) || TIMESTAMP.test(type))) {
    const withTime = TIMESTAMP.test(type);
    const at = new Date(
      withTime && !/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? `${value.replace(' ', 'T')}Z` : value,
    );
    if (!Number.isNaN(at.getTime())) return dateFormat(locale, withTime).format(at);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** formatValue in the language the user reads the app in. */
export function useFormatValue() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((value: unknown, type: string) => formatValue(value, type, locale), [locale]);
}
