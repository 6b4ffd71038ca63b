// Gain governance (admin-console.md sections 2-4, "Gain area"), owned by modules/gain/governance:
// the requirements status of a gain engagement (every update a row: the newest is the current
// status, all of them the history) and the promotions of its import configuration versions.
import type { GainProcessType } from '@cairn/contracts';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, engagementColumn, nowColumn, timestampColumn } from './columns.js';

export const gainRequirementsStatuses = pgTable(
  'gain_requirements_statuses',
  {
    id: idColumn(),
    engagementId: engagementColumn(),
    /** Index into REQUIREMENTS_STATUSES. */
    requirementsStatus: integer().notNull(),
    message: text().notNull(),
    updatedAt: nowColumn(),
    /** users.id or applications.id; null for the demo seed. */
    updatedById: uuid(),
    updatedBy: text(),
  },
  (t) => [index('gain_requirements_statuses_engagement_idx').on(t.engagementId, t.updatedAt)],
);

export const gainPromotions = pgTable(
  'gain_promotions',
  {
    id: idColumn(),
    engagementId: engagementColumn(),
    /** GainData or FxRate (GAIN_PROCESS_TYPES): whose configuration version is promoted. */
    processType: text().$type<GainProcessType>().notNull(),
    sourceVersion: integer().notNull(),
    /** Index into PROMOTION_STATUSES. */
    status: integer().notNull(),
    /** Why it failed: the test import's report. */
    statusMessage: text(),
    comment: text(),
    promotedAt: nowColumn(),
    finishedAt: timestampColumn(),
    createdById: uuid(),
    createdBy: text(),
    /** The promotion this one reverted (a revert promotes the target version back). */
    revertOf: uuid(),
  },
  (t) => [index('gain_promotions_engagement_idx').on(t.engagementId, t.processType, t.promotedAt)],
);
