// The provisioned thing an engagement selected among its resources (issue 12): among its resourceIds,
// the first resource of the given types (by name) that the local deployment provider provisioned as
// `kind` and the tenant still composes, as an absolute path under the data directory. Shared by the
// warehouse (engagement-warehouse.port.ts) and node model (engagement-node-model.port.ts) locations.
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Provision } from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { engagements } from '../../db/schema/tenancy.js';
import { listResources } from '../tenants/tenant-resources.port.js';

export type ProvisionsOf = (tenantId: string) => Promise<Provision[]>;

/** Resource types whose provision holds one engagement's data: a warehouse or git repository (issue 24). */
export const ENGAGEMENT_OWNED_RESOURCE_TYPES: ReadonlySet<string> = new Set([
  'SqlDatabase',
  'SynapseDataWarehouse',
  'GitRepository',
]);

/** The engagement of the tenant that selects the resource (the provider records it as the owner). */
export async function engagementSelecting(
  db: Db,
  tenantId: string,
  resourceId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: engagements.id })
    .from(engagements)
    .where(
      and(
        eq(engagements.tenantId, tenantId),
        sql`${engagements.resourceIds} @> ${JSON.stringify([resourceId])}::jsonb`,
      ),
    )
    .limit(1);
  return row?.id;
}

/** The provisions of the engagement's selected resources of the wanted kind and types, by resource name. */
export async function selectedProvisions(
  db: Db,
  provisions: ProvisionsOf,
  engagementId: string,
  wanted: { kind: Provision['kind']; resourceTypes: ReadonlySet<string> },
): Promise<Provision[]> {
  const [engagement] = await db
    .select({ tenantId: engagements.tenantId, resourceIds: engagements.resourceIds })
    .from(engagements)
    .where(eq(engagements.id, engagementId));
  if (!engagement || engagement.resourceIds.length === 0) return [];
  const selected = (await listResources(db, engagement.tenantId)).filter(
    (r) => engagement.resourceIds.includes(r.id) && wanted.resourceTypes.has(r.resourceType),
  );
  if (selected.length === 0) return [];
  // A provision another engagement owns is never this one's, whatever its selection says.
  const made = (await provisions(engagement.tenantId)).filter(
    (p) =>
      p.kind === wanted.kind && p.composed && (!p.ownerEngagementId || p.ownerEngagementId === engagementId),
  );
  return selected.flatMap((resource) =>
    made.filter((p) => p.resourceType === resource.resourceType && p.resourceName === resource.name),
  );
}

export async function selectedProvisionPath(
  db: Db,
  dataDir: string,
  provisions: ProvisionsOf,
  engagementId: string,
  wanted: { kind: Provision['kind']; resourceTypes: ReadonlySet<string> },
): Promise<string | undefined> {
  return provisionPath(dataDir, await selectedProvisions(db, provisions, engagementId, wanted));
}

/** The absolute path of the first of `selected` that is a file under the data directory. */
export function provisionPath(dataDir: string, selected: readonly Provision[]): string | undefined {
  for (const provision of selected) {
    // A database on the PostgreSQL warehouse server is no file (engagement-warehouse.port.ts).
    if (provision.postgresDatabase) continue;
    // The location is relative to the data directory; one that would leave it is not used.
    const root = path.resolve(dataDir);
    const full = path.resolve(root, provision.location);
    if (full.startsWith(`${root}${path.sep}`)) return full;
  }
  return undefined;
}
