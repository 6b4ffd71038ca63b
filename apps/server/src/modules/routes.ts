// The routes of every module, in the order app.ts registers them. Each route function names the
// services it uses in its parameter's type; it is handed all of them (RouteServices).
import type { FastifyInstance } from 'fastify';
import type { buildServices } from './registry.js';
import { publishingRoutes } from './publishing/publishing.routes.js';
import { contractsRoutes } from './publishing/contracts/contracts.routes.js';
import { authRoutes } from '../auth/auth.routes.js';
import { accessRoutes } from '../access/access.routes.js';
import { profileRoutes } from './profile/profile.routes.js';
import { engagementRoutes } from './engagements/engagements.routes.js';
import { engagementAdminRoutes } from './engagements/engagements-admin.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { roleAssignmentRoutes } from './authorization/role-assignments.routes.js';
import { storageRoutes } from './storage/storage.routes.js';
import { nodeModelRoutes } from './node-model/node-model.routes.js';
import { gitHttpRoutes } from './node-model/git-http/git-http.routes.js';
import { accessTokenRoutes } from './access-tokens/access-tokens.routes.js';
import { pipelineRoutes } from './pipelines/pipelines.routes.js';
import { importRoutes } from './import/import.routes.js';
import { buildingRoutes } from './building/building.routes.js';
import { rbacRoutes } from './rbac/rbac.routes.js';
import { engagementAccessRoutes } from './authorization/engagement-access.routes.js';
import { userRoutes } from './authorization/users.routes.js';
import { roleRoutes } from './authorization/roles.routes.js';
import { permissionRoutes } from './authorization/permissions.routes.js';
import { applicationRoutes } from './authorization/applications.routes.js';
import { auditRoutes } from './audit/audit.routes.js';
import { deploymentRoutes } from './deployments/deployments.routes.js';
import { costRoutes } from './costs/costs.routes.js';
import { tenantRoutes } from './tenants/tenants.routes.js';
import { tenantAccessRoutes } from './authorization/tenant-access.routes.js';
import { engagementConfigurationRoutes } from './engagement-configurations/engagement-configurations.routes.js';
import { connectorRoutes } from './connectors/connectors.routes.js';
import { gainGovernanceRoutes } from './gain/governance/governance.routes.js';
import { gainImportConfigRoutes } from './gain/import-config/gain-import-config.routes.js';
import { gainBatchesRoutes } from './gain/batches/gain-batches.routes.js';
import { gainImportEngineRoutes } from './gain/import-engine/import-engine.routes.js';
import { dashboardCapacityRoutes } from './dashboards/capacities/capacities.routes.js';
import { dashboardRoutes } from './dashboards/dashboards.routes.js';
import { feedbackRoutes } from './feedback/feedback.routes.js';
import { orchestrationRoutes } from './orchestrations/orchestrations.routes.js';

/** What route functions are handed: every module's services, and the readiness probe's health check. */
export type RouteServices = ReturnType<typeof buildServices> & {
  health: { ping(): Promise<void>; databaseKind: string };
};

/**
 * The routes of every module, registered in this order (app.ts). Each route function names the
 * services it uses in its parameter's type (its own module's, and the few of others it calls).
 */
export const MODULE_ROUTES: ReadonlyArray<
  (services: RouteServices) => (app: FastifyInstance) => Promise<void>
> = [
  settingsRoutes,
  authRoutes,
  accessRoutes,
  profileRoutes,
  accessTokenRoutes,
  engagementRoutes,
  engagementAdminRoutes,
  roleAssignmentRoutes,
  storageRoutes,
  nodeModelRoutes,
  gitHttpRoutes,
  pipelineRoutes,
  importRoutes,
  buildingRoutes,
  publishingRoutes,
  contractsRoutes,
  rbacRoutes,
  engagementAccessRoutes,
  userRoutes,
  roleRoutes,
  permissionRoutes,
  applicationRoutes,
  auditRoutes,
  deploymentRoutes,
  costRoutes,
  tenantRoutes,
  tenantAccessRoutes,
  connectorRoutes,
  engagementConfigurationRoutes,
  gainGovernanceRoutes,
  gainImportConfigRoutes,
  gainBatchesRoutes,
  gainImportEngineRoutes,
  dashboardCapacityRoutes,
  dashboardRoutes,
  feedbackRoutes,
  orchestrationRoutes,
];
