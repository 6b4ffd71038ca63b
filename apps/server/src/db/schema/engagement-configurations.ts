// Versioned engagement configurations (admin-console.md section 3, "Configuration" tab): dashboard,
// gain, node model, reporting and pipeline settings of an engagement, owned by
// modules/engagement-configurations. Every save and every restore appends a version; rows are never
// changed, so the history says who set what and when. Secret fields are not here: the secret store
// (schema/secrets.ts) keeps them, and a version records only whether one was set.
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, engagementColumn, nowColumn } from './columns.js';

export const engagementConfigurationVersions = pgTable(
  'engagement_configuration_versions',
  {
    id: idColumn(),
    engagementId: engagementColumn(),
    /** dashboard, gain, nodeModel, reporting or pipeline (ENGAGEMENT_CONFIGURATION_KINDS). */
    kind: text().notNull(),
    /** 1, 2, 3 ... per engagement and kind. */
    version: integer().notNull(),
    /** The configuration's fields, secrets left out. */
    values: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The version this one restored, if it was made by a restore. */
    restoredFrom: integer(),
    /** What the save named this version (at most 100 characters, configuration-history.ts); null without. */
    tag: text(),
    createdAt: nowColumn(),
    /** users.id or applications.id of who saved it; null for the demo seed. */
    createdBy: uuid(),
    createdByName: text(),
  },
  (t) => [
    uniqueIndex('engagement_configuration_versions_uq').on(t.engagementId, t.kind, t.version),
    index('engagement_configuration_versions_engagement_idx').on(t.engagementId),
  ],
);
