/** Tenants administration: the list, one tenant, and a tenant's resources and engagements. */
export const tenantKeys = {
  all: ['tenants'] as const,
  list: () => [...tenantKeys.all, 'list'] as const,
  /** A picker's pages: under the list, so a new or renamed tenant shows there too. */
  choices: () => [...tenantKeys.list(), 'choices'] as const,
  detail: (tenantId: string) => [...tenantKeys.all, 'detail', tenantId] as const,
  resources: (tenantId: string) => [...tenantKeys.all, 'resources', tenantId] as const,
  engagements: (tenantId: string) => [...tenantKeys.all, 'engagements', tenantId] as const,
  /** Who holds roles at the tenant (Users and Applications tabs). */
  assignments: (tenantId: string, principalType: 'User' | 'Application') =>
    [...tenantKeys.all, 'assignments', tenantId, principalType] as const,
};
