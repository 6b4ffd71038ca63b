import type { NodeModelLayer } from '@cairn/contracts';
import type { NodeRef } from '../../shared/api/nodeModel/nodeRef';
import { useBranches } from '../../shared/api/nodeModel/useBranches';
import { useNode } from '../../shared/api/nodeModel/useNode';
import { useNodes } from '../../shared/api/nodeModel/useNodes';
import { useNodeModelSelection } from './useNodeModelSelection';

/**
 * The branch and node chosen on a configuration screen (kept in the address), the lists they are
 * chosen from, and the chosen node's detail.
 */
export function useSelectedNode(engagementId: string, layer: NodeModelLayer) {
  const { selection, select } = useNodeModelSelection(layer);
  const branches = useBranches(engagementId);
  const nodes = useNodes(engagementId, selection.branch, layer);
  const readOnly = !!branches.data?.find((b) => b.name === selection.branch)?.readOnly;
  const nodeRef: NodeRef | null =
    selection.branch && selection.node
      ? { engagementId, branch: selection.branch, layer, node: selection.node }
      : null;
  const node = useNode(nodeRef);
  return { selection, select, branches, nodes, readOnly, nodeRef, node };
}

export type SelectedNode = ReturnType<typeof useSelectedNode>;
