import type { NodeModelLayer } from '@cairn/contracts';
import type { NamedQueryKind, NodeRef } from './nodeRef';

export const nodeModelKeys = {
  all: ['nodeModel'] as const,
  engagement: (engagementId: string) => [...nodeModelKeys.all, engagementId] as const,
  branches: (engagementId: string) => [...nodeModelKeys.engagement(engagementId), 'branches'] as const,
  branch: (engagementId: string, branch: string) =>
    [...nodeModelKeys.engagement(engagementId), 'branch', branch] as const,
  nodes: (engagementId: string, branch: string, layer: NodeModelLayer) =>
    [...nodeModelKeys.branch(engagementId, branch), layer, 'nodes'] as const,
  node: ({ engagementId, branch, layer, node }: NodeRef) =>
    [...nodeModelKeys.branch(engagementId, branch), layer, 'node', node] as const,
  detail: (ref: NodeRef) => [...nodeModelKeys.node(ref), 'detail'] as const,
  namedQueries: (ref: NodeRef, kind: NamedQueryKind) => [...nodeModelKeys.node(ref), kind] as const,
  namedQuery: (ref: NodeRef, kind: NamedQueryKind, name: string) =>
    [...nodeModelKeys.namedQueries(ref, kind), name] as const,
  tests: (ref: NodeRef) => [...nodeModelKeys.node(ref), 'tests'] as const,
  test: (ref: NodeRef, name: string) => [...nodeModelKeys.tests(ref), name] as const,
  history: (ref: NodeRef) => [...nodeModelKeys.node(ref), 'history'] as const,
  comparison: (ref: NodeRef, otherBranch: string) =>
    [...nodeModelKeys.node(ref), 'compare', otherBranch] as const,
};
