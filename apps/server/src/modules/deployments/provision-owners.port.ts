// Which engagement a provisioned warehouse or git repository belongs to (issue 24). The data in them
// is one engagement's: once an engagement selects such a resource (or the local provider makes it for
// the engagement that selected it), no other engagement can attach it, even after the first lets go.
// The engagements module claims through this port inside its save's transaction.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { deploymentProvisions } from '../../db/schema/deployments.js';

export const OWNED_PROVISION_KINDS = ['Warehouse', 'GitRepository'] as const;

/**
 * Claims for `engagementId` the owned provisions among `resources` (by type and name). Answers the
 * names of those another engagement owns; then nothing is claimed.
 */
export async function claimProvisions(
  tx: Tx,
  tenantId: string,
  engagementId: string,
  resources: readonly { resourceType: string; name: string }[],
): Promise<string[]> {
  if (resources.length === 0) return [];
  const rows = await tx
    .select({
      id: deploymentProvisions.id,
      resourceType: deploymentProvisions.resourceType,
      resourceName: deploymentProvisions.resourceName,
      owner: deploymentProvisions.ownerEngagementId,
    })
    .from(deploymentProvisions)
    .where(
      and(
        eq(deploymentProvisions.tenantId, tenantId),
        inArray(deploymentProvisions.kind, [...OWNED_PROVISION_KINDS]),
      ),
    )
    .for('update');
  const named = rows.filter((row) =>
    resources.some((r) => r.resourceType === row.resourceType && r.name === row.resourceName),
  );
  const taken = named.filter((row) => row.owner && row.owner !== engagementId);
  if (taken.length) return taken.map((row) => row.resourceName);
  const unowned = named.filter((row) => !row.owner).map((row) => row.id);
  if (unowned.length) {
    await tx
      .update(deploymentProvisions)
      .set({ ownerEngagementId: engagementId })
      .where(and(inArray(deploymentProvisions.id, unowned), isNull(deploymentProvisions.ownerEngagementId)));
  }
  return [];
}
