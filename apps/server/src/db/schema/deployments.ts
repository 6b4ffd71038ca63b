// Deployments of a tenant's composed resources (admin-console.md sections 2 "Deployments" and
// "Deployment tasks", 3, 4), owned by modules/deployments and applied by jobs/deployment-task-runner.ts.
// A deployment has one task per resource; a worker claims a task with FOR UPDATE SKIP LOCKED and
// beats its heartbeat while it runs, so a task whose worker died is failed by any other worker.
// What the local provider made on this machine is kept in deployment_provisions, one row per resource
// name and type, and is never deleted by a later deployment.
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, tenantColumn, nowColumn, timestampColumn } from './columns.js';

export const deployments = pgTable(
  'deployments',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: text().notNull(),
    /** InProgress, Succeeded or Failed (DEPLOYMENT_STATUSES). */
    status: text().notNull().default('InProgress'),
    /** 'local' or 'azure': the provider that runs its tasks. */
    provider: text().notNull(),
    /** users.id or applications.id of who started it; null for the demo seed. */
    startedBy: uuid(),
    startedByName: text(),
    createdAt: nowColumn(),
    finishedAt: timestampColumn(),
  },
  (t) => [index('deployments_tenant_idx').on(t.tenantId, t.createdAt)],
);

export const deploymentTasks = pgTable(
  'deployment_tasks',
  {
    id: idColumn(),
    deploymentId: uuid()
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    tenantId: tenantColumn(),
    /** The tenant resource deployed; null once that resource is deleted (the task stays as history). */
    resourceId: uuid(),
    resourceName: text().notNull(),
    resourceType: text().notNull(),
    name: text().notNull(),
    /** DeployArmTemplateTask (azure), ProvisionLocalResourceTask or KeepRemovedResourceTask (local). */
    type: text().notNull(),
    /** 0 new, 1 enqueued, 2 in progress, 3 success, 4 failed (section 4: other values are failures). */
    status: integer().notNull().default(1),
    message: text(),
    /** JSON text with DeploymentName (and, for ARM tasks, SubscriptionId and ResourceGroupName). */
    configuration: text().notNull(),
    /** The ARM deployment template (JSON text) of a DeployArmTemplateTask. */
    template: text(),
    position: integer().notNull(),
    claimedBy: text(),
    heartbeatAt: timestampColumn(),
    createdAt: nowColumn(),
    updatedAt: nowColumn(),
  },
  (t) => [
    index('deployment_tasks_deployment_idx').on(t.deploymentId, t.position),
    index('deployment_tasks_status_idx').on(t.status, t.createdAt),
  ],
);

export const deploymentProvisions = pgTable(
  'deployment_provisions',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    resourceName: text().notNull(),
    resourceType: text().notNull(),
    /** StorageRoot, Warehouse, GitRepository or SecretNamespace. */
    kind: text().notNull(),
    /** Where it lives, relative to the data directory (what a user is shown). */
    location: text().notNull(),
    /** JSON text: how Cairn uses it (a storage configuration, a wrapped namespace key, ...). */
    details: text().notNull().default('{}'),
    /**
     * The engagement a warehouse or git repository belongs to, recorded when one first selects it; it
     * is never attached to another (issue 24). Not a foreign key: the data outlives the engagement.
     */
    ownerEngagementId: uuid(),
    createdAt: nowColumn(),
    updatedAt: nowColumn(),
  },
  (t) => [uniqueIndex('deployment_provisions_resource_idx').on(t.tenantId, t.resourceType, t.resourceName)],
);

/** Secrets of a local key vault (a secret namespace), encrypted with the namespace's key. */
export const localVaultSecrets = pgTable(
  'local_vault_secrets',
  {
    provisionId: uuid()
      .notNull()
      .references(() => deploymentProvisions.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** AES-256-GCM: base64 of iv | tag | ciphertext. */
    ciphertext: text().notNull(),
    updatedAt: nowColumn(),
  },
  (t) => [uniqueIndex('local_vault_secrets_name_idx').on(t.provisionId, t.name)],
);
