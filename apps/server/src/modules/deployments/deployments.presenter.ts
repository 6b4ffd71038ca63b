// The only way a deployment, its tasks or a provisioned thing become JSON: no claim, heartbeat or
// template column leaves the server this way (the template has its own download).
import {
  DEPLOYMENT_STATUSES,
  DEPLOYMENT_TASK_STATUS,
  type Deployment,
  type DeploymentStatus,
  type DeploymentTask,
  type Provision,
} from '@cairn/contracts';
import type { deploymentProvisions, deployments, deploymentTasks } from '../../db/schema/deployments.js';

type DeploymentRow = typeof deployments.$inferSelect;
type TaskRow = typeof deploymentTasks.$inferSelect;
type ProvisionRow = typeof deploymentProvisions.$inferSelect;

const statusOf = (status: string): DeploymentStatus =>
  (DEPLOYMENT_STATUSES as readonly string[]).includes(status) ? (status as DeploymentStatus) : 'Failed';

export function presentDeployment(row: DeploymentRow, tasks: readonly Pick<TaskRow, 'status'>[]): Deployment {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    status: statusOf(row.status),
    provider: row.provider === 'azure' ? 'azure' : 'local',
    startedBy: row.startedByName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    taskCount: tasks.length,
    succeededCount: tasks.filter((t) => t.status === DEPLOYMENT_TASK_STATUS.success).length,
    failedCount: tasks.filter((t) => t.status > DEPLOYMENT_TASK_STATUS.success || t.status < 0).length,
  };
}

export function presentTask(row: TaskRow): DeploymentTask {
  return {
    id: row.id,
    name: row.name,
    message: row.message,
    status: row.status,
    type: row.type,
    configuration: row.configuration,
    resourceName: row.resourceName,
    resourceType: row.resourceType,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A warehouse provision's database on the PostgreSQL warehouse server (providers/local.ts); null for a DuckDB file. */
export function postgresDatabaseOf(details: string): Provision['postgresDatabase'] {
  try {
    const parsed = JSON.parse(details) as { implementation?: unknown; server?: unknown; database?: unknown };
    if (parsed.implementation !== 'PostgreSQL') return null;
    if (typeof parsed.server !== 'string' || typeof parsed.database !== 'string') return null;
    return { server: parsed.server, database: parsed.database };
  } catch {
    return null;
  }
}

export function presentProvision(row: ProvisionRow, composed: boolean): Provision {
  let storageConfiguration: Provision['storageConfiguration'] = null;
  if (row.kind === 'StorageRoot') {
    try {
      const details = JSON.parse(row.details) as { configuration?: unknown };
      if (typeof details.configuration === 'string')
        storageConfiguration = { implementation: 'LocalFileSystem', configuration: details.configuration };
    } catch {
      // Details written by an older version: no configuration to offer.
    }
  }
  return {
    resourceName: row.resourceName,
    resourceType: row.resourceType,
    kind: row.kind as Provision['kind'],
    location: row.location,
    // A secret namespace's sealed key stays on the server.
    storageConfiguration,
    postgresDatabase: row.kind === 'Warehouse' ? postgresDatabaseOf(row.details) : null,
    ownerEngagementId: row.ownerEngagementId,
    composed,
    updatedAt: row.updatedAt.toISOString(),
  };
}
