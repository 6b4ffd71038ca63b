// The typed configuration every part of the server reads (config.ts builds it from the environment).
import type { CLOUD_PROVIDERS } from '@cairn/contracts';
import type { RateCard } from './env-providers.js';

/**
 * Entra ID client credentials and the endpoints to call: one block (config/azure.ts) shared by the
 * RBAC, deployment, costs and dashboard capacity providers and, with its own resource as
 * `managementUrl`, the Power BI API.
 */
export interface AzureCredentials {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  authorityHost: string;
  managementUrl: string;
}

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
  /** Each tenant's request budget (http/request-budget.ts); perSecond 0: no limit. */
  requestBudget: { perSecond: number; burst: number; refusalHoldMs?: number; busyAbove?: number };
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
      /** The bucket of a new engagement's storage where the processes share no disk (storage-defaults.ts). */
      bucket: string | undefined;
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
  /**
   * How often workers tick the orchestrator (jobs/orchestrator-loop.ts), and how long a run stays
   * held by an orchestrator that stopped renewing its lease (its worker died): the runs' stale limit.
   */
  orchestrator: { pollMs: number; webhookBackoffMs: number; leaseSeconds: number };
  /** The first back-off (ms) of a gain batch's HTTPS delivery retries (modules/gain/batches/delivery). */
  gainDeliveryBackoffMs: number;
  /** The SMTP server e-mail goes through (modules/feedback); undefined: Cairn sends no e-mail. */
  mail: MailConfig | undefined;
  /** CAIRN_FEEDBACK_TO: one address for feedback; undefined: the platform's feedback readers. */
  feedbackTo: string | undefined;
}

/** An SMTP server. `password` is a secret: only the mail transport reads it; nothing logs or returns it. */
export interface MailConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  from: string;
}

/** Deployments of tenants (modules/deployments): which provider runs their tasks, and how often a worker looks. */
export interface DeploymentsConfig {
  provider: 'local' | 'azure';
  pollMs: number;
  /** Azure region of the generated ARM templates' resources. */
  location: string;
  /** Set when provider is 'azure': the same Entra ID client credentials as the RBAC provider's. */
  azure?: AzureCredentials;
}

/** Dashboard capacities: `local` (a state machine whose transitions take transitionMs) or `azure`. */
export interface DashboardCapacitiesConfig {
  provider: 'local' | 'azure';
  transitionMs: number;
  /** Set when provider is 'azure': Resource Manager is called with these credentials. */
  azure?: AzureCredentials;
}

/** Power BI REST API base URL (e.g. https://api.powerbi.com/v1.0/myorg) and the Entra ID app it signs in as. */
export interface PowerBiConfig {
  apiUrl: string | undefined;
  /** managementUrl is the Power BI resource (token scope `${resource}/.default`). */
  credentials?: AzureCredentials;
}

/** Costs (modules/costs): where costs come from, the local rate card, and when auto-pause runs. */
export interface CostsConfig {
  provider: 'local' | 'azure';
  currency: string;
  rateCard: RateCard;
  /** UTC times of day ('HH:mm') at which auto-pause pauses what no exclusion keeps running. */
  autoPauseAt: string[];
  /** Set when provider is 'azure': the Cost Management query API is called with these credentials. */
  azure?: AzureCredentials;
}

/** RBAC tasks (modules/rbac): which provider applies them, and how often a worker looks for new ones. */
export interface RbacConfig {
  provider: 'local' | 'azure';
  pollMs: number;
  /** Set when provider is 'azure': Entra ID client credentials and the endpoints to call. */
  azure?: AzureCredentials;
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
  /** How much lower a warehouse process's CPU priority is (nice); config default 10, unset 0. */
  niceness?: number;
  /** How long a read-only DuckDB file stays open after its last read (instances.ts); config default 2000, unset 0. */
  readLingerMs?: number;
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
