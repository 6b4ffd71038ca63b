// Versioned engagement configurations (admin-console.md section 3 "Dashboard / Gain / Node model /
// Reporting / Pipeline configuration", section 5 rules, workspace.md section 6 "Configuration"): the
// fields of each card written once as data, so the web renders the card's form from them and the
// server checks a save with the same rules (a 400 names the field and the rule).
//
// GET  /api/engagements/:engagementId/configurations               -> ConfigurationOverview (Engagements.Reader)
// GET  /api/engagements/:engagementId/configurations/:kind         -> EngagementConfiguration (Engagements.Reader)
// PUT  /api/engagements/:engagementId/configurations/:kind         ConfigurationSave -> EngagementConfiguration (Engagements.Writer)
// GET  /api/engagements/:engagementId/configurations/:kind/history -> ConfigurationVersion[] (newest first)
// POST /api/engagements/:engagementId/configurations/:kind/restore ConfigurationRestore -> EngagementConfiguration
import { z } from 'zod';
import './zod-messages.js';
import type { EngagementFeature } from './features.js';
import type { FieldProblem } from './roles-api.js';
import { resourceGroupNameRules } from './tenants-api.js';
import { GAIN_OUTBOUND_TARGET_TYPES, OUTBOUND, outboundPathRule, outboundUrlRule } from './gain-outbound.js';
import { rules, validate, type Rule } from './validation.js';

export const ENGAGEMENT_CONFIGURATION_KINDS = [
  'dashboard',
  'gain',
  'nodeModel',
  'reporting',
  'pipeline',
] as const;
export type EngagementConfigurationKind = (typeof ENGAGEMENT_CONFIGURATION_KINDS)[number];

/** The feature that shows each card (a card of a feature that is off is not offered). */
export const CONFIGURATION_FEATURE: Record<EngagementConfigurationKind, EngagementFeature> = {
  dashboard: 'Dashboards_PowerBi',
  gain: 'GAIN',
  nodeModel: 'NodeModelGit',
  reporting: 'Reporting',
  pipeline: 'Pipelines',
};

/** Cairn: Cairn's own dashboards (the default without a configuration); PowerBi and AnalysisServices: Power BI reports. */
export const DASHBOARD_TOOL_TYPES = ['Cairn', 'PowerBi', 'AnalysisServices'] as const;
export const CONFIGURATION_STORAGE_TYPES = [
  'AzureStorageAccount',
  'AzureDataLakeStorage',
  'LocalFileSystem',
] as const;
export const NODE_MODEL_PLATFORM_TYPES = ['CairnGit', 'AzureDevOpsGit'] as const;
export const PIPELINE_PLATFORM_TYPES = [
  'AzureDataFactory',
  'AzureSynapseAnalytics',
  'AwsStepFunctions',
] as const;
export const GIT_PLATFORM_TYPES = ['CairnGit', 'AzureDevOpsGit', 'GitHub'] as const;
/** Longest text a configuration field takes. */
export const MAX_CONFIGURATION_TEXT = 500;

type Values = Record<string, unknown>;

export interface EngagementConfigurationField {
  /** Dotted path into the values: `dashboardToolConfiguration.SubscriptionId`. */
  name: string;
  type: 'text' | 'number' | 'select' | 'secret';
  options?: readonly string[];
  required?: boolean;
  rules?: Rule[];
  /** Shown and checked only when this holds (a pipeline's Azure or AWS fields). */
  when?: (values: Values) => boolean;
}

const thisFieldIsRequired: Rule = (v) => (v.trim() === '' ? { key: 'thisFieldIsRequired' } : null);
/** Azure blob container names: 3 to 63 lowercase letters, digits and dashes. */
const containerName: Rule = (v) =>
  v === '' || /^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/.test(v) ? null : { key: 'containerName' };
const awsRegion: Rule = (v) => (v === '' || /^[a-z]{2}(-[a-z]+)+-\d$/.test(v) ? null : { key: 'awsRegion' });
const awsAccountId: Rule = (v) => (v === '' || /^\d{12}$/.test(v) ? null : { key: 'awsAccountId' });
const resourceName = rules.lettersDigitsDashUnderscore;

/**
 * A node model's NodeModelRepositoryId that is an http(s) address: the git repository the node model
 * lives in (modules/node-model/engagement-remote.ts). null for a repository name.
 */
export function nodeModelRepositoryAddress(repositoryId: string): URL | null {
  if (!repositoryId.includes('://')) return null;
  try {
    const url = new URL(repositoryId.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || !url.hostname) return null;
    return url;
  } catch {
    return null;
  }
}
/** A repository name, or an http(s) address without credentials in it. */
const repositoryId: Rule = (v) => {
  if (!v.includes('://') || nodeModelRepositoryAddress(v)) return null;
  try {
    const url = new URL(v);
    return url.username || url.password ? { key: 'urlWithoutCredentials' } : { key: 'invalidUrl' };
  } catch {
    return { key: 'invalidUrl' };
  }
};

export const valueAt = (values: Values, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Values)[key] : undefined), values);

const platformIs =
  (path: string, ...types: string[]) =>
  (values: Values) =>
    types.includes(String(valueAt(values, path) ?? ''));
const onAzure = platformIs('pipelinePlatformType', 'AzureDataFactory', 'AzureSynapseAnalytics');
const tool = 'dashboardToolConfiguration';
const nodeModel = 'nodeModelPlatformConfiguration';
const pipeline = 'pipelinePlatformConfiguration';

export const CONFIGURATION_FIELDS: Record<EngagementConfigurationKind, EngagementConfigurationField[]> = {
  dashboard: [
    { name: 'dashboardToolType', type: 'select', options: DASHBOARD_TOOL_TYPES, required: true },
    { name: `${tool}.SubscriptionId`, type: 'text', rules: [rules.guid] },
    { name: `${tool}.ResourceGroupName`, type: 'text', rules: resourceGroupNameRules },
    { name: `${tool}.WorkspaceId`, type: 'text', rules: [rules.guid] },
    { name: `${tool}.PowerBiEmbeddedResourceName`, type: 'text', rules: [resourceName] },
    { name: `${tool}.AnalysisServicesResourceName`, type: 'text', rules: [resourceName] },
    { name: 'dashboardStorageType', type: 'select', options: CONFIGURATION_STORAGE_TYPES },
    {
      name: 'dashboardStorageConfiguration.StorageAccountName',
      type: 'text',
      rules: [rules.lowercaseLettersDigits],
    },
  ],
  gain: [
    { name: 'inputFlow_TransformationEngine_BatchSize', type: 'number' },
    { name: 'inputFlow_Transformations_MainBranchName', type: 'text' },
    { name: 'sftpListener_ScanPath', type: 'text' },
    { name: 'sftpArchiver_ArchivePath', type: 'text' },
    { name: 'sftpEncryption_PgpFilePath', type: 'text' },
    { name: 'sftpEncryption_PgpPassphrase', type: 'secret' },
    // Where validated batches are delivered (gain-outbound.ts); the named broker or API connection
    // must be one of this engagement's (checked on save, modules/engagement-configurations).
    { name: OUTBOUND.type, type: 'select', options: GAIN_OUTBOUND_TARGET_TYPES },
    {
      name: OUTBOUND.broker,
      type: 'text',
      required: true,
      when: platformIs(OUTBOUND.type, 'SftpBroker'),
    },
    {
      name: OUTBOUND.apiConnection,
      type: 'text',
      required: true,
      when: platformIs(OUTBOUND.type, 'ApiConnection'),
    },
    {
      name: OUTBOUND.apiUrl,
      type: 'text',
      required: true,
      rules: [outboundUrlRule],
      when: platformIs(OUTBOUND.type, 'ApiConnection'),
    },
    {
      name: OUTBOUND.container,
      type: 'text',
      required: true,
      rules: [containerName],
      when: platformIs(OUTBOUND.type, 'AzureBlobContainer', 'S3Bucket'),
    },
    {
      name: OUTBOUND.path,
      type: 'text',
      rules: [outboundPathRule],
      when: platformIs(OUTBOUND.type, 'SftpBroker', 'AzureBlobContainer', 'S3Bucket'),
    },
  ],
  nodeModel: [
    { name: 'nodeModelPlatformType', type: 'select', options: NODE_MODEL_PLATFORM_TYPES, required: true },
    { name: `${nodeModel}.NodeModelRepositoryId`, type: 'text', required: true, rules: [repositoryId] },
    // For a repository given by its address: how Cairn signs in there (the token in the secret store).
    { name: `${nodeModel}.NodeModelGitUsername`, type: 'text' },
    { name: `${nodeModel}.NodeModelGitToken`, type: 'secret' },
    { name: `${nodeModel}.NodeModelSqlServerName`, type: 'text' },
    { name: `${nodeModel}.NodeModelDatabaseName`, type: 'text' },
  ],
  reporting: [
    { name: 'storageType', type: 'select', options: CONFIGURATION_STORAGE_TYPES },
    { name: 'storageAccountName', type: 'text', rules: [rules.lowercaseLettersDigits] },
    { name: 'outputContainer', type: 'text', required: true, rules: [containerName] },
    { name: 'configurationName', type: 'text' },
    { name: 'sqlServerName', type: 'text', required: true },
    { name: 'sqlDatabaseName', type: 'text', required: true },
  ],
  pipeline: [
    { name: 'pipelinePlatformType', type: 'select', options: PIPELINE_PLATFORM_TYPES, required: true },
    { name: `${pipeline}.SubscriptionId`, type: 'text', required: true, rules: [rules.guid], when: onAzure },
    {
      name: `${pipeline}.ResourceGroupName`,
      type: 'text',
      required: true,
      rules: resourceGroupNameRules,
      when: onAzure,
    },
    {
      name: `${pipeline}.DataFactoryName`,
      type: 'text',
      rules: [resourceName],
      when: platformIs('pipelinePlatformType', 'AzureDataFactory'),
    },
    {
      name: `${pipeline}.SynapseWorkspaceName`,
      type: 'text',
      rules: [resourceName],
      when: platformIs('pipelinePlatformType', 'AzureSynapseAnalytics'),
    },
    {
      name: `${pipeline}.GitPlatformType`,
      type: 'select',
      options: GIT_PLATFORM_TYPES,
      required: true,
      when: onAzure,
    },
    { name: `${pipeline}.GitPlatformConfiguration.GitRepositoryId`, type: 'text', when: onAzure },
    { name: `${pipeline}.GitPlatformConfiguration.GitRepositoryName`, type: 'text', when: onAzure },
    {
      name: `${pipeline}.AwsRegion`,
      type: 'text',
      required: true,
      rules: [awsRegion],
      when: platformIs('pipelinePlatformType', 'AwsStepFunctions'),
    },
    {
      name: `${pipeline}.AwsAccountId`,
      type: 'text',
      required: true,
      rules: [awsAccountId],
      when: platformIs('pipelinePlatformType', 'AwsStepFunctions'),
    },
  ],
};

export const secretFieldsOf = (kind: EngagementConfigurationKind) =>
  CONFIGURATION_FIELDS[kind].filter((f) => f.type === 'secret').map((f) => f.name);

/** The secret store's key name of a configuration's secret field. */
export const configurationSecretKey = (kind: EngagementConfigurationKind, field: string) =>
  `${kind}.${field}`;

/** The rules of one field for a value (as the form holds it): the first message, or null. */
export function configurationFieldProblem(field: EngagementConfigurationField, value: unknown) {
  if (field.type === 'secret') return null;
  if (field.type === 'number') {
    if (value === undefined || value === null || value === '') return null;
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(n)) return { key: 'invalidValue' };
    return n < 0 ? { key: 'minimumNumber', params: { min: 0 } } : null;
  }
  if (value !== undefined && value !== null && typeof value !== 'string') return { key: 'invalidValue' };
  const text = (value ?? '').trim();
  const checks: Rule[] = [
    ...(field.required ? [thisFieldIsRequired] : []),
    rules.maxLength(MAX_CONFIGURATION_TEXT),
    ...(field.options
      ? [(v: string) => (v === '' || field.options!.includes(v) ? null : { key: 'invalidValue' })]
      : []),
    ...(field.rules ?? []),
  ];
  return validate(text, ...checks);
}

/** Every section-5 problem of a card's values, fields named by their dotted path. */
export function configurationProblems(kind: EngagementConfigurationKind, values: Values): FieldProblem[] {
  return CONFIGURATION_FIELDS[kind].flatMap((field) => {
    if (field.when && !field.when(values)) return [];
    const message = configurationFieldProblem(field, valueAt(values, field.name));
    return message ? [{ field: field.name, message }] : [];
  });
}

/**
 * The values as stored: only the card's own fields that apply (a pipeline on AWS keeps no Azure
 * fields), texts trimmed, the batch size a number, secrets left out (the secret store keeps them).
 */
export function normalizeConfiguration(kind: EngagementConfigurationKind, values: Values): Values {
  const out: Values = {};
  for (const field of CONFIGURATION_FIELDS[kind]) {
    if (field.type === 'secret' || (field.when && !field.when(values))) continue;
    const raw = valueAt(values, field.name);
    if (raw === undefined || raw === null || raw === '') continue;
    const value = field.type === 'number' ? Number(raw) : String(raw).trim();
    if (value === '') continue;
    const path = field.name.split('.');
    let at = out;
    for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Values;
    at[path[path.length - 1]] = value;
  }
  return out;
}

/** Fields whose value differs between two versions (dotted paths, in card order), for the diff. */
export function configurationChanges(kind: EngagementConfigurationKind, before: Values, after: Values) {
  return CONFIGURATION_FIELDS[kind]
    .filter((f) => f.type !== 'secret')
    .map((f) => ({ field: f.name, before: valueAt(before, f.name), after: valueAt(after, f.name) }))
    .filter((c) => String(c.before ?? '') !== String(c.after ?? ''));
}

// --- API shapes ---------------------------------------------------------------------------------

export const configurationKindSchema = z.enum(ENGAGEMENT_CONFIGURATION_KINDS);
const valuesSchema = z.record(z.string(), z.unknown());

export const configurationAbilitiesSchema = z.object({ update: z.boolean(), restore: z.boolean() });
export type ConfigurationAbilities = z.infer<typeof configurationAbilitiesSchema>;

/**
 * What a card nobody has saved stands for on this installation (issue 27): the values Cairn works
 * with meanwhile (the form starts from them), and whether the engagement needs the card at all here.
 */
export const configurationInstallDefaultSchema = z.object({
  values: valuesSchema,
  optional: z.boolean(),
});
export type ConfigurationInstallDefault = z.infer<typeof configurationInstallDefaultSchema>;

export const engagementConfigurationSchema = z.object({
  kind: configurationKindSchema,
  /** The newest version's number; 0 while nothing was saved. */
  version: z.number().int(),
  /** ISO 8601 of the newest version; null while nothing was saved. */
  timestamp: z.string().nullable(),
  updatedByName: z.string().nullable(),
  values: valuesSchema,
  /** Secret fields: set or not (a value is never sent). */
  secrets: z.record(z.string(), z.boolean()),
  abilities: configurationAbilitiesSchema,
  /** While nothing was saved (version 0): what this installation uses; null once saved, or for gain. */
  installDefault: configurationInstallDefaultSchema.nullable(),
});
export type EngagementConfiguration = z.infer<typeof engagementConfigurationSchema>;

/**
 * A save: the card's values, new values of secret fields to replace (absent: kept), and a tag that
 * names the new version in the history. The schema only bounds the tag; the 100-character rule
 * answers with its own message (configuration-history.ts).
 */
export const configurationSaveSchema = z.object({
  values: valuesSchema,
  secrets: z.record(z.string().max(100), z.string().min(1).max(4000)).optional(),
  tag: z.string().max(1000).optional(),
});
export type ConfigurationSave = z.infer<typeof configurationSaveSchema>;

export const configurationVersionSchema = z.object({
  version: z.number().int(),
  timestamp: z.string(),
  createdByName: z.string().nullable(),
  /** The version this one restored. */
  restoredFrom: z.number().int().nullable(),
  /** What the save named this version; null without a tag. */
  tag: z.string().nullable(),
  values: valuesSchema,
});
export type ConfigurationVersion = z.infer<typeof configurationVersionSchema>;

export const configurationRestoreSchema = z.object({ version: z.number().int().min(1) });
export type ConfigurationRestore = z.infer<typeof configurationRestoreSchema>;

/** One of the engagement's own tenant resources, as a card: the Open button's address when there is one. */
export const configurationResourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  resourceType: z.string(),
  openUrl: z.string().nullable(),
});
export type ConfigurationResource = z.infer<typeof configurationResourceSchema>;

export const configurationOverviewSchema = z.object({
  /** The engagement's name (the stop-cost-saving modal's title). */
  name: z.string(),
  /** The cards of the engagement's active features, in card order. */
  kinds: z.array(configurationKindSchema),
  isGain: z.boolean(),
  resources: z.array(configurationResourceSchema),
  abilities: z.object({ update: z.boolean(), stopCostSaving: z.boolean() }),
});
export type ConfigurationOverview = z.infer<typeof configurationOverviewSchema>;

/** The 400's words when the newest version is chosen for a restore. */
export const NEWEST_VERSION_NOT_RESTORABLE = 'The newest version cannot be restored';
