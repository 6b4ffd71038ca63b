// The RBAC tasks' services from explicit dependencies (as import.module.ts does). The worker's task
// runner (jobs/rbac-task-runner.ts) picks the provider from the same configuration.
import type { AccessService } from '../../access/access.service.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { RbacTaskService } from './rbac-tasks.service.js';

export function rbacModule(db: Db, deps: { config: Config; access: AccessService }) {
  return { rbacTasks: new RbacTaskService(db, deps.config, deps.access) };
}
