// The local provider does the real thing on this machine: it records the principal's access to the
// engagement's storage root, warehouse or node model repository in rbac_resource_grants, which the
// storage, warehouse preview and node model read paths consult (RbacTaskService.requireGrant).
import type { Db } from '../../../db/client.js';
import { writeGrant } from '../rbac-tasks.service.js';
import type { RbacProvider, RbacWork } from './provider.js';

export class LocalRbacProvider implements RbacProvider {
  readonly name = 'local';
  constructor(private readonly db: Db) {}

  async apply({ task, access }: RbacWork) {
    await writeGrant(this.db, {
      engagementId: task.engagementId,
      principalType: task.principalType,
      principalId: task.principalId,
      resourceType: task.resourceType,
      resourceName: task.resourceName,
      access,
    });
    return access === 'none'
      ? 'Access removed'
      : `${access === 'write' ? 'Read and write' : 'Read'} access granted`;
  }
}
