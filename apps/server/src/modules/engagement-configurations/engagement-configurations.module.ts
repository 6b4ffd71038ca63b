// The engagement configurations module's services from explicit dependencies (as import.module.ts does).
import type { AccessService } from '../../access/access.service.js';
import type { Db } from '../../db/client.js';
import type { PrincipalNames } from '../authorization/principal-directory.js';
import type { EngagementService } from '../engagements/engagements.service.js';
import type { SecretStore } from '../secrets/secret-store.js';
import { EngagementConfigurationService } from './engagement-configurations.service.js';
import { ConfigurationReferences } from './configuration-references.js';
import type { Config } from '../../config.js';
import { metadataDatabaseOf } from '../../warehouse/engine-choice.js';

export function engagementConfigurationsModule(
  db: Db,
  deps: {
    access: AccessService;
    engagements: EngagementService;
    secrets: SecretStore;
    principalNames: PrincipalNames;
    config: Pick<Config, 'databaseUrl' | 'storage' | 'warehouse'>;
  },
) {
  return {
    /** overview, get, save, history, restore of an engagement's dashboard/gain/nodeModel/reporting/pipeline cards. */
    engagementConfigurations: new EngagementConfigurationService(
      db,
      deps.access,
      deps.engagements,
      deps.secrets,
      deps.principalNames,
      new ConfigurationReferences(
        db,
        deps.engagements,
        metadataDatabaseOf(deps.config.databaseUrl),
        deps.config.storage.azureContainer,
      ),
      // Where the processes share no disk, an engagement naming no SQL server is on this one.
      deps.config.warehouse.duckdb === 'off' ? (deps.config.warehouse.postgres?.serverName ?? null) : null,
    ),
  };
}
