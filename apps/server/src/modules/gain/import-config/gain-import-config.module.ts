// The gain import configuration's services from explicit dependencies (as import.module.ts does).
// The SignedOff lock comes from the governance part through the GainSignOff port (wired lazily in
// modules/gain/gain.module.ts, as the parts need each other).
import type { AccessService } from '../../../access/access.service.js';
import type { Db } from '../../../db/client.js';
import type { PrincipalNames } from '../../authorization/principal-directory.js';
import type { EngagementService } from '../../engagements/engagements.service.js';
import type { GainSignOff } from '../ports.js';
import { GainImportConfigurationService } from './gain-import-config.service.js';

export function gainImportConfigModule(
  db: Db,
  deps: {
    access: AccessService;
    engagements: EngagementService;
    principalNames: PrincipalNames;
    gainSignOff: GainSignOff;
  },
) {
  return {
    /** get, save, history, restore of a gain engagement's import configuration; implements GainImportConfigurations. */
    gainImportConfigurations: new GainImportConfigurationService(
      db,
      deps.access,
      deps.engagements,
      deps.principalNames,
      deps.gainSignOff,
    ),
  };
}
