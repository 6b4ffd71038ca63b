// Where an engagement's Power BI Embedded and Analysis Services capacities are paused and resumed,
// chosen once from configuration (CAIRN_DASHBOARD_CAPACITY_PROVIDER): `local` (default) keeps a real
// state machine in the metadata store; `azure` calls Resource Manager's suspend / resume / GET.
import type { DashboardCapacityTool } from '@cairn/contracts';
import type { Config } from '../../../../config.js';
import type { Db } from '../../../../db/client.js';
import { AzureCapacityProvider, type CapacityPlaces } from './azure.js';
import { LocalCapacityProvider } from './local.js';

export interface CapacityProvider {
  readonly name: 'local' | 'azure';
  /** The provider's state word now (Succeeded, Online, Pausing, Paused, Suspended, Resuming, ...). */
  state(engagementId: string, tool: DashboardCapacityTool): Promise<string>;
  /** Starts pausing; answers the state right after (Pausing, or where it already is). */
  suspend(engagementId: string, tool: DashboardCapacityTool): Promise<string>;
  /** Starts resuming; answers the state right after (Resuming, or where it already is). */
  resume(engagementId: string, tool: DashboardCapacityTool): Promise<string>;
}

export function createCapacityProvider(
  config: Config,
  db: Db,
  places: CapacityPlaces,
  fetchImpl: typeof fetch = fetch,
): CapacityProvider {
  const settings = config.dashboardCapacities;
  if (settings.provider === 'azure' && settings.azure)
    return new AzureCapacityProvider(places, settings.azure, fetchImpl);
  return new LocalCapacityProvider(db, settings.transitionMs);
}
