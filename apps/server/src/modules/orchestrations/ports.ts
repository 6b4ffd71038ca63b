// What the orchestrations module needs of others, named (modules/building/ports.ts does the same):
// the caller's permissions and the engagement's tenant and features, and the pipeline runs its steps
// are (modules/pipelines' RunService).
import type { Principal } from '../../access/principal.js';
import type { Db, Tx } from '../../db/client.js';
import type { RunService } from '../pipelines/runs.service.js';
import type { runOutcomes } from '../pipelines/run-outcomes.js';

export interface OrchestrationEngagements {
  /** The engagement's tenant and features; 404 when there is none. */
  get(id: string): Promise<{ tenantId: string; features: readonly string[] }>;
}

export interface OrchestrationAccess {
  /** The caller's permissions at the engagement. */
  permissionsAtEngagement(caller: Principal, engagementId: string): Promise<ReadonlySet<string>>;
  /** Whether the caller may read this folder of the engagement's import storage. */
  mayReadImportFolder(caller: Principal, engagementId: string, folder: readonly string[]): Promise<boolean>;
}

/** The engagement's import storage as a file trigger sees it (modules/storage's object lookup). */
export interface OrchestrationImportFiles {
  /** Whether the folder exists ([] is the root, which always does). */
  folderExists(engagementId: string, folder: readonly string[]): Promise<boolean>;
  /** The files of the folder that arrived after `after`, oldest first. */
  arrivedAfter(
    engagementId: string,
    folder: readonly string[],
    after: Date,
  ): Promise<{ name: string; arrivedAt: Date }[]>;
}

export type OrchestrationPipelineRuns = Pick<
  RunService,
  'startForOrchestration' | 'cancelAs' | 'startedBy'
> & {
  /** How the runs with these ids stand (modules/pipelines/run-outcomes.ts). */
  outcomes(engagementId: string, ids: readonly string[]): ReturnType<typeof runOutcomes>;
};

/** The engagement's secret store (modules/secrets): the webhooks' signing secrets. */
export interface OrchestrationSecrets {
  set(
    tx: Db | Tx,
    engagementId: string,
    keyName: string,
    value: string,
    caller: Principal | null,
  ): Promise<void>;
  status(engagementId: string, keyNames: readonly string[]): Promise<Record<string, boolean>>;
  reveal(engagementId: string, keyName: string): Promise<string | undefined>;
}

export interface OrchestrationPorts {
  engagements: OrchestrationEngagements;
  access: OrchestrationAccess;
  runs: OrchestrationPipelineRuns;
  secrets: OrchestrationSecrets;
  importFiles: OrchestrationImportFiles;
}
