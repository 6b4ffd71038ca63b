// Sessions in the database. The cookie carries a random token; the table holds its SHA-256, so a
// database dump gives no usable session. Browser sessions have an idle and an absolute expiry.
import { and, eq, gt } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db, Tx } from '../db/client.js';
import { applicationSecrets, applications, sessions, users } from '../db/schema/identity.js';
import type { Principal } from '../access/principal.js';
import { hashToken, newToken } from './tokens.js';

export const BEARER_TOKEN_SECONDS = 3600;
const TOUCH_AFTER_MS = 60_000; // write last_seen_at at most once a minute per session

export interface ActiveSession {
  tokenHash: string;
  csrfToken: string | null;
  principal: Principal;
}

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  async createBrowserSession(userId: string, meta: { ip?: string; userAgent?: string }) {
    const token = newToken();
    const csrfToken = newToken();
    const expiresAt = new Date(Date.now() + this.config.session.absoluteHours * 3600_000);
    await this.db.insert(sessions).values({
      tokenHash: hashToken(token),
      kind: 'browser',
      userId,
      csrfToken,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500),
    });
    return { token, csrfToken, expiresAt };
  }

  async createBearerToken(applicationId: string, applicationSecretId: string) {
    const token = newToken();
    await this.db.insert(sessions).values({
      tokenHash: hashToken(token),
      kind: 'bearer',
      applicationId,
      applicationSecretId,
      expiresAt: new Date(Date.now() + BEARER_TOKEN_SECONDS * 1000),
    });
    return { token, expiresIn: BEARER_TOKEN_SECONDS };
  }

  /** The live session for a token, or null when unknown, expired, idle too long or its owner is disabled. */
  async find(token: string, kind: 'browser' | 'bearer'): Promise<ActiveSession | null> {
    const tokenHash = hashToken(token);
    const now = new Date();
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, kind), gt(sessions.expiresAt, now)));
    if (!row) return null;
    if (
      kind === 'browser' &&
      now.getTime() - row.lastSeenAt.getTime() > this.config.session.idleMinutes * 60_000
    ) {
      await this.destroy(token);
      return null;
    }
    const principal = await this.principalOf(row);
    if (!principal) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    }
    return { tokenHash, csrfToken: row.csrfToken, principal };
  }

  private async principalOf(row: typeof sessions.$inferSelect): Promise<Principal | null> {
    if (row.userId) {
      const [user] = await this.db.select().from(users).where(eq(users.id, row.userId));
      if (!user || user.disabled) return null;
      return { type: 'User', id: user.id, email: user.email, sessionKind: row.kind };
    }
    if (row.applicationId) {
      const [app] = await this.db.select().from(applications).where(eq(applications.id, row.applicationId));
      if (!app || app.disabled) return null;
      // A revoked secret ends the tokens it issued, even ones another path forgot to delete.
      if (!row.applicationSecretId) return null;
      const [secret] = await this.db
        .select({ revokedAt: applicationSecrets.revokedAt })
        .from(applicationSecrets)
        .where(eq(applicationSecrets.id, row.applicationSecretId));
      if (!secret || secret.revokedAt) return null;
      return { type: 'Application', id: app.id, aadObjectId: app.aadObjectId, sessionKind: 'bearer' };
    }
    return null;
  }

  /** Ends every bearer token of an application (its secret was revoked or it was disabled). */
  async endApplicationTokens(applicationId: string, db: Db | Tx = this.db) {
    await db
      .delete(sessions)
      .where(and(eq(sessions.applicationId, applicationId), eq(sessions.kind, 'bearer')));
  }

  /** Ends the bearer tokens issued for one client secret (it was revoked). */
  async endSecretTokens(applicationSecretId: string, db: Db | Tx = this.db) {
    await db.delete(sessions).where(eq(sessions.applicationSecretId, applicationSecretId));
  }

  /** Ends every browser session and bearer token of a user (they were deactivated or set a new password). */
  async endUserSessions(userId: string, db: Db | Tx = this.db) {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  }

  async destroy(token: string) {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }
}
