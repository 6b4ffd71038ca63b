// The publishing module's service, from explicit dependencies (the node model and the engagements
// reached through ports.ts).
import type { AccessService } from '../../access/access.service.js';
import type { Db } from '../../db/client.js';
import type { EngagementLookup, NodeModelBranches } from './ports.js';
import { PublishingService } from './publishing.service.js';

export function publishingModule(
  db: Db,
  deps: { access: AccessService; engagements: EngagementLookup; nodeModel: NodeModelBranches },
) {
  return {
    /** publishing.publishedBranch(engagementId): the branch a run without Branch executes. */
    publishing: new PublishingService(db, deps),
  };
}
