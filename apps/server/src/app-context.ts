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
  return {
    config,
    access,
    rateLimit,
    profiles,
    sessions: new SessionService(db, config),
    auth: new AuthService(db, rateLimit),
    oidc: config.oidc ? new OidcService(db, config.oidc) : undefined,
    engagements: new EngagementService(db, access, profiles),
    roleAssignments: new RoleAssignmentService(db, access),
    storageDrivers,
    storageConfigs,
    storageObjects: new StorageObjectService(db, config, storageConfigs, storageDrivers),
  };
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
