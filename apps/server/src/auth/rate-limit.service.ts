// Sign-in attempts are limited per account and per address, in the database so that every server
// process shares the count. The answer is the same whether or not the account exists.
//
// An attempt is counted before the password is checked, in one upsert per key that returns the new
// count: PostgreSQL (and PGlite) serialise concurrent upserts of one key on its row, so 200 parallel attempts get the
// counts 1..200 and only the first `maxFailures` reach the password check. (Checking first and
// counting after the slow password hash let every parallel attempt through.)
import net from 'node:net';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { loginFailures } from '../db/schema/identity.js';

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `address:${networkOf(ip)}`;

// An address may try more accounts than one account may be tried, so shared offices are not locked out.
const ADDRESS_FACTOR = 4;

/**
 * The network an address stands for: an IPv4 address itself, an IPv6 address's /64 (one host
 * usually holds a whole /64, so counting single IPv6 addresses would be no limit at all).
 */
export function networkOf(ip: string): string {
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) return mapped[1];
  if (net.isIPv6(ip)) {
    const [head, tail = ''] = ip.split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::')
      ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
      : left;
    return `${groups
      .slice(0, 4)
      .map((g) => parseInt(g, 16).toString(16))
      .join(':')}::/64`;
  }
  return ip;
}

export class RateLimitService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  private get windowMs() {
    return this.config.login.windowMinutes * 60_000;
  }

  private limitOf(key: string) {
    return key.startsWith('address:')
      ? this.config.login.maxFailures * ADDRESS_FACTOR
      : this.config.login.maxFailures;
  }

  /**
   * Counts one attempt against each key in turn and returns the seconds to wait as soon as one is
   * over its limit (the attempt must then be refused without checking the password), else 0.
   * Pass the address first: an address over its limit then writes no row for yet another account
   * name, so unauthenticated callers cannot grow the table beyond their address's allowance.
   */
  async attempt(keys: string[]): Promise<number> {
    for (const key of keys) {
      const row = await this.count(key);
      if (row.failures > this.limitOf(key)) {
        const remaining = row.windowStartedAt.getTime() + this.windowMs - Date.now();
        return Math.max(1, Math.ceil(remaining / 1000));
      }
    }
    return 0;
  }

  private async count(key: string) {
    // ISO text with an explicit cast binds the same way on PGlite and node-postgres.
    const windowStart = sql`${new Date(Date.now() - this.windowMs).toISOString()}::timestamptz`;
    const expired = sql`${loginFailures.windowStartedAt} < ${windowStart}`;
    const [row] = await this.db
      .insert(loginFailures)
      .values({ key, failures: 1, windowStartedAt: sql`now()` })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${loginFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${loginFailures.windowStartedAt} end`,
        },
      })
      .returning();
    return row;
  }

  /**
   * A successful sign-in: the account starts afresh, and the address gets its attempt back so an
   * office signing in every morning is not counted as failing.
   */
  async succeeded(account: string, address: string) {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, account));
    await this.db
      .update(loginFailures)
      .set({ failures: sql`${loginFailures.failures} - 1` })
      .where(and(eq(loginFailures.key, address), gt(loginFailures.failures, 0)));
  }
}
