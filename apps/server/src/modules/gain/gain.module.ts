// The gain module's four parts, built together (modules/gain/ports.ts says what each offers the others).
// Two cycles stay inside gain and are cut here by a closure that is asked only when used, never while
// building: governance's promotions check a version with import-config and the dry run (import-config
// needs governance's sign-off lock), and the import engine records batches (batches start the engine's
// file selection).
import type { AccessService } from '../../access/access.service.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { WarehouseService } from '../../warehouse/warehouse.service.js';
import type { PrincipalNames } from '../authorization/principal-directory.js';
import type { EngagementConfigurationService } from '../engagement-configurations/engagement-configurations.service.js';
import type { EngagementService } from '../engagements/engagements.service.js';
import type { RunHandlers } from '../pipelines/run-handlers.js';
import type { RunService } from '../pipelines/runs.service.js';
import type { StorageObjectService } from '../storage/storage-objects.service.js';
import type { StorageDrivers } from '../storage/drivers/index.js';
import type { OutboundConnectors } from '../connectors/outbound-connectors.port.js';
import { gainBatchesModule } from './batches/gain-batches.module.js';
import { gainGovernanceModule } from './governance/governance.module.js';
import { gainImportConfigModule } from './import-config/gain-import-config.module.js';
import { gainImportEngineModule } from './import-engine/import-engine.module.js';

export interface GainModuleDeps {
  config: Config;
  access: AccessService;
  engagements: EngagementService;
  principalNames: PrincipalNames;
  storageObjects: StorageObjectService;
  runs: RunService;
  runHandlers: RunHandlers;
  warehouse: WarehouseService;
  engagementConfigurations: Pick<EngagementConfigurationService, 'newestValues'>;
  /** Where batches are delivered: connectors' brokers and API connections, storage containers. */
  outboundConnectors: OutboundConnectors;
  storageDrivers: StorageDrivers;
}

export function gainModule(db: Db, deps: GainModuleDeps) {
  const { access, engagements, principalNames } = deps;
  // Requirements status with the SignedOff lock (gainSignOff) and promotions (gainPromotedVersions).
  const governance = gainGovernanceModule(db, {
    access,
    engagements,
    principalNames,
    gain: () => ({ configurations: importConfig.gainImportConfigurations, dryRun: engine.gainDryRun }),
  });
  /** gainImportConfigurations: the versioned gain import configuration (implements GainImportConfigurations). */
  const importConfig = gainImportConfigModule(db, {
    access,
    engagements,
    principalNames,
    gainSignOff: governance.gainSignOff,
  });
  // The import engine (gainFileSelector, gainDryRun, the GainImport / GainFxRate runs).
  const engine = gainImportEngineModule(db, {
    config: deps.config,
    access,
    engagements,
    storageObjects: deps.storageObjects,
    warehouse: deps.warehouse,
    runHandlers: deps.runHandlers,
    gain: () => ({
      configurations: importConfig.gainImportConfigurations,
      promoted: governance.gainPromotedVersions,
      batches: batches.gainBatches,
    }),
  });
  // Batches (gainBatches implements GainBatches; gainStaging: staging, trigger auto-start, FX rates).
  const batches = gainBatchesModule(db, {
    engagements,
    runs: deps.runs,
    storageObjects: deps.storageObjects,
    warehouse: deps.warehouse,
    engagementConfigurations: deps.engagementConfigurations,
    gainImportConfigurations: importConfig.gainImportConfigurations,
    gainFileSelector: engine.gainFileSelector,
    outboundConnectors: deps.outboundConnectors,
    storageDrivers: deps.storageDrivers,
    apiBackoffMs: deps.config.gainDeliveryBackoffMs,
  });
  return { ...governance, ...importConfig, ...engine, ...batches };
}
