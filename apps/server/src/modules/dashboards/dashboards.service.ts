// An engagement's dashboards: the provider its dashboard configuration chooses (no configuration or
// Cairn: Cairn's own; PowerBi or AnalysisServices: Power BI), the caller's abilities on each, uploads
// (a file type the provider does not take is a 415), deletes (audited), embedding, and the tiles of
// Cairn dashboards, which do not run while the dashboard capacity is paused.
import path from 'node:path';
import {
  CAIRN_DASHBOARD_CAPACITY,
  DASHBOARD_CAPACITY_PAUSED,
  DASHBOARD_CAPACITY_PAUSED_CODE,
  DASHBOARD_UNSUPPORTED_EXTENSION,
  engagementScope,
  parseSort,
  queryParameters,
  tileFilterValuesSchema,
  type DashboardList,
  type DashboardSummary,
  type EmbeddedDashboard,
  type CairnDashboardDefinition,
  type PagedQuery,
  type PreviewTileBody,
  type TileFilterValues,
  type TileResult,
} from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import { badRequest, conflict, forbidden, HttpProblem, notFound } from '../../http/problem.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CairnDashboardProvider, CairnDashboardVersion } from './cairn/cairn.provider.js';
import type { TileRunner } from './cairn/tile-runner.js';
import { dashboardAbilities, mayUploadDashboards } from './dashboards.policy.js';
import { presentDashboard, tileCsv } from './dashboards.presenter.js';
import type { CapacityGate, DashboardFile, DashboardProvider, TileSourceFolders } from './ports.js';

/** The engagement's dashboard configuration card's tool (modules/engagement-configurations). */
export interface DashboardToolTypes {
  toolType(engagementId: string): Promise<string | undefined>;
}

export const DASHBOARD_SORT_COLUMNS = ['name', 'uploadedAt'] as const;
export const DEFAULT_DASHBOARD_SORT = '-uploadedAt';

export const DASHBOARD_UPLOAD_ACTION = 'Dashboard.Upload';
export const DASHBOARD_DELETE_ACTION = 'Dashboard.Delete';

export class DashboardService {
  constructor(
    private readonly access: AccessService,
    private readonly audit: AuditService,
    private readonly toolTypes: DashboardToolTypes,
    private readonly cairn: CairnDashboardProvider,
    private readonly tiles: TileRunner,
    private readonly gate: CapacityGate,
    private readonly sourceFolders: TileSourceFolders,
    /** Power BI reports; absent until that provider is wired (modules/dashboards/powerbi). */
    private readonly powerbi?: DashboardProvider,
  ) {}

  private async providerFor(engagementId: string): Promise<DashboardProvider> {
    const tool = await this.toolTypes.toolType(engagementId);
    if (tool !== 'PowerBi' && tool !== 'AnalysisServices') return this.cairn;
    if (!this.powerbi)
      throw conflict('Power BI dashboards are not available on this installation.', 'providerUnavailable');
    return this.powerbi;
  }

  private async permissions(caller: Principal, engagementId: string) {
    return this.access.heldAt(caller, engagementScope(engagementId));
  }

  async list(engagementId: string, query: PagedQuery, caller: Principal): Promise<DashboardList> {
    const provider = await this.providerFor(engagementId);
    const permissions = await this.permissions(caller, engagementId);
    const search = query.search?.trim().toLowerCase();
    // Providers answer whole lists (a Power BI workspace has no paging); they are short.
    const all = (await provider.list(engagementId)).filter(
      (d) => !search || d.name.toLowerCase().includes(search),
    );
    const { column, direction } = parseSort(query.sort ?? DEFAULT_DASHBOARD_SORT);
    const by = column === 'name' ? 'name' : 'uploadedAt';
    all.sort(
      (a, b) => a[by].localeCompare(b[by]) * (direction === 'desc' ? -1 : 1) || a.id.localeCompare(b.id),
    );
    const abilities = dashboardAbilities(permissions);
    const start = (query.page - 1) * query.pageSize;
    return {
      results: all
        .slice(start, start + query.pageSize)
        .map((d) => presentDashboard(d, provider.kind, abilities)),
      meta: { totalItems: all.length, page: query.page, pageSize: query.pageSize },
      abilities: {
        upload: mayUploadDashboards(permissions),
        provider: provider.kind,
        fileExtensions: [...provider.fileExtensions],
      },
    };
  }

  async upload(engagementId: string, file: DashboardFile, caller: Principal): Promise<DashboardSummary> {
    const provider = await this.providerFor(engagementId);
    if (!provider.fileExtensions.includes(path.extname(file.fileName).toLowerCase())) {
      throw new HttpProblem(
        415,
        'Unsupported Media Type',
        DASHBOARD_UNSUPPORTED_EXTENSION,
        'unsupportedExtension',
      );
    }
    const dashboard = await provider.upload(engagementId, file, caller);
    const scope = engagementScope(engagementId);
    await this.audit.record({
      action: DASHBOARD_UPLOAD_ACTION,
      actor: caller,
      target: `${scope}/dashboards/${dashboard.id}`,
      scope,
      detail: { name: dashboard.name, fileName: file.fileName, provider: provider.kind },
    });
    return presentDashboard(
      dashboard,
      provider.kind,
      dashboardAbilities(await this.permissions(caller, engagementId)),
    );
  }

  async remove(engagementId: string, id: string, caller: Principal): Promise<void> {
    const provider = await this.providerFor(engagementId);
    await provider.remove(engagementId, id, caller);
    const scope = engagementScope(engagementId);
    await this.audit.record({
      action: DASHBOARD_DELETE_ACTION,
      actor: caller,
      target: `${scope}/dashboards/${id}`,
      scope,
      detail: { provider: provider.kind },
    });
  }

  async embed(engagementId: string, id: string, caller: Principal): Promise<EmbeddedDashboard> {
    return (await this.providerFor(engagementId)).embed(engagementId, id, caller);
  }

  /** The newest version of a Cairn dashboard whose tiles may run now (409 while the capacity is paused). */
  private async runnable(engagementId: string, id: string) {
    if ((await this.providerFor(engagementId)) !== this.cairn) throw notFound('This dashboard has no tiles.');
    const dashboard = await this.cairn.newest(engagementId, id);
    if (await this.gate.isPaused(engagementId, CAIRN_DASHBOARD_CAPACITY))
      throw conflict(DASHBOARD_CAPACITY_PAUSED, DASHBOARD_CAPACITY_PAUSED_CODE);
    return dashboard;
  }

  /** 403 unless the caller may read every folder the query's imported data came from. */
  private async authorizeQuery(caller: Principal, engagementId: string, sql: string | undefined) {
    if (sql === undefined || (await this.sourceFolders.mayReadQuery(caller, engagementId, sql))) return;
    throw forbidden('This tile shows imported data of folders you may not read.', 'folderAccess');
  }

  async tile(
    engagementId: string,
    id: string,
    tileId: string,
    filters: string | undefined,
    caller: Principal,
  ): Promise<TileResult> {
    const dashboard = await this.runnable(engagementId, id);
    const tile = dashboard.definition.pages.flatMap((p) => p.tiles).find((t) => t.id === tileId);
    // Checked on every call: a cached result was computed for whoever asked first.
    await this.authorizeQuery(caller, engagementId, tile?.query);
    return this.tiles.tile(engagementId, dashboard, tileId, parseFilters(filters));
  }

  async tileCsv(
    engagementId: string,
    id: string,
    tileId: string,
    filters: string | undefined,
    caller: Principal,
  ) {
    const result = await this.tile(engagementId, id, tileId, filters, caller);
    return {
      fileName: `${tileId}.csv`,
      csv: tileCsv(
        result.columns.map((c) => c.name),
        result.rows,
      ),
    };
  }

  /**
   * The builder's live view of a tile not yet saved: its query runs exactly as a saved tile's does
   * (the tile runner, in the warehouse process, with its row and time limits, the folder rule and
   * the paused capacity); each `$name` it uses is bound to the given value or null ("all").
   */
  async previewTile(engagementId: string, body: PreviewTileBody, caller: Principal): Promise<TileResult> {
    await this.requireCairn(engagementId);
    if (await this.gate.isPaused(engagementId, CAIRN_DASHBOARD_CAPACITY))
      throw conflict(DASHBOARD_CAPACITY_PAUSED, DASHBOARD_CAPACITY_PAUSED_CODE);
    await this.authorizeQuery(caller, engagementId, body.query);
    const names = queryParameters(body.query);
    const preview: CairnDashboardVersion = {
      // Never a stored dashboard's id (those are UUIDs), so its cached rows are its own.
      id: 'builder-preview',
      name: 'preview',
      version: 0,
      definition: {
        name: 'preview',
        filters: names.map((id) => ({ id, label: id, type: 'text' as const })),
        pages: [
          {
            title: 'preview',
            tiles: [{ id: 'preview', title: 'preview', query: body.query, chart: { type: 'table' } }],
          },
        ],
      },
    };
    return this.tiles.tile(engagementId, preview, 'preview', body.filters ?? {});
  }

  /** The builder's save: the definition stored through the upload (same checks, version and audit). */
  async saveDefinition(
    engagementId: string,
    definition: CairnDashboardDefinition,
    caller: Principal,
  ): Promise<DashboardSummary> {
    await this.requireCairn(engagementId);
    const fileName = `${definition.name.replace(/[^\w.-]+/g, '-').slice(0, 100) || 'dashboard'}.json`;
    const bytes = Buffer.from(`${JSON.stringify(definition, null, 2)}\n`, 'utf8');
    return this.upload(engagementId, { fileName, bytes }, caller);
  }

  /** Dashboards are built only where Cairn keeps them (a Power BI report is made in Power BI). */
  private async requireCairn(engagementId: string) {
    if ((await this.providerFor(engagementId)) !== this.cairn)
      throw conflict(
        'This engagement shows Power BI reports: dashboards are not built in Cairn.',
        'notCairn',
      );
  }

  async filterOptions(engagementId: string, id: string, filterId: string, caller: Principal) {
    const dashboard = await this.runnable(engagementId, id);
    const filter = dashboard.definition.filters?.find((f) => f.id === filterId);
    await this.authorizeQuery(caller, engagementId, filter?.optionsQuery ?? undefined);
    return { options: await this.tiles.options(engagementId, dashboard, filterId) };
  }
}

/** `?filters=` is JSON text of { filterId: value | null }; a 400 naming the field otherwise. */
export function parseFilters(text: string | undefined): TileFilterValues {
  if (!text) return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest('The filters are not valid JSON.', [
      { field: 'filters', message: 'Please enter valid JSON' },
    ]);
  }
  const parsed = tileFilterValuesSchema.safeParse(data);
  if (!parsed.success)
    throw badRequest('The filters must be an object of filter ids and values.', [
      { field: 'filters', message: parsed.error.issues[0]?.message ?? 'Invalid value' },
    ]);
  return parsed.data;
}
