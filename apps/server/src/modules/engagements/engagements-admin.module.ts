// The engagements administration service from explicit dependencies (as import.module.ts does); the
// provisioning port is implemented in registry.ts from the owners' services.
import type { Provision } from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { EngagementProvisioning } from './engagement-provisioning.port.js';
import { EngagementAdminService } from './engagements-admin.service.js';

export function engagementsAdminModule(
  db: Db,
  deps: {
    config: Pick<Config, 'cloudProvider'>;
    access: AccessService;
    provisioning: EngagementProvisioning;
    /** What the local deployment provider made for a tenant (deployments.provisions). */
    provisions: (tenantId: string) => Promise<Provision[]>;
  },
) {
  return {
    /** engagementAdmin.list/get/create/update/tenantResources/storageOffers (engagements-admin.service.ts). */
    engagementAdmin: new EngagementAdminService(
      db,
      deps.access,
      deps.config,
      deps.provisioning,
      deps.provisions,
    ),
  };
}
