// Where a lineage node is edited: its layer's Configure screen (tests: the Testing one, with the
// test selected; sources: their node's, with the source selected). Import tables have none.
import { NODE_MODEL_LAYERS, type LineageNode, type NodeModelLayer } from '@cairn/contracts';
import { nodeScreenAddress } from '../contracts/contractTexts';

const isNodeModelLayer = (layer: string): layer is NodeModelLayer =>
  (NODE_MODEL_LAYERS as readonly string[]).includes(layer);

export function lineageNodeAddress(node: LineageNode, branch: string, isGain: boolean): string | null {
  if (node.kind === 'test' && node.node)
    return `/testing/config?${new URLSearchParams({ branch, node: node.node, test: node.name })}`;
  if (node.kind === 'node' && isNodeModelLayer(node.layer))
    return nodeScreenAddress(node.layer, branch, node.name, isGain);
  // A source opens its node's screen with the source chosen (the screen keeps it in the address).
  if (node.kind === 'source' && node.node && isNodeModelLayer(node.layer))
    return `${nodeScreenAddress(node.layer, branch, node.node, isGain)}&${new URLSearchParams({ source: node.name })}`;
  return null;
}
