// The storage roots offered to an engagement: the provisioned StorageRoot resources among the ones it
// selected (engagement administration shows them; storage configurations may only name them). Its own
// port, so storage can ask before engagement administration is built (that one provisions storage).
import type { EngagementStorageOffer, Provision } from '@cairn/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { engagements } from '../../db/schema/tenancy.js';
import { notFound } from '../../http/problem.js';
import { listResources } from '../tenants/tenant-resources.port.js';

export class EngagementStorageOffers {
  constructor(
    private readonly db: Db,
    /** What the local deployment provider made for a tenant (deployments' listProvisions). */
    private readonly provisions: (tenantId: string) => Promise<Provision[]>,
  ) {}

  async of(engagementId: string): Promise<EngagementStorageOffer[]> {
    const [engagement] = await this.db
      .select({ tenantId: engagements.tenantId, resourceIds: engagements.resourceIds })
      .from(engagements)
      .where(eq(engagements.id, engagementId));
    if (!engagement) throw notFound();
    const { tenantId, resourceIds } = engagement;
    if (resourceIds.length === 0) return [];
    const selected = (await listResources(this.db, tenantId)).filter((r) => resourceIds.includes(r.id));
    const roots = (await this.provisions(tenantId)).filter((p) => p.kind === 'StorageRoot' && p.composed);
    return selected.flatMap((resource) => {
      const root = roots.find(
        (p) => p.resourceType === resource.resourceType && p.resourceName === resource.name,
      );
      return root?.storageConfiguration
        ? [
            {
              resourceName: root.resourceName,
              resourceType: root.resourceType,
              implementation: root.storageConfiguration.implementation,
              configuration: root.storageConfiguration.configuration,
            },
          ]
        : [];
    });
  }
}
