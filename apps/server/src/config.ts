// Environment -> typed configuration, validated once at start-up. Every variable is documented in
// the README's configuration reference; a bad value stops the process with a message naming it.
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { CLOUD_PROVIDERS, DEFAULT_VERSION_TEXT } from '@cairn/contracts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const positiveInt = z.coerce.number().int().positive();

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrRange = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies may set X-Forwarded-*: a hop count or a comma-separated list of addresses and ranges.
 * Never everyone: with `true` any client could name its own address in X-Forwarded-For and so
 * escape the per-address sign-in limit.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    if (['', 'false', 'no', '0'].includes(value.toLowerCase())) return false;
    if (/^\d+$/.test(value)) return Number(value);
    if (['true', 'yes'].includes(value.toLowerCase())) {
      ctx.addIssue({
        code: 'custom',
        message:
          "'true' would trust X-Forwarded-For from any client; list the proxies' addresses or ranges (e.g. 10.0.0.5,10.1.0.0/16) or give the number of proxy hops",
      });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrRange(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not an address or range: ${bad.join(', ')} (expected e.g. 10.0.0.5,10.1.0.0/16, loopback, or a hop count)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Private or local addresses Cairn may still connect to on a user's behalf (API connection token
 * endpoints, broker SFTP hosts): addresses, ranges, or loopback / linklocal / uniquelocal. Empty by
 * default: such addresses are refused (net/outbound-addresses.ts).
 */
const outboundAllow = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): string[] => {
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrRange(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not an address or range: ${bad.join(', ')} (expected e.g. 10.0.0.5,10.1.0.0/16 or loopback)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Prices of the local cost provider (modules/costs/rate-card.ts), in CAIRN_COSTS_CURRENCY. */
const rateCardSchema = z.object({
  storageGbMonth: z.number().min(0).default(0.02),
  warehouseGbMonth: z.number().min(0).default(0.12),
  pipelineHour: z.number().min(0).default(0.3),
});
export type RateCard = z.infer<typeof rateCardSchema>;

const envSchema = z.object({
  CAIRN_DATA_DIR: z.string().min(1).default('./data'),
  CAIRN_HOST: z.string().min(1).default('127.0.0.1'),
  CAIRN_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  CAIRN_PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// address')
    .optional(),
  CAIRN_ENVIRONMENT: z.string().min(1).default('Development'),
  CAIRN_VERSION_TEXT: z.string().min(1).default(DEFAULT_VERSION_TEXT),
  CAIRN_CLOUD_PROVIDER: z.enum(CLOUD_PROVIDERS).default('azure'),
  CAIRN_LOCAL_LOGIN: bool.default(true),
  CAIRN_OIDC_ISSUER: z.url().optional(),
  CAIRN_OIDC_CLIENT_ID: z.string().min(1).optional(),
  CAIRN_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  CAIRN_OIDC_SCOPES: z.string().default('openid email profile'),
  CAIRN_OIDC_ALLOW_HTTP: bool.default(false),
  CAIRN_SESSION_IDLE_MINUTES: positiveInt.default(120),
  CAIRN_SESSION_ABSOLUTE_HOURS: positiveInt.default(12),
  // How long a server process reuses a session it looked up (0: every request reads it). Sign-out,
  // deactivation and revocation in this process take effect at once; in another process within this.
  CAIRN_SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  CAIRN_LOGIN_MAX_FAILURES: positiveInt.default(5),
  CAIRN_LOGIN_WINDOW_MINUTES: positiveInt.default(15),
  CAIRN_DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  CAIRN_SEED_DEMO: bool.default(true),
  CAIRN_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CAIRN_WEB_DIR: z.string().optional(),
  CAIRN_STORAGE_MAX_UPLOAD_MB: positiveInt.default(2048),
  // The most one engagement may keep in its storage, all purposes together (issue 24); 0: no quota.
  CAIRN_STORAGE_QUOTA_GB: z.coerce.number().min(0).default(1000),
  CAIRN_AZURE_STORAGE_CONNECTION_STRING: z.string().min(1).optional(),
  CAIRN_AZURE_STORAGE_CONTAINER: z
    .string()
    .regex(
      /^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/,
      'must be a valid container name (3-63 lowercase letters, digits, dashes)',
    )
    .default('cairn'),
  // AWS S3 (or an S3-compatible service at CAIRN_S3_ENDPOINT). Without CAIRN_S3_ACCESS_KEY_ID the
  // credentials come from the AWS SDK's own chain (AWS_* variables, a profile, the machine's role).
  CAIRN_S3_REGION: z.string().min(1).default('eu-west-1'),
  CAIRN_S3_ENDPOINT: z.url().optional(),
  CAIRN_S3_FORCE_PATH_STYLE: bool.default(false),
  CAIRN_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  CAIRN_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // The node model on a git server (smart HTTP): one repository per engagement at this address, with
  // {engagementId} in it; the repositories exist (empty is fine) and the credentials may push.
  CAIRN_NODE_MODEL_GIT_URL: z
    .string()
    .regex(
      /^https?:\/\/[^\s]*\{engagementId\}[^\s]*$/,
      'must be an http(s) address containing {engagementId}',
    )
    .optional(),
  CAIRN_NODE_MODEL_GIT_USERNAME: z.string().min(1).optional(),
  CAIRN_NODE_MODEL_GIT_TOKEN: z.string().min(1).optional(),
  // The largest `git push` to Cairn (its pack as it arrives): 413 above it, counted while it streams.
  CAIRN_GIT_MAX_PUSH_MB: positiveInt.max(4096).default(100),
  CAIRN_TRUST_PROXY: trustProxy,
  CAIRN_OUTBOUND_ALLOW: outboundAllow,
  CAIRN_RUN_CONCURRENCY: positiveInt.max(64).default(2),
  CAIRN_RUN_TENANT_CONCURRENCY: positiveInt.max(64).optional(),
  CAIRN_RUN_HEARTBEAT_SECONDS: z.coerce.number().positive().max(300).default(5),
  CAIRN_RUN_TIME_LIMIT_SECONDS: positiveInt.max(7 * 24 * 3600).default(3600),
  CAIRN_RUN_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  CAIRN_RUN_POLL_MS: positiveInt.max(60_000).default(500),
  CAIRN_BROKER_POLL_SECONDS: positiveInt.max(24 * 3600).default(300),
  CAIRN_DIAGNOSTIC_PIPELINES: bool.default(false),
  CAIRN_WAREHOUSE_MEMORY_LIMIT: z
    .string()
    .regex(/^\d+(\.\d+)?\s*(B|KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i, "must be a size such as '1GB' or '512MiB'")
    .default('1GB'),
  CAIRN_WAREHOUSE_THREADS: positiveInt.max(256).optional(),
  CAIRN_WAREHOUSE_STATEMENT_TIMEOUT_SECONDS: positiveInt.max(7 * 24 * 3600).default(600),
  CAIRN_IMPORT_XLSX_MAX_PART_MB: positiveInt.max(4095).default(512),
  CAIRN_IMPORT_XLSX_MAX_TOTAL_MB: positiveInt.max(65536).default(1024),
  CAIRN_IMPORT_XLSX_MAX_RATIO: positiveInt.default(100),
  CAIRN_IMPORT_XLSX_MAX_ENTRIES: positiveInt.max(1_000_000).default(10_000),
  CAIRN_IMPORT_XLSX_MAX_SHARED_STRINGS: positiveInt.max(100_000_000).default(2_000_000),
  CAIRN_WAREHOUSE_MAX_TEMP_SIZE: z
    .string()
    .regex(/^\d+(\.\d+)?\s*(B|KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i, "must be a size such as '20GB' or '512MiB'")
    .default('20GB'),
  CAIRN_WAREHOUSE_PROCESS_MEMORY_MB: z.coerce
    .number()
    .int()
    .min(0)
    .max(1024 * 1024)
    .default(3072),
  // The key that seals secrets (32 bytes, base64: `openssl rand -base64 32`), the same on every
  // process of a deployment; unset, each data directory makes its own (modules/secrets/secret-box.ts).
  CAIRN_SECRETS_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  // A PostgreSQL server for warehouses (warehouse/postgres): a superuser's URL; engagements whose node
  // model configuration names CAIRN_WAREHOUSE_POSTGRES_NAME as their SQL server keep their warehouse there.
  CAIRN_WAREHOUSE_POSTGRES_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// address')
    .optional(),
  CAIRN_WAREHOUSE_POSTGRES_NAME: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/, 'must be a server name: letters, digits, . _ -')
    .default('cairn-warehouse'),
  // DuckDB warehouses are files in the data directory: `embedded` (one process, the default of
  // `cairn serve`), `shared` (every process sees the same directory: pinned by the deployment), `off`
  // (refused; the default of `serve --no-worker` and `worker`, which share nothing on local disk).
  CAIRN_WAREHOUSE_DUCKDB: z.enum(['embedded', 'shared', 'off']).optional(),
  // The most one engagement's warehouse may hold (issue 24); an import that would pass it fails. 0: no quota.
  CAIRN_WAREHOUSE_QUOTA_GB: z.coerce.number().min(0).default(500),
  CAIRN_WAREHOUSE_POSTGRES_WORK_MEM: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, "must be a size such as '64MB'")
    .default('64MB'),
  CAIRN_RBAC_PROVIDER: z.enum(['local', 'azure']).default('local'),
  CAIRN_RBAC_POLL_MS: positiveInt.max(600_000).default(2000),
  CAIRN_AZURE_TENANT_ID: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F-]{36}$|^[a-z0-9.-]+$/, 'must be a directory (tenant) id or domain')
    .optional(),
  CAIRN_AZURE_CLIENT_ID: z.string().trim().min(1).optional(),
  CAIRN_AZURE_CLIENT_SECRET: z.string().min(1).optional(),
  CAIRN_AZURE_AUTHORITY_HOST: z.url().default('https://login.microsoftonline.com'),
  CAIRN_AZURE_MANAGEMENT_URL: z.url().default('https://management.azure.com'),
  CAIRN_COSTS_PROVIDER: z.enum(['local', 'azure']).default('local'),
  CAIRN_COSTS_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, "must be a three-letter currency code such as 'EUR'")
    .default('EUR'),
  CAIRN_COSTS_RATE_CARD: z
    .string()
    .default('{}')
    .transform((text, ctx) => {
      try {
        return rateCardSchema.parse(JSON.parse(text));
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'must be JSON such as {"storageGbMonth":0.02,"warehouseGbMonth":0.12,"pipelineHour":0.3}',
        });
        return z.NEVER;
      }
    }),
  CAIRN_AUTO_PAUSE_AT: z
    .string()
    .trim()
    .regex(
      /^$|^([01]\d|2[0-3]):[0-5]\d(,([01]\d|2[0-3]):[0-5]\d)*$/,
      "must be UTC times such as '19:00,23:30' (empty: never)",
    )
    .default('19:00'),
  CAIRN_DEPLOYMENT_PROVIDER: z.enum(['local', 'azure']).default('local'),
  CAIRN_DASHBOARD_CAPACITY_PROVIDER: z.enum(['local', 'azure']).default('local'),
  CAIRN_DASHBOARD_CAPACITY_TRANSITION_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  CAIRN_POWERBI_API_URL: z.url().optional(),
  CAIRN_POWERBI_RESOURCE: z.url().default('https://analysis.windows.net/powerbi/api'),
  CAIRN_DEPLOYMENT_POLL_MS: positiveInt.max(600_000).default(1000),
  CAIRN_DEPLOYMENT_LOCATION: z
    .string()
    .regex(/^[a-z0-9]+$/, "must be an Azure region name such as 'westeurope'")
    .default('westeurope'),
});

export interface Config {
  dataDir: string;
  /** CAIRN_SECRETS_KEY: the deployment's secrets key (base64), installed into the data directory at start. */
  secretsKey?: string;
  host: string;
  port: number;
  publicUrl: string | undefined;
  databaseUrl: string | undefined;
  environment: string;
  versionText: string;
  cloudProvider: (typeof CLOUD_PROVIDERS)[number];
  localLogin: boolean;
  oidc:
    | { issuer: string; clientId: string; clientSecret?: string; scopes: string; allowHttp: boolean }
    | undefined;
  session: { idleMinutes: number; absoluteHours: number; cacheSeconds: number };
  login: { maxFailures: number; windowMinutes: number };
  demoPassword: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  webDir: string;
  /** Proxies trusted for X-Forwarded-*: none, a hop count, or addresses and ranges (never all). */
  trustProxy: false | number | string[];
  /** Private or local addresses user-configured connections may still reach (CAIRN_OUTBOUND_ALLOW). */
  outboundAllow: string[];
  /** The node model's git server, when it is not in the data directory. */
  nodeModelGit: { urlTemplate: string; username: string | undefined; token: string | undefined } | undefined;
  /** git over HTTP to Cairn (node-model/git-http): the largest push, in bytes. */
  gitPush: { maxBytes: number };
  storage: {
    maxUploadBytes: number;
    /** Bytes one engagement may keep in its storage; 0 for no quota. */
    quotaBytes: number;
    azureConnectionString: string | undefined;
    azureContainer: string;
    s3: {
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };
  };
  runs: RunsConfig;
  warehouse: WarehouseConfig;
  import: { xlsx: XlsxLimits };
  rbac: RbacConfig;
  costs: CostsConfig;
  deployments: DeploymentsConfig;
  /** Power BI Embedded and Analysis Services capacities of dashboards (modules/dashboards/capacities). */
  dashboardCapacities: DashboardCapacitiesConfig;
  /** The Power BI REST API of the powerbi dashboard provider (modules/dashboards/powerbi); unset: not configured. */
  powerBi: PowerBiConfig;
  /** SFTP brokers (modules/connectors): how often the worker polls each enabled broker. */
  brokers: { pollSeconds: number };
}

/** Deployments of tenants (modules/deployments): which provider runs their tasks, and how often a worker looks. */
export interface DeploymentsConfig {
  provider: 'local' | 'azure';
  pollMs: number;
  /** Azure region of the generated ARM templates' resources. */
  location: string;
  /** Set when provider is 'azure': the same Entra ID client credentials as the RBAC provider's. */
  azure?: NonNullable<RbacConfig['azure']>;
}

/** Dashboard capacities: `local` (a state machine whose transitions take transitionMs) or `azure`. */
export interface DashboardCapacitiesConfig {
  provider: 'local' | 'azure';
  transitionMs: number;
  /** Set when provider is 'azure': Resource Manager is called with these credentials. */
  azure?: NonNullable<RbacConfig['azure']>;
}

/** Power BI REST API base URL (e.g. https://api.powerbi.com/v1.0/myorg) and the Entra ID app it signs in as. */
export interface PowerBiConfig {
  apiUrl: string | undefined;
  /** managementUrl is the Power BI resource (token scope `${resource}/.default`). */
  credentials?: NonNullable<RbacConfig['azure']>;
}

/** Costs (modules/costs): where costs come from, the local rate card, and when auto-pause runs. */
export interface CostsConfig {
  provider: 'local' | 'azure';
  currency: string;
  rateCard: RateCard;
  /** UTC times of day ('HH:mm') at which auto-pause pauses what no exclusion keeps running. */
  autoPauseAt: string[];
  /** Set when provider is 'azure': the Cost Management query API is called with these credentials. */
  azure?: NonNullable<RbacConfig['azure']>;
}

/** RBAC tasks (modules/rbac): which provider applies them, and how often a worker looks for new ones. */
export interface RbacConfig {
  provider: 'local' | 'azure';
  pollMs: number;
  /** Set when provider is 'azure': Entra ID client credentials and the endpoints to call. */
  azure?: {
    tenantId: string;
    clientId: string;
    clientSecret: string;
    authorityHost: string;
    managementUrl: string;
  };
}

/** What an XLSX may expand to; checked before it is expanded (modules/import/xlsx-limits.ts). */
export interface XlsxLimits {
  /** Inflated size of one part (a sheet, the shared strings). */
  maxPartBytes: number;
  /** Inflated size of all parts together. */
  maxTotalBytes: number;
  /** Inflated / compressed size of a part larger than `ratioAboveBytes`. */
  maxRatio: number;
  ratioAboveBytes: number;
  /** Parts in the zip. */
  maxEntries: number;
  /** Strings in sharedStrings.xml. */
  maxSharedStrings: number;
}

/** Per engagement warehouse instance (warehouse/): limits so one engagement cannot take the machine. */
export interface WarehouseConfig {
  memoryLimit: string;
  threads: number;
  /** Users' SQL is interrupted after this long. */
  statementTimeoutSeconds: number;
  /** Largest spill directory of one warehouse (DuckDB `max_temp_directory_size`); default 20GB. */
  maxTempSize?: string;
  /** Memory ceiling of a run's warehouse process in MB (RLIMIT_DATA); default 3072, 0 for none. */
  processMemoryMB?: number;
  /** Bytes one engagement's warehouse may hold (imports are refused past it); 0 or unset for no quota. */
  quotaBytes?: number;
  /** Whether DuckDB warehouses may be used here (config: CAIRN_WAREHOUSE_DUCKDB); unset: as the command decides. */
  duckdb?: 'embedded' | 'shared' | 'off';
  /** The PostgreSQL warehouse server, when there is one (warehouse/engine-choice.ts says who uses it). */
  postgres?: { adminUrl: string; serverName: string; workMem: string };
}

/** The pipeline run worker (jobs/run-worker.ts). */
export interface RunsConfig {
  /** Runs one worker executes at once (of different engagements). */
  concurrency: number;
  /**
   * Runs of one tenant one worker executes at once while other tenants' runs wait (fair queue); a
   * tenant alone in the queue still uses every slot.
   */
  tenantConcurrency: number;
  heartbeatSeconds: number;
  /** A run whose heartbeat is older than this (3 missed beats) is failed by any worker. */
  staleSeconds: number;
  timeLimitSeconds: number;
  shutdownGraceSeconds: number;
  pollMs: number;
  /** Test-only: the CairnDiagnosticWait pipeline (modules/pipelines/diagnostic-pipeline.ts). */
  diagnostics: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.CAIRN_OIDC_ISSUER && !e.CAIRN_OIDC_CLIENT_ID) {
    throw new ConfigError(
      'Invalid configuration:\n  CAIRN_OIDC_CLIENT_ID: required when CAIRN_OIDC_ISSUER is set',
    );
  }
  if (!e.CAIRN_OIDC_ISSUER && !e.CAIRN_LOCAL_LOGIN) {
    throw new ConfigError(
      'Invalid configuration:\n  CAIRN_LOCAL_LOGIN: cannot be false without CAIRN_OIDC_ISSUER (nobody could sign in)',
    );
  }
  const azureMissing = (
    ['CAIRN_AZURE_TENANT_ID', 'CAIRN_AZURE_CLIENT_ID', 'CAIRN_AZURE_CLIENT_SECRET'] as const
  ).filter((k) => !e[k]);
  if (e.CAIRN_DEPLOYMENT_PROVIDER === 'azure' && azureMissing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${azureMissing.map((k) => `  ${k}: required when CAIRN_DEPLOYMENT_PROVIDER is azure`).join('\n')}`,
    );
  }
  if (e.CAIRN_COSTS_PROVIDER === 'azure' && azureMissing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${azureMissing.map((k) => `  ${k}: required when CAIRN_COSTS_PROVIDER is azure`).join('\n')}`,
    );
  }
  if (e.CAIRN_DASHBOARD_CAPACITY_PROVIDER === 'azure' && azureMissing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${azureMissing.map((k) => `  ${k}: required when CAIRN_DASHBOARD_CAPACITY_PROVIDER is azure`).join('\n')}`,
    );
  }
  if (e.CAIRN_RBAC_PROVIDER === 'azure' && azureMissing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${azureMissing.map((k) => `  ${k}: required when CAIRN_RBAC_PROVIDER is azure`).join('\n')}`,
    );
  }
  if (!e.CAIRN_S3_ACCESS_KEY_ID !== !e.CAIRN_S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  CAIRN_S3_ACCESS_KEY_ID and CAIRN_S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  return {
    dataDir: path.resolve(e.CAIRN_DATA_DIR),
    secretsKey: e.CAIRN_SECRETS_KEY,
    host: e.CAIRN_HOST,
    port: e.CAIRN_PORT,
    publicUrl: e.CAIRN_PUBLIC_URL?.replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    environment: e.CAIRN_ENVIRONMENT,
    versionText: e.CAIRN_VERSION_TEXT,
    cloudProvider: e.CAIRN_CLOUD_PROVIDER,
    localLogin: e.CAIRN_LOCAL_LOGIN,
    oidc: e.CAIRN_OIDC_ISSUER
      ? {
          issuer: e.CAIRN_OIDC_ISSUER,
          clientId: e.CAIRN_OIDC_CLIENT_ID!,
          clientSecret: e.CAIRN_OIDC_CLIENT_SECRET,
          scopes: e.CAIRN_OIDC_SCOPES,
          allowHttp: e.CAIRN_OIDC_ALLOW_HTTP,
        }
      : undefined,
    session: {
      idleMinutes: e.CAIRN_SESSION_IDLE_MINUTES,
      absoluteHours: e.CAIRN_SESSION_ABSOLUTE_HOURS,
      cacheSeconds: e.CAIRN_SESSION_CACHE_SECONDS,
    },
    login: { maxFailures: e.CAIRN_LOGIN_MAX_FAILURES, windowMinutes: e.CAIRN_LOGIN_WINDOW_MINUTES },
    demoPassword: e.CAIRN_DEMO_PASSWORD,
    seedDemo: e.CAIRN_SEED_DEMO,
    logLevel: e.CAIRN_LOG_LEVEL,
    webDir: path.resolve(e.CAIRN_WEB_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy: e.CAIRN_TRUST_PROXY,
    outboundAllow: e.CAIRN_OUTBOUND_ALLOW,
    nodeModelGit: e.CAIRN_NODE_MODEL_GIT_URL
      ? {
          urlTemplate: e.CAIRN_NODE_MODEL_GIT_URL,
          username: e.CAIRN_NODE_MODEL_GIT_USERNAME,
          token: e.CAIRN_NODE_MODEL_GIT_TOKEN,
        }
      : undefined,
    gitPush: { maxBytes: e.CAIRN_GIT_MAX_PUSH_MB * 1024 * 1024 },
    storage: {
      maxUploadBytes: e.CAIRN_STORAGE_MAX_UPLOAD_MB * 1024 * 1024,
      quotaBytes: Math.floor(e.CAIRN_STORAGE_QUOTA_GB * 1024 ** 3),
      azureConnectionString: e.CAIRN_AZURE_STORAGE_CONNECTION_STRING,
      azureContainer: e.CAIRN_AZURE_STORAGE_CONTAINER,
      s3: {
        region: e.CAIRN_S3_REGION,
        endpoint: e.CAIRN_S3_ENDPOINT,
        forcePathStyle: e.CAIRN_S3_FORCE_PATH_STYLE,
        credentials:
          e.CAIRN_S3_ACCESS_KEY_ID && e.CAIRN_S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.CAIRN_S3_ACCESS_KEY_ID, secretAccessKey: e.CAIRN_S3_SECRET_ACCESS_KEY }
            : undefined,
      },
    },
    runs: {
      concurrency: e.CAIRN_RUN_CONCURRENCY,
      tenantConcurrency: e.CAIRN_RUN_TENANT_CONCURRENCY ?? Math.ceil(e.CAIRN_RUN_CONCURRENCY / 2),
      heartbeatSeconds: e.CAIRN_RUN_HEARTBEAT_SECONDS,
      staleSeconds: 3 * e.CAIRN_RUN_HEARTBEAT_SECONDS,
      timeLimitSeconds: e.CAIRN_RUN_TIME_LIMIT_SECONDS,
      shutdownGraceSeconds: e.CAIRN_RUN_SHUTDOWN_GRACE_SECONDS,
      pollMs: e.CAIRN_RUN_POLL_MS,
      diagnostics: e.CAIRN_DIAGNOSTIC_PIPELINES,
    },
    warehouse: {
      memoryLimit: e.CAIRN_WAREHOUSE_MEMORY_LIMIT.replace(/\s+/g, ''),
      // Runs share the machine: by default each run's warehouse takes its share of the cores.
      threads:
        e.CAIRN_WAREHOUSE_THREADS ??
        Math.max(1, Math.floor(os.availableParallelism() / e.CAIRN_RUN_CONCURRENCY)),
      statementTimeoutSeconds: e.CAIRN_WAREHOUSE_STATEMENT_TIMEOUT_SECONDS,
      maxTempSize: e.CAIRN_WAREHOUSE_MAX_TEMP_SIZE.replace(/\s+/g, ''),
      processMemoryMB: e.CAIRN_WAREHOUSE_PROCESS_MEMORY_MB,
      duckdb: e.CAIRN_WAREHOUSE_DUCKDB,
      quotaBytes: Math.floor(e.CAIRN_WAREHOUSE_QUOTA_GB * 1024 ** 3),
      postgres: e.CAIRN_WAREHOUSE_POSTGRES_URL
        ? {
            adminUrl: e.CAIRN_WAREHOUSE_POSTGRES_URL,
            serverName: e.CAIRN_WAREHOUSE_POSTGRES_NAME,
            workMem: e.CAIRN_WAREHOUSE_POSTGRES_WORK_MEM,
          }
        : undefined,
    },
    import: {
      xlsx: {
        maxPartBytes: e.CAIRN_IMPORT_XLSX_MAX_PART_MB * 1024 * 1024,
        maxTotalBytes: e.CAIRN_IMPORT_XLSX_MAX_TOTAL_MB * 1024 * 1024,
        maxRatio: e.CAIRN_IMPORT_XLSX_MAX_RATIO,
        // Small parts may compress far better than that (empty styled cells) and cost little.
        ratioAboveBytes: 10 * 1024 * 1024,
        maxEntries: e.CAIRN_IMPORT_XLSX_MAX_ENTRIES,
        maxSharedStrings: e.CAIRN_IMPORT_XLSX_MAX_SHARED_STRINGS,
      },
    },
    costs: {
      provider: e.CAIRN_COSTS_PROVIDER,
      currency: e.CAIRN_COSTS_CURRENCY,
      rateCard: e.CAIRN_COSTS_RATE_CARD,
      autoPauseAt: e.CAIRN_AUTO_PAUSE_AT ? e.CAIRN_AUTO_PAUSE_AT.split(',') : [],
      azure:
        e.CAIRN_COSTS_PROVIDER === 'azure'
          ? {
              tenantId: e.CAIRN_AZURE_TENANT_ID!,
              clientId: e.CAIRN_AZURE_CLIENT_ID!,
              clientSecret: e.CAIRN_AZURE_CLIENT_SECRET!,
              authorityHost: e.CAIRN_AZURE_AUTHORITY_HOST.replace(/\/$/, ''),
              managementUrl: e.CAIRN_AZURE_MANAGEMENT_URL.replace(/\/$/, ''),
            }
          : undefined,
    },
    rbac: {
      provider: e.CAIRN_RBAC_PROVIDER,
      pollMs: e.CAIRN_RBAC_POLL_MS,
      azure:
        e.CAIRN_RBAC_PROVIDER === 'azure'
          ? {
              tenantId: e.CAIRN_AZURE_TENANT_ID!,
              clientId: e.CAIRN_AZURE_CLIENT_ID!,
              clientSecret: e.CAIRN_AZURE_CLIENT_SECRET!,
              authorityHost: e.CAIRN_AZURE_AUTHORITY_HOST.replace(/\/$/, ''),
              managementUrl: e.CAIRN_AZURE_MANAGEMENT_URL.replace(/\/$/, ''),
            }
          : undefined,
    },
    brokers: { pollSeconds: e.CAIRN_BROKER_POLL_SECONDS },
    dashboardCapacities: {
      provider: e.CAIRN_DASHBOARD_CAPACITY_PROVIDER,
      transitionMs: e.CAIRN_DASHBOARD_CAPACITY_TRANSITION_MS,
      azure:
        e.CAIRN_DASHBOARD_CAPACITY_PROVIDER === 'azure'
          ? {
              tenantId: e.CAIRN_AZURE_TENANT_ID!,
              clientId: e.CAIRN_AZURE_CLIENT_ID!,
              clientSecret: e.CAIRN_AZURE_CLIENT_SECRET!,
              authorityHost: e.CAIRN_AZURE_AUTHORITY_HOST.replace(/\/$/, ''),
              managementUrl: e.CAIRN_AZURE_MANAGEMENT_URL.replace(/\/$/, ''),
            }
          : undefined,
    },
    powerBi: {
      apiUrl: e.CAIRN_POWERBI_API_URL?.replace(/\/$/, ''),
      // Without Entra ID credentials (a local stand-in) the calls go without a token.
      credentials:
        e.CAIRN_AZURE_TENANT_ID && e.CAIRN_AZURE_CLIENT_ID && e.CAIRN_AZURE_CLIENT_SECRET
          ? {
              tenantId: e.CAIRN_AZURE_TENANT_ID,
              clientId: e.CAIRN_AZURE_CLIENT_ID,
              clientSecret: e.CAIRN_AZURE_CLIENT_SECRET,
              authorityHost: e.CAIRN_AZURE_AUTHORITY_HOST.replace(/\/$/, ''),
              managementUrl: e.CAIRN_POWERBI_RESOURCE.replace(/\/$/, ''),
            }
          : undefined,
    },
    deployments: {
      provider: e.CAIRN_DEPLOYMENT_PROVIDER,
      pollMs: e.CAIRN_DEPLOYMENT_POLL_MS,
      location: e.CAIRN_DEPLOYMENT_LOCATION,
      azure:
        e.CAIRN_DEPLOYMENT_PROVIDER === 'azure'
          ? {
              tenantId: e.CAIRN_AZURE_TENANT_ID!,
              clientId: e.CAIRN_AZURE_CLIENT_ID!,
              clientSecret: e.CAIRN_AZURE_CLIENT_SECRET!,
              authorityHost: e.CAIRN_AZURE_AUTHORITY_HOST.replace(/\/$/, ''),
              managementUrl: e.CAIRN_AZURE_MANAGEMENT_URL.replace(/\/$/, ''),
            }
          : undefined,
    },
  };
}
