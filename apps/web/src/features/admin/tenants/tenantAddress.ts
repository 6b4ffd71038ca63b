/** Tenant details' tabs (admin-console.md route table), in the order the page shows them. */
export const TENANT_TABS = [
  'general',
  'compose',
  'deployments',
  'engagements',
  'users',
  'applications',
] as const;
export type TenantTab = (typeof TENANT_TABS)[number];

export const tenantAddress = (tenantId: string, tab: TenantTab = 'general') =>
  `/tenants/${encodeURIComponent(tenantId)}/${tab}`;
