// The publishing module's services, from explicit dependencies (the node model, the engagements and
// the dashboards, reached through ports.ts): the published branch, and the data contracts that gate
// what may be published.
import type { AccessService } from '../../access/access.service.js';
import type { Db } from '../../db/client.js';
import { ContractsService } from './contracts/contracts.service.js';
import type { DashboardQuerySource, EngagementLookup, NodeModelBranches } from './ports.js';
import { publishedBranchOf, PublishingService } from './publishing.service.js';

export function publishingModule(
  db: Db,
  deps: {
    access: AccessService;
    engagements: EngagementLookup;
    nodeModel: NodeModelBranches;
    dashboards: DashboardQuerySource;
  },
) {
  const contracts = new ContractsService(db, {
    ...deps,
    publishedBranch: (engagementId) => publishedBranchOf(db, engagementId),
  });
  return {
    /** publishing.publishedBranch(engagementId): the branch a run without Branch executes. */
    publishing: new PublishingService(db, { ...deps, contracts }),
    /** contracts.list / check / versionUp: the nodes others read, and what a branch breaks. */
    contracts,
  };
}
