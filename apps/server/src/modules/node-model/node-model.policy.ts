// What a caller may do on a node model branch (outline's policies), from the caller's permissions at
// the engagement, read once per request. Every branch in an answer carries these, so the
// configuration screens gate their add, edit and save buttons on the branch they show.
import { PERMISSIONS, type BranchAbilities, type StoredBranch } from '@cairn/contracts';
import type { AccessService, ResolvedScope } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';

export interface NodeModelPolicyContext {
  /** The caller's permissions at the engagement. */
  engagement: ReadonlySet<string>;
}

export function branchAbilities(
  context: NodeModelPolicyContext,
  branch: Pick<StoredBranch, 'readOnly'>,
): BranchAbilities {
  const writer = context.engagement.has(PERMISSIONS.nodeModelGitWrite);
  return {
    // A read-only branch refuses every change (409 branchReadOnly), whoever asks.
    write: writer && !branch.readOnly,
    // Branching from a read-only branch is how work starts (main is read-only in most engagements).
    addBranch: writer,
  };
}

/** The context of a request already authorised at the engagement (`resolved`, its route's scope). */
export async function loadNodeModelPolicyContext(
  access: Pick<AccessService, 'permissionsAt'>,
  caller: Principal,
  resolved: ResolvedScope,
): Promise<NodeModelPolicyContext> {
  return { engagement: await access.permissionsAt(caller, resolved) };
}
