// Whether a tenant was ever deployed, as the tenants module asks before its subscription or resource
// group changes (issue 24: what is deployed there would be left behind or another's reached).
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { deployments } from '../../db/schema/deployments.js';

export async function hasDeployments(tx: Db | Tx, tenantId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: deployments.id })
    .from(deployments)
    .where(eq(deployments.tenantId, tenantId))
    .limit(1);
  return !!row;
}
