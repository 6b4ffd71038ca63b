// Deployments of a tenant (admin-console.md sections 2 "Deployments" and "Deployment tasks", 3, 4, 7
// Deployments, 8 "Malformed JSON in task specs yields an empty cell", 9): the shapes and the task rules
// the tasks table follows (status names, configuration tooltip, the portal link).
//
// POST /api/tenants/:tenantId/deployments                        -> 201 Deployment (Infra.Tenant.Writer; 409 locked or nothing to deploy)
// GET  /api/tenants/:tenantId/deployments?page&pageSize&sort      -> TenantDeployments, a page (Infra.Tenant.Reader)
// GET  /api/tenants/:tenantId/deployments/:deploymentId/tasks?page&pageSize&sort -> DeploymentTasks, a page (Reader)
// GET  /api/tenants/:tenantId/arm-templates                      -> ArmTemplateExport, as a download (Reader)
// GET  /api/tenants/:tenantId/provisions                         -> Provision[] (Reader): what the local provider made
import { z } from 'zod';
import './zod-messages.js';
import { DATE_FORMATS } from './constants.js';
import { pagedQuerySchema, pagedResultSchema, type SortParam } from './paging.js';

/** Section 4: 0 new, 1 enqueued, 2 in progress, 3 success; any other value is a failure (Cairn writes 4). */
export const DEPLOYMENT_TASK_STATUS = { new: 0, enqueued: 1, inProgress: 2, success: 3, failed: 4 } as const;
export type DeploymentTaskStatusName = 'new' | 'enqueued' | 'inProgress' | 'success' | 'failed';
export const deploymentTaskStatusName = (status: number): DeploymentTaskStatusName =>
  status === 0
    ? 'new'
    : status === 1
      ? 'enqueued'
      : status === 2
        ? 'inProgress'
        : status === 3
          ? 'success'
          : 'failed';
export const isDeploymentTaskRunning = (status: number) => status >= 0 && status <= 2;

/** The tenant's deploymentStatus as deployments leave it: 1 locks it (tenants-api.ts), 2 after a failed one. */
export const TENANT_DEPLOYMENT_STATUS = { idle: 0, inProgress: 1, failed: 2 } as const;

export const DEPLOYMENT_STATUSES = ['InProgress', 'Succeeded', 'Failed'] as const;
export type DeploymentStatus = (typeof DEPLOYMENT_STATUSES)[number];

export const DEPLOYMENT_TASK_TYPES = {
  /** azure: one ARM template deployment per resource. */
  arm: 'DeployArmTemplateTask',
  /** local: provisions on this machine what Cairn uses for the resource. */
  local: 'ProvisionLocalResourceTask',
  /** local: a resource gone from the composition whose provisioned data is kept. */
  keep: 'KeepRemovedResourceTask',
} as const;

/** Section 7: tasks show dates as DD-MM-YYYY, HH:mm:ss. */
export const DEPLOYMENT_DATE_FORMAT = DATE_FORMATS.monitor;
/** The tasks page asks again this often while any task still runs. */
export const DEPLOYMENT_POLL_MS = 3000;
/** A task's message when its worker stopped beating (died) while it ran: failed by another worker. */
export const WORKER_STOPPED_MESSAGE = 'The worker stopped while this task ran';

export const deploymentSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  name: z.string(),
  status: z.enum(DEPLOYMENT_STATUSES),
  provider: z.enum(['local', 'azure']),
  startedBy: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  taskCount: z.number().int(),
  succeededCount: z.number().int(),
  failedCount: z.number().int(),
});
export type Deployment = z.infer<typeof deploymentSchema>;

/** What the caller may do on the Deployments tab (the server's deployments.policy.ts). */
export const deploymentAbilitiesSchema = z.object({
  /** Infra.Tenant.Writer, and no deployment running. */
  deploy: z.boolean(),
  exportArmTemplates: z.boolean(),
});
export type DeploymentAbilities = z.infer<typeof deploymentAbilitiesSchema>;

/** Deployments list newest first; the tab offers no other order. */
export const DEPLOYMENT_SORT_COLUMNS = ['createdAt'] as const;
export type DeploymentSortColumn = (typeof DEPLOYMENT_SORT_COLUMNS)[number];
export const DEPLOYMENTS_DEFAULT_SORT: SortParam<DeploymentSortColumn> = '-createdAt';
export const deploymentsQuerySchema = pagedQuerySchema(DEPLOYMENT_SORT_COLUMNS);

/** A page of the tenant's deployments, with what the tab needs beside the list. */
export const tenantDeploymentsSchema = pagedResultSchema(deploymentSchema).extend({
  /** The tenant's deploymentStatus now (1 while a deployment runs). */
  deploymentStatus: z.number().int(),
  provider: z.enum(['local', 'azure']),
  abilities: deploymentAbilitiesSchema,
});
export type TenantDeployments = z.infer<typeof tenantDeploymentsSchema>;

export const deploymentTaskSchema = z.object({
  id: z.string(),
  name: z.string(),
  message: z.string().nullable(),
  status: z.number().int(),
  type: z.string(),
  /** JSON text with DeploymentName (and SubscriptionId, ResourceGroupName for ARM tasks). */
  configuration: z.string(),
  resourceName: z.string(),
  resourceType: z.string(),
  /** Last change (ISO 8601). */
  updatedAt: z.string(),
});
export type DeploymentTask = z.infer<typeof deploymentTaskSchema>;

/** Tasks list in the order the deployment runs them (their position). */
export const DEPLOYMENT_TASK_SORT_COLUMNS = ['position'] as const;
export type DeploymentTaskSortColumn = (typeof DEPLOYMENT_TASK_SORT_COLUMNS)[number];
export const DEPLOYMENT_TASKS_DEFAULT_SORT: SortParam<DeploymentTaskSortColumn> = 'position';
export const deploymentTasksQuerySchema = pagedQuerySchema(DEPLOYMENT_TASK_SORT_COLUMNS);

/** A page of one deployment's tasks, with the deployment (its counts over all its tasks). */
export const deploymentTasksSchema = pagedResultSchema(deploymentTaskSchema).extend({
  deployment: deploymentSchema,
});
export type DeploymentTasks = z.infer<typeof deploymentTasksSchema>;

export const provisionSchema = z.object({
  resourceName: z.string(),
  resourceType: z.string(),
  kind: z.enum(['StorageRoot', 'Warehouse', 'GitRepository', 'SecretNamespace']),
  /** Relative to the server's data directory; postgresql://<server>/<database> for a PostgreSQL one. */
  location: z.string(),
  /** For a storage root: the storage configuration an engagement uses it with. */
  storageConfiguration: z
    .object({ implementation: z.literal('LocalFileSystem'), configuration: z.string() })
    .nullable(),
  /** For a warehouse made as a database on the installation's PostgreSQL warehouse server: which. */
  postgresDatabase: z.object({ server: z.string(), database: z.string() }).nullable(),
  /** The engagement a warehouse or git repository belongs to; never attached to another (null: none yet). */
  ownerEngagementId: z.string().nullable(),
  /** Whether the resource is still composed (a removed one is kept, never deleted). */
  composed: z.boolean(),
  updatedAt: z.string(),
});
export type Provision = z.infer<typeof provisionSchema>;

export type ArmTemplate = {
  $schema: string;
  contentVersion: string;
  parameters?: Record<string, unknown>;
  resources: {
    type: string;
    apiVersion: string;
    name: string;
    location: string;
    properties: Record<string, unknown>;
    kind?: string;
    sku?: Record<string, unknown>;
    tags?: Record<string, string>;
  }[];
  outputs?: Record<string, unknown>;
};
export const ARM_TEMPLATE_SCHEMA =
  'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#';

/** The configuration a tooltip shows, or undefined when it is not a JSON object (section 8: empty cell). */
export function parseDeploymentTaskConfiguration(configuration: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(configuration);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Azure portal's page of a DeployArmTemplateTask's deployment, from its configuration's
 * SubscriptionId, ResourceGroupName and DeploymentName; undefined for other tasks or when one is missing.
 */
export function deploymentPortalUrl(task: { type: string; configuration: string }): string | undefined {
  if (task.type !== DEPLOYMENT_TASK_TYPES.arm) return undefined;
  const config = parseDeploymentTaskConfiguration(task.configuration);
  const [sub, group, name] = [config?.SubscriptionId, config?.ResourceGroupName, config?.DeploymentName];
  if (
    typeof sub !== 'string' ||
    typeof group !== 'string' ||
    typeof name !== 'string' ||
    !sub ||
    !group ||
    !name
  )
    return undefined;
  const id = `/subscriptions/${sub}/resourceGroups/${group}/providers/Microsoft.Resources/deployments/${name}`;
  return `https://portal.azure.com/#blade/HubsExtension/DeploymentDetailsBlade/id/${encodeURIComponent(id)}`;
}

/** The "Export ARM template" download: one template per composed resource Resource Manager deploys. */
export const armTemplateExportSchema = z.object({
  tenant: z.string(),
  SubscriptionId: z.string(),
  ResourceGroupName: z.string(),
  generatedAt: z.string(),
  templates: z.array(
    z.object({
      resourceName: z.string(),
      resourceType: z.string(),
      DeploymentName: z.string(),
      template: z.record(z.string(), z.unknown()),
    }),
  ),
  notDeployedByResourceManager: z.array(
    z.object({ resourceName: z.string(), resourceType: z.string(), local: z.string().nullable() }),
  ),
});
export type ArmTemplateExport = z.infer<typeof armTemplateExportSchema>;
