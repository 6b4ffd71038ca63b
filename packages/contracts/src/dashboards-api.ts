// API shapes of dashboards (workspace.md s.2 "Dashboards", s.3 dashboard and embedded dashboard,
// s.7 dashboarding calls). Routes, under /api/engagements/:engagementId/dashboards:
//   GET    /                                  -> paged DashboardSummary (?page=&pageSize=)
//   POST   /              multipart `file`    -> DashboardSummary (415 for another file type)
//   DELETE /:dashboardId                      -> 204
//   GET    /:dashboardId/embed                -> EmbeddedDashboard (powerbi: token; cairn: definition)
//   GET    /:dashboardId/tiles/:tileId?filters=<json>      -> TileResult (409 capacityPaused)
//   GET    /:dashboardId/tiles/:tileId/csv?filters=<json>  -> text/csv
//   GET    /:dashboardId/filters/:filterId/options          -> FilterOptions (409 capacityPaused)
// A Cairn dashboard is an uploaded definition file (JSON or YAML): pages of tiles, each an SQL query
// over the engagement's warehouse drawn as a chart; the definition's schema is below and in
// docs/dashboards.md (docs/dashboards.schema.json is generated from it).
import { z } from 'zod';
import './zod-messages.js';
import { pagedResultSchema } from './paging.js';

export const DASHBOARD_PROVIDERS = ['cairn', 'powerbi'] as const;
export type DashboardProviderKind = (typeof DASHBOARD_PROVIDERS)[number];

/** The capacity Cairn's own dashboards run on (dashboard-capacities-api.ts): paused, no tile runs. */
export const CAIRN_DASHBOARD_CAPACITY = 'PowerBi' as const;

/** s.8: the message of a 415 for an upload of another file type. */
export const DASHBOARD_UNSUPPORTED_EXTENSION = 'This file extension is not supported';
/** The 409 of a tile while the dashboard's capacity is paused. */
export const DASHBOARD_CAPACITY_PAUSED = 'the capacity is paused';
export const DASHBOARD_CAPACITY_PAUSED_CODE = 'capacityPaused';

/** Limits of a Cairn tile's query. */
export const DASHBOARD_TILE_ROW_LIMIT = 5000;
export const DASHBOARD_MAX_FILE_BYTES = 1024 * 1024;

/** What the caller may do with a dashboard (outline's policies). */
export const dashboardAbilitiesSchema = z.object({
  open: z.boolean(),
  delete: z.boolean(),
});
export type DashboardAbilities = z.infer<typeof dashboardAbilitiesSchema>;

export const dashboardSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.enum(DASHBOARD_PROVIDERS),
  uploadedAt: z.string(),
  /** Display name of the uploader; null when unknown (a Power BI report uploaded elsewhere). */
  uploadedBy: z.string().nullable(),
  abilities: dashboardAbilitiesSchema,
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** What the caller may do with the engagement's dashboards: upload (writers), of these file types. */
export const dashboardListAbilitiesSchema = z.object({
  upload: z.boolean(),
  provider: z.enum(DASHBOARD_PROVIDERS),
  fileExtensions: z.array(z.string()),
});
export type DashboardListAbilities = z.infer<typeof dashboardListAbilitiesSchema>;
export const dashboardListSchema = pagedResultSchema(dashboardSummarySchema).extend({
  abilities: dashboardListAbilitiesSchema,
});
export type DashboardList = z.infer<typeof dashboardListSchema>;

// ---- The Cairn definition ----

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const identifier = z
  .string()
  .regex(IDENTIFIER, 'Use letters, digits and underscores, starting with a letter or underscore.');
const column = z.string().min(1).max(200);
const filterValue = z.union([z.string().max(1000), z.number(), z.boolean()]);

export const DASHBOARD_FILTER_TYPES = ['select', 'text', 'number', 'date'] as const;

export const dashboardFilterSchema = z
  .object({
    /** Referenced in tile queries as `$id` (a bound parameter, never text spliced into the SQL). */
    id: identifier,
    label: z.string().min(1).max(100),
    type: z.enum(DASHBOARD_FILTER_TYPES),
    /** Choices of a select filter: listed here, or the first column of `optionsQuery`'s rows. */
    options: z.array(filterValue).max(1000).optional(),
    optionsQuery: z.string().min(1).max(20_000).optional(),
    /** The value before the viewer picks one; none (null) means "all". */
    default: filterValue.nullable().optional(),
  })
  .strict();
export type DashboardFilter = z.infer<typeof dashboardFilterSchema>;

const xy = { x: column, y: column, color: column.optional() };
export const dashboardChartSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('table') }).strict(),
  z.object({ type: z.literal('bar'), ...xy }).strict(),
  z.object({ type: z.literal('line'), ...xy }).strict(),
  z.object({ type: z.literal('area'), ...xy }).strict(),
  z.object({ type: z.literal('pie'), category: column, value: column }).strict(),
  z.object({ type: z.literal('kpi'), value: column, format: z.string().max(50).optional() }).strict(),
  /** A Vega-Lite spec without its data: the tile's rows are given to it as the `table` dataset. */
  z.object({ type: z.literal('vega-lite'), spec: z.record(z.string(), z.unknown()) }).strict(),
]);
export type DashboardChart = z.infer<typeof dashboardChartSchema>;

export const dashboardTileSchema = z
  .object({
    id: identifier,
    title: z.string().min(1).max(200),
    /** One SELECT over the engagement's warehouse; filters are `$filterId` parameters. */
    query: z.string().min(1).max(20_000),
    chart: dashboardChartSchema,
    /** Columns of the 24-column grid (default 12). */
    width: z.number().int().min(1).max(24).optional(),
  })
  .strict();
export type DashboardTile = z.infer<typeof dashboardTileSchema>;

export const dashboardPageSchema = z
  .object({
    title: z.string().min(1).max(100),
    tiles: z.array(dashboardTileSchema).min(1).max(50),
  })
  .strict();
export type DashboardPage = z.infer<typeof dashboardPageSchema>;

/** `$name` parameters of a query (outside quoted text and comments is not checked: DuckDB binds them). */
export function queryParameters(sql: string): string[] {
  const names = new Set<string>();
  for (const match of sql.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(match[1]);
  return [...names];
}

export const cairnDashboardDefinitionSchema = z
  .object({
    name: z.string().min(1).max(200),
    description: z.string().max(2000).optional(),
    filters: z.array(dashboardFilterSchema).max(20).optional(),
    pages: z.array(dashboardPageSchema).min(1).max(20),
  })
  .strict()
  .superRefine((definition, ctx) => {
    const filterIds = new Set<string>();
    (definition.filters ?? []).forEach((filter, i) => {
      if (filterIds.has(filter.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['filters', i, 'id'],
          message: `The filter id '${filter.id}' is used twice.`,
        });
      }
      filterIds.add(filter.id);
      if (filter.type === 'select' && !filter.options && !filter.optionsQuery) {
        ctx.addIssue({
          code: 'custom',
          path: ['filters', i],
          message: 'A select filter needs options or an optionsQuery.',
        });
      }
    });
    const tileIds = new Set<string>();
    definition.pages.forEach((page, p) =>
      page.tiles.forEach((tile, t) => {
        if (tileIds.has(tile.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['pages', p, 'tiles', t, 'id'],
            message: `The tile id '${tile.id}' is used twice.`,
          });
        }
        tileIds.add(tile.id);
        for (const name of queryParameters(tile.query)) {
          if (!filterIds.has(name)) {
            ctx.addIssue({
              code: 'custom',
              path: ['pages', p, 'tiles', t, 'query'],
              message: `The query uses $${name}, which is not a filter of this dashboard.`,
            });
          }
        }
      }),
    );
  });
export type CairnDashboardDefinition = z.infer<typeof cairnDashboardDefinitionSchema>;

// ---- Embedding ----

export const embeddedDashboardSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('powerbi'),
    id: z.string(),
    name: z.string(),
    accessToken: z.string(),
    embedUrl: z.string(),
  }),
  z.object({
    provider: z.literal('cairn'),
    id: z.string(),
    name: z.string(),
    version: z.number().int(),
    definition: cairnDashboardDefinitionSchema,
  }),
]);
export type EmbeddedDashboard = z.infer<typeof embeddedDashboardSchema>;

// ---- Tile data ----

/** The filters a viewer picked, as `?filters=` (JSON text of { filterId: value | null }). */
export const tileFilterValuesSchema = z.record(z.string(), filterValue.nullable());
export type TileFilterValues = z.infer<typeof tileFilterValuesSchema>;

export const tileQuerySchema = z.object({ filters: z.string().max(10_000).optional() });

export const tileResultSchema = z.object({
  columns: z.array(z.object({ name: z.string(), type: z.string() })),
  rows: z.array(z.array(z.unknown())),
  /** More rows than the tile's row limit: the first DASHBOARD_TILE_ROW_LIMIT are given. */
  truncated: z.boolean(),
  /** Answered from the cache of this dashboard version and warehouse build. */
  cached: z.boolean(),
  computedAt: z.string(),
});
export type TileResult = z.infer<typeof tileResultSchema>;

/** A select filter's choices (listed, or from its optionsQuery). */
export const filterOptionsSchema = z.object({ options: z.array(filterValue) });

// ---- The dashboard builder (issue 27) ----
//   POST /preview-tile   {query, filters?}  -> TileResult (writers: it runs SQL the caller wrote)
//   POST /definitions    {definition}       -> DashboardSummary (a new version of the dashboard of that name)
//   GET  /definition-schema                 -> the definition's JSON Schema (docs/dashboards.schema.json)

/** A tile the builder shows before it is saved: its query and the filter values to bind. */
export const previewTileBodySchema = z
  .object({
    query: dashboardTileSchema.shape.query,
    filters: tileFilterValuesSchema.optional(),
  })
  .strict();
export type PreviewTileBody = z.infer<typeof previewTileBodySchema>;

/** A definition the builder made, saved as an upload of it would be. */
export const saveDashboardDefinitionBodySchema = z
  .object({ definition: cairnDashboardDefinitionSchema })
  .strict();
export type SaveDashboardDefinitionBody = z.infer<typeof saveDashboardDefinitionBodySchema>;
