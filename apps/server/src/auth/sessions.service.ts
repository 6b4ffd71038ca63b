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
/** Sessions remembered at most; the oldest go first. */
const CACHE_LIMIT = 10_000;

/** A session found in the database, remembered for config.session.cacheSeconds. */
interface Remembered {
  session: ActiveSession;
  owner: { userId: string | null; applicationId: string | null; secretId: string | null };
  expiresAt: number;
  lastSeenAt: number;
  rememberedAt: number;
}

export interface ActiveSession {
  tokenHash: string;
  csrfToken: string | null;
  principal: Principal;
}

export class SessionService {
  /**
   * Every signed-in request starts with its session: remembered for a few seconds, it costs no
   * database round trip. Whatever ends sessions here forgets them at once, and for a few seconds
   * remembers nothing (the ending transaction may not have committed yet when a request reads).
   */
  private readonly remembered = new Map<string, Remembered>();
  private rememberNothingUntil = 0;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  private get cacheMs() {
    return this.config.session.cacheSeconds * 1000;
  }

  private forget(matches: (r: Remembered) => boolean) {
    for (const [key, r] of this.remembered) if (matches(r)) this.remembered.delete(key);
    this.rememberNothingUntil = Date.now() + Math.max(this.cacheMs, 1000);
  }

  /** The remembered session, still live, with its idle time and last-seen write handled; else undefined. */
  private async recall(key: string, token: string, kind: 'browser' | 'bearer') {
    const r = this.remembered.get(key);
    const now = Date.now();
    if (!r || now - r.rememberedAt >= this.cacheMs || r.expiresAt <= now) {
      if (r) this.remembered.delete(key);
      return undefined;
    }
    if (kind === 'browser' && now - r.lastSeenAt > this.config.session.idleMinutes * 60_000) {
      await this.destroy(token);
      return null;
    }
    if (now - r.lastSeenAt > TOUCH_AFTER_MS) {
      r.lastSeenAt = now;
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.tokenHash, r.session.tokenHash));
    }
    return r.session;
  }

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
    const key = `${kind}:${tokenHash}`;
    const recalled = this.cacheMs > 0 ? await this.recall(key, token, kind) : undefined;
    if (recalled !== undefined) return recalled;
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
    let lastSeenAt = row.lastSeenAt.getTime();
    if (now.getTime() - lastSeenAt > TOUCH_AFTER_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
      lastSeenAt = now.getTime();
    }
    const session = { tokenHash, csrfToken: row.csrfToken, principal };
    if (this.cacheMs > 0 && now.getTime() >= this.rememberNothingUntil) {
      if (this.remembered.size >= CACHE_LIMIT) this.remembered.delete(this.remembered.keys().next().value!);
      this.remembered.set(key, {
        session,
        owner: { userId: row.userId, applicationId: row.applicationId, secretId: row.applicationSecretId },
        expiresAt: row.expiresAt.getTime(),
        lastSeenAt,
        rememberedAt: now.getTime(),
      });
    }
    return session;
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
    this.forget((r) => r.owner.applicationId === applicationId);
    await db
      .delete(sessions)
      .where(and(eq(sessions.applicationId, applicationId), eq(sessions.kind, 'bearer')));
  }

  /** Ends the bearer tokens issued for one client secret (it was revoked). */
  async endSecretTokens(applicationSecretId: string, db: Db | Tx = this.db) {
    this.forget((r) => r.owner.secretId === applicationSecretId);
    await db.delete(sessions).where(eq(sessions.applicationSecretId, applicationSecretId));
  }

  /** Ends every browser session and bearer token of a user (they were deactivated or set a new password). */
  async endUserSessions(userId: string, db: Db | Tx = this.db) {
    this.forget((r) => r.owner.userId === userId);
    await db.delete(sessions).where(eq(sessions.userId, userId));
  }

  async destroy(token: string) {
    const tokenHash = hashToken(token);
    this.forget((r) => r.session.tokenHash === tokenHash);
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }
}
