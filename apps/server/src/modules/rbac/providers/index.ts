// Where an RBAC task's access is applied, chosen once from configuration (CAIRN_RBAC_PROVIDER):
// `local` (default) writes the grants Cairn itself enforces; `azure` creates and removes Azure role
// assignments through the Resource Manager REST API.
// The interface and its shared parts are in provider.ts, which the implementations import.
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import type { RbacPorts } from '../ports.js';
import { AzureRbacProvider } from './azure.js';
import { LocalRbacProvider } from './local.js';
import type { RbacProvider } from './provider.js';

export * from './provider.js';

export function createRbacProvider(
  config: Config,
  db: Db,
  places: Pick<RbacPorts, 'engagements' | 'storageRoots'>,
  fetchImpl: typeof fetch = fetch,
): RbacProvider {
  if (config.rbac.provider === 'azure' && config.rbac.azure)
    return new AzureRbacProvider(places, config.rbac.azure, fetchImpl);
  return new LocalRbacProvider(db);
}
