// Tenant details' Users and Applications tabs (admin-console.md section 2): the users or applications
// holding roles at the tenant scope (principals-at-scope.ts). Changes go through
// POST /api/authorization/role-assignments, so a tenant admin never grants above their own rights.
import { tenantScope, type AggregatedAssignment } from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Db } from '../../db/client.js';
import { principalsWithRolesAt } from './principals-at-scope.js';

export class TenantAccessService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
  ) {}

  aggregated(
    caller: Principal,
    tenantId: string,
    principalType: 'User' | 'Application',
  ): Promise<AggregatedAssignment[]> {
    return principalsWithRolesAt(this.db, this.access, caller, tenantScope(tenantId), principalType, {
      andBelow: false,
    });
  }
}
