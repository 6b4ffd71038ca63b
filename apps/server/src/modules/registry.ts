// Every module's services, built once, in the order they depend on each other: each from the services
// and ports it names, no module handed the whole set. app-context.ts builds them from here; the routes
// are listed in routes.ts.
import { engagementScope, type Provision } from '@cairn/contracts';
import type { Principal } from '../access/principal.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { AccessService } from '../access/access.service.js';
import { SessionService } from '../auth/sessions.service.js';
import { RateLimitService } from '../auth/rate-limit.service.js';
import { AuthService } from '../auth/auth.service.js';
import { OidcService } from '../auth/oidc.service.js';
import { ProfileService } from './profile/profile.service.js';
import { EngagementService } from './engagements/engagements.service.js';
import { RoleAssignmentService } from './authorization/role-assignments.service.js';
import { StorageDrivers } from './storage/drivers/index.js';
import { StorageConfigService } from './storage/storage-config.service.js';
import { StorageRoots } from './storage/storage-roots.port.js';
import { EngagementTenancy } from './engagements/engagement-tenancy.port.js';
import { RbacPrincipalDirectory } from './authorization/rbac-principals.port.js';
import { StorageObjectService } from './storage/storage-objects.service.js';
import { NodeModelService } from './node-model/node-model.service.js';
import { RunHandlers } from './pipelines/run-handlers.js';
import { PipelineService } from './pipelines/pipelines.service.js';
import { RunService } from './pipelines/runs.service.js';
import { WarehouseService } from '../warehouse/warehouse.service.js';
import { metadataDatabaseOf } from '../warehouse/engine-choice.js';
import { PgWarehouse, sealedPasswords } from '../warehouse/postgres/pg-warehouse.js';
import { postgresSize } from '../warehouse/postgres/pg-provisioning.js';

import { importModule } from './import/import.module.js';
import { ImportObjectMarks } from './import/import-marks.port.js';
import { buildingModule } from './building/building.module.js';
import { publishingModule } from './publishing/publishing.module.js';
import { CairnDashboardQueries } from './dashboards/cairn/dashboard-queries.js';
import { rbacModule } from './rbac/rbac.module.js';
import { EngagementAccessService } from './authorization/engagement-access.service.js';
import { usersModule } from './authorization/users.module.js';
import { rolesModule } from './authorization/roles.module.js';
import { applicationsModule } from './authorization/applications.module.js';
import { PrincipalDirectory } from './authorization/principal-directory.js';
import { AuditService } from './audit/audit.service.js';
import { engagementsAdminModule } from './engagements/engagements-admin.module.js';
import { EngagementWarehousePlacements } from './engagements/engagement-warehouse.port.js';
import { EngagementNodeModelLocations } from './engagements/engagement-node-model.port.js';
import { EngagementStorageOffers } from './engagements/engagement-storage-offers.port.js';
import { listProvisions } from './deployments/deployments.service.js';
import { listResources } from './tenants/tenant-resources.port.js';
import { AccessTokenService } from './access-tokens/access-tokens.service.js';
import { deploymentsModule } from './deployments/deployments.module.js';
import { costsModule } from './costs/costs.module.js';
import { tenantsModule } from './tenants/tenants.module.js';
import { TenantAccessService } from './authorization/tenant-access.service.js';
import { secretsModule } from './secrets/secrets.module.js';
import { engagementRemotes } from './node-model/engagement-remote.js';
import { OutboundAddresses } from '../net/outbound-addresses.js';
import { engagementConfigurationsModule } from './engagement-configurations/engagement-configurations.module.js';
import { connectorsModule } from './connectors/connectors.module.js';
import { gainModule } from './gain/gain.module.js';
import { capacitiesModule } from './dashboards/capacities/capacities.module.js';
import { dashboardsModule } from './dashboards/dashboards.module.js';
import { powerBiDashboardProvider } from './dashboards/powerbi/powerbi.module.js';
import { feedbackModule } from './feedback/feedback.module.js';
import { PermissionHolderDirectory } from './authorization/permission-holders.port.js';
import { orchestrationsModule } from './orchestrations/orchestrations.module.js';

export function buildServices(config: Config, database: Database) {
  const db = database.db;
  // Grants are remembered as long as sessions (CAIRN_SESSION_CACHE_SECONDS): one knob for both.
  const access = new AccessService(db, config.session.cacheSeconds * 1000);
  /** The caller's permissions at an engagement, for modules that say what a caller may do there. */
  const permissionsAtEngagement = async (caller: Principal, id: string) =>
    access.heldAt(caller, engagementScope(id));
  const rateLimit = new RateLimitService(db, config);
  const profiles = new ProfileService(db, access);
  const storageDrivers = new StorageDrivers(config);
  const audit = new AuditService(db);
  const principalNames = new PrincipalDirectory(db);
  const sessions = new SessionService(db, config);
  const accessTokens = new AccessTokenService(db, principalNames);
  const engagements = new EngagementService(db, access, profiles);
  const runHandlers = new RunHandlers();
  const pipelines = new PipelineService(db, access);
  // RBAC tasks read principals, engagements and storage roots through their owners' ports.
  const rbac = rbacModule(db, {
    config,
    access,
    principals: new RbacPrincipalDirectory(db),
    engagements: new EngagementTenancy(db),
    storageRoots: new StorageRoots(db),
  });
  /** secrets: the engagement secret store (modules/secrets); answers only say set or not set. */
  const { secrets } = secretsModule(db, { config });
  /** Versioned dashboard, gain, node model, reporting and pipeline configurations of an engagement. */
  const configurations = engagementConfigurationsModule(db, {
    access,
    engagements,
    secrets,
    principalNames,
    config,
  });
  const newestValues = (
    id: string,
    kind: Parameters<typeof configurations.engagementConfigurations.newestValues>[1],
  ) => configurations.engagementConfigurations.newestValues(id, kind);
  // What the local deployment provider made for a tenant: where provisioned warehouses, repositories
  // and storage roots are (read from deployments' table before that module, which needs costs).
  const provisions = (tenantId: string): Promise<Provision[]> => listProvisions(db, tenantId, listResources);
  // Where each engagement's warehouse is: a provisioned warehouse it selected among its resources (a
  // file, or a database the local deployment provider made on the warehouse server), PostgreSQL when
  // its node model configuration names the installation's warehouse server (warehouse/engine-choice.ts),
  // else its own DuckDB file. Runs are handed it as they start (RunContext.warehouse).
  const warehousePlacements = new EngagementWarehousePlacements(
    db,
    config.dataDir,
    provisions,
    (id) => newestValues(id, 'nodeModel'),
    {
      postgresServer: config.warehouse.postgres?.serverName,
      duckdb: config.warehouse.duckdb,
      metadataDatabase: metadataDatabaseOf(config.databaseUrl),
    },
  );
  /** One DuckDB file per engagement: connect() for Cairn's own SQL, session() for users' SQL, preview. */
  // A PostgreSQL warehouse's role password is sealed in the secret store, the same for every process.
  const warehouse = new WarehouseService(
    config.warehouse,
    config.dataDir,
    warehousePlacements,
    config.warehouse.postgres
      ? new PgWarehouse({
          adminUrl: config.warehouse.postgres.adminUrl,
          workMem: config.warehouse.postgres.workMem,
          // The disk a session may spill to, as DuckDB's warehouses are bounded (issue 24).
          tempFileLimit: config.warehouse.maxTempSize && postgresSize(config.warehouse.maxTempSize),
          statementTimeoutSeconds: config.warehouse.statementTimeoutSeconds,
          connectionLimit: config.runs.concurrency * 4,
          passwords: sealedPasswords(secrets),
        })
      : undefined,
  );
  // Costs: storage and the run worker report usage to costs.usageMeter as it happens; the meter finds
  // the file a run writes: a provisioned warehouse the engagement selected, else the default.
  const costs = costsModule(db, {
    config,
    access,
    warehouse: { fileOf: (id): Promise<string> => warehouse.resolveFile(id) },
  });
  // Deployments lock the tenant through modules/tenants' ports and pause its cost saving for an hour.
  const deployments = deploymentsModule(db, {
    config,
    access,
    costSaving: {
      excludeTenant: (tx, tenantId, hours) =>
        costs.costs.addExclusion({ tenantId }, hours, 'Deployment', tx).then(() => undefined),
    },
  });
  // Storage root changes queue RBAC tasks in the same transaction.
  // A configuration points only at the engagement's own storage or the storage roots offered to it.
  const storageOffers = new EngagementStorageOffers(db, provisions);
  const storageConfigs = new StorageConfigService(
    db,
    rbac.rbacTasks,
    async (id): Promise<string[]> => (await storageOffers.of(id)).map((offer) => offer.configuration),
    config,
  );
  const storageObjects = new StorageObjectService(
    db,
    config,
    storageConfigs,
    storageDrivers,
    costs.usageMeter,
    // The import keeps its queue state and settings of objects in its own table (import-marks.port.ts).
    new ImportObjectMarks(db),
  );
  /** nodeModel.readLayer(engagementId, branch, layer) gives a layer's nodes, queries and tests at one commit. */
  // A provisioned GitRepository the engagement selected among its resources replaces git/<id>.git.
  // A node model configuration naming a repository by its address keeps the node model there.
  const nodeModel = new NodeModelService(
    {
      ...config,
      engagementRemote: engagementRemotes({
        nodeModelValues: (id): Promise<Record<string, unknown>> => newestValues(id, 'nodeModel'),
        revealSecret: (id, key): Promise<string | undefined> => secrets.reveal(id, key),
        outbound: new OutboundAddresses(config.outboundAllow),
      }),
    },
    database,
    engagements,
    principalNames,
    new EngagementNodeModelLocations(db, config.dataDir, provisions),
  );
  /** runs.startRun(engagementId, { pipelineName, layer, parameters }, principal) queues a run. */
  const runs = new RunService(
    db,
    config,
    pipelines,
    engagements,
    profiles,
    runHandlers,
    access,
    principalNames,
  );
  // Engagements administration; turning a feature on provisions through the owners.
  const engagementsAdmin = engagementsAdminModule(db, {
    config,
    access,
    provisioning: {
      nodeModelRepositoryReady: (id): Promise<void> => nodeModel.repositories.prepare(id),
      storageConfigurationsReady: (id): Promise<void> => storageConfigs.checkDefaults(id),
      nodeModelRepository: async (id): Promise<void> => {
        await nodeModel.listBranches(id);
      },
      pipelines: async (id, caller): Promise<void> => {
        await pipelines.list(id, caller);
      },
      storageConfigurations: (id): Promise<void> => storageConfigs.provisionDefaults(id),
    },
    provisions,
  });
  const imports = importModule(db, {
    config,
    access,
    storageConfigs,
    storageObjects,
    runs,
    runHandlers,
    warehouse,
  });
  // The Run screens' build and test runs execute the engagement's published branch; the data contracts
  // of the nodes other nodes, tests and dashboards read gate what may be published.
  const publishing = publishingModule(db, {
    access,
    engagements,
    nodeModel,
    dashboards: new CairnDashboardQueries(db),
  });
  const building = buildingModule(db, {
    nodeModel,
    warehouse,
    runHandlers,
    publishing: publishing.publishing,
    importedTables: imports.importedTables,
    warehouseQuotaBytes: config.warehouse.quotaBytes ?? 0,
    diffSessions: warehouse,
    permissionsAtEngagement,
  });
  // Power BI Embedded and Analysis Services capacities (dashboardCapacities, also the dashboards'
  // CapacityGate): resuming stops cost saving; the Azure capacity is named in the dashboard card.
  const capacities = capacitiesModule(db, {
    config,
    access,
    audit,
    engagements,
    costSaving: {
      stopForEngagement: (engagementId, hours, reason) =>
        costs.costs.addExclusion({ engagementId }, hours, reason),
    },
    dashboardConfiguration: (id): Promise<Record<string, unknown>> => newestValues(id, 'dashboard'),
  });
  // Dashboards: Cairn's own (definitions over the warehouse, tiles run in its warehouse processes and
  // cached per warehouse build) or Power BI, chosen by the dashboard card; paused capacity, no tiles.
  const dashboards = dashboardsModule(db, {
    access,
    audit,
    principalNames,
    warehouse,
    runs,
    dashboardCard: (id): Promise<Record<string, unknown>> => newestValues(id, 'dashboard'),
    capacityGate: {
      isPaused: (id, tool): Promise<boolean> => capacities.dashboardCapacities.isPaused(id, tool),
    },
    // Folder access follows the data: a tile's rows need its imported tables' folders (lineage).
    tileSourceFolders: {
      mayReadQuery: async (caller, id, sql): Promise<boolean> =>
        imports.importedTables.mayReadRows(
          caller,
          id,
          await building.buildResults.sourceTablesOfQuery(id, sql),
        ),
    },
    // Power BI reports (.pbix) in the dashboard card's workspace, when CAIRN_POWERBI_API_URL is set.
    powerbi: powerBiDashboardProvider(config, (id): Promise<Record<string, unknown>> =>
      newestValues(id, 'dashboard'),
    ),
  });
  // Brokers poll into import storage through PollBroker runs; secrets through the secret store.
  const connectors = connectorsModule(db, {
    config,
    secrets,
    principalNames,
    storageObjects,
    runs,
    runHandlers,
  });
  // Gain: governance, import configurations, the import engine and batches (modules/gain/gain.module.ts).
  const gain = gainModule(db, {
    config,
    access,
    engagements,
    principalNames,
    storageObjects,
    runs,
    runHandlers,
    warehouse,
    engagementConfigurations: configurations.engagementConfigurations,
    outboundConnectors: connectors.outboundConnectors,
    storageDrivers,
  });
  return {
    config,
    access,
    /** audit.record(event) writes one security event (modules/audit/audit.service.ts); list and export read them. */
    audit,
    rateLimit,
    profiles,
    sessions,
    /** A user's personal access tokens (profile page); git over HTTP authenticates with them. */
    accessTokens,
    ...applicationsModule(db, { access, sessions, tenancy: engagements }),
    auth: new AuthService(db, rateLimit),
    oidc: config.oidc ? new OidcService(db, config.oidc) : undefined,
    engagements,
    ...engagementsAdmin,
    // Role assignment changes queue RBAC tasks in the same transaction.
    roleAssignments: new RoleAssignmentService(db, access, rbac.rbacTasks),
    ...rbac,
    engagementAccess: new EngagementAccessService(db, access),
    /** Who holds roles at a tenant (Tenant details' Users and Applications tabs). */
    tenantAccess: new TenantAccessService(db, access),
    /** tenants, tenantResources and tenantLock (the deployments' port): modules/tenants. */
    ...tenantsModule(db, { config, access }),
    secrets,
    ...usersModule(db, { config, access, sessions, accessTokens, rateLimit, tenancy: engagements }),
    ...rolesModule(db, { access }),
    ...costs,
    ...deployments,
    storageDrivers,
    storageConfigs,
    storageObjects,
    nodeModel,
    /** What each pipeline does: modules register their handler by pipeline name (run-handlers.ts). */
    runHandlers,
    pipelines,
    runs,
    warehouse,
    /** Where each engagement's warehouse is; the run worker hands it to each run (RunContext.warehouse). */
    warehousePlacements,
    ...imports,
    ...publishing,
    ...connectors,
    ...configurations,
    ...capacities,
    ...dashboards,
    ...building,
    ...gain,
    // Orchestrations (feature Workflow): steps over the pipelines above, started through runs.
    ...orchestrationsModule(db, { config, access, engagements, runs, secrets }),
    // Feedback and help requests, e-mailed to whoever holds Feedback.Reader at /platform.
    ...feedbackModule(db, {
      config,
      principalNames,
      permissionHolders: new PermissionHolderDirectory(db),
    }),
  };
}
