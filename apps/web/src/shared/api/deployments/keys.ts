/** A tenant's deployments, their tasks and what the local provider provisioned. */
export const deploymentKeys = {
  all: ['deployments'] as const,
  tenant: (tenantId: string) => [...deploymentKeys.all, tenantId] as const,
  list: (tenantId: string) => [...deploymentKeys.tenant(tenantId), 'list'] as const,
  tasks: (tenantId: string, deploymentId: string) =>
    [...deploymentKeys.tenant(tenantId), 'tasks', deploymentId] as const,
  provisions: (tenantId: string) => [...deploymentKeys.tenant(tenantId), 'provisions'] as const,
};
