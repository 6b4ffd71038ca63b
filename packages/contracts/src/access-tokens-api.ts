// Personal access tokens (issue 16): a user's own secrets for tools that cannot sign in through the
// browser, first of all `git clone` / `git push` of an engagement's node model over Cairn's git smart
// HTTP (docs/node-model.md, "Clone and push with git"). A token acts with its user's permissions; the
// secret is shown once and only its hash is kept.
import { z } from 'zod';
import './zod-messages.js';

/** Every secret starts with this, so secret scanners (and people) recognise a leaked one. */
export const ACCESS_TOKEN_PREFIX = 'cairn_pat_';
/** The lifetimes a user chooses from: short enough that a forgotten token stops working. */
export const ACCESS_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export const MAX_ACCESS_TOKEN_NAME_LENGTH = 100;

/** What a token may do, chosen at creation: read only, or read and write. */
export const ACCESS_TOKEN_SCOPES = ['read', 'readWrite'] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];
export const MAX_ACCESS_TOKEN_ENGAGEMENTS = 50;

/**
 * Whether a token of this scope may use a permission its user holds: a read token only the
 * permissions that read (named `.Reader` or `.Read`), so a new kind of change is refused by default.
 */
export const accessTokenPermits = (scope: AccessTokenScope, permission: string) =>
  scope === 'readWrite' || /\.(Reader|Read)$/.test(permission);

/** A token as listed: never its secret or hash. */
export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(ACCESS_TOKEN_SCOPES),
  /** The engagements it may reach; null: every engagement of its user. */
  engagementIds: z.array(z.string()).nullable(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Null until the token is first used. */
  lastUsedAt: z.string().nullable(),
  expired: z.boolean(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const createAccessTokenSchema = z.object({
  name: z.string().trim().min(1).max(MAX_ACCESS_TOKEN_NAME_LENGTH),
  expiresInDays: z.literal(ACCESS_TOKEN_EXPIRY_DAYS),
  /** The profile page always asks; API clients of before scopes get what their tokens could do then. */
  scope: z.enum(ACCESS_TOKEN_SCOPES).default('readWrite'),
  /** Omitted or null: every engagement of the user. */
  engagementIds: z.array(z.uuid()).min(1).max(MAX_ACCESS_TOKEN_ENGAGEMENTS).nullish(),
});
export type CreateAccessToken = z.infer<typeof createAccessTokenSchema>;

/** The new token with its secret: the only answer that ever contains it. */
export const createdAccessTokenSchema = z.object({
  token: accessTokenSchema,
  secret: z.string(),
});
export type CreatedAccessToken = z.infer<typeof createdAccessTokenSchema>;

/** Where an engagement's node model is cloned from: `<public url>/git/<engagementId>.git`. */
export const nodeModelCloneUrl = (publicUrl: string, engagementId: string) =>
  `${publicUrl.replace(/\/+$/, '')}/git/${engagementId}.git`;
