export const engagementKeys = {
  all: ['engagements'] as const,
  mine: () => [...engagementKeys.all, 'mine'] as const,
  /** The pickers' pages of mine and of their tenants: under mine, so they change with it. */
  mineChoices: () => [...engagementKeys.mine(), 'choices'] as const,
  mineTenantChoices: () => [...engagementKeys.mine(), 'tenantChoices'] as const,
  detail: (engagementId: string) => [...engagementKeys.all, 'detail', engagementId] as const,
  /** The admin console's overview pages and one engagement's admin answer (with its abilities). */
  adminList: () => [...engagementKeys.all, 'admin', 'list'] as const,
  admin: (engagementId: string) => [...engagementKeys.all, 'admin', 'detail', engagementId] as const,
  /** The Resources tab: the resources of the engagement's tenant. */
  tenantResources: (engagementId: string) =>
    [...engagementKeys.all, 'tenantResources', engagementId] as const,
  /** The Storage tab's provisioned storage roots of the selected resources. */
  storageOffers: (engagementId: string) => [...engagementKeys.all, 'storageOffers', engagementId] as const,
};
