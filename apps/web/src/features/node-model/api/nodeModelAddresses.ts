// Addresses of the node model calls (contracts' node-model-api.ts header lists them).
import type { NodeModelLayer } from '@cairn/contracts';
import type { NamedQueryKind } from '../nodeModelLayers';

const part = encodeURIComponent;

export const branchesAddress = (engagementId: string) =>
  `/api/nodeModel/engagements/${part(engagementId)}/branches`;

export const nodesAddress = (engagementId: string, branch: string, layer: NodeModelLayer) =>
  `${branchesAddress(engagementId)}/${part(branch)}/layers/${part(layer)}/nodes`;

export const nodeAddress = (engagementId: string, branch: string, layer: NodeModelLayer, node: string) =>
  `${nodesAddress(engagementId, branch, layer)}/${part(node)}`;

export const namedQueriesAddress = (
  engagementId: string,
  branch: string,
  layer: NodeModelLayer,
  node: string,
  kind: NamedQueryKind,
) => `${nodeAddress(engagementId, branch, layer, node)}/${kind}`;

export const testsAddress = (engagementId: string, branch: string, node: string) =>
  `${nodeAddress(engagementId, branch, 'test', node)}/tests`;

/** The node a screen works on; every call below the node list needs all four. */
export interface NodeRef {
  engagementId: string;
  branch: string;
  layer: NodeModelLayer;
  node: string;
}

export const refAddress = ({ engagementId, branch, layer, node }: NodeRef) =>
  nodeAddress(engagementId, branch, layer, node);

export { part as encodePart };
