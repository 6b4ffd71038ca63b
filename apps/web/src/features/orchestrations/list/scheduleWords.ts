// A schedule in words for the list ("Every day at 06:00"), for the cron shapes people mostly write;
// any other shows its cron text. The editor's preview of the next times is the exact answer.
import type { TFunction } from 'i18next';

const NUMBER = /^\d+$/;
const two = (n: string) => n.padStart(2, '0');

/** The weekday's name in the reader's language (cron: 0 and 7 are Sunday). */
function weekdayName(day: number, locale: string) {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + (day % 7))),
  );
}

export function scheduleWords(cron: string, t: TFunction, locale: string): string {
  let fields = cron.trim().split(/\s+/);
  if (fields.length === 6) {
    const [second, ...rest] = fields;
    if (rest.every((f) => f === '*')) {
      if (second === '*') return t('workflow.schedule.words.everySecond');
      const every = /^\*\/(\d+)$/.exec(second)?.[1];
      if (every) return t('workflow.schedule.words.everySeconds', { count: Number(every) });
    }
    if (second !== '0') return t('workflow.schedule.words.cron', { cron });
    fields = rest;
  }
  if (fields.length !== 5) return t('workflow.schedule.words.cron', { cron });
  const [minute, hour, day, month, weekday] = fields;
  const anyDay = day === '*' && month === '*';
  if (anyDay && weekday === '*' && hour === '*') {
    if (minute === '*') return t('workflow.schedule.words.everyMinute');
    const every = /^\*\/(\d+)$/.exec(minute)?.[1];
    if (every) return t('workflow.schedule.words.everyMinutes', { count: Number(every) });
    if (NUMBER.test(minute)) return t('workflow.schedule.words.hourly', { minute: two(minute) });
  }
  if (!NUMBER.test(minute) || !NUMBER.test(hour)) return t('workflow.schedule.words.cron', { cron });
  const time = `${two(hour)}:${two(minute)}`;
  if (anyDay && weekday === '*') return t('workflow.schedule.words.daily', { time });
  if (anyDay && weekday === '1-5') return t('workflow.schedule.words.weekdays', { time });
  if (anyDay && NUMBER.test(weekday))
    return t('workflow.schedule.words.weekly', { time, day: weekdayName(Number(weekday), locale) });
  if (NUMBER.test(day) && month === '*' && weekday === '*')
    return t('workflow.schedule.words.monthly', { time, day });
  return t('workflow.schedule.words.cron', { cron });
}
