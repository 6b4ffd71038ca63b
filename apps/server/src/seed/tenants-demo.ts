// The demo's tenants (issue 11): the demo tenant composed with the resources an analytics engagement
// uses (names follow the rules of contracts' tenant-resources.ts), and a second, removable tenant with
// nothing composed or deployed, so deleting a tenant can be tried on something harmless.
import crypto from 'node:crypto';
import { resourceNameProblem, type TenantResourceType } from '@cairn/contracts';
import type { Db } from '../db/client.js';
import { tenantResources } from '../db/schema/tenants.js';
import { tenants } from '../db/schema/tenancy.js';

const storageEndpoints = {
  createGatewayEntry: false,
  createContainers: true,
  deployBlobPrivateEndpoint: false,
  deployDfsPrivateEndpoint: false,
  deployFilePrivateEndpoint: false,
  deployQueuePrivateEndpoint: false,
};

export const DEMO_TENANT_RESOURCES: {
  name: string;
  resourceType: TenantResourceType;
  tag: string;
  configuration: Record<string, unknown>;
}[] = [
  {
    name: 'nletpnorthwindsa',
    resourceType: 'StorageAccount',
    tag: 'Engagement files',
    configuration: storageEndpoints,
  },
  {
    name: 'nletpnorthwinddls',
    resourceType: 'DataLakeStorage',
    tag: 'Raw and curated data',
    configuration: storageEndpoints,
  },
  {
    name: 'nletpnorthwindsd',
    resourceType: 'SqlDatabase',
    tag: 'Payroll warehouse',
    configuration: { seedEntries: true, initialSetupPerformed: false, sqlServerName: '' },
  },
  { name: 'nletpnorthwindgr', resourceType: 'GitRepository', tag: 'Node model', configuration: {} },
  {
    name: 'nletpnorthwindkv',
    resourceType: 'KeyVault',
    tag: 'Connection secrets',
    configuration: { deployKeyVaultPrivateEndpoint: false, managedIdentityNames: [] },
  },
  { name: 'nletpnorthwindpbie', resourceType: 'PowerBIEmbedded', tag: 'Report capacity', configuration: {} },
  {
    name: 'nletpnorthwindpbiw',
    resourceType: 'PowerBIWorkspace',
    tag: 'Payroll dashboards',
    configuration: { powerBiCapacityName: 'nletpnorthwindpbie' },
  },
];

export const DEMO_SPARE_TENANT = 'Contoso Sandbox';

export async function seedTenantsDemo(db: Db, demoTenantId: string) {
  for (const r of DEMO_TENANT_RESOURCES) {
    // The demo keeps the rules it shows: a name the Compose tab would refuse is a bug here.
    if (resourceNameProblem(r.name)) throw new Error(`Demo resource name ${r.name} breaks the naming rule`);
  }
  await db.insert(tenantResources).values(
    DEMO_TENANT_RESOURCES.map((r) => ({
      tenantId: demoTenantId,
      name: r.name,
      resourceType: r.resourceType,
      tag: r.tag,
      configuration: JSON.stringify(r.configuration),
    })),
  );
  const [spare] = await db
    .insert(tenants)
    .values({
      name: DEMO_SPARE_TENANT,
      cloudProvider: 1,
      cloudConfiguration: JSON.stringify({ SubscriptionId: crypto.randomUUID(), ResourceGroupName: '' }),
      isRemovable: true,
    })
    .returning({ id: tenants.id });
  return { spareTenantId: spare.id };
}
