// Before a node's query is saved: what reads the node on this branch (one lineage request). With
// nothing downstream the save goes ahead at once; otherwise the screen asks first, naming the nodes
// and tests the change reaches. If the lineage cannot be had, saving is not held up by it.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { downstreamOf, type LineageNode } from '@cairn/contracts';
import { lineageKeys } from '../../shared/api/lineage/keys';
import { fetchLineage } from '../../shared/api/lineage/useLineage';
import type { NodeRef } from '../../shared/api/nodeModel/nodeRef';

/** The lineage id of a node: `<layer>.<node>`, lowercased as the warehouse names its table. */
export const lineageIdOf = (ref: Pick<NodeRef, 'layer' | 'node'>) => `${ref.layer}.${ref.node.toLowerCase()}`;

export interface SaveImpact {
  /** The node's lineage id. */
  nodeId: string;
  downstream: LineageNode[];
  save: () => void;
}

export function useSaveImpactCheck(nodeRef: NodeRef | null) {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [asking, setAsking] = useState<SaveImpact | null>(null);

  const saveAfterCheck = async (save: () => void) => {
    if (!nodeRef) return save();
    setChecking(true);
    try {
      const lineage = await queryClient.fetchQuery({
        queryKey: lineageKeys.branch(nodeRef.engagementId, nodeRef.branch),
        queryFn: ({ signal }) => fetchLineage(nodeRef.engagementId, nodeRef.branch, signal),
        // What reads the node now, not when the screen opened.
        staleTime: 0,
      });
      const nodeId = lineageIdOf(nodeRef);
      const byId = new Map(lineage.nodes.map((n) => [n.id, n]));
      const downstream = downstreamOf(lineage, nodeId).flatMap((id) => byId.get(id) ?? []);
      if (downstream.length === 0) save();
      else setAsking({ nodeId, downstream, save });
    } catch {
      save();
    } finally {
      setChecking(false);
    }
  };

  return {
    checking,
    asking,
    saveAfterCheck: (save: () => void) => void saveAfterCheck(save),
    confirm: () => {
      asking?.save();
      setAsking(null);
    },
    cancel: () => setAsking(null),
  };
}
