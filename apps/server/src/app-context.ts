// The services of one running Cairn, built once from configuration.
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { AccessService } from './access/access.service.js';
import { SessionService } from './auth/sessions.service.js';
import { RateLimitService } from './auth/rate-limit.service.js';
import { AuthService } from './auth/auth.service.js';
import { OidcService } from './auth/oidc.service.js';
import { ProfileService } from './modules/profile/profile.service.js';
import { EngagementService } from './modules/engagements/engagements.service.js';
import { RoleAssignmentService } from './access/role-assignments.service.js';
import { StorageDrivers } from './modules/storage/drivers/index.js';
import { StorageConfigService } from './modules/storage/storage-config.service.js';
import { StorageObjectService } from './modules/storage/storage-objects.service.js';
import { NodeModelService } from './modules/node-model/node-model.service.js';
import { RunHandlers } from './modules/pipelines/run-handlers.js';
import { PipelineService } from './modules/pipelines/pipelines.service.js';
import { RunService } from './modules/pipelines/runs.service.js';
import { WarehouseService } from './warehouse/warehouse.service.js';
import { importModule } from './modules/import/import.module.js';
import { buildingModule } from './modules/building/building.module.js';
import { rbacModule } from './modules/rbac/rbac.module.js';
import { EngagementAccessService } from './modules/authorization/engagement-access.service.js';
import { usersModule } from './modules/authorization/users.module.js';
import { rolesModule } from './modules/authorization/roles.module.js';
import { applicationsModule } from './modules/authorization/applications.module.js';
import { AuditService } from './modules/audit/audit.service.js';

export interface AppContext {
  database: Database;
  services: ReturnType<typeof buildServices>;
  /** This server's origin as the browser sees it: the configured public URL, else the request's. */
  originOf(req: FastifyRequest): string;
  ping(): Promise<void>;
}

function buildServices(config: Config, database: Database) {
  const db = database.db;
  const access = new AccessService(db);
  const rateLimit = new RateLimitService(db, config);
  const profiles = new ProfileService(db, access);
  const storageDrivers = new StorageDrivers(config);
  const storageConfigs = new StorageConfigService(db);
  const engagements = new EngagementService(db, access, profiles);
  const pipelines = new PipelineService(db);
  const runHandlers = new RunHandlers();
  const sessions = new SessionService(db, config);
  const rbac = rbacModule(db, { config, access });
  const services = {
    config,
    access,
    /** audit.record(event) writes one security event (modules/audit/audit.service.ts); list and export read them. */
    audit: new AuditService(db),
    rateLimit,
    profiles,
    sessions,
    ...applicationsModule(db, { access, sessions }),
    auth: new AuthService(db, rateLimit),
    oidc: config.oidc ? new OidcService(db, config.oidc) : undefined,
    engagements,
    // Role assignment changes queue RBAC tasks in the same transaction.
    roleAssignments: new RoleAssignmentService(db, access, rbac.rbacTasks),
    ...rbac,
    engagementAccess: new EngagementAccessService(db, access),
    ...usersModule(db, { config, access, sessions }),
    ...rolesModule(db, { access }),
    storageDrivers,
    storageConfigs,
    storageObjects: new StorageObjectService(db, config, storageConfigs, storageDrivers),
    /** nodeModel.readLayer(engagementId, branch, layer) gives a layer's nodes, queries and tests at one commit. */
    nodeModel: new NodeModelService(config, database, engagements),
    /** What each pipeline does: modules register their handler by pipeline name (run-handlers.ts). */
    runHandlers,
    pipelines,
    /** runs.startRun(engagementId, { pipelineName, layer, parameters }, principal) queues a run. */
    runs: new RunService(db, config, pipelines, engagements, profiles, runHandlers, access),
    /** One DuckDB file per engagement: connect() for Cairn's own SQL, session() for users' SQL, preview. */
    warehouse: new WarehouseService(config.warehouse, config.dataDir),
  };
  const imports = importModule(db, services);
  return { ...services, ...imports, ...buildingModule(db, { ...services, importedTables: imports.importedTables }) };
}

export function createAppContext(config: Config, database: Database): AppContext {
  return {
    database,
    services: buildServices(config, database),
    originOf: (req) => config.publicUrl ?? `${req.protocol}://${req.host}`,
    ping: async () => {
      await database.db.execute(sql`select 1`);
    },
  };
}
