// What the user may do on the workflow pages, and why not, said the same way everywhere
// (useNeedsPermission). An orchestration's answer carries its own abilities; creating one has no
// answer yet, so it reads the engagement's permissions the menu reads too.
import { PERMISSIONS } from '@cairn/contracts';
import { useNeedsPermission } from '../../shared/access/useNeedsPermission';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import type { Orchestration } from '../../shared/api/orchestrations/types';

export function useWorkflowAccess(orchestration?: Pick<Orchestration, 'abilities'>) {
  const { flags } = useEngagementWorkspace();
  const needsPermission = useNeedsPermission();
  // Saving needs both: an orchestration starts runs on its own, as its saver could (Start).
  const missingToWrite = !flags.canWriteEngagementPipelines
    ? PERMISSIONS.pipelinesWrite
    : !flags.canStartEngagementPipelines
      ? PERMISSIONS.pipelinesStart
      : null;
  const canWrite = orchestration ? orchestration.abilities.write : missingToWrite === null;
  const canRun = orchestration ? orchestration.abilities.run : flags.canStartEngagementPipelines;
  return {
    canWrite,
    canRun,
    /** Why Save, Delete and New are off (undefined when they are on). */
    writeUnavailable: canWrite ? undefined : needsPermission(missingToWrite ?? PERMISSIONS.pipelinesWrite),
    /** Why Run now, Cancel and Rerun are off. */
    runUnavailable: canRun ? undefined : needsPermission(PERMISSIONS.pipelinesStart),
  };
}
