// The import engine's file selection (implements GainFileSelector of ../ports.ts): boolean logic in
// JavaScript (file-selection.ts), SQL logic as a user's query in a locked-down warehouse session on a
// throwaway in-memory database, so neither the engagement's warehouse nor its lease is touched.
import type { GainImportConfiguration, GainImportConfigurationSave, GainProcessType } from '@cairn/contracts';
import type { WarehouseService } from '../../../warehouse/warehouse.service.js';
import type {
  GainFileSelector,
  GainImportConfigurations,
  GainPromotedVersions,
  GainSelection,
  StagedFileFacts,
} from '../ports.js';
import { selectByBooleanLogic } from './file-selection.js';
import { selectBySqlLogic } from './sql-selection.js';

export interface GainFileSelectorDeps {
  configurations: GainImportConfigurations;
  promoted: GainPromotedVersions;
  warehouse: Pick<WarehouseService, 'throwawaySession'>;
}

export class GainFileSelectorService implements GainFileSelector {
  constructor(private readonly deps: GainFileSelectorDeps) {}

  /** The configuration gain import runs use: the promoted version, else the newest (ports.ts). */
  async configurationForRuns(
    engagementId: string,
    processType: GainProcessType,
  ): Promise<GainImportConfiguration> {
    const version = await this.deps.promoted.versionForRuns(engagementId, processType);
    const promoted =
      version === undefined
        ? undefined
        : await this.deps.configurations.version(engagementId, processType, version);
    return promoted ?? this.deps.configurations.current(engagementId, processType);
  }

  async select(
    engagementId: string,
    processType: GainProcessType,
    staged: StagedFileFacts[],
    configuration?: GainImportConfigurationSave,
  ): Promise<GainSelection> {
    const config = configuration ?? (await this.configurationForRuns(engagementId, processType));
    if (config.fileLogicType !== 'SqlLogic') return selectByBooleanLogic(config.fileConfigurations, staged);
    const sql = config.inputSqlConfiguration?.sqlQuery?.trim();
    if (!sql) return { fileNamesToProcess: [], fileNamesToArchive: [], batchFiles: [] };
    const session = await this.deps.warehouse.throwawaySession(':memory:');
    try {
      return await selectBySqlLogic(session, sql, config.fileConfigurations, staged);
    } finally {
      await session.close();
    }
  }
}
