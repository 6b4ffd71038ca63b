// What the dashboards service needs from its providers and from the capacities: small interfaces.
// A provider keeps one kind of dashboard (`cairn`: uploaded definitions over the warehouse;
// `powerbi`: .pbix reports in a Power BI workspace); the engagement's dashboard configuration
// chooses it (dashboardToolType: none or Cairn -> cairn; PowerBi or AnalysisServices -> powerbi).
import type { DashboardCapacityTool, DashboardProviderKind, EmbeddedDashboard } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';

/** A dashboard as a provider knows it; the service adds the provider kind and the caller's abilities. */
export interface ProviderDashboard {
  id: string;
  name: string;
  /** ISO 8601. */
  uploadedAt: string;
  uploadedBy: string | null;
}

/** An uploaded file, read whole (dashboard files are small: DASHBOARD_MAX_FILE_BYTES for Cairn). */
export interface DashboardFile {
  fileName: string;
  bytes: Buffer;
}

export interface DashboardProvider {
  kind: DashboardProviderKind;
  /** Lower-case, with the dot: '.json', '.pbix'. Another extension is refused with a 415 before upload(). */
  fileExtensions: readonly string[];
  /** Newest first. */
  list(engagementId: string): Promise<ProviderDashboard[]>;
  /** Throws a 400 problem for a bad file (nothing stored). */
  upload(engagementId: string, file: DashboardFile, caller: Principal): Promise<ProviderDashboard>;
  /** Throws a 404 problem when the engagement has no such dashboard. */
  remove(engagementId: string, id: string, caller: Principal): Promise<void>;
  /** Throws a 404 problem when the engagement has no such dashboard. */
  embed(engagementId: string, id: string, caller: Principal): Promise<EmbeddedDashboard>;
}

/** Implemented by the capacities (modules/dashboards/capacities): while paused, no dashboard query runs. */
export interface CapacityGate {
  isPaused(engagementId: string, tool: DashboardCapacityTool): Promise<boolean>;
}

/**
 * Folder access follows the data into dashboards (as into previews): a tile's rows are the content
 * of the folders its query's imported tables came from (building's lineage of the tables it reads).
 */
export interface TileSourceFolders {
  mayReadQuery(caller: Principal, engagementId: string, sql: string): Promise<boolean>;
}
