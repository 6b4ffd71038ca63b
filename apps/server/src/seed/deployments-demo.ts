// The demo tenant's one finished deployment: started as the platform admin and run to the end by the
// local provider, so its tasks are real and the storage roots, warehouse, git repository and secret
// namespace exist under the data directory (after tenants-demo.ts composed the tenant).
import type { Config } from '../config.js';
import { AccessService } from '../access/access.service.js';
import type { Db } from '../db/client.js';
import { DeploymentTaskRunner } from '../jobs/deployment-task-runner.js';
import { DeploymentService } from '../modules/deployments/deployments.service.js';
import { LocalDeploymentProvider } from '../modules/deployments/providers/local.js';
import { TenantLock } from '../modules/tenants/tenant-lock.js';
import { listResources, tenantCloudOf } from '../modules/tenants/tenant-resources.port.js';

export async function seedDeploymentsDemo(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  tenantId: string,
  startedBy: { id: string; email: string },
) {
  const provider = new LocalDeploymentProvider(db, config.dataDir);
  const lock = new TenantLock();
  const deployments = new DeploymentService(
    db,
    new AccessService(db),
    provider,
    { tenants: { lock, listResources, cloudOf: tenantCloudOf } },
    'westeurope',
  );
  await deployments.start(tenantId, { type: 'User', ...startedBy, sessionKind: 'browser' });
  await new DeploymentTaskRunner(db, provider, lock, { error: () => {} }).drain();
}
