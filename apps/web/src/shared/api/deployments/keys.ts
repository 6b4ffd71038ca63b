import type { PagedQuery } from '@cairn/contracts';

/** A tenant's deployments, their tasks and what the local provider provisioned. */
export const deploymentKeys = {
  all: ['deployments'] as const,
  tenant: (tenantId: string) => [...deploymentKeys.all, tenantId] as const,
  list: (tenantId: string, query?: PagedQuery) =>
    [...deploymentKeys.tenant(tenantId), 'list', ...(query ? [query] : [])] as const,
  tasks: (tenantId: string, deploymentId: string, query?: PagedQuery) =>
    [...deploymentKeys.tenant(tenantId), 'tasks', deploymentId, ...(query ? [query] : [])] as const,
  provisions: (tenantId: string) => [...deploymentKeys.tenant(tenantId), 'provisions'] as const,
};
