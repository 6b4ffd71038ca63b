// RBAC tasks (admin-console.md sections 3, 4, 7 and 9; issue 10 "RBAC tasks"): after role assignment
// changes (not on AWS) one task per principal and engagement resource applies the principal's access
// to that resource. The list of an engagement's tasks, and the two sync calls that queue them again.
import { z } from 'zod';
import './zod-messages.js';
import { DATE_FORMATS } from './constants.js';
import { pagedQuerySchema, pagedResultSchema } from './paging.js';

export const RBAC_TASK_STATUSES = ['New', 'InProgress', 'Succeeded', 'Failed'] as const;
export type RbacTaskStatus = (typeof RBAC_TASK_STATUSES)[number];

/** Resource types of an engagement's RBAC tasks: what Cairn itself enforces on this machine. */
export const RBAC_RESOURCE_TYPES = {
  storageRoot: 'StorageRoot',
  warehouse: 'Warehouse',
  nodeModel: 'NodeModelRepository',
} as const;
export type RbacResourceType = (typeof RBAC_RESOURCE_TYPES)[keyof typeof RBAC_RESOURCE_TYPES];

/** A principal's effective access to one resource, as an applied task leaves it. */
export const RBAC_ACCESS_LEVELS = ['none', 'read', 'write'] as const;
export type RbacAccessLevel = (typeof RBAC_ACCESS_LEVELS)[number];

/** Section 9: applying RBAC pauses cost saving for an hour. */
export const RBAC_COST_SAVING_EXCLUSION_HOURS = 1;
/** Section 7: tasks show their last update as DD-MM-YYYY, HH:mm:ss. */
export const RBAC_TASK_DATE_FORMAT = DATE_FORMATS.monitor;

export const rbacTaskListQuerySchema = pagedQuerySchema(['timestamp', 'status']);

export const rbacTaskSchema = z.object({
  id: z.string(),
  /** A user's e-mail or an application's aadObjectId. */
  principalId: z.string(),
  principalType: z.enum(['User', 'Application']),
  principalName: z.string(),
  taskProcessorStatus: z.enum(RBAC_TASK_STATUSES),
  message: z.string().nullable(),
  /** Last update (ISO 8601). */
  timestamp: z.string(),
  /** JSON text: { Resource: { Name, ResourceType }, ... } — read with parseTaskResource. */
  taskSpecs: z.string(),
});
export type RbacTask = z.infer<typeof rbacTaskSchema>;
export const pagedRbacTasksSchema = pagedResultSchema(rbacTaskSchema);

/** Resource.Name and Resource.ResourceType of a task's specs; undefined when the JSON is malformed (section 8: an empty cell). */
export function parseTaskResource(taskSpecs: string): { name: string; resourceType: string } | undefined {
  try {
    const specs: unknown = JSON.parse(taskSpecs);
    if (!specs || typeof specs !== 'object' || !('Resource' in specs)) return undefined;
    const resource: unknown = specs.Resource;
    if (!resource || typeof resource !== 'object' || !('Name' in resource) || !('ResourceType' in resource))
      return undefined;
    const { Name, ResourceType } = resource;
    return typeof Name === 'string' && typeof ResourceType === 'string'
      ? { name: Name, resourceType: ResourceType }
      : undefined;
  } catch {
    return undefined;
  }
}

const engagementIdSchema = z.string().trim().min(1).max(100);
export const syncUserRbacSchema = z.object({
  scopedEngagementIds: z.array(engagementIdSchema).max(500).default([]),
});
export const syncApplicationRbacSchema = z.object({ engagementId: engagementIdSchema.optional() });
export const rbacSyncResultSchema = z.object({
  /** Tasks queued. */
  queued: z.number().int(),
  /** True on AWS, where RBAC is not applied (section 4). */
  skipped: z.boolean(),
});
export type RbacSyncResult = z.infer<typeof rbacSyncResultSchema>;
