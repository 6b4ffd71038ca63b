// The demo engagements' resources (issue 12): each selects the tenant resources it uses, so the
// Resources tab and the Configuration tab's resource cards have something on them. The regular
// engagement takes every composed resource, the gain engagement its storage, except the tenant's
// GitRepository: a selected provisioned repository becomes the engagement's node model repository
// (engagement-node-model.port.ts), and the demo node model lives in the default git/<engagement>.git.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { engagements } from '../db/schema/tenancy.js';
import { tenantResources } from '../db/schema/tenants.js';

const GAIN_TYPES = new Set(['StorageAccount', 'DataLakeStorage']);
/** Not selected by the demo, so its node model stays where node-model-demo.ts wrote it. */
const NODE_MODEL_TYPES = new Set(['GitRepository']);

export async function seedEngagementsAdminDemo(
  db: Db,
  tenantId: string,
  demo: { regular: string; gain: string },
) {
  const resources = await db
    .select({ id: tenantResources.id, resourceType: tenantResources.resourceType })
    .from(tenantResources)
    .where(eq(tenantResources.tenantId, tenantId));
  await db
    .update(engagements)
    .set({ resourceIds: resources.filter((r) => !NODE_MODEL_TYPES.has(r.resourceType)).map((r) => r.id) })
    .where(eq(engagements.id, demo.regular));
  await db
    .update(engagements)
    .set({ resourceIds: resources.filter((r) => GAIN_TYPES.has(r.resourceType)).map((r) => r.id) })
    .where(eq(engagements.id, demo.gain));
}
