import { PERMISSIONS, type BranchAbilities, type NodeModelLayer } from '@cairn/contracts';
import type { NodeRef } from '../../shared/api/nodeModel/nodeRef';
import { useBranches } from '../../shared/api/nodeModel/useBranches';
import { useNode } from '../../shared/api/nodeModel/useNode';
import { useNodes } from '../../shared/api/nodeModel/useNodes';
import { useNeedsPermission } from '../../shared/access/useNeedsPermission';
import { defaultBranch } from '../building/defaultBranch';
import { useGainEditingLocked } from '../gain/useGainEditingLocked';
import { useNodeModelSelection } from './useNodeModelSelection';

const NOTHING: BranchAbilities = { write: false, addBranch: false };

/**
 * The branch and node chosen on a configuration screen (kept in the address), the lists they are
 * chosen from, the chosen node's detail, and what the caller may do there (the branch's `abilities`).
 */
export function useSelectedNode(engagementId: string, layer: NodeModelLayer) {
  const branches = useBranches(engagementId);
  // Opens on main (else the first branch) when neither the address nor the layer's memory names one,
  // so a new engagement's only branch is not one more choice before the first node (issue 27).
  const { selection, select } = useNodeModelSelection(layer, { defaultBranch: defaultBranch(branches.data) });
  const nodes = useNodes(engagementId, selection.branch, layer);
  const branch = branches.data?.find((b) => b.name === selection.branch);
  /** The branch is marked read-only (the tag says so); whether the caller may write is `abilities`. */
  const readOnly = !!branch?.readOnly;
  // A signed-off gain engagement's model takes no additions or saves (the server refuses them too).
  const { locked } = useGainEditingLocked();
  const abilities = (!locked && branch?.abilities) || NOTHING;
  /**
   * The caller writes in this node model (NodeModel Git Write, which every branch's addBranch
   * carries alike): add, edit and save buttons work where `abilities.write` allows (not on a
   * read-only branch, nor before a branch is chosen).
   */
  const writer = !!branches.data?.some((b) => b.abilities.addBranch);
  // A reader sees the same buttons disabled, with the permission the server's write routes require
  // and the roles holding it (issue 27). No branches at all says nothing either way: no reason then.
  const needsPermission = useNeedsPermission();
  const writeUnavailable =
    branches.data?.length && !writer ? needsPermission(PERMISSIONS.nodeModelGitWrite) : undefined;
  const nodeRef: NodeRef | null =
    selection.branch && selection.node
      ? { engagementId, branch: selection.branch, layer, node: selection.node }
      : null;
  const node = useNode(nodeRef);
  return {
    selection,
    select,
    branches,
    nodes,
    readOnly,
    abilities,
    writer,
    writeUnavailable,
    nodeRef,
    node,
  };
}

export type SelectedNode = ReturnType<typeof useSelectedNode>;
