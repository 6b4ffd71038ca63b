// An orchestration's schedule: a cron pattern read in a time zone by croner (a maintained parser,
// DESIGN.md), so 02:30 on a spring-forward night and the repeated hour in autumn are what the zone's
// clock says, not what a fixed offset would.
import { Cron } from 'croner';
import type { OrchestrationSchedule } from '@cairn/contracts';

/** Why a schedule cannot be followed, or undefined when it can. */
export function scheduleProblem(
  schedule: OrchestrationSchedule,
): { field: 'cron' | 'timeZone'; message: string } | undefined {
  if (!isTimeZone(schedule.timeZone))
    return { field: 'timeZone', message: `${schedule.timeZone} is not a time zone` };
  try {
    const cron = new Cron(schedule.cron, { timezone: schedule.timeZone, paused: true });
    if (!cron.nextRun()) return { field: 'cron', message: 'This schedule never comes' };
    return undefined;
  } catch (err) {
    return { field: 'cron', message: `Not a schedule: ${err instanceof Error ? err.message : String(err)}` };
  }
}

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The schedule's next `count` times after `from`. */
export function nextTimes(schedule: OrchestrationSchedule, count: number, from = new Date()): Date[] {
  return new Cron(schedule.cron, { timezone: schedule.timeZone, paused: true }).nextRuns(count, from);
}

/** The schedule's first time after `from`, or null when it has none left. */
export function nextTime(schedule: OrchestrationSchedule, from = new Date()): Date | null {
  return new Cron(schedule.cron, { timezone: schedule.timeZone, paused: true }).nextRun(from);
}
