// What a caller may do with an engagement's orchestrations and their runs (outline's policies), from
// the caller's permissions at the engagement. An orchestration starts pipelines on its own, so saving
// one needs what starting them needs as well as Pipelines.Write (docs/orchestrations.md).
import { PERMISSIONS, type RunStatus } from '@cairn/contracts';

export const OPEN_STATUSES: readonly RunStatus[] = ['Queued', 'InProgress', 'Canceling'];

export function orchestrationAbilities(permissions: ReadonlySet<string>) {
  const run = permissions.has(PERMISSIONS.pipelinesStart);
  return { write: run && permissions.has(PERMISSIONS.pipelinesWrite), run };
}

export function orchestrationRunAbilities(permissions: ReadonlySet<string>, status: RunStatus) {
  const start = permissions.has(PERMISSIONS.pipelinesStart);
  return {
    cancel: start && (status === 'Queued' || status === 'InProgress'),
    rerun: start && !OPEN_STATUSES.includes(status),
  };
}
