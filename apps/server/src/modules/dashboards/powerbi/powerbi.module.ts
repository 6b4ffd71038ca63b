// The powerbi dashboard provider from configuration: only when a Power BI API is configured
// (CAIRN_POWERBI_API_URL); without one the dashboards service answers that Power BI is not
// available. The workspace is the engagement's dashboard card's WorkspaceId.
import type { Config } from '../../../config.js';
import { PowerBiDashboardProvider } from './powerbi.provider.js';

export function powerBiDashboardProvider(
  config: Pick<Config, 'powerBi'>,
  /** The newest dashboard configuration card (engagementConfigurations.newestValues(id, 'dashboard')). */
  dashboardConfiguration: (engagementId: string) => Promise<Record<string, unknown>>,
  fetchImpl: typeof fetch = fetch,
): PowerBiDashboardProvider | undefined {
  const { apiUrl, credentials } = config.powerBi;
  if (!apiUrl) return undefined;
  return new PowerBiDashboardProvider(
    { apiUrl, credentials },
    async (engagementId) => {
      const values = await dashboardConfiguration(engagementId);
      const tool = (values.dashboardToolConfiguration ?? {}) as Record<string, unknown>;
      return typeof tool.WorkspaceId === 'string' && tool.WorkspaceId ? tool.WorkspaceId : undefined;
    },
    fetchImpl,
  );
}
