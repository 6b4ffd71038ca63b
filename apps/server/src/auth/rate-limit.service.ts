// Failed sign-ins are limited per account and per address, in the database so that every server
// process shares the count. The answer is the same whether or not the account exists.
import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { loginFailures } from '../db/schema/index.js';

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

// An address may try more accounts than one account may be tried, so shared offices are not locked out.
const ADDRESS_FACTOR = 4;

export class RateLimitService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  private get windowMs() {
    return this.config.login.windowMinutes * 60_000;
  }

  private limitOf(key: string) {
    return key.startsWith('address:') ? this.config.login.maxFailures * ADDRESS_FACTOR : this.config.login.maxFailures;
  }

  /** Seconds to wait when any key is over its limit, else 0. */
  async retryAfter(keys: string[]): Promise<number> {
    const rows = await this.db.select().from(loginFailures).where(inArray(loginFailures.key, keys));
    let wait = 0;
    for (const row of rows) {
      const remaining = row.windowStartedAt.getTime() + this.windowMs - Date.now();
      if (remaining > 0 && row.failures >= this.limitOf(row.key)) wait = Math.max(wait, Math.ceil(remaining / 1000));
    }
    return wait;
  }

  async recordFailure(keys: string[]) {
    // ISO text with an explicit cast binds the same way on PGlite and node-postgres.
    const windowStart = sql`${new Date(Date.now() - this.windowMs).toISOString()}::timestamptz`;
    for (const key of keys) {
      await this.db
        .insert(loginFailures)
        .values({ key, failures: 1, windowStartedAt: new Date() })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then 1 else ${loginFailures.failures} + 1 end`,
            windowStartedAt: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then now() else ${loginFailures.windowStartedAt} end`,
          },
        });
    }
  }

  async clear(key: string) {
    await this.db.delete(loginFailures).where(inArray(loginFailures.key, [key]));
  }
}
