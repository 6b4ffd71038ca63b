// Every module of Cairn, listed once: the services (each built from explicit dependencies, in the
// order they depend on each other) and the routes. app-context.ts builds the services from here and
// app.ts registers the routes from here; a new module is added in this file only.
import type { FastifyInstance } from 'fastify';
import type { Provision } from '@cairn/contracts';
import type { AppContext } from '../app-context.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { AccessService } from '../access/access.service.js';
import { SessionService } from '../auth/sessions.service.js';
import { RateLimitService } from '../auth/rate-limit.service.js';
import { AuthService } from '../auth/auth.service.js';
import { OidcService } from '../auth/oidc.service.js';
import { ProfileService } from './profile/profile.service.js';
import { EngagementService } from './engagements/engagements.service.js';
import { RoleAssignmentService } from '../access/role-assignments.service.js';
import { StorageDrivers } from './storage/drivers/index.js';
import { DEFAULT_STORAGE_CONFIGURATIONS, StorageConfigService } from './storage/storage-config.service.js';
import { StorageRoots } from './storage/storage-roots.port.js';
import { EngagementTenancy } from './engagements/engagement-tenancy.port.js';
import { RbacPrincipalDirectory } from './authorization/rbac-principals.port.js';
import { StorageObjectService } from './storage/storage-objects.service.js';
import { NodeModelService } from './node-model/node-model.service.js';
import { RunHandlers } from './pipelines/run-handlers.js';
import { PipelineService } from './pipelines/pipelines.service.js';
import { RunService } from './pipelines/runs.service.js';
import { WarehouseService } from '../warehouse/warehouse.service.js';
import { engineChoiceOf, metadataDatabaseOf, type EngineChoice } from '../warehouse/engine-choice.js';
import { PgWarehouse } from '../warehouse/postgres/pg-warehouse.js';
import { postgresSize } from '../warehouse/postgres/pg-provisioning.js';

/** The secret holding an engagement's PostgreSQL warehouse role's password (Cairn's own, never shown). */
const WAREHOUSE_PASSWORD_SECRET = 'CairnWarehouseRolePassword';
import { importModule } from './import/import.module.js';
import { buildingModule } from './building/building.module.js';
import { publishingModule } from './publishing/publishing.module.js';
import { publishingRoutes } from './publishing/publishing.routes.js';
import { rbacModule } from './rbac/rbac.module.js';
import { EngagementAccessService } from './authorization/engagement-access.service.js';
import { usersModule } from './authorization/users.module.js';
import { rolesModule } from './authorization/roles.module.js';
import { applicationsModule } from './authorization/applications.module.js';
import { PrincipalDirectory } from './authorization/principal-directory.js';
import { AuditService } from './audit/audit.service.js';
import { authRoutes } from '../auth/auth.routes.js';
import { accessRoutes } from '../access/access.routes.js';
import { profileRoutes } from './profile/profile.routes.js';
import { engagementRoutes } from './engagements/engagements.routes.js';
import { engagementsAdminModule } from './engagements/engagements-admin.module.js';
import { engagementAdminRoutes } from './engagements/engagements-admin.routes.js';
import { EngagementWarehouseLocations } from './engagements/engagement-warehouse.port.js';
import { EngagementNodeModelLocations } from './engagements/engagement-node-model.port.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { roleAssignmentRoutes } from '../access/role-assignments.routes.js';
import { storageRoutes } from './storage/storage.routes.js';
import { nodeModelRoutes } from './node-model/node-model.routes.js';
import { gitHttpRoutes } from './node-model/git-http/git-http.routes.js';
import { AccessTokenService } from './access-tokens/access-tokens.service.js';
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
import { deploymentsModule } from './deployments/deployments.module.js';
import { deploymentRoutes } from './deployments/deployments.routes.js';
import { costsModule } from './costs/costs.module.js';
import { costRoutes } from './costs/costs.routes.js';
import { tenantsModule } from './tenants/tenants.module.js';
import { tenantRoutes } from './tenants/tenants.routes.js';
import { TenantAccessService } from './authorization/tenant-access.service.js';
import { tenantAccessRoutes } from './authorization/tenant-access.routes.js';
import { secretsModule } from './secrets/secrets.module.js';
import { engagementRemotes } from './node-model/engagement-remote.js';
import { OutboundAddresses } from '../net/outbound-addresses.js';
import { engagementConfigurationsModule } from './engagement-configurations/engagement-configurations.module.js';
import { engagementConfigurationRoutes } from './engagement-configurations/engagement-configurations.routes.js';
import { connectorsModule } from './connectors/connectors.module.js';
import { connectorRoutes } from './connectors/connectors.routes.js';
import { gainGovernanceModule } from './gain/governance/governance.module.js';
import { gainGovernanceRoutes } from './gain/governance/governance.routes.js';
import { gainImportConfigModule } from './gain/import-config/gain-import-config.module.js';
import { gainImportConfigRoutes } from './gain/import-config/gain-import-config.routes.js';
import { gainBatchesModule } from './gain/batches/gain-batches.module.js';
import type {
  GainBatches,
  GainDryRun,
  GainFileSelector,
  GainImportConfigurations,
  GainPromotedVersions,
} from './gain/ports.js';
import { gainBatchesRoutes } from './gain/batches/gain-batches.routes.js';
import { gainImportEngineModule } from './gain/import-engine/import-engine.module.js';
import { gainImportEngineRoutes } from './gain/import-engine/import-engine.routes.js';
import { capacitiesModule } from './dashboards/capacities/capacities.module.js';
import { dashboardCapacityRoutes } from './dashboards/capacities/capacities.routes.js';
import { dashboardsModule } from './dashboards/dashboards.module.js';
import { dashboardRoutes } from './dashboards/dashboards.routes.js';
import { powerBiDashboardProvider } from './dashboards/powerbi/powerbi.module.js';
import type { GainImportConfiguration, GainProcessType } from '@cairn/contracts';

export function buildServices(config: Config, database: Database) {
  const db = database.db;
  // Grants are remembered as long as sessions (CAIRN_SESSION_CACHE_SECONDS): one knob for both.
  const access = new AccessService(db, config.session.cacheSeconds * 1000);
  const rateLimit = new RateLimitService(db, config);
  const profiles = new ProfileService(db, access);
  const storageDrivers = new StorageDrivers(config);
  // RBAC tasks read principals, engagements and storage roots through their owners' ports.
  const rbac = rbacModule(db, {
    config,
    access,
    principals: new RbacPrincipalDirectory(db),
    engagements: new EngagementTenancy(db),
    storageRoots: new StorageRoots(db),
  });
  // Storage root changes queue RBAC tasks in the same transaction.
  // A configuration points only at the engagement's own storage or the storage roots offered to it.
  const storageConfigs = new StorageConfigService(db, rbac.rbacTasks, async (id): Promise<string[]> =>
    (await services.engagementAdmin.storageOffers(id)).map((offer) => offer.configuration),
  );
  const engagements = new EngagementService(db, access, profiles);
  const pipelines = new PipelineService(db, access, engagements);
  const runHandlers = new RunHandlers();
  const principalNames = new PrincipalDirectory(db);
  const sessions = new SessionService(db, config);
  const accessTokens = new AccessTokenService(db, principalNames);
  // Costs: storage and the run worker report usage to costs.usageMeter as it happens; the meter finds
  // warehouse files through the warehouse service (built below, called only later).
  const costs = costsModule(db, {
    config,
    access,
    // The file a run writes: a provisioned warehouse the engagement selected, else the default.
    warehouse: { fileOf: (id): Promise<string> => services.warehouse.resolveFile(id) },
  });
  // The warehouse provisioned for an engagement among its resources (a file, or a PostgreSQL database).
  const warehouseLocations = new EngagementWarehouseLocations(
    db,
    config.dataDir,
    (tenantId): Promise<Provision[]> => services.deployments.provisions(tenantId),
  );
  const services = {
    config,
    access,
    /** audit.record(event) writes one security event (modules/audit/audit.service.ts); list and export read them. */
    audit: new AuditService(db),
    rateLimit,
    profiles,
    sessions,
    /** A user's personal access tokens (profile page); git over HTTP authenticates with them. */
    accessTokens,
    ...applicationsModule(db, { access, sessions, tenancy: engagements }),
    auth: new AuthService(db, rateLimit),
    oidc: config.oidc ? new OidcService(db, config.oidc) : undefined,
    engagements,
    // Engagements administration; turning a feature on provisions through the owners (created lazily).
    ...engagementsAdminModule(db, {
      config,
      access,
      provisioning: {
        nodeModelRepository: async (id): Promise<void> => {
          await services.nodeModel.listBranches(id);
        },
        pipelines: async (id, caller): Promise<void> => {
          await pipelines.list(id, caller);
        },
        storageConfigurations: async (id): Promise<void> => {
          if ((await storageConfigs.list(id)).length === 0)
            await storageConfigs.replace(id, DEFAULT_STORAGE_CONFIGURATIONS);
        },
      },
      provisions: (tenantId): Promise<Provision[]> => services.deployments.provisions(tenantId),
    }),
    // Role assignment changes queue RBAC tasks in the same transaction.
    roleAssignments: new RoleAssignmentService(db, access, rbac.rbacTasks),
    ...rbac,
    engagementAccess: new EngagementAccessService(db, access),
    /** Who holds roles at a tenant (Tenant details' Users and Applications tabs). */
    tenantAccess: new TenantAccessService(db, access),
    /** tenants, tenantResources and tenantLock (the deployments' port): modules/tenants. */
    ...tenantsModule(db, { config, access }),
    /** secrets: the engagement secret store (modules/secrets); answers only say set or not set. */
    ...secretsModule(db, { config }),
    ...usersModule(db, { config, access, sessions, accessTokens, rateLimit, tenancy: engagements }),
    ...rolesModule(db, { access }),
    ...costs,
    // Deployments lock the tenant through modules/tenants' ports and pause its cost saving for an hour.
    ...deploymentsModule(db, {
      config,
      access,
      costSaving: {
        excludeTenant: (tx, tenantId, hours) =>
          costs.costs.addExclusion({ tenantId }, hours, 'Deployment', tx).then(() => undefined),
      },
    }),
    storageDrivers,
    storageConfigs,
    storageObjects: new StorageObjectService(db, config, storageConfigs, storageDrivers, costs.usageMeter),
    /** nodeModel.readLayer(engagementId, branch, layer) gives a layer's nodes, queries and tests at one commit. */
    // A provisioned GitRepository the engagement selected among its resources replaces git/<id>.git.
    // A node model configuration naming a repository by its address keeps the node model there.
    nodeModel: new NodeModelService(
      {
        ...config,
        engagementRemote: engagementRemotes({
          nodeModelValues: (id): Promise<Record<string, unknown>> =>
            built.engagementConfigurations.newestValues(id, 'nodeModel'),
          revealSecret: (id, key): Promise<string | undefined> => services.secrets.reveal(id, key),
          outbound: new OutboundAddresses(config.outboundAllow),
        }),
      },
      database,
      engagements,
      principalNames,
      new EngagementNodeModelLocations(db, config.dataDir, (tenantId): Promise<Provision[]> =>
        services.deployments.provisions(tenantId),
      ),
    ),
    /** What each pipeline does: modules register their handler by pipeline name (run-handlers.ts). */
    runHandlers,
    pipelines,
    /** runs.startRun(engagementId, { pipelineName, layer, parameters }, principal) queues a run. */
    runs: new RunService(db, config, pipelines, engagements, profiles, runHandlers, access, principalNames),
    /** One DuckDB file per engagement: connect() for Cairn's own SQL, session() for users' SQL, preview. */
    // A provisioned warehouse the engagement selected among its resources replaces the default file.
    // PostgreSQL keeps the warehouse of an engagement whose node model configuration names the
    // installation's warehouse server (warehouse/engine-choice.ts); its role's password is sealed in
    // the secret store, the same for every process.
    // A database the local deployment provider made on the warehouse server, selected the same way,
    // makes the engagement's warehouse that database.
    warehouse: new WarehouseService(config.warehouse, config.dataDir, warehouseLocations, {
      choices: {
        of: async (id, provisioned): Promise<EngineChoice> =>
          engineChoiceOf(
            id,
            await built.engagementConfigurations.newestValues(id, 'nodeModel'),
            config.warehouse.postgres?.serverName,
            config.warehouse.duckdb,
            provisioned,
            metadataDatabaseOf(config.databaseUrl),
          ),
      },
      postgres: config.warehouse.postgres
        ? new PgWarehouse({
            adminUrl: config.warehouse.postgres.adminUrl,
            workMem: config.warehouse.postgres.workMem,
            // The disk a session may spill to, as DuckDB's warehouses are bounded (issue 24).
            tempFileLimit: config.warehouse.maxTempSize && postgresSize(config.warehouse.maxTempSize),
            statementTimeoutSeconds: config.warehouse.statementTimeoutSeconds,
            connectionLimit: config.runs.concurrency * 4,
            passwords: {
              passwordOf: (id: string, generated: string): Promise<string> =>
                services.secrets.setIfAbsent(id, WAREHOUSE_PASSWORD_SECRET, generated),
            },
          })
        : undefined,
    }),
  };
  // Gain governance: requirements status with the SignedOff lock (gainSignOff) and promotions
  // (gainPromotedVersions); the other gain parts are reached lazily through modules/gain/ports.ts.
  const gainGovernance = gainGovernanceModule(db, {
    ...services,
    principalNames,
    gain: (): { configurations: GainImportConfigurations; dryRun: GainDryRun } => ({
      configurations: built.gainImportConfigurations,
      dryRun: built.gainDryRun,
    }),
  });
  const imports = importModule(db, services);
  // The Run screens' build and test runs execute the engagement's published branch.
  const publishing = publishingModule(db, services);
  const built = {
    ...services,
    ...gainGovernance,
    /** gainImportConfigurations: the versioned gain import configuration (implements GainImportConfigurations). */
    ...gainImportConfigModule(db, { ...services, principalNames, gainSignOff: gainGovernance.gainSignOff }),
    ...imports,
    ...publishing,
    // Brokers poll into import storage through PollBroker runs; secrets through the secret store.
    ...connectorsModule(db, { ...services, principalNames }),
    /** Versioned dashboard, gain, node model, reporting and pipeline configurations of an engagement. */
    ...engagementConfigurationsModule(db, { ...services, principalNames }),
    // Power BI Embedded and Analysis Services capacities (dashboardCapacities, also the dashboards'
    // CapacityGate): resuming stops cost saving; the Azure capacity is named in the dashboard card.
    ...capacitiesModule(db, {
      ...services,
      costSaving: {
        stopForEngagement: (engagementId, hours, reason) =>
          services.costs.addExclusion({ engagementId }, hours, reason),
      },
      dashboardConfiguration: (id): Promise<Record<string, unknown>> =>
        built.engagementConfigurations.newestValues(id, 'dashboard'),
    }),
    // Dashboards: Cairn's own (definitions over the warehouse, tiles run in its warehouse processes and
    // cached per warehouse build) or Power BI, chosen by the dashboard card; paused capacity, no tiles.
    ...dashboardsModule(db, {
      ...services,
      principalNames,
      warehouseBuilds: {
        stamp: async (id): Promise<string> =>
          `${await services.warehouse.resolveFile(id)}|${(await services.runs.lastFinished(id)) ?? 'none'}`,
      },
      dashboardToolTypes: {
        toolType: async (id): Promise<string | undefined> => {
          const tool = (await built.engagementConfigurations.newestValues(id, 'dashboard')).dashboardToolType;
          return typeof tool === 'string' ? tool : undefined;
        },
      },
      capacityGate: {
        isPaused: (id, tool): Promise<boolean> => built.dashboardCapacities.isPaused(id, tool),
      },
      // Folder access follows the data: a tile's rows need its imported tables' folders (lineage).
      tileSourceFolders: {
        mayReadQuery: async (caller, id, sql): Promise<boolean> =>
          imports.importedTables.mayReadRows(
            caller,
            id,
            await built.buildResults.sourceTablesOfQuery(id, sql),
          ),
      },
      // Power BI reports (.pbix) in the dashboard card's workspace, when CAIRN_POWERBI_API_URL is set.
      powerbi: powerBiDashboardProvider(config, (id): Promise<Record<string, unknown>> =>
        built.engagementConfigurations.newestValues(id, 'dashboard'),
      ),
    }),
    ...buildingModule(db, {
      ...services,
      ...publishing,
      importedTables: imports.importedTables,
      warehouseQuotaBytes: config.warehouse.quotaBytes ?? 0,
    }),
    // Gain batches (gainBatches implements GainBatches; gainStaging: staging, trigger auto-start,
    // FX rates); the configurations and the engine's file selection are reached lazily.
    ...gainBatchesModule(db, {
      ...services,
      engagementConfigurations: {
        newestValues: (id, kind): Promise<Record<string, unknown>> =>
          built.engagementConfigurations.newestValues(id, kind),
      },
      gainImportConfigurations: {
        current: (id, type: GainProcessType): Promise<GainImportConfiguration> =>
          built.gainImportConfigurations.current(id, type),
        version: (id, type: GainProcessType, v: number): Promise<GainImportConfiguration | undefined> =>
          built.gainImportConfigurations.version(id, type, v),
      },
      // The import engine's file selection.
      gainFileSelector: {
        select: (...args: Parameters<GainFileSelector['select']>): ReturnType<GainFileSelector['select']> =>
          built.gainFileSelector.select(...args),
      },
    }),
    // The import engine (gainFileSelector, gainDryRun, the GainImport / GainFxRate runs); the
    // configurations, promoted versions and batches of the other gain parts are reached lazily.
    ...gainImportEngineModule(db, {
      ...services,
      gain: (): {
        configurations: GainImportConfigurations;
        promoted: GainPromotedVersions;
        batches: GainBatches;
      } => ({
        configurations: built.gainImportConfigurations,
        promoted: built.gainPromotedVersions,
        batches: built.gainBatches,
      }),
    }),
  };
  return built;
}

/** The routes of every module, registered in this order (app.ts). */
export const MODULE_ROUTES: ReadonlyArray<(ctx: AppContext) => (app: FastifyInstance) => Promise<void>> = [
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
];
