// Gain import configurations (workspace.md section 3 "Gain import configuration"), owned by
// modules/gain/import-config. Per gain engagement and process type (GainData, FxRate) every save
// and every restore appends a version; rows are never changed, so the history says who set what
// and when, and a promoted version (modules/gain/governance) stays readable for the runs.
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GainFileConfiguration, GainTableConfiguration } from '@cairn/contracts';
import { idColumn, engagementColumn, nowColumn } from './columns.js';

export const gainImportConfigurationVersions = pgTable(
  'gain_import_configuration_versions',
  {
    id: idColumn(),
    engagementId: engagementColumn(),
    /** GainData or FxRate (GAIN_PROCESS_TYPES). */
    processType: text().notNull(),
    /** 1, 2, 3 ... per engagement and process type. */
    version: integer().notNull(),
    /** BooleanLogic or SqlLogic (FILE_LOGIC_TYPES). */
    fileLogicType: text().notNull(),
    fileConfigurations: jsonb().$type<GainFileConfiguration[]>().notNull(),
    tableConfigurations: jsonb().$type<GainTableConfiguration[]>().notNull(),
    /** The SQL logic's query (kept with BooleanLogic too, so switching back and forth loses nothing). */
    sqlQuery: text(),
    /** The version this one restored, if it was made by a restore. */
    restoredFrom: integer(),
    createdAt: nowColumn(),
    /** users.id or applications.id of who saved it; null for the demo seed. */
    createdBy: uuid(),
    createdByName: text(),
  },
  (t) => [
    uniqueIndex('gain_import_configuration_versions_uq').on(t.engagementId, t.processType, t.version),
    index('gain_import_configuration_versions_engagement_idx').on(t.engagementId),
  ],
);
