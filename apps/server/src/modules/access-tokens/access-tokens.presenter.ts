// The only way an access token row becomes JSON: its secret hash can never leave through here.
import { accessTokenSchema, type AccessToken } from '@cairn/contracts';
import type { accessTokens } from '../../db/schema/access-tokens.js';

type TokenRow = Pick<
  typeof accessTokens.$inferSelect,
  'id' | 'name' | 'createdAt' | 'expiresAt' | 'lastUsedAt' | 'canWrite' | 'engagementIds'
>;

export function presentAccessToken(row: TokenRow, now = new Date()): AccessToken {
  return accessTokenSchema.parse({
    id: row.id,
    name: row.name,
    scope: row.canWrite ? 'readWrite' : 'read',
    engagementIds: row.engagementIds,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expired: row.expiresAt <= now,
  });
}
