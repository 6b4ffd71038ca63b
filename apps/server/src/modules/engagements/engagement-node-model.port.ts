// The node model repository of an engagement that selected a provisioned GitRepository (issue 11/12):
// among the engagement's resourceIds, the first GitRepository (by name) that the local deployment
// provider provisioned (git/tenants/<tenant>/<name>.git) and the tenant still composes. Implements the
// node model's NodeModelLocations port; without such a resource the default git/<engagement>.git stays.
import type { Db } from '../../db/client.js';
import type { NodeModelLocations } from '../node-model/node-model-locations.port.js';
import { selectedProvisionPath, type ProvisionsOf } from './selected-provision.js';

const GIT_TYPES = new Set(['GitRepository']);

export class EngagementNodeModelLocations implements NodeModelLocations {
  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    /** What the local provider made for a tenant (deployments.provisions). */
    private readonly provisions: ProvisionsOf,
  ) {}

  gitdirOf(engagementId: string): Promise<string | undefined> {
    return selectedProvisionPath(this.db, this.dataDir, this.provisions, engagementId, {
      kind: 'GitRepository',
      resourceTypes: GIT_TYPES,
    });
  }
}
