// Engagement access overview (admin-console.md section 2): the users or applications holding roles
// at an engagement or anywhere below it (its folders), each with its assignments and what the caller
// may remove (principals-at-scope.ts).
import { engagementScope, type AggregatedAssignment } from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Db } from '../../db/client.js';
import { principalsWithRolesAt } from './principals-at-scope.js';

export class EngagementAccessService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
  ) {}

  aggregated(
    caller: Principal,
    engagementId: string,
    principalType: 'User' | 'Application',
  ): Promise<AggregatedAssignment[]> {
    return principalsWithRolesAt(this.db, this.access, caller, engagementScope(engagementId), principalType, {
      andBelow: true,
    });
  }
}
