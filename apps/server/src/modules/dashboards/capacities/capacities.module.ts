// The capacities of an engagement's dashboards: the provider chosen from configuration (local state
// machine or Azure Resource Manager), the engagement's dashboard configuration card read through its
// owner (where the Azure capacity lives), and cost saving stopped through the costs module.
import type { DashboardCapacityTool } from '@cairn/contracts';
import type { AccessService } from '../../../access/access.service.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import type { AuditService } from '../../audit/audit.service.js';
import type { EngagementService } from '../../engagements/engagements.service.js';
import { CapacityService, type CostSavingStop } from './capacities.service.js';
import type { CapacityPlace } from './providers/azure.js';
import { createCapacityProvider } from './providers/index.js';

export interface CapacitiesModuleDeps {
  config: Config;
  access: AccessService;
  audit: Pick<AuditService, 'record'>;
  engagements: Pick<EngagementService, 'get'>;
  costSaving: CostSavingStop;
  /** The newest dashboard configuration card (engagementConfigurations.newestValues(id, 'dashboard')). */
  dashboardConfiguration(engagementId: string): Promise<Record<string, unknown>>;
}

const RESOURCE_NAME_FIELD: Record<DashboardCapacityTool, string> = {
  PowerBi: 'PowerBiEmbeddedResourceName',
  AnalysisServices: 'AnalysisServicesResourceName',
};

export function capacitiesModule(db: Db, deps: CapacitiesModuleDeps) {
  const places = async (engagementId: string, tool: DashboardCapacityTool): Promise<CapacityPlace> => {
    const values = await deps.dashboardConfiguration(engagementId);
    const settings = (values.dashboardToolConfiguration ?? {}) as Record<string, unknown>;
    const place = {
      subscriptionId: String(settings.SubscriptionId ?? ''),
      resourceGroupName: String(settings.ResourceGroupName ?? ''),
      resourceName: String(settings[RESOURCE_NAME_FIELD[tool]] ?? ''),
    };
    const missing = [
      ['SubscriptionId', place.subscriptionId],
      ['ResourceGroupName', place.resourceGroupName],
      [RESOURCE_NAME_FIELD[tool], place.resourceName],
    ].filter(([, value]) => !value);
    if (missing.length > 0)
      throw new Error(
        `The engagement's dashboard configuration has no ${missing.map(([name]) => name).join(', ')}.`,
      );
    return place;
  };
  return {
    /** dashboardCapacities.status / suspend / resume (routes) and isPaused (the dashboards' CapacityGate). */
    dashboardCapacities: new CapacityService(
      deps.access,
      deps.engagements,
      createCapacityProvider(deps.config, db, places),
      deps.costSaving,
      deps.audit,
    ),
  };
}
