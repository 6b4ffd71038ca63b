// Personal access tokens: a user creates, lists and revokes their own; tools (git over HTTP) present
// the secret instead of a session. The secret is `cairn_pat_` + 32 random bytes, shown once; the table
// keeps its SHA-256 (like sessions), so a database dump gives no usable token. Every use checks that
// the token exists, has not expired and that its user is still active, so disabling a user stops
// their tokens at once without a clean-up job.
import { and, desc, eq, gt, lt, or, isNull } from 'drizzle-orm';
import { ACCESS_TOKEN_PREFIX, AUDIT_ACTIONS, type CreateAccessToken } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import { isUuid } from '../../access/access.service.js';
import type { Db, Tx } from '../../db/client.js';
import { accessTokens } from '../../db/schema/access-tokens.js';
import { hashToken, newToken } from '../../auth/tokens.js';
import { notFound } from '../../http/problem.js';
import type { ActiveUsers } from '../authorization/principal-directory.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { presentAccessToken } from './access-tokens.presenter.js';

const DAY_MS = 24 * 3600_000;
/** Write last_used_at at most once a minute per token: a clone makes several requests. */
const TOUCH_AFTER_MS = 60_000;

type UserPrincipal = Extract<Principal, { type: 'User' }>;

export class AccessTokenService {
  constructor(
    private readonly db: Db,
    private readonly users: ActiveUsers,
  ) {}

  async list(caller: UserPrincipal) {
    return this.listOf(caller.id);
  }

  /** The user of an e-mail address for the administrators' routes; an unknown one is 404. */
  async userOf(email: string) {
    const id = await this.users.userIdByEmail(email);
    if (!id) throw notFound('This user does not exist.');
    return id;
  }

  /** A user's tokens, for an administrator (the route checks Users.Reader); never their secrets. */
  async listOf(userId: string) {
    const rows = await this.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, userId))
      .orderBy(desc(accessTokens.createdAt), accessTokens.name);
    const now = new Date();
    return rows.map((row) => presentAccessToken(row, now));
  }

  async create(caller: UserPrincipal, input: CreateAccessToken) {
    const secret = `${ACCESS_TOKEN_PREFIX}${newToken()}`;
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(accessTokens)
        .values({
          userId: caller.id,
          name: input.name,
          secretHash: hashToken(secret),
          expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
          canWrite: input.scope === 'readWrite',
          // Canonical ids (lower case), as the access check compares scopes as text.
          engagementIds: input.engagementIds
            ? [...new Set(input.engagementIds.map((id) => id.toLowerCase()))]
            : null,
        })
        .returning();
      await recordAuditEvent(tx, {
        action: AUDIT_ACTIONS.accessTokenCreate,
        actor: caller,
        target: created.name,
        detail: {
          tokenId: created.id,
          expiresAt: created.expiresAt.toISOString(),
          scope: input.scope,
          engagementIds: created.engagementIds,
        },
      });
      return created;
    });
    return { token: presentAccessToken(row), secret };
  }

  /** Deletes one of the caller's own tokens; another user's token is 404, as if it did not exist. */
  revoke(caller: UserPrincipal, tokenId: string) {
    return this.revokeOf(caller, caller.id, tokenId);
  }

  /** Deletes one token of `userId` (its owner, or an administrator: the route checks Users.Writer). */
  async revokeOf(caller: Principal, userId: string, tokenId: string) {
    if (!isUuid(tokenId)) throw notFound('This access token does not exist.');
    await this.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(accessTokens)
        .where(and(eq(accessTokens.id, tokenId), eq(accessTokens.userId, userId)))
        .returning();
      if (!deleted) throw notFound('This access token does not exist.');
      await recordAuditEvent(tx, {
        action: AUDIT_ACTIONS.accessTokenRevoke,
        actor: caller,
        target: deleted.name,
        detail: { tokenId: deleted.id, userId },
      });
    });
  }

  /** Ends every token of a user: deactivated, or a new password (user-credentials.ts). */
  async endUserTokens(userId: string, db: Db | Tx = this.db) {
    await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
  }

  /** The user a secret acts for, or null when it is unknown, expired, revoked or its user is disabled. */
  async authenticate(secret: string): Promise<UserPrincipal | null> {
    if (!secret.startsWith(ACCESS_TOKEN_PREFIX)) return null;
    const now = new Date();
    const [row] = await this.db
      .select({
        id: accessTokens.id,
        userId: accessTokens.userId,
        canWrite: accessTokens.canWrite,
        engagementIds: accessTokens.engagementIds,
      })
      .from(accessTokens)
      .where(and(eq(accessTokens.secretHash, hashToken(secret)), gt(accessTokens.expiresAt, now)));
    if (!row) return null;
    const user = await this.users.activeUser(row.userId);
    if (!user) return null;
    await this.db
      .update(accessTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(accessTokens.id, row.id),
          or(
            isNull(accessTokens.lastUsedAt),
            lt(accessTokens.lastUsedAt, new Date(now.getTime() - TOUCH_AFTER_MS)),
          ),
        ),
      );
    // 'bearer': the token is no ambient credential, so the CSRF check does not apply.
    return {
      type: 'User',
      id: user.id,
      email: user.email,
      sessionKind: 'bearer',
      token: { scope: row.canWrite ? 'readWrite' : 'read', engagementIds: row.engagementIds },
    };
  }
}
