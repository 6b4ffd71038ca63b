// Numbers as the reader's language writes them (issue 27: "one formatter"): 1,234.5 in English,
// 1.234,5 in German and Dutch, 1 234,5 in French. Tiles, tables of warehouse rows and charts use it.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const NUMERIC = /^(TINYINT|SMALLINT|INT|INTEGER|BIGINT|HUGEINT|U\w*INT|FLOAT|REAL|DOUBLE|DECIMAL|NUMERIC)/i;

/** A warehouse column type holding numbers (DuckDB's and PostgreSQL's names). */
export const isNumericType = (type: string) => NUMERIC.test(type);

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: number | undefined) {
  const key = `${locale}/${decimals ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      decimals === undefined
        ? { maximumFractionDigits: 2 }
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    );
    formats.set(key, format);
  }
  return format;
}

/** The scale of a DECIMAL(p,s) column (amounts keep their cents: 519.30), when it is a small one. */
export function decimalsOf(type: string): number | undefined {
  const scale = /^(?:DECIMAL|NUMERIC)\s*\(\s*\d+\s*,\s*(\d+)\s*\)/i.exec(type)?.[1];
  return scale !== undefined && Number(scale) <= 6 ? Number(scale) : undefined;
}

/**
 * A number (or a number the warehouse sent as text: decimals, big integers) in the language's way;
 * `decimals` fixes the digits after the separator (a decimal column's scale).
 */
export function formatNumber(value: number | string, locale: string, decimals?: number): string {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  // Big integers beyond 2^53 keep their digits: formatted from the text, not the rounded number.
  if (typeof value === 'string' && /^-?\d{16,}$/.test(value))
    return numberFormat(locale, decimals).format(BigInt(value));
  return numberFormat(locale, decimals).format(number);
}

/** formatNumber for the language the user reads the app in. */
export function useFormatNumber() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (value: number | string, decimals?: number) => formatNumber(value, locale, decimals),
    [locale],
  );
}

/** The same separators for a chart (d3-format's locale, as vega-embed's `formatLocale` takes it). */
export function chartNumberLocale(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const part = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback;
  return { decimal: part('decimal', '.'), thousands: part('group', ','), grouping: [3], currency: ['', ''] };
}
