import dayjs from 'dayjs';
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
