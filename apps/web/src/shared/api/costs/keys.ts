/** Costs of a tenant (the /costs page) and its cost-saving state. */
export const costKeys = {
  all: ['costs'] as const,
  tenant: (tenantId: string | undefined) => [...costKeys.all, 'tenant', tenantId ?? 'default'] as const,
};
