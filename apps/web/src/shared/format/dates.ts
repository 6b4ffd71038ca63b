import dayjs from 'dayjs';
import type { TimeLocaleDefinition } from 'd3-time-format';
import { DATE_FORMATS } from '@cairn/contracts';

/** Date and time as the spec's monitor format (DD-MM-YYYY, HH:mm:ss); null when there is none. */
export function formatDateTime(
  iso: string | null | undefined,
  format: string = DATE_FORMATS.monitor,
): string | null {
  if (!iso) return null;
  const value = dayjs(iso);
  return value.isValid() ? value.format(format) : null;
}

/**
 * A moment as the reader's language writes it, in a given time zone and naming it ("Tue, 1 Dec
 * 2026, 06:00 CET"): a schedule's times are the zone's, not the browser's.
 */
export function formatDateTimeInZone(iso: string, locale: string, timeZone: string): string | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  try {
    return new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      // 24-hour times, as the app's other dates (DATE_FORMATS).
      hourCycle: 'h23',
      timeZone,
      timeZoneName: 'short',
    }).format(at);
  } catch {
    // A zone this browser does not know: the moment in the browser's own zone.
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  }
}

/** d3's directives for the parts Intl names (the date's numeric parts, a 24-hour time). */
const D3_DIRECTIVES: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
  day: '%d',
  month: '%m',
  year: '%Y',
  hour: '%H',
  minute: '%M',
  second: '%S',
};

/** A pattern in d3's directives, in the order and with the separators the language writes. */
function d3Pattern(locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
    .formatToParts(Date.UTC(2026, 0, 31, 13, 45, 30))
    .map((p) => (p.type === 'literal' ? p.value.replace(/%/g, '%%') : (D3_DIRECTIVES[p.type] ?? '')))
    .join('');
}

/** Names of the week's days (Sunday first, as d3 wants) or the year's months, in the language. */
function names(
  locale: string,
  count: number,
  at: (i: number) => number,
  options: Intl.DateTimeFormatOptions,
) {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, i) => format.format(at(i)));
}

/**
 * The language's months, days and date order for a chart's time axis and tooltips (d3-time-format's
 * locale, as vega-embed's `timeFormatLocale` takes it): without it Vega writes English month names
 * in every language.
 */
export function chartTimeLocale(locale: string): TimeLocaleDefinition {
  type Week = TimeLocaleDefinition['days'];
  type Year = TimeLocaleDefinition['months'];
  const date = d3Pattern(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = d3Pattern(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  // 4 January 2026 was a Sunday.
  const day = (i: number) => Date.UTC(2026, 0, 4 + i);
  const month = (i: number) => Date.UTC(2026, i, 15);
  return {
    dateTime: `${date} ${time}`,
    date,
    time,
    periods: ['AM', 'PM'],
    days: names(locale, 7, day, { weekday: 'long' }) as Week,
    shortDays: names(locale, 7, day, { weekday: 'short' }) as Week,
    months: names(locale, 12, month, { month: 'long' }) as Year,
    shortMonths: names(locale, 12, month, { month: 'short' }) as Year,
  };
}
