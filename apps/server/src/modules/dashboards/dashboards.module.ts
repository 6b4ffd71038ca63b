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
  /** warehouse.session(engagementId, signal): users' SQL in the engagement's warehouse process. */
  warehouse: TileSessions;
  /** Changes when a run has written to the engagement's warehouse (runs.lastFinished). */
  warehouseBuilds: WarehouseBuilds;
  dashboardToolTypes: DashboardToolTypes;
  capacityGate: CapacityGate;
  /** Whether a caller may read the folders a tile's query reads imported data of. */
  tileSourceFolders: TileSourceFolders;
  /** Power BI reports (modules/dashboards/powerbi), when wired. */
  powerbi?: DashboardProvider;
  tiles?: TileRunnerOptions;
}

export function dashboardsModule(db: Db, deps: DashboardsModuleDeps) {
  const cairn = new CairnDashboardProvider(db, deps.principalNames);
  const tiles = new TileRunner(deps.warehouse, deps.warehouseBuilds, deps.tiles);
  return {
    /** list, upload, remove, embed, tile, tileCsv, filterOptions of an engagement's dashboards. */
    dashboards: new DashboardService(
      deps.access,
      deps.audit,
      deps.dashboardToolTypes,
      cairn,
      tiles,
      deps.capacityGate,
      deps.tileSourceFolders,
      deps.powerbi,
    ),
  };
}
