// The only way an RBAC task row becomes JSON: the principal by the id people know it by (e-mail or
// aadObjectId), never the internal one, and the task specs as the JSON text the spec's clients parse.
import { rbacTaskSchema, type RbacTask } from '@cairn/contracts';
import type { rbacTasks } from '../../db/schema/rbac.js';

export function presentRbacTask(
  task: typeof rbacTasks.$inferSelect,
  principal: { externalId: string; name: string },
): RbacTask {
  return rbacTaskSchema.parse({
    id: task.id,
    principalId: principal.externalId,
    principalType: task.principalType,
    principalName: principal.name,
    taskProcessorStatus: task.status,
    message: task.message,
    timestamp: task.updatedAt.toISOString(),
    taskSpecs: task.taskSpecs,
  });
}
