import type { NodeModelLayer } from '@cairn/contracts';

/** The node a screen works on; every call below the node list needs all four (its path parameters). */
export interface NodeRef {
  engagementId: string;
  branch: string;
  layer: NodeModelLayer;
  node: string;
}

/** Sources belong to modeling nodes, categories to analytical (and testing) nodes. */
export type NamedQueryKind = 'sources' | 'categories';
