// Users (authorization side and profile side), applications, sessions and sign-in bookkeeping.
import { boolean, customType, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { idColumn, nowColumn, timestampColumn } from './columns.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const now = () => nowColumn();

/**
 * Authorization side of a user: who may sign in. `email` is stored lower-cased. An OIDC identity is
 * the pair (issuer, subject): a subject is only unique within its issuer. Links made before the
 * issuer was stored have a null issuer until their next sign-in.
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text().notNull().unique(),
    name: text().notNull(),
    disabled: boolean().notNull().default(false),
    aadObjectId: text().unique(),
    oidcIssuer: text(),
    oidcSubject: text(),
    passwordHash: text(),
    createdAt: now(),
  },
  (t) => [
    unique('users_oidc_identity_unique').on(t.oidcIssuer, t.oidcSubject),
    index('users_oidc_subject_idx').on(t.oidcSubject),
  ],
);

/** Profile side of a user; created as Guest on first read when missing. */
export const profiles = pgTable('profiles', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text().notNull(),
  language: text().notNull(),
  jobTitle: text(),
  templateName: text().notNull(),
  eulaAcceptedAt: timestampColumn(),
  lastLoginAt: timestampColumn(),
  currentEngagementId: uuid(),
  image48: bytea(),
  image120: bytea(),
  image240: bytea(),
  imageUpdatedAt: timestampColumn(),
  updatedAt: now(),
});

/** Applications (service principals): sign in with client credentials, one of their `applicationSecrets`. */
export const applications = pgTable('applications', {
  id: idColumn(),
  name: text().notNull(),
  aadObjectId: text().notNull().unique(),
  disabled: boolean().notNull().default(false),
  createdAt: now(),
});

/**
 * Client secrets of applications (owned by modules/authorization): only the argon2id hash and the
 * first characters (`hint`) are kept. A secret signs in while unrevoked and unexpired; several may be
 * live at once, so a secret can be rotated without a gap. Revoking ends the tokens it issued.
 */
export const applicationSecrets = pgTable(
  'application_secrets',
  {
    id: idColumn(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    description: text().notNull().default(''),
    hint: text().notNull(),
    secretHash: text().notNull(),
    createdAt: now(),
    expiresAt: timestampColumn().notNull(),
    revokedAt: timestampColumn(),
  },
  (t) => [index('application_secrets_application_idx').on(t.applicationId)],
);

/** Browser sessions and bearer tokens. Only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    kind: text({ enum: ['browser', 'bearer'] }).notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid().references(() => applications.id, { onDelete: 'cascade' }),
    /** The client secret a bearer token was issued for: revoking the secret ends the token. */
    applicationSecretId: uuid().references(() => applicationSecrets.id, { onDelete: 'cascade' }),
    csrfToken: text(),
    createdAt: now(),
    lastSeenAt: now(),
    expiresAt: timestampColumn().notNull(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Failed sign-ins per key ('account:<email>' or 'address:<ip>') in a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text().primaryKey(),
    failures: integer().notNull(),
    windowStartedAt: timestampColumn().notNull(),
  },
  (t) => [index('login_failures_window_idx').on(t.windowStartedAt)],
);

/**
 * OIDC authorization requests in flight (state -> PKCE verifier), shared by every server process.
 * `browserHash` is the SHA-256 of the binding cookie of the browser that started the request;
 * `addressKey` is the network it came from, so one network can hold only a few rows.
 */
export const oidcRequests = pgTable(
  'oidc_requests',
  {
    state: text().primaryKey(),
    codeVerifier: text().notNull(),
    nonce: text().notNull(),
    postLoginRedirect: text().notNull(),
    browserHash: text().notNull(),
    addressKey: text().notNull(),
    createdAt: now(),
  },
  (t) => [
    index('oidc_requests_address_idx').on(t.addressKey, t.createdAt),
    index('oidc_requests_created_idx').on(t.createdAt),
  ],
);

/**
 * Set-password links of local accounts (issue 10): the link carries a random token, this table only
 * its SHA-256. A link works once and until `expiresAt`; a new link replaces the user's older ones.
 */
export const passwordSetTokens = pgTable(
  'password_set_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestampColumn().notNull(),
    createdAt: now(),
  },
  (t) => [index('password_set_tokens_user_idx').on(t.userId)],
);
