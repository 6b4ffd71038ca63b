// Every environment variable Cairn reads, by area, in the order docs/configuration.md lists them.
import { z } from 'zod';
import { azureEnv } from './azure.js';
import { authEnv } from './env-auth.js';
import { shapeOf, type EnvArea } from './env-helpers.js';
import { providersEnv } from './env-providers.js';
import { runsEnv } from './env-runs.js';
import { serverEnv } from './env-server.js';
import { storageEnv } from './env-storage.js';
import { warehouseEnv } from './env-warehouse.js';
import { mailEnv } from './env-mail.js';

export const ENV_AREAS: readonly EnvArea[] = [
  serverEnv,
  authEnv,
  storageEnv,
  runsEnv,
  warehouseEnv,
  azureEnv,
  providersEnv,
  mailEnv,
];

export const envSchema = z.object({
  ...shapeOf(serverEnv.vars),
  ...shapeOf(authEnv.vars),
  ...shapeOf(storageEnv.vars),
  ...shapeOf(runsEnv.vars),
  ...shapeOf(warehouseEnv.vars),
  ...shapeOf(azureEnv.vars),
  ...shapeOf(providersEnv.vars),
  ...shapeOf(mailEnv.vars),
});

export type Env = z.infer<typeof envSchema>;
