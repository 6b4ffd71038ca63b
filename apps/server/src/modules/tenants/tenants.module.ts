// The tenants module's services from explicit dependencies (as import.module.ts does). `tenantLock` is
// the port the deployments module takes and releases the lock through.
import type { AccessService } from '../../access/access.service.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { TenantLock } from './tenant-lock.js';
import { TenantResourceService } from './tenant-resources.service.js';
import { TenantService } from './tenants.service.js';

export function tenantsModule(db: Db, deps: { config: Config; access: AccessService }) {
  const tenantLock = new TenantLock();
  return {
    tenantLock,
    /** tenants.list/get/create/update/delete/engagements (tenants.service.ts). */
    tenants: new TenantService(db, deps.access, tenantLock, deps.config),
    /** tenantResources.list(tenantId) and save(caller, tenantId, body): the section-4 diff. */
    tenantResources: new TenantResourceService(db, tenantLock, deps.config.environment),
  };
}
