// What publishing needs from the node model, the engagements and the dashboards, as small interfaces
// (their services satisfy them; registry.ts hands them over).
import type { NodeModelLayer } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { ContractNode, DashboardQueries } from './contracts/contract-rules.js';

export interface NodeModelBranches {
  /** Every branch of the engagement's repository at its current commit; 404 without a node model. */
  branchHeads(engagementId: string): Promise<{ name: string; commit: string }[]>;
  /** Who a change is by, as the node model names its commit authors. */
  authorOf(principal: Principal): Promise<{ name: string }>;
  /** A layer's nodes at the tip of `branch` (404 for an unknown branch), and that commit. */
  readLayer(
    engagementId: string,
    branch: string,
    layer: NodeModelLayer,
  ): Promise<{ commit: string; branch: string; nodes: ContractNode[] }>;
}

export interface EngagementLookup {
  /** 404 for an unknown engagement. */
  get(engagementId: string): Promise<{ name: string; features: string[] }>;
}

/** The engagement's Cairn dashboards with the SQL of their newest version (data contracts' readers). */
export interface DashboardQuerySource {
  queriesOf(engagementId: string): Promise<DashboardQueries[]>;
}
