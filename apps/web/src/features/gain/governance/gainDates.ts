// Gain dates (admin-console.md section 7): YYYY-MM-DD and YYYY-MM-DD HH:mm:ss, or a dash.
import dayjs from 'dayjs';
import { DATE_FORMATS } from '@cairn/contracts';

export const gainDate = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format(DATE_FORMATS.historyDate) : '-';
export const gainDateTime = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format(DATE_FORMATS.gain) : '-';
