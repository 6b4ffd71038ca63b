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
