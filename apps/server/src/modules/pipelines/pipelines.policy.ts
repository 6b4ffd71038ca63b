// What a caller may do with a pipeline or a run (outline's policies), from the caller's permissions
// at the engagement, read once per request. Every pipeline and run in an answer carries these, so the
// Run screens, the monitor and the run page gate their buttons on the answer.
import {
  engagementScope,
  featurePages,
  PERMISSIONS,
  type PipelineAbilities,
  type RunAbilities,
  type RunStatus,
} from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';

export interface PipelinePolicyContext {
  /** The caller's permissions at the engagement; empty for a run started by Cairn itself. */
  engagement: ReadonlySet<string>;
  isGain: boolean;
}

/** Nobody: the context of answers given to no caller (a run queued by Cairn itself). */
export const NO_CALLER: PipelinePolicyContext = { engagement: new Set(), isGain: false };

const CANCELLABLE: readonly RunStatus[] = ['Queued', 'InProgress'];
/** Statuses a run leaves no more. */
export const FINISHED_STATUSES: readonly RunStatus[] = ['Succeeded', 'Failed', 'Cancelled', 'TimedOut'];

export function pipelineAbilities(context: PipelinePolicyContext): PipelineAbilities {
  return {
    update: context.engagement.has(PERMISSIONS.pipelinesWrite),
    // A gain engagement's Run screens start nothing by hand (workspace.md, Run screens).
    start: context.engagement.has(PERMISSIONS.pipelinesStart) && !context.isGain,
  };
}

export function runAbilities(context: PipelinePolicyContext, run: { status: RunStatus }): RunAbilities {
  const start = context.engagement.has(PERMISSIONS.pipelinesStart);
  return {
    // Whoever may read a run may open its page, from every monitor (issue 27; docs/decisions.md
    // "Run pages for readers": the spec gave it to Pipelines Write, and readers were left guessing).
    view: context.engagement.has(PERMISSIONS.pipelinesRead),
    // Canceling is already on its way; a finished run changes no more.
    cancel: start && CANCELLABLE.includes(run.status),
    rerun: start && FINISHED_STATUSES.includes(run.status),
  };
}

export async function loadPipelinePolicyContext(
  access: AccessService,
  caller: Principal | null,
  engagementId: string,
): Promise<PipelinePolicyContext> {
  if (!caller) return NO_CALLER;
  // The route's access check remembered both the permissions and the engagement's features.
  const { resolved, permissions } = await access.heldWithScope(caller, engagementScope(engagementId));
  return { engagement: permissions, isGain: featurePages(resolved.engagementFeatures ?? []).isGain };
}
