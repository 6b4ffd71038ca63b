// The secrets module: the engagement secret store every module with a secret uses (configurations,
// connectors). It has no routes of its own: a secret is set through the screen that owns its field.
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { SecretStore } from './secret-store.js';

export { SecretStore } from './secret-store.js';

export function secretsModule(db: Db, deps: { config: Config }) {
  return {
    /** secrets.set(tx, engagementId, keyName, value, caller), remove, status (set or not), reveal (server-side only). */
    secrets: new SecretStore(db, deps.config.dataDir),
  };
}
