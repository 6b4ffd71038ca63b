// The dashboards module's services from explicit dependencies (as import.module.ts does): the Cairn
// provider and its tile runner over the engagement's warehouse processes, the provider choice from
// the dashboard configuration card, and the capacities' gate.
import type { AccessService } from '../../access/access.service.js';
import type { Db } from '../../db/client.js';
import type { AuditService } from '../audit/audit.service.js';
import type { PrincipalNames } from '../authorization/principal-directory.js';
import { CairnDashboardProvider } from './cairn/cairn.provider.js';
import {
  TileRunner,
  type TileRunnerOptions,
  type TileSessions,
  type WarehouseBuilds,
} from './cairn/tile-runner.js';
import { DashboardService, type DashboardToolTypes } from './dashboards.service.js';
import type { CapacityGate, DashboardProvider, TileSourceFolders } from './ports.js';

export interface DashboardsModuleDeps {
  access: AccessService;
  audit: AuditService;
  principalNames: PrincipalNames;
  /** session(engagementId, signal): users' SQL in the engagement's warehouse process; resolveFile: where it is. */
  warehouse: TileSessions & { resolveFile(engagementId: string): Promise<string> };
  /** When a run last finished in the engagement (its warehouse may have changed). */
  runs: { lastFinished(engagementId: string): Promise<string | null> };
  /** The newest values of the engagement's dashboard configuration card. */
  dashboardCard: (engagementId: string) => Promise<Record<string, unknown>>;
  capacityGate: CapacityGate;
  /** Whether a caller may read the folders a tile's query reads imported data of. */
  tileSourceFolders: TileSourceFolders;
  /** Power BI reports (modules/dashboards/powerbi), when wired. */
  powerbi?: DashboardProvider;
  tiles?: TileRunnerOptions;
}

export function dashboardsModule(db: Db, deps: DashboardsModuleDeps) {
  const cairn = new CairnDashboardProvider(db, deps.principalNames);
  // Tiles are cached per warehouse build: the file (a newly selected warehouse) and the last run.
  const warehouseBuilds: WarehouseBuilds = {
    stamp: async (id) =>
      `${await deps.warehouse.resolveFile(id)}|${(await deps.runs.lastFinished(id)) ?? 'none'}`,
  };
  // The dashboard card's tool decides between Cairn's own dashboards and Power BI.
  const dashboardToolTypes: DashboardToolTypes = {
    toolType: async (id) => {
      const tool = (await deps.dashboardCard(id)).dashboardToolType;
      return typeof tool === 'string' ? tool : undefined;
    },
  };
  const tiles = new TileRunner(deps.warehouse, warehouseBuilds, deps.tiles);
  return {
    /** list, upload, remove, embed, tile, tileCsv, filterOptions of an engagement's dashboards. */
    dashboards: new DashboardService(
      deps.access,
      deps.audit,
      dashboardToolTypes,
      cairn,
      tiles,
      deps.capacityGate,
      deps.tileSourceFolders,
      deps.powerbi,
    ),
  };
}
