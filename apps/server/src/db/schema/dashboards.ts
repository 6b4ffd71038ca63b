// Cairn's own dashboards (modules/dashboards/cairn): per engagement, dashboards by name, each with
// its uploaded definition versions (a re-upload of the same name is the next version). Power BI
// reports live in Power BI and have no rows here.
import { integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { idColumn, engagementColumn, nowColumn } from './columns.js';

export const cairnDashboards = pgTable(
  'cairn_dashboards',
  {
    id: idColumn(),
    engagementId: engagementColumn(),
    /** The definition's `name`: uploading a definition with a name in use adds a version to that dashboard. */
    name: text().notNull(),
    createdAt: nowColumn(),
  },
  (t) => [unique('cairn_dashboards_engagement_name').on(t.engagementId, t.name)],
);

export const cairnDashboardVersions = pgTable(
  'cairn_dashboard_versions',
  {
    id: idColumn(),
    dashboardId: uuid()
      .notNull()
      .references(() => cairnDashboards.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    fileName: text().notNull(),
    /** The file as uploaded (JSON or YAML text), so the author's comments and layout are kept. */
    source: text().notNull(),
    /** The validated definition (contracts' cairnDashboardDefinitionSchema). */
    definition: jsonb().$type<Record<string, unknown>>().notNull(),
    uploadedAt: nowColumn(),
    /** users.id or applications.id of the uploader, and their name at the time. */
    uploadedById: uuid(),
    uploadedByName: text(),
  },
  (t) => [unique('cairn_dashboard_versions_dashboard_version').on(t.dashboardId, t.version)],
);
