// Which of its tenant's resources an engagement may select (issue 24). A resource of another tenant
// is no resource here; a warehouse or git repository holds one engagement's data, so it can be
// selected by one engagement only, and once provisioned and claimed it is never attached to another
// (deployments' provision-owners.port.ts keeps the owner even after the first engagement lets go).
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { engagements } from '../../db/schema/tenancy.js';
import { badRequest } from '../../http/problem.js';
import { claimProvisions } from '../deployments/provision-owners.port.js';
import { listResources } from '../tenants/tenant-resources.port.js';
import { ENGAGEMENT_OWNED_RESOURCE_TYPES } from './selected-provision.js';

const refused = (index: number, detail: string, key: string) =>
  badRequest(`resourceIds.${index}: ${detail}`, [{ field: `resourceIds.${index}`, message: detail, key }]);

/**
 * The ids of the tenant's warehouses and git repositories that hold another engagement's data:
 * selected by another engagement, or owned by one (`owners`: resource type|name -> owning engagement).
 */
export async function resourcesOfOtherEngagements(
  db: Db | Tx,
  tenantId: string,
  engagementId: string,
  owners: ReadonlyMap<string, string>,
): Promise<Set<string>> {
  const resources = (await listResources(db, tenantId)).filter((r) =>
    ENGAGEMENT_OWNED_RESOURCE_TYPES.has(r.resourceType),
  );
  const others = await db
    .select({ resourceIds: engagements.resourceIds })
    .from(engagements)
    .where(and(eq(engagements.tenantId, tenantId), ne(engagements.id, engagementId)));
  return new Set(
    resources
      .filter((r) => {
        const owner = owners.get(`${r.resourceType}|${r.name}`);
        return (owner && owner !== engagementId) || others.some((o) => o.resourceIds.includes(r.id));
      })
      .map((r) => r.id),
  );
}

/** Checks the selection inside the save's transaction and claims what it may own; refuses with a 400 naming the entry. */
export async function checkResourceSelection(
  tx: Tx,
  tenantId: string,
  engagementId: string,
  resourceIds: readonly string[],
) {
  const resources = new Map((await listResources(tx, tenantId)).map((r) => [r.id, r]));
  const foreign = resourceIds.findIndex((id) => !resources.has(id));
  if (foreign >= 0) throw refused(foreign, 'Not a resource of this engagement\u2019s tenant', 'invalidValue');

  const owned = resourceIds
    .map((id, index) => ({ index, resource: resources.get(id)! }))
    .filter(({ resource }) => ENGAGEMENT_OWNED_RESOURCE_TYPES.has(resource.resourceType));
  if (owned.length === 0) return;
  const others = await tx
    .select({ resourceIds: engagements.resourceIds })
    .from(engagements)
    .where(and(eq(engagements.tenantId, tenantId), ne(engagements.id, engagementId)));
  const taken = owned.find(({ resource }) => others.some((o) => o.resourceIds.includes(resource.id)));
  const message = 'This resource holds another engagement\u2019s data';
  if (taken) throw refused(taken.index, message, 'resourceOfAnotherEngagement');
  const claimedElsewhere = await claimProvisions(
    tx,
    tenantId,
    engagementId,
    owned.map(({ resource }) => ({ resourceType: resource.resourceType, name: resource.name })),
  );
  const first = owned.find(({ resource }) => claimedElsewhere.includes(resource.name));
  if (first) throw refused(first.index, message, 'resourceOfAnotherEngagement');
}
