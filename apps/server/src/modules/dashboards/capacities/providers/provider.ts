// The capacities provider's interface and what its implementations share; index.ts chooses one.
import type { DashboardCapacityTool } from '@cairn/contracts';

export interface CapacityProvider {
  readonly name: 'local' | 'azure';
  /** The provider's state word now (Succeeded, Online, Pausing, Paused, Suspended, Resuming, ...). */
  state(engagementId: string, tool: DashboardCapacityTool): Promise<string>;
  /** Starts pausing; answers the state right after (Pausing, or where it already is). */
  suspend(engagementId: string, tool: DashboardCapacityTool): Promise<string>;
  /** Starts resuming; answers the state right after (Resuming, or where it already is). */
  resume(engagementId: string, tool: DashboardCapacityTool): Promise<string>;
}
