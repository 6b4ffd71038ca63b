// The RBAC tasks' services from explicit dependencies (as import.module.ts does): principals,
// engagements and storage roots come through ports their owning modules implement (ports.ts). The
// worker's task runner (jobs/rbac-task-runner.ts) applies tasks through `rbacProvider`, chosen here
// from configuration.
import type { AccessService } from '../../access/access.service.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { RbacPorts } from './ports.js';
import { createRbacProvider } from './providers/index.js';
import { RbacTaskService } from './rbac-tasks.service.js';

export interface RbacModuleDeps extends RbacPorts {
  config: Config;
  access: AccessService;
}

export function rbacModule(db: Db, deps: RbacModuleDeps) {
  const { config, access, ...ports } = deps;
  return {
    /** Queues tasks (role assignment and storage root changes, sync calls) and lists them. */
    rbacTasks: new RbacTaskService(db, config, access, ports),
    /** Where tasks are applied: `local` grants or Azure role assignments (CAIRN_RBAC_PROVIDER). */
    rbacProvider: createRbacProvider(config, db, ports),
  };
}
