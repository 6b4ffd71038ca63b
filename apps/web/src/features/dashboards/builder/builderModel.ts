// What the dashboard builder edits, and how it becomes the definition file (docs/dashboards.md). A
// tile is made from a table (the builder writes its SQL from the chart's fields, following every
// filter whose column the table has) or from SQL the author writes; filters are made from columns.
// The definition stays the file format: saving sends it, export writes it as YAML or JSON.
import {
  cairnDashboardDefinitionSchema,
  type CairnDashboardDefinition,
  type DashboardChart,
  type DashboardFilter,
  type WarehouseTable,
} from '@cairn/contracts';
import { isNumericType } from '../../../shared/format/numbers';

export const CHART_TYPES = ['kpi', 'bar', 'line', 'area', 'pie', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const AGGREGATES = ['sum', 'avg', 'count', 'min', 'max', 'none'] as const;
export type Aggregate = (typeof AGGREGATES)[number];
/** Widths offered on the 24-column grid: a quarter, a third, a half, two thirds, the whole row. */
export const TILE_WIDTHS = [6, 8, 12, 16, 24] as const;

/** A tile drawn from a table: the builder writes its query. */
export interface TableSource {
  kind: 'table';
  schema: string;
  table: string;
  /** x of bar/line/area, category of pie; unused by KPI and table. */
  dimension?: string;
  /** y of bar/line/area, value of pie and KPI. */
  measure?: string;
  aggregate: Aggregate;
  /** Series of bar/line/area. */
  color?: string;
  /** Columns of a table chart; none means all. */
  columns?: string[];
}
export interface SqlSource {
  kind: 'sql';
  query: string;
  /** Chart fields picked from the query's result columns. */
  dimension?: string;
  measure?: string;
  color?: string;
}

export interface BuilderTile {
  id: string;
  title: string;
  chartType: ChartType;
  width: number;
  source: TableSource | SqlSource;
}

/** A filter with the column it was made from (table tiles follow it where the table has it). */
export interface BuilderFilter {
  filter: DashboardFilter;
  column: string;
}

export interface BuilderPage {
  title: string;
  tiles: BuilderTile[];
}

export interface BuilderState {
  name: string;
  description: string;
  filters: BuilderFilter[];
  pages: BuilderPage[];
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
const TEMPORAL = /^(DATE|TIMESTAMP)/i;

export function emptyState(name = ''): BuilderState {
  return { name, description: '', filters: [], pages: [{ title: '', tiles: [] }] };
}

/** A tile id not yet used in the dashboard (ids are how tiles are addressed and cached). */
export function nextTileId(state: BuilderState): string {
  const used = new Set(state.pages.flatMap((p) => p.tiles.map((t) => t.id)));
  let n = used.size + 1;
  while (used.has(`tile_${n}`)) n += 1;
  return `tile_${n}`;
}

/** The condition a table tile adds for each filter whose column its table has. */
function filterConditions(filters: BuilderFilter[], table: WarehouseTable | undefined): string[] {
  if (!table) return [];
  const columns = new Map(table.columns.map((c) => [c.name.toLowerCase(), c.name]));
  return filters.flatMap(({ filter, column }) => {
    const name = columns.get(column.toLowerCase());
    if (!name) return [];
    const param = `$${filter.id}`;
    const value =
      filter.type === 'date'
        ? `CAST(${quote(name)} AS DATE) = CAST(${param} AS DATE)`
        : `${quote(name)} = ${param}`;
    return [`(${param} IS NULL OR ${value})`];
  });
}

/** The SQL of a table tile: its fields, aggregated where the chart draws one figure per group. */
export function tableQuery(
  chartType: ChartType,
  source: TableSource,
  filters: BuilderFilter[],
  table: WarehouseTable | undefined,
): string | null {
  const from = `${quote(source.schema)}.${quote(source.table)}`;
  const conditions = filterConditions(filters, table);
  const where = conditions.length ? `\nWHERE ${conditions.join('\n  AND ')}` : '';
  const measure = (column: string) =>
    source.aggregate === 'none'
      ? quote(column)
      : `${source.aggregate.toUpperCase()}(${quote(column)}) AS ${quote(column)}`;
  if (chartType === 'table') {
    const list = source.columns?.length ? source.columns.map(quote).join(', ') : '*';
    return `SELECT ${list}\nFROM ${from}${where}`;
  }
  if (!source.measure) return null;
  if (chartType === 'kpi') return `SELECT ${measure(source.measure)}\nFROM ${from}${where}`;
  if (!source.dimension) return null;
  const groups = [source.dimension, ...(chartType !== 'pie' && source.color ? [source.color] : [])].map(
    quote,
  );
  const grouped = source.aggregate === 'none' ? '' : `\nGROUP BY ${groups.join(', ')}`;
  return `SELECT ${[...groups, measure(source.measure)].join(', ')}\nFROM ${from}${where}${grouped}\nORDER BY ${groups.join(', ')}`;
}

/** The tile's query as it is saved and previewed; null while its fields are not all chosen. */
export function tileQuery(
  tile: BuilderTile,
  filters: BuilderFilter[],
  tables: WarehouseTable[],
): string | null {
  if (tile.source.kind === 'sql') return tile.source.query.trim() || null;
  const { schema, table } = tile.source;
  const found = tables.find((t) => t.schema === schema && t.name === table);
  return tableQuery(tile.chartType, tile.source, filters, found);
}

/** The definition's chart of a tile; a field not chosen yet is empty (the save names it). */
export function tileChart(tile: BuilderTile): DashboardChart {
  const { dimension = '', measure = '', color } = tile.source;
  switch (tile.chartType) {
    case 'table':
      return { type: 'table' };
    case 'kpi':
      return { type: 'kpi', value: measure };
    case 'pie':
      return { type: 'pie', category: dimension, value: measure };
    default:
      return { type: tile.chartType, x: dimension, y: measure, ...(color ? { color } : {}) };
  }
}

/** Every field the chart draws is chosen. */
export const chartReady = (chart: DashboardChart) =>
  Object.entries(chart).every(([key, value]) => key === 'color' || value !== '');

/** The chart's fields of a tile whose SQL the author wrote, read back from a saved definition. */
function sqlSourceOf(query: string, chart: DashboardChart): SqlSource {
  switch (chart.type) {
    case 'kpi':
      return { kind: 'sql', query, measure: chart.value };
    case 'pie':
      return { kind: 'sql', query, dimension: chart.category, measure: chart.value };
    case 'bar':
    case 'line':
    case 'area':
      return { kind: 'sql', query, dimension: chart.x, measure: chart.y, color: chart.color };
    default:
      return { kind: 'sql', query };
  }
}

/** A saved definition opened in the builder: every tile as SQL (its query is what was saved). */
export function fromDefinition(definition: CairnDashboardDefinition): BuilderState {
  return {
    name: definition.name,
    description: definition.description ?? '',
    filters: (definition.filters ?? []).map((filter) => ({ filter, column: filter.id })),
    pages: definition.pages.map((page) => ({
      title: page.title,
      tiles: page.tiles.map((tile) => ({
        id: tile.id,
        title: tile.title,
        // A Vega-Lite tile keeps its spec only in the file: the builder shows it as a table.
        chartType: tile.chart.type === 'vega-lite' ? 'table' : tile.chart.type,
        width: tile.width ?? 12,
        source: sqlSourceOf(tile.query, tile.chart),
      })),
    })),
  };
}

/** The definition file of what the builder holds, with `pageTitle` for pages left untitled. */
export function toDefinition(
  state: BuilderState,
  tables: WarehouseTable[],
  pageTitle: (index: number) => string,
): CairnDashboardDefinition {
  return {
    name: state.name.trim(),
    ...(state.description.trim() ? { description: state.description.trim() } : {}),
    ...(state.filters.length ? { filters: state.filters.map((f) => f.filter) } : {}),
    pages: state.pages.map((page, index) => ({
      title: page.title.trim() || pageTitle(index),
      tiles: page.tiles.map((tile) => ({
        id: tile.id,
        title: tile.title.trim(),
        query: tileQuery(tile, state.filters, tables) ?? '',
        chart: tileChart(tile),
        width: tile.width,
      })),
    })),
  };
}

/** What is wrong with the definition before it is sent, each with its place (the upload's wording). */
export function definitionProblems(definition: CairnDashboardDefinition): string[] {
  const parsed = cairnDashboardDefinitionSchema.safeParse(definition);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const place = issue.path.reduce<string>(
      (out, part) =>
        typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part),
      '',
    );
    return place ? `${place}: ${issue.message}` : issue.message;
  });
}

/** A filter made from a column: numbers and dates typed, anything else a list of the column's values. */
export function filterFromColumn(
  table: WarehouseTable,
  columnName: string,
  label: string,
  taken: BuilderFilter[],
): BuilderFilter {
  const column = table.columns.find((c) => c.name === columnName);
  const base =
    columnName
      .replace(/[^A-Za-z0-9_]/g, '_')
      .replace(/^([^A-Za-z_])/, '_$1')
      .slice(0, 60) || 'filter';
  const ids = new Set(taken.map((f) => f.filter.id));
  let id = base;
  for (let n = 2; ids.has(id); n += 1) id = `${base}_${n}`;
  const type =
    column && isNumericType(column.type)
      ? 'number'
      : column && TEMPORAL.test(column.type)
        ? 'date'
        : 'select';
  const filter: DashboardFilter =
    type === 'select'
      ? {
          id,
          label,
          type,
          optionsQuery: `SELECT DISTINCT ${quote(columnName)} FROM ${quote(table.schema)}.${quote(table.name)} WHERE ${quote(columnName)} IS NOT NULL ORDER BY 1`,
        }
      : { id, label, type };
  return { filter, column: columnName };
}

/** The fields a chart type asks for, in the order the editor shows them. */
export function chartFields(chartType: ChartType): ('dimension' | 'measure' | 'color')[] {
  if (chartType === 'table') return [];
  if (chartType === 'kpi') return ['measure'];
  if (chartType === 'pie') return ['dimension', 'measure'];
  return ['dimension', 'measure', 'color'];
}

export const isNumericColumn = isNumericType;
