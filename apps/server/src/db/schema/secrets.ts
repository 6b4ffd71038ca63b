// The engagement secret store (modules/secrets): one row per engagement and key name, the value sealed
// with the data directory's key (secret-box.ts). The value never leaves the server: answers say only
// whether a key is set.
import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { engagementColumn, nowColumn } from './columns.js';

export const engagementSecrets = pgTable(
  'engagement_secrets',
  {
    engagementId: engagementColumn(),
    /** The configuration field or connector key it belongs to, e.g. `gain.sftpEncryption_PgpPassphrase`. */
    keyName: text().notNull(),
    /** base64 of iv | tag | ciphertext (AES-256-GCM). */
    ciphertext: text().notNull(),
    updatedAt: nowColumn(),
    /** users.id or applications.id of who set it; null for the demo seed. */
    updatedBy: uuid(),
  },
  (t) => [primaryKey({ columns: [t.engagementId, t.keyName] })],
);
