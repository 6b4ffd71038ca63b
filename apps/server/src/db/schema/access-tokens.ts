// Personal access tokens (modules/access-tokens): a user's own secrets for git over HTTP and other
// tools. Only the SHA-256 of the secret is stored; deleting the user deletes its tokens, and a revoked
// token's row is deleted, so a token works exactly while its row exists, is unexpired and its user is
// active (checked at every use).
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { idColumn, nowColumn, timestampColumn } from './columns.js';

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: idColumn(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    secretHash: text().notNull().unique(),
    createdAt: nowColumn(),
    expiresAt: timestampColumn().notNull(),
    lastUsedAt: timestampColumn(),
    /** False: a read token (no mutating request, no write permission). Tokens from before scopes could write. */
    canWrite: boolean().notNull().default(true),
    /** The engagements the token may reach; null: all of its user's. */
    engagementIds: uuid().array(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);
