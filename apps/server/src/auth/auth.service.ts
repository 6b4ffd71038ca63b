// Sign-in rules: local accounts, applications' client credentials and OIDC identities.
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { applicationSecrets, applications, users } from '../db/schema/identity.js';
import { HttpProblem } from '../http/problem.js';
import { verifySecret } from './passwords.js';
import { deviceKey, untrustedKeys, type RateLimitService } from './rate-limit.service.js';
import { deviceCookieFor, trustedDeviceNonce } from './trusted-devices.js';
import type { OidcIdentity } from './oidc.service.js';

const INVALID = 'The e-mail address or password is not correct.';

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly rateLimit: RateLimitService,
  ) {}

  /** Counts the attempt before anything is checked, so parallel attempts cannot outrun the limit. */
  private countAttempt(keys: string[]) {
    return this.rateLimit.enforce(keys);
  }

  /**
   * Checks a local account's password. A missing account, a wrong password and a deactivated
   * account tried with a wrong password get the same 401 after the same password hash, so the answer
   * tells nobody which it was; a deactivated account's own password gets 'User is not active'.
   * `deviceCookie`: a trusted-device cookie (trusted-devices.ts) lets the owner's own browser past a
   * limit that strangers' failures have reached. On success also returns that browser's new cookie.
   */
  async verifyLocal(emailInput: string, password: string, ip: string, deviceCookie?: string) {
    const email = emailInput.trim().toLowerCase();
    const [user] = await this.db.select().from(users).where(eq(users.email, email));
    const nonce = trustedDeviceNonce(user, deviceCookie);
    const keys = nonce ? [deviceKey(nonce)] : untrustedKeys(email, ip);
    await this.countAttempt(keys);
    const ok = await verifySecret(user?.passwordHash, password);
    if (!user?.passwordHash || !ok) throw new HttpProblem(401, 'Unauthorized', INVALID, 'invalidCredentials');
    // Only the right password learns that the account is deactivated (the spec's 'User is not
    // active'); a wrong one gets the answer every wrong password gets. The limit's count stays.
    if (user.disabled) throw new HttpProblem(403, 'Forbidden', 'User is not active', 'notActive');
    await this.rateLimit.succeeded(keys);
    return { user, deviceCookie: deviceCookieFor({ id: user.id, passwordHash: user.passwordHash }) };
  }

  async verifyClientCredentials(clientId: string, secret: string, ip: string) {
    const keys = untrustedKeys(`application:${clientId}`, ip);
    await this.countAttempt(keys);
    const [app] = await this.db.select().from(applications).where(eq(applications.aadObjectId, clientId));
    const secretId = app && (await this.liveSecretMatching(app.id, secret));
    if (!app || !secretId || app.disabled)
      throw new HttpProblem(401, 'Unauthorized', 'invalid_client', 'invalidClient');
    await this.rateLimit.succeeded(keys);
    return { application: app, secretId };
  }

  /**
   * The id of the application's unrevoked, unexpired secret that `secret` is, if any. An application
   * has a few live secrets at most (rotation), so each hash is tried; the rate limit bounds guessing.
   */
  private async liveSecretMatching(applicationId: string, secret: string) {
    const live = await this.db
      .select({ id: applicationSecrets.id, secretHash: applicationSecrets.secretHash })
      .from(applicationSecrets)
      .where(
        and(
          eq(applicationSecrets.applicationId, applicationId),
          isNull(applicationSecrets.revokedAt),
          gt(applicationSecrets.expiresAt, new Date()),
        ),
      );
    for (const candidate of live) if (await verifySecret(candidate.secretHash, secret)) return candidate.id;
    return undefined;
  }

  /**
   * The Cairn user of an OIDC identity: by issuer and subject, else by e-mail when the provider
   * vouches for it (`email_verified: true`); then the identity is linked to the account. Without
   * that proof anyone able to pick their own e-mail at the provider could take over an account.
   * Users are registered by administrators; an unknown identity is not created here.
   */
  async userForIdentity(identity: OidcIdentity) {
    const sameIdentity = and(eq(users.oidcIssuer, identity.issuer), eq(users.oidcSubject, identity.subject));
    // Linked before the issuer was stored: the subject alone, claimed by the configured issuer.
    const legacyLink = and(isNull(users.oidcIssuer), eq(users.oidcSubject, identity.subject));
    const [linked] = await this.db.select().from(users).where(or(sameIdentity, legacyLink));
    let user = linked;
    if (!user && identity.email && identity.emailVerified) {
      const [byEmail] = await this.db
        .select()
        .from(users)
        .where(and(eq(users.email, identity.email), isNull(users.oidcSubject)));
      user = byEmail;
    }
    if (!user) return { status: 'notRegistered' as const };
    if (user.oidcIssuer !== identity.issuer || user.oidcSubject !== identity.subject) {
      // Only an unlinked (or legacy) row is updated, so two racing sign-ins cannot both link it.
      const claimed = await this.db
        .update(users)
        .set({ oidcIssuer: identity.issuer, oidcSubject: identity.subject })
        .where(and(eq(users.id, user.id), or(isNull(users.oidcSubject), legacyLink)))
        .returning({ id: users.id });
      if (claimed.length === 0) return { status: 'notRegistered' as const };
    }
    if (user.disabled) return { status: 'notActive' as const };
    return { status: 'ok' as const, user };
  }
}
