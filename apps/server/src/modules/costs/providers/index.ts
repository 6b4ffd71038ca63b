// Where costs come from, chosen once from configuration (CAIRN_COSTS_PROVIDER): `local` prices the
// usage Cairn meters itself with the rate card; `azure` asks Azure Cost Management.
// The interface and its shared parts are in provider.ts, which the implementations import.
import type { CostsConfig } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { AzureCostProvider } from './azure.js';
import { LocalCostProvider } from './local.js';
import type { CostProvider } from './provider.js';

export * from './provider.js';

export function costProvider(db: Db, config: CostsConfig, fetchImpl: typeof fetch = fetch): CostProvider {
  if (config.provider === 'azure' && config.azure) return new AzureCostProvider(config.azure, fetchImpl);
  return new LocalCostProvider(db, config);
}
