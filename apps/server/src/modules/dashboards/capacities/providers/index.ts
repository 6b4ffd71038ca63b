// Where an engagement's Power BI Embedded and Analysis Services capacities are paused and resumed,
// chosen once from configuration (CAIRN_DASHBOARD_CAPACITY_PROVIDER): `local` (default) keeps a real
// state machine in the metadata store; `azure` calls Resource Manager's suspend / resume / GET.
// The interface and its shared parts are in provider.ts, which the implementations import.
import type { Config } from '../../../../config.js';
import type { Db } from '../../../../db/client.js';
import { AzureCapacityProvider, type CapacityPlaces } from './azure.js';
import { LocalCapacityProvider } from './local.js';
import type { CapacityProvider } from './provider.js';

export * from './provider.js';

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
