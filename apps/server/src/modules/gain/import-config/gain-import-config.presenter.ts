// The only way a stored import configuration version becomes JSON (the current version with what
// the caller may do, a history entry, or the plain configuration other gain parts read).
import type {
  GainImportConfiguration,
  GainImportConfigurationAbilities,
  GainImportConfigurationResponse,
  GainProcessType,
} from '@cairn/contracts';
import type { gainImportConfigurationVersions } from '../../../db/schema/gain-import-config.js';

export type ImportConfigurationRow = typeof gainImportConfigurationVersions.$inferSelect;

const body = (row: ImportConfigurationRow) => ({
  fileLogicType: row.fileLogicType === 'SqlLogic' ? ('SqlLogic' as const) : ('BooleanLogic' as const),
  fileConfigurations: row.fileConfigurations,
  tableConfigurations: row.tableConfigurations,
  inputSqlConfiguration: row.sqlQuery === null ? null : { sqlQuery: row.sqlQuery },
});

/** The newest version (or version 0 with empty lists when nothing was saved yet). */
export function presentImportConfiguration(
  processType: GainProcessType,
  row: ImportConfigurationRow | undefined,
): GainImportConfiguration {
  if (!row)
    return {
      processType,
      version: 0,
      timestamp: null,
      updatedBy: null,
      fileLogicType: 'BooleanLogic',
      fileConfigurations: [],
      tableConfigurations: [],
      inputSqlConfiguration: null,
    };
  return {
    processType,
    version: row.version,
    timestamp: row.createdAt.toISOString(),
    updatedBy: row.createdByName,
    ...body(row),
  };
}

export const presentImportConfigurationForCaller = (
  processType: GainProcessType,
  row: ImportConfigurationRow | undefined,
  abilities: GainImportConfigurationAbilities,
): GainImportConfigurationResponse => ({ ...presentImportConfiguration(processType, row), abilities });

export const presentImportConfigurationVersion = (row: ImportConfigurationRow) => ({
  version: row.version,
  timestamp: row.createdAt.toISOString(),
  updatedBy: row.createdByName,
  restoredFrom: row.restoredFrom,
  ...body(row),
});
