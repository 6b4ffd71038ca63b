// The pause provider's interface (auto-pause and stopping cost saving); index.ts chooses one.
import type { PauseState } from '@cairn/contracts';

/** A pausable resource as a provider needs it: its type and name, its card, its tenant's place in Azure. */
export interface PausableResource {
  resourceType: string;
  resourceName: string;
  /** The composed resource's configuration (sqlServerName, deploySqlPool, sqlPoolName); {} for warehouses. */
  configuration: Record<string, unknown>;
  /** The tenant's cloud configuration (SubscriptionId, ResourceGroupName). */
  cloud: { subscriptionId: string; resourceGroupName: string };
}

/** Where a pause or resume stands once the provider answered. */
export type PauseOutcome =
  | { state: Extract<PauseState, 'Paused' | 'Running'> }
  /** Accepted, not ended: `operationUrl` is asked for the end on the next tick (null: Azure gave none). */
  | { state: Extract<PauseState, 'Pausing' | 'Resuming'>; operationUrl: string | null }
  | { state: Extract<PauseState, 'Failed' | 'NotPausable'>; message: string };

export interface PauseProvider {
  readonly name: 'local' | 'azure';
  /** Starts pausing; a refusal throws with the provider's message (recorded as Failed). */
  pause(resource: PausableResource): Promise<PauseOutcome>;
  /** Starts resuming (stop cost saving); a refusal throws like pause. */
  resume(resource: PausableResource): Promise<PauseOutcome>;
  /** Where a long-running operation started by pause or resume stands now. */
  settle(operationUrl: string, direction: 'pause' | 'resume'): Promise<PauseOutcome>;
}

/** The settled state a direction ends in, and the state while on the way. */
export const DIRECTION_STATES = {
  pause: { done: 'Paused', transition: 'Pausing' },
  resume: { done: 'Running', transition: 'Resuming' },
} as const;
