// The only way a tenant or tenant resource row becomes JSON.
import {
  cloudConfigurationKeys,
  tenantResourceSchema,
  tenantSchema,
  type Tenant,
  type TenantAbilities,
  type TenantResource,
} from '@cairn/contracts';
import type { TenantResourceRow } from './tenant-resources.port.js';

export interface TenantRow {
  id: string;
  name: string;
  cloudProvider: number;
  cloudConfiguration: string;
  isRemovable: boolean;
  deploymentStatus: number;
}

export function presentTenant(row: TenantRow, abilities: TenantAbilities): Tenant {
  return tenantSchema.parse({
    id: row.id,
    name: row.name,
    cloudProvider: row.cloudProvider,
    cloudConfiguration: row.cloudConfiguration,
    ...cloudConfigurationKeys(row.cloudConfiguration),
    isRemovable: row.isRemovable,
    deploymentStatus: row.deploymentStatus,
    abilities,
  });
}

export function presentTenantResource(row: TenantResourceRow): TenantResource {
  return tenantResourceSchema.parse(row);
}
