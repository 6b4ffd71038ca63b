// The costs module's services: the usage meter storage and the run worker report to, the provider
// chosen from configuration, the pauses (pause provider + recorded states) and the costs service
// behind the routes and the auto-pause job.
import type { AccessService } from '../../access/access.service.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { CostsTenancy } from '../engagements/costs-tenancy.port.js';
import { CostPauses } from './cost-pauses.js';
import { CostsService } from './costs.service.js';
import { createPauseProvider } from './pausing/index.js';
import { costProvider } from './providers/index.js';
import { UsageMeter, type WarehouseFiles } from './usage-meter.js';

export interface CostsModuleDeps {
  config: Config;
  access: AccessService;
  warehouse?: WarehouseFiles;
}

export function costsModule(db: Db, deps: CostsModuleDeps) {
  const tenancy = new CostsTenancy(db);
  const costPauses = new CostPauses(db, createPauseProvider(deps.config.costs));
  return {
    /** usageMeter.storageChanged / runFinished: usage added to today's rows as it happens. */
    usageMeter: new UsageMeter(db, tenancy, deps.warehouse),
    /** costs.costs(principal, tenantId), stopCostSaving, addExclusion(target, hours, reason, tx). */
    costs: new CostsService(
      db,
      deps.access,
      tenancy,
      costProvider(db, deps.config.costs),
      deps.config.costs,
      {
        pauses: costPauses,
      },
    ),
    costsTenancy: tenancy,
    /** pauseAll / resume / settle through the pause provider, used by jobs/auto-pause.ts. */
    costPauses,
  };
}
