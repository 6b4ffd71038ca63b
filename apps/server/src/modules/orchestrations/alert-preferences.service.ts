// Which orchestration alerts each user receives by e-mail, chosen on their profile. Nobody is mailed
// until they choose: an engagement's readers are many, and an unasked-for alert is noise.
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { alertPreferences } from '../../db/schema/orchestrations.js';

export type AlertKind = keyof AlertPreferences;

export class AlertPreferenceService {
  constructor(private readonly db: Db) {}

  async get(userId: string): Promise<AlertPreferences> {
    const [row] = await this.db.select().from(alertPreferences).where(eq(alertPreferences.userId, userId));
    return row
      ? { failure: row.failure, recovery: row.recovery, longRun: row.longRun }
      : DEFAULT_ALERT_PREFERENCES;
  }

  async set(userId: string, preferences: AlertPreferences): Promise<AlertPreferences> {
    await this.db
      .insert(alertPreferences)
      .values({ userId, ...preferences })
      .onConflictDoUpdate({
        target: alertPreferences.userId,
        set: { ...preferences, updatedAt: new Date() },
      });
    return this.get(userId);
  }

  /** Of these users, those who receive alerts of `kind`. */
  async receiving(userIds: readonly string[], kind: AlertKind): Promise<string[]> {
    if (!userIds.length) return [];
    const rows = await this.db
      .select({ userId: alertPreferences.userId })
      .from(alertPreferences)
      .where(and(inArray(alertPreferences.userId, [...userIds]), eq(alertPreferences[kind], true)));
    return rows.map((r) => r.userId);
  }
}
