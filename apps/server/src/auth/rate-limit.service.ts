// Sign-in attempts are limited per address and per account, in the database so that every server
// process shares the count. The answer is the same whether or not the account exists.
//
// An account is never locked for everyone (docs/decisions.md, "Sign-in limits that cannot lock the
// owner out"): failures count per account *from one network*, so a stranger's wrong passwords
// refuse only the stranger's network; a much higher count over all networks stops a distributed
// guesser, and even then a browser the owner signed in with before (a trusted-device cookie,
// trusted-devices.ts) has its own allowance.
//
// An attempt is counted before the password is checked, in one upsert per key that returns the new
// count: PostgreSQL (and PGlite) serialise concurrent upserts of one key on its row, so 200 parallel attempts get the
// counts 1..200 and only the first `maxFailures` reach the password check. (Checking first and
// counting after the slow password hash let every parallel attempt through.)
import net from 'node:net';
import { and, eq, gt, inArray, like, or, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { loginFailures } from '../db/schema/identity.js';
import { HttpProblem } from '../http/problem.js';

export const addressKey = (ip: string) => `address:${networkOf(ip)}`;
/** Failures on one account from every network together. */
export const accountKey = (name: string) => `account:${name.toLowerCase()}`;
/** Failures on one account from one network: the limit a single guesser meets. */
export const accountAtKey = (name: string, ip: string) => `account-at:${networkOf(ip)}:${name.toLowerCase()}`;
/** Attempts through one trusted-device cookie. */
export const deviceKey = (nonce: string) => `device:${nonce}`;

/** The keys an untrusted client's attempt on `name` counts against, the address first (see attempt()). */
export const untrustedKeys = (name: string, ip: string) => [
  addressKey(ip),
  accountAtKey(name, ip),
  accountKey(name),
];

// An address may try more accounts than one account may be tried, so shared offices are not locked out.
const ADDRESS_FACTOR = 4;
// All networks together may fail this many times the per-network limit before an account refuses
// untrusted clients: far beyond a forgetful owner, far below what guessing needs.
const ACCOUNT_FACTOR = 10;

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
    const max = this.config.login.maxFailures;
    if (key.startsWith('address:')) return max * ADDRESS_FACTOR;
    if (key.startsWith('account:')) return max * ACCOUNT_FACTOR;
    return max;
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

  /** attempt(), refusing with a 429 and its Retry-After once a key is over its limit. */
  async enforce(keys: string[]) {
    const wait = await this.attempt(keys);
    if (wait > 0) {
      throw new HttpProblem(
        429,
        'Too Many Requests',
        `Too many failed attempts. Try again in ${Math.ceil(wait / 60)} minutes.`,
        'tooManyAttempts',
        undefined,
        { 'retry-after': String(wait) },
      );
    }
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
   * A successful sign-in with the keys its attempt counted against: the account (and device) start
   * afresh, and the address gets its attempt back so an office signing in every morning is not
   * counted as failing.
   */
  async succeeded(keys: string[]) {
    const cleared = keys.filter((k) => !k.startsWith('address:'));
    if (cleared.length) await this.db.delete(loginFailures).where(inArray(loginFailures.key, cleared));
    const addresses = keys.filter((k) => k.startsWith('address:'));
    if (!addresses.length) return;
    await this.db
      .update(loginFailures)
      .set({ failures: sql`${loginFailures.failures} - 1` })
      .where(and(inArray(loginFailures.key, addresses), gt(loginFailures.failures, 0)));
  }

  /** The owner proved themselves another way (a set-password link): no network's count holds them back. */
  async clearAccount(name: string) {
    await this.db
      .delete(loginFailures)
      .where(
        or(
          eq(loginFailures.key, accountKey(name)),
          like(loginFailures.key, `account-at:%:${name.toLowerCase().replace(/[\\%_]/g, '\\$&')}`),
        ),
      );
  }
}
