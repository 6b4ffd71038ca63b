// RBAC tasks (admin-console.md "RBAC task"): one row per principal and engagement resource, queued
// after role assignment changes and applied by any worker (claimed with FOR UPDATE SKIP LOCKED).
// The local provider leaves its result in rbac_resource_grants, which the warehouse, storage and
// node model read paths consult; cost_saving_exclusions keeps cost saving paused while RBAC applies.
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { RBAC_ACCESS_LEVELS, RBAC_TASK_STATUSES } from '@cairn/contracts';
import {
  idColumn,
  engagementColumn,
  nowColumn,
  timestampColumn,
  optionalEngagementColumn,
  optionalTenantColumn,
} from './columns.js';

export const rbacTasks = pgTable(
  'rbac_tasks',
  {
    id: idColumn(),
    engagementId: engagementColumn(),
    principalType: text({ enum: ['User', 'Application'] }).notNull(),
    /** users.id or applications.id. */
    principalId: uuid().notNull(),
    resourceName: text().notNull(),
    resourceType: text().notNull(),
    status: text({ enum: RBAC_TASK_STATUSES }).notNull().default('New'),
    message: text(),
    /** JSON text with Resource.Name and Resource.ResourceType (kept as text: the spec's clients parse it). */
    taskSpecs: text().notNull(),
    workerId: text(),
    createdAt: nowColumn(),
    updatedAt: nowColumn(),
  },
  (t) => [
    index('rbac_tasks_status_idx').on(t.status, t.createdAt),
    index('rbac_tasks_engagement_idx').on(t.engagementId, t.updatedAt),
  ],
);

export const rbacResourceGrants = pgTable(
  'rbac_resource_grants',
  {
    engagementId: engagementColumn(),
    principalType: text({ enum: ['User', 'Application'] }).notNull(),
    principalId: uuid().notNull(),
    resourceType: text().notNull(),
    resourceName: text().notNull(),
    access: text({ enum: RBAC_ACCESS_LEVELS }).notNull(),
    appliedAt: nowColumn(),
  },
  (t) => [
    primaryKey({
      name: 'rbac_resource_grants_pk',
      columns: [t.engagementId, t.principalType, t.principalId, t.resourceType, t.resourceName],
    }),
  ],
);

/** While `until` is ahead, cost saving leaves the tenant or engagement running (the costs issue honours it). */
export const costSavingExclusions = pgTable(
  'cost_saving_exclusions',
  {
    id: idColumn(),
    tenantId: optionalTenantColumn(),
    engagementId: optionalEngagementColumn(),
    reason: text().notNull(),
    until: timestampColumn().notNull(),
    createdAt: nowColumn(),
  },
  (t) => [index('cost_saving_exclusions_engagement_idx').on(t.engagementId, t.until)],
);
