// The services of one running Cairn, built once from configuration.
import { installSecretsKey } from './modules/secrets/secret-box.js';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { buildServices } from './modules/registry.js';
import { removeAbandoned, scratchRoot } from './process-temporaries.js';

export interface AppContext {
  database: Database;
  services: ReturnType<typeof buildServices>;
  /** This server's origin as the browser sees it: the configured public URL, else the request's. */
  originOf(req: FastifyRequest): string;
  ping(): Promise<void>;
}

export function createAppContext(config: Config, database: Database): AppContext {
  if (config.secretsKey) installSecretsKey(config.dataDir, config.secretsKey);
  // The scratch folders of runs whose worker was killed on this machine (an import's copies of its files).
  removeAbandoned(scratchRoot(config.dataDir));
  return {
    database,
    services: buildServices(config, database),
    originOf: (req) => config.publicUrl ?? `${req.protocol}://${req.host}`,
    ping: async () => {
      await database.db.execute(sql`select 1`);
    },
  };
}
