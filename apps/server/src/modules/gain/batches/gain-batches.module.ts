// The gain batches part's services from explicit dependencies (as import.module.ts does): batches
// and the hand-over to Gain (implements GainBatches), staging and the starts of gain imports. The
// import configurations and the file selector are the other gain parts', reached through ports.ts.
import type { Db } from '../../../db/client.js';
import type { WarehouseService } from '../../../warehouse/warehouse.service.js';
import type { EngagementConfigurationService } from '../../engagement-configurations/engagement-configurations.service.js';
import type { EngagementService } from '../../engagements/engagements.service.js';
import type { RunService } from '../../pipelines/runs.service.js';
import { ImportFilesStore } from '../../import/import-files.store.js';
import type { StorageObjectService } from '../../storage/storage-objects.service.js';
import type { StorageDrivers } from '../../storage/drivers/index.js';
import type { OutboundConnectors } from '../../connectors/outbound-connectors.port.js';
import { GainDelivery } from './delivery/gain-delivery.js';
import type { GainFileSelector, GainImportConfigurations } from '../ports.js';
import { GainBatchesService } from './gain-batches.service.js';
import { GainBatchesStore } from './gain-batches.store.js';
import { GainStagingService } from './gain-staging.service.js';

export interface GainBatchesModuleDeps {
  engagements: EngagementService;
  runs: RunService;
  storageObjects: StorageObjectService;
  warehouse: WarehouseService;
  engagementConfigurations: Pick<EngagementConfigurationService, 'newestValues'>;
  gainImportConfigurations: GainImportConfigurations;
  gainFileSelector: GainFileSelector;
  /** The gain card's outbound target: a broker or API connection of the engagement, or a container. */
  outboundConnectors: Pick<OutboundConnectors, 'openBroker' | 'accessToken' | 'addresses'>;
  storageDrivers: Pick<StorageDrivers, 'outboundDriver'>;
  /** First back-off of an API delivery's retries (ms); tests shorten it. */
  apiBackoffMs?: number;
}

/** The gain card's inputFlow_TransformationEngine_BatchSize: a whole number from 0; 0 or unset sends one chunk. */
export function batchSizeOf(values: Record<string, unknown>): number {
  const size = Number(values.inputFlow_TransformationEngine_BatchSize ?? 0);
  return Number.isInteger(size) && size > 0 ? size : 0;
}

export function gainBatchesModule(db: Db, deps: GainBatchesModuleDeps) {
  const store = new GainBatchesStore(db);
  const files = new ImportFilesStore(db);
  const gainCard = (engagementId: string) => deps.engagementConfigurations.newestValues(engagementId, 'gain');
  const delivery = new GainDelivery({
    gainCard,
    connectors: deps.outboundConnectors,
    storageDrivers: deps.storageDrivers,
    apiBackoffMs: deps.apiBackoffMs,
  });
  const gainBatches = new GainBatchesService(
    store,
    files,
    async (engagementId) => batchSizeOf(await gainCard(engagementId)),
    delivery,
    (engagementId) => deps.warehouse.connect(engagementId),
  );
  const gainStaging = new GainStagingService({
    engagements: deps.engagements,
    files,
    store,
    runs: deps.runs,
    configurations: deps.gainImportConfigurations,
    selector: deps.gainFileSelector,
    warehouse: deps.warehouse,
  });
  // A trigger file uploaded (or polled by an SFTP broker) into a gain engagement's import storage.
  deps.storageObjects.onFilesArrived(async (at, folder, names) => {
    await gainStaging.filesArrived(at, folder, names);
  });
  return {
    /** recordBatch / sendToGain (GainBatches of modules/gain/ports.ts) and the Gain area's batch list. */
    gainBatches,
    /** Staging files, the trigger auto-start, import / reprocess and the FX-rate process and rates. */
    gainStaging,
  };
}
