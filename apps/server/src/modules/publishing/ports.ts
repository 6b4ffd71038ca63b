// What publishing needs from the node model and the engagements, as small interfaces (their
// services satisfy them; registry.ts hands them over).
import type { Principal } from '../../access/principal.js';

export interface NodeModelBranches {
  /** Every branch of the engagement's repository at its current commit; 404 without a node model. */
  branchHeads(engagementId: string): Promise<{ name: string; commit: string }[]>;
  /** Who a change is by, as the node model names its commit authors. */
  authorOf(principal: Principal): Promise<{ name: string }>;
}

export interface EngagementLookup {
  /** 404 for an unknown engagement. */
  get(engagementId: string): Promise<{ name: string; features: string[] }>;
}
