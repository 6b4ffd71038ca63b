// The import module's services, and its ImportFiles run handler registered with the engine.
import type { AccessService } from '../../access/access.service.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { WarehouseService } from '../../warehouse/warehouse.service.js';
import type { RunHandlers } from '../pipelines/run-handlers.js';
import type { RunService } from '../pipelines/runs.service.js';
import type { StorageConfigService } from '../storage/storage-config.service.js';
import type { StorageObjectService } from '../storage/storage-objects.service.js';
import { importFilesHandler, restageAbandonedImport } from './import-files.handler.js';
import { ImportFilesStore } from './import-files.store.js';
import { IMPORT_PIPELINE } from './import-parameters.js';
import { ImportedTablesService } from './imported-tables.service.js';
import { ImportSettingsService } from './import-settings.service.js';
import { ImportService } from './import.service.js';

export interface ImportModuleDeps {
  config: Config;
  access: AccessService;
  storageConfigs: StorageConfigService;
  storageObjects: StorageObjectService;
  runs: RunService;
  runHandlers: RunHandlers;
  warehouse: WarehouseService;
}

export function importModule(db: Db, deps: ImportModuleDeps) {
  const store = new ImportFilesStore(db);
  const importSettings = new ImportSettingsService(store, deps.storageConfigs);
  const importedTables = new ImportedTablesService(db, deps.access, store);
  deps.runHandlers.register(
    IMPORT_PIPELINE,
    importFilesHandler({
      store,
      settings: importSettings,
      storageObjects: deps.storageObjects,
      warehouse: deps.warehouse,
      access: deps.access,
      dataDir: deps.config.dataDir,
      xlsxLimits: deps.config.import.xlsx,
      warehouseQuotaBytes: deps.config.warehouse.quotaBytes ?? 0,
      importedTables,
    }),
    { onAbandoned: (run) => restageAbandonedImport(store, run) },
  );
  return {
    /** imports.start(engagementId, request, principal) queues an ImportFiles run. */
    imports: new ImportService(store, deps.storageConfigs, deps.runs),
    importSettings,
    /** importedTables.mayRead(principal, engagementId, tables): folder access follows imported data. */
    importedTables,
  };
}
