// Deleting a broker or an API connection removes the secrets stored under its key names, unless
// another broker or API connection of the engagement (any version, so a restore still finds its
// secret) names the same key, or the key belongs to an engagement configuration card.
import { and, eq } from 'drizzle-orm';
import { ENGAGEMENT_CONFIGURATION_KINDS, configurationSecretKey, secretFieldsOf } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { Tx } from '../../db/client.js';
import { apiConnectionConfigurations, brokerSftpConfigurations } from '../../db/schema/connectors.js';
import type { SecretStore } from '../secrets/secret-store.js';

const CONFIGURATION_KEYS = new Set(
  ENGAGEMENT_CONFIGURATION_KINDS.flatMap((kind) =>
    secretFieldsOf(kind).map((field) => configurationSecretKey(kind, field)),
  ),
);

/** Call after the rows were deleted, in the same transaction. */
export async function removeUnusedSecrets(
  tx: Tx,
  secrets: SecretStore,
  engagementId: string,
  keyNames: Iterable<string>,
  caller: Principal,
) {
  const candidates = new Set(
    [...keyNames].map((k) => k.trim()).filter((k) => k && !CONFIGURATION_KEYS.has(k)),
  );
  if (candidates.size === 0) return;
  const brokers = await tx
    .select({ a: brokerSftpConfigurations.passwordKeyName, b: brokerSftpConfigurations.sshKeyKeyName })
    .from(brokerSftpConfigurations)
    .where(eq(brokerSftpConfigurations.engagementId, engagementId));
  const apis = await tx
    .select({ a: apiConnectionConfigurations.clientSecretKeyName })
    .from(apiConnectionConfigurations)
    .where(and(eq(apiConnectionConfigurations.engagementId, engagementId)));
  const inUse = new Set(
    [...brokers.flatMap((r) => [r.a, r.b]), ...apis.map((r) => r.a)].map((k) => k.trim()),
  );
  for (const keyName of candidates)
    if (!inUse.has(keyName)) await secrets.remove(tx, engagementId, keyName, caller);
}
