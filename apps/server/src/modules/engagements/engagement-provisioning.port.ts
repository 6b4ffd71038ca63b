// What turning a feature on provisions (admin-console.md "General"; issue 12), done by the modules that
// own it: the node model module creates the repository, the pipelines module the pipeline definitions,
// the storage module the default storage configurations. registry.ts implements this port from those
// services, so this module reads none of their tables. Each step is idempotent: the owners also create
// what is missing on first use, so a step that fails here is made up on the next read. What a feature
// needs from outside the metadata database (a repository on a git server) is checked before the save
// is committed (readinessChecks), so a refusal leaves the engagement as it was (issue 30).
import type { Principal } from '../../access/principal.js';
import { NODE_MODEL_API_FEATURES, type EngagementFeature } from '@cairn/contracts';

export interface EngagementProvisioning {
  /**
   * Before NodeModelGit or NodeModelApi is turned on: the engagement's repository can be opened
   * (with a git server, it exists there), or a 4xx saying what is missing.
   */
  nodeModelRepositoryReady(engagementId: string): Promise<void>;
  /** Before Storage is turned on: its default purposes can be made here, or a 4xx saying what is missing. */
  storageConfigurationsReady(engagementId: string): Promise<void>;
  /** NodeModelGit or NodeModelApi: the engagement's bare repository with its first branch. */
  nodeModelRepository(engagementId: string): Promise<void>;
  /** Pipelines: the named pipeline of every layer and action. */
  pipelines(engagementId: string, caller: Principal): Promise<void>;
  /** Storage: the default storage purposes when the engagement has none. */
  storageConfigurations(engagementId: string): Promise<void>;
}

type Step = 'nodeModelRepository' | 'pipelines' | 'storageConfigurations';

/** The checks that run before the save of the features newly turned on is committed. */
export function readinessChecks(
  turnedOn: readonly EngagementFeature[],
): ('nodeModelRepositoryReady' | 'storageConfigurationsReady')[] {
  return provisioningSteps(turnedOn).flatMap((step) =>
    step === 'nodeModelRepository'
      ? ['nodeModelRepositoryReady' as const]
      : step === 'storageConfigurations'
        ? ['storageConfigurationsReady' as const]
        : [],
  );
}

/** The provisioning steps of the features newly turned on, in a fixed order. */
export function provisioningSteps(turnedOn: readonly EngagementFeature[]): Step[] {
  const steps: Step[] = [];
  if (NODE_MODEL_API_FEATURES.some((f) => turnedOn.includes(f))) steps.push('nodeModelRepository');
  if (turnedOn.includes('Pipelines')) steps.push('pipelines');
  if (turnedOn.includes('Storage')) steps.push('storageConfigurations');
  return steps;
}
