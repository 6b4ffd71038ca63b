// The deployments module's services from explicit dependencies (as import.module.ts does): the tenant's
// lock, composition and cloud configuration come through modules/tenants' ports; the provider that
// runs the tasks is chosen here from configuration (CAIRN_DEPLOYMENT_PROVIDER).
import type { AccessService } from '../../access/access.service.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { TenantLock } from '../tenants/tenant-lock.js';
import { listResources, tenantCloudOf } from '../tenants/tenant-resources.port.js';
import { DeploymentService } from './deployments.service.js';
import type { CostSavingExclusions } from './ports.js';
import { createDeploymentProvider } from './providers/index.js';

export function deploymentsModule(
  db: Db,
  deps: { config: Config; access: AccessService; costSaving?: CostSavingExclusions },
) {
  const deploymentProvider = createDeploymentProvider(deps.config, db);
  const tenants = { lock: new TenantLock(), listResources, cloudOf: tenantCloudOf };
  return {
    /** Starts deployments and reads them, their tasks, provisions and ARM templates. */
    deployments: new DeploymentService(
      db,
      deps.access,
      deploymentProvider,
      { tenants, costSaving: deps.costSaving },
      deps.config.deployments.location,
    ),
    /** Where the worker's deployment task runner does each task's work (local or azure). */
    deploymentProvider,
    /** Moves tenants' deployment status as tasks end (the runner's port). */
    deploymentTenantLock: tenants.lock,
  };
}
