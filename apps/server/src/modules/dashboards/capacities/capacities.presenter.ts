// The only way a capacity's state becomes JSON: the provider's word, how section 4 shows it, and
// what the caller may do.
import {
  capacityDisplayOf,
  type DashboardCapacityStatus,
  type DashboardCapacityTool,
} from '@cairn/contracts';
import type { CapacityAbilities } from './capacities.policy.js';

export function presentCapacity(
  tool: DashboardCapacityTool,
  state: string,
  abilities: CapacityAbilities,
): DashboardCapacityStatus {
  return { tool, state, display: capacityDisplayOf(state), abilities };
}
