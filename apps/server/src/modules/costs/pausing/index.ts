// Where auto-pause and stopping cost saving act, chosen once from configuration with the costs
// provider (CAIRN_COSTS_PROVIDER): `local` (default) records the pause of Cairn's own resources;
// `azure` pauses and resumes the tenant's composed resources through Resource Manager with the
// `CAIRN_AZURE_*` credentials. One setting for both because both act on the same resource group:
// figures read from Azure are only worth saving on when the resources are paused in Azure too.
import type { CostsConfig } from '../../../config.js';
import { AzurePauseProvider } from './azure.js';
import { LocalPauseProvider } from './local.js';
import type { PauseProvider } from './provider.js';

export * from './provider.js';

export function createPauseProvider(
  config: Pick<CostsConfig, 'provider' | 'azure'>,
  fetchImpl: typeof fetch = fetch,
): PauseProvider {
  if (config.provider === 'azure' && config.azure) return new AzurePauseProvider(config.azure, fetchImpl);
  return new LocalPauseProvider();
}
