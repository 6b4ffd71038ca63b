// The rbac provider's interface and what its implementations share; index.ts chooses one.
import type { RbacAccessLevel } from '@cairn/contracts';
import type { rbacTasks } from '../../../db/schema/rbac.js';
import type { TaskPrincipal } from '../ports.js';

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
