// Where an RBAC task's access is applied, chosen once from configuration (CAIRN_RBAC_PROVIDER):
// `local` (default) writes the grants Cairn itself enforces; `azure` creates and removes Azure role
// assignments through the Resource Manager REST API.
import type { RbacAccessLevel } from '@cairn/contracts';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import type { rbacTasks } from '../../../db/schema/rbac.js';
import type { RbacPorts, TaskPrincipal } from '../ports.js';
import { AzureRbacProvider } from './azure.js';
import { LocalRbacProvider } from './local.js';

export interface RbacWork {
  task: typeof rbacTasks.$inferSelect;
  principal: TaskPrincipal;
  /** The principal's effective access to the task's resource, computed just now. */
  access: RbacAccessLevel;
}

export interface RbacProvider {
  readonly name: 'local' | 'azure';
  /** Applies the access; resolves with the task's message, rejects with the reason it failed. */
  apply(work: RbacWork): Promise<string>;
}

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
