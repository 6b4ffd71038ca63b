// Sign-in rules: local accounts, applications' client credentials and OIDC identities.
import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { applications, users } from '../db/schema/index.js';
import { HttpProblem } from '../http/problem.js';
import { verifySecret } from './passwords.js';
import { accountKey, addressKey, type RateLimitService } from './rate-limit.service.js';
import type { OidcIdentity } from './oidc.service.js';

const INVALID = 'The e-mail address or password is not correct.';

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly rateLimit: RateLimitService,
  ) {}

  private async guard(keys: string[]) {
    const wait = await this.rateLimit.retryAfter(keys);
    if (wait > 0) {
      throw new HttpProblem(429, 'Too Many Requests', `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minutes.`, 'tooManyAttempts', undefined, { 'retry-after': String(wait) });
    }
  }

  /** Checks a local account's password; the same 401 whether the account is missing or the password wrong. */
  async verifyLocal(emailInput: string, password: string, ip: string) {
    const email = emailInput.trim().toLowerCase();
    const keys = [accountKey(email), addressKey(ip)];
    await this.guard(keys);
    const [user] = await this.db.select().from(users).where(eq(users.email, email));
    const ok = await verifySecret(user?.passwordHash, password);
    if (!user || !ok) {
      await this.rateLimit.recordFailure(keys);
      throw new HttpProblem(401, 'Unauthorized', INVALID, 'invalidCredentials');
    }
    await this.rateLimit.clear(accountKey(email));
    if (user.disabled) throw new HttpProblem(403, 'Forbidden', 'User is not active', 'notActive');
    return user;
  }

  async verifyClientCredentials(clientId: string, secret: string, ip: string) {
    const keys = [accountKey(`application:${clientId}`), addressKey(ip)];
    await this.guard(keys);
    const [app] = await this.db.select().from(applications).where(eq(applications.aadObjectId, clientId));
    const ok = await verifySecret(app?.secretHash, secret);
    if (!app || !ok || app.disabled) {
      await this.rateLimit.recordFailure(keys);
      throw new HttpProblem(401, 'Unauthorized', 'invalid_client', 'invalidClient');
    }
    return app;
  }

  /**
   * The Cairn user of an OIDC identity: by subject, else by e-mail (then the subject is linked).
   * Users are registered by administrators; an unknown identity is not created here.
   */
  async userForIdentity(identity: OidcIdentity) {
    const match = identity.email
      ? or(eq(users.oidcSubject, identity.subject), eq(users.email, identity.email))
      : eq(users.oidcSubject, identity.subject);
    const candidates = await this.db.select().from(users).where(match);
    const user = candidates.find((u) => u.oidcSubject === identity.subject) ?? candidates[0];
    if (!user) return { status: 'notRegistered' as const };
    if (user.oidcSubject && user.oidcSubject !== identity.subject) return { status: 'notRegistered' as const };
    if (!user.oidcSubject) await this.db.update(users).set({ oidcSubject: identity.subject }).where(eq(users.id, user.id));
    if (user.disabled) return { status: 'notActive' as const };
    return { status: 'ok' as const, user };
  }
}
