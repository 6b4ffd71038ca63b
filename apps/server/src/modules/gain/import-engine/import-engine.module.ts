// The import engine's services from explicit dependencies (as import.module.ts does): the file
// selection (GainFileSelector), the dry run (GainDryRun) and the gain import runs registered with
// the pipelines engine. The other gain parts are reached lazily through ../ports.ts, as they need
// this part too (modules/gain/gain.module.ts).
import type { AccessService } from '../../../access/access.service.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import type { WarehouseService } from '../../../warehouse/warehouse.service.js';
import type { EngagementService } from '../../engagements/engagements.service.js';
import type { RunHandlers } from '../../pipelines/run-handlers.js';
import { ImportFilesStore } from '../../import/import-files.store.js';
import type { StorageObjectService } from '../../storage/storage-objects.service.js';
import {
  GAIN_FX_RATE_PIPELINE,
  GAIN_IMPORT_PIPELINE,
  type GainBatches,
  type GainImportConfigurations,
  type GainPromotedVersions,
} from '../ports.js';
import { GainDryRunService } from './gain-dry-run.service.js';
import { GainFileSelectorService } from './gain-file-selector.service.js';
import { processTypeOf } from './gain-import-parameters.js';
import { gainImportHandler, restageAbandonedGainImport } from './gain-import.handler.js';

export interface GainImportEngineDeps {
  config: Config;
  access: AccessService;
  engagements: EngagementService;
  storageObjects: StorageObjectService;
  warehouse: WarehouseService;
  runHandlers: RunHandlers;
  /** The other parts' ports, asked for when used (they are built around this one). */
  gain: () => {
    configurations: GainImportConfigurations;
    promoted: GainPromotedVersions;
    batches: GainBatches | undefined;
  };
}

export function gainImportEngineModule(db: Db, deps: GainImportEngineDeps) {
  const store = new ImportFilesStore(db);
  const gainFileSelector = new GainFileSelectorService({
    configurations: {
      current: (id, type) => deps.gain().configurations.current(id, type),
      version: (id, type, v) => deps.gain().configurations.version(id, type, v),
    },
    promoted: { versionForRuns: (id, type) => deps.gain().promoted.versionForRuns(id, type) },
    warehouse: deps.warehouse,
  });
  const handler = gainImportHandler({
    store,
    storageObjects: deps.storageObjects,
    warehouse: deps.warehouse,
    access: deps.access,
    selector: gainFileSelector,
    batches: () => deps.gain().batches,
    configurations: () => deps.gain().configurations,
    dataDir: deps.config.dataDir,
    xlsxLimits: deps.config.import.xlsx,
    warehouseQuotaBytes: deps.config.warehouse.quotaBytes ?? 0,
  });
  for (const pipeline of [GAIN_IMPORT_PIPELINE, GAIN_FX_RATE_PIPELINE]) {
    deps.runHandlers.register(pipeline, handler, {
      onAbandoned: (run) => restageAbandonedGainImport(store, run),
      // The run shows (and a rerun repeats) the configuration version it uses.
      prepare: async (engagementId, parameters) =>
        typeof parameters.ConfigurationVersion === 'number'
          ? parameters
          : {
              ...parameters,
              ConfigurationVersion: (
                await gainFileSelector.configurationForRuns(engagementId, processTypeOf(pipeline))
              ).version,
            },
    });
  }
  return {
    /** select(engagementId, processType, staged, configuration?): the files to process and archive (GainFileSelector). */
    gainFileSelector,
    /** testImportConfiguration(...): the dry run of a configuration over the staged files (GainDryRun). */
    gainDryRun: new GainDryRunService({
      engagements: deps.engagements,
      store,
      storageObjects: deps.storageObjects,
      warehouse: deps.warehouse,
      selector: gainFileSelector,
      dataDir: deps.config.dataDir,
      xlsxLimits: deps.config.import.xlsx,
    }),
  };
}
