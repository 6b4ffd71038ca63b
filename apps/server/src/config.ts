// Environment -> typed configuration, validated once at start-up; a bad value stops the process with
// a message naming it. The variables, with their meaning and default, are declared by area in
// config/env-*.ts and config/azure.ts; docs/configuration.md is generated from them
// (`npm run docs:config`). The shapes the rest of the server reads are in config/types.ts.
import os from 'node:os';
import path from 'node:path';
import { azureCredentials, azureCredentialsProblem } from './config/azure.js';
import { envSchema } from './config/env-schema.js';
import type { Config } from './config/types.js';

export type { RateCard } from './config/env-providers.js';
export type {
  AzureCredentials,
  Config,
  CostsConfig,
  DashboardCapacitiesConfig,
  DeploymentsConfig,
  MailConfig,
  PowerBiConfig,
  RbacConfig,
  RunsConfig,
  WarehouseConfig,
  XlsxLimits,
} from './config/types.js';

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
  const azureProblem = azureCredentialsProblem(e);
  if (azureProblem) throw new ConfigError(`Invalid configuration:\n${azureProblem}`);
  if (!e.CAIRN_S3_ACCESS_KEY_ID !== !e.CAIRN_S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  CAIRN_S3_ACCESS_KEY_ID and CAIRN_S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  if (e.CAIRN_SMTP_HOST && !e.CAIRN_SMTP_FROM) {
    throw new ConfigError('Invalid configuration:\n  CAIRN_SMTP_FROM: required when CAIRN_SMTP_HOST is set');
  }
  if (!e.CAIRN_SMTP_USER !== !e.CAIRN_SMTP_PASSWORD) {
    throw new ConfigError(
      'Invalid configuration:\n  CAIRN_SMTP_USER and CAIRN_SMTP_PASSWORD: set both or neither',
    );
  }
  // One block of Entra ID credentials for every Azure integration (each gets its own copy).
  const azure = azureCredentials(e);
  const azureIf = (provider: 'local' | 'azure') => (provider === 'azure' && azure ? { ...azure } : undefined);
  return {
    dataDir: path.resolve(e.CAIRN_DATA_DIR),
    secretsKey: e.CAIRN_SECRETS_KEY,
    host: e.CAIRN_HOST,
    port: e.CAIRN_PORT,
    publicUrl: e.CAIRN_PUBLIC_URL?.replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    environment: e.CAIRN_ENVIRONMENT,
    requestBudget: {
      perSecond: e.CAIRN_TENANT_REQUESTS_PER_SECOND,
      burst: e.CAIRN_TENANT_REQUEST_BURST,
      refusalHoldMs: e.CAIRN_TENANT_REFUSAL_HOLD_MS,
      busyAbove: e.CAIRN_TENANT_FAIR_SHARE_BUSY,
    },
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
        bucket: e.CAIRN_S3_BUCKET,
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
      niceness: e.CAIRN_WAREHOUSE_NICENESS,
      readLingerMs: e.CAIRN_WAREHOUSE_READ_LINGER_MS,
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
      azure: azureIf(e.CAIRN_COSTS_PROVIDER),
    },
    rbac: {
      provider: e.CAIRN_RBAC_PROVIDER,
      pollMs: e.CAIRN_RBAC_POLL_MS,
      azure: azureIf(e.CAIRN_RBAC_PROVIDER),
    },
    brokers: { pollSeconds: e.CAIRN_BROKER_POLL_SECONDS },
    orchestrator: {
      pollMs: e.CAIRN_ORCHESTRATOR_POLL_MS,
      webhookBackoffMs: e.CAIRN_WEBHOOK_BACKOFF_MS,
      // A worker is dead after 3 missed beats, for its orchestrator as for its runs (issue 30).
      leaseSeconds: 3 * e.CAIRN_RUN_HEARTBEAT_SECONDS,
    },
    gainDeliveryBackoffMs: e.CAIRN_GAIN_DELIVERY_BACKOFF_MS,
    dashboardCapacities: {
      provider: e.CAIRN_DASHBOARD_CAPACITY_PROVIDER,
      transitionMs: e.CAIRN_DASHBOARD_CAPACITY_TRANSITION_MS,
      azure: azureIf(e.CAIRN_DASHBOARD_CAPACITY_PROVIDER),
    },
    powerBi: {
      apiUrl: e.CAIRN_POWERBI_API_URL?.replace(/\/$/, ''),
      // The token's audience is the Power BI resource. Without credentials (a local stand-in) the
      // calls go without a token.
      credentials: azure
        ? { ...azure, managementUrl: e.CAIRN_POWERBI_RESOURCE.replace(/\/$/, '') }
        : undefined,
    },
    mail: e.CAIRN_SMTP_HOST
      ? {
          host: e.CAIRN_SMTP_HOST,
          port: e.CAIRN_SMTP_PORT,
          secure: e.CAIRN_SMTP_SECURE,
          user: e.CAIRN_SMTP_USER,
          password: e.CAIRN_SMTP_PASSWORD,
          from: e.CAIRN_SMTP_FROM!,
        }
      : undefined,
    feedbackTo: e.CAIRN_FEEDBACK_TO,
    deployments: {
      provider: e.CAIRN_DEPLOYMENT_PROVIDER,
      pollMs: e.CAIRN_DEPLOYMENT_POLL_MS,
      location: e.CAIRN_DEPLOYMENT_LOCATION,
      azure: azureIf(e.CAIRN_DEPLOYMENT_PROVIDER),
    },
  };
}
