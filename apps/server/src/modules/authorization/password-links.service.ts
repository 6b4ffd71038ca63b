// Set-password links of local accounts: an administrator creates a user and hands them a link, shown
// once; the link's token is random, only its SHA-256 is stored, it works once and expires.
import { and, eq, gt, lte } from 'drizzle-orm';
import { englishMessage, passwordProblems, SET_PASSWORD_LINK_HOURS } from '@cairn/contracts';
import type { Db, Tx } from '../../db/client.js';
import { passwordSetTokens, users } from '../../db/schema/identity.js';
import { hashSecret } from '../../auth/passwords.js';
import { hashToken, newToken } from '../../auth/tokens.js';
import type { UserCredentials } from './user-credentials.js';
import { addressKey, type RateLimitService } from '../../auth/rate-limit.service.js';
import { badRequest, HttpProblem } from '../../http/problem.js';

export const SET_PASSWORD_PATH = '/authorization/set-password';
const LINK_NOT_VALID = 'This link is not valid any more. Ask your administrator for a new one.';

export class PasswordLinkService {
  constructor(
    private readonly db: Db,
    private readonly credentials: UserCredentials,
    private readonly rateLimit: RateLimitService,
  ) {}

  /** A new link for the user; older links of the user stop working. */
  async create(userId: string, origin: string, db: Db | Tx = this.db) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + SET_PASSWORD_LINK_HOURS * 3600_000);
    await db.delete(passwordSetTokens).where(eq(passwordSetTokens.userId, userId));
    await db.insert(passwordSetTokens).values({ tokenHash: hashToken(token), userId, expiresAt });
    return {
      url: `${origin}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * Whether the token still works (the form is shown only then). Counted against the caller's
   * address like a sign-in, so the form is no cheaper to hammer than the sign-in page.
   */
  async isValid(token: string, ip: string) {
    const address = [addressKey(ip)];
    await this.rateLimit.enforce(address);
    const valid = !!(await this.userOf(token));
    if (valid) await this.rateLimit.succeeded(address);
    return valid;
  }

  private async userOf(token: string) {
    const [row] = await this.db
      .select({ userId: passwordSetTokens.userId })
      .from(passwordSetTokens)
      .where(
        and(eq(passwordSetTokens.tokenHash, hashToken(token)), gt(passwordSetTokens.expiresAt, new Date())),
      );
    return row?.userId;
  }

  /**
   * Sets the password and uses the link up. The token is checked first: a caller without a valid
   * link learns nothing about the password rules and costs no password hash (19.8 ms a try before).
   * The token row is deleted by the same statement that finds it, so two submissions cannot both
   * succeed. The user's other sessions end, and the account's sign-in failures are forgotten: the
   * link is the verified way back in for an owner whom guessing has locked out.
   */
  async setPassword(token: string, password: string, ip: string) {
    if (!(await this.isValid(token, ip))) throw new HttpProblem(410, 'Gone', LINK_NOT_VALID, 'linkNotValid');
    const problems = passwordProblems(password);
    if (problems.length) {
      throw badRequest(
        problems.map((p) => englishMessage(p.message)).join('. '),
        problems.map((p) => ({ field: p.field, message: englishMessage(p.message), key: p.message.key })),
      );
    }
    const passwordHash = await hashSecret(password);
    const user = await this.db.transaction(async (tx) => {
      await tx.delete(passwordSetTokens).where(lte(passwordSetTokens.expiresAt, new Date()));
      const [used] = await tx
        .delete(passwordSetTokens)
        .where(eq(passwordSetTokens.tokenHash, hashToken(token)))
        .returning({ userId: passwordSetTokens.userId });
      if (!used) throw new HttpProblem(410, 'Gone', LINK_NOT_VALID, 'linkNotValid');
      const [updated] = await tx
        .update(users)
        .set({ passwordHash })
        .where(eq(users.id, used.userId))
        .returning();
      if (updated.disabled) throw new HttpProblem(403, 'Forbidden', 'User is not active', 'notActive');
      await this.credentials.endAll(updated.id, tx);
      return updated;
    });
    await this.rateLimit.clearAccount(user.email);
    return user;
  }
}
