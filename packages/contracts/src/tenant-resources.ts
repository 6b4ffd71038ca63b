// A tenant's composed resources (admin-console.md sections 3 "Tenant resource", 5 and 9): the resource
// types, the templates of the Import template modal and the rules for names and tags, shared by the
// server (400s), the web forms and the deployment providers.
import { RESOURCE_NAME_PREFIX, RESOURCE_TAG_MAX } from './constants.js';
import { rules, validate, type RuleMessage } from './validation.js';

/** Every resource type a tenant can compose (section 3), in the spec's order. */
export const TENANT_RESOURCE_TYPES = [
  'AiServices',
  'AnalysisServices',
  'ContainerRegistry',
  'DatabricksWorkspace',
  'DataFactory',
  'DataLakeStorage',
  'EventGridTopic',
  'FunctionAppDotnet',
  'FunctionAppPython',
  'GitRepository',
  'KeyVault',
  'MachineLearningWorkspace',
  'PowerBIWorkspace',
  'PowerBIEmbedded',
  'SqlDatabase',
  'SqlServer',
  'StorageAccount',
  'SynapseAnalytics',
  'SynapseDataWarehouse',
  'ManagedIdentity',
  'AppInsights',
] as const;
export type TenantResourceType = (typeof TENANT_RESOURCE_TYPES)[number];

/** Resource names: 'nletp' first, then letters and digits only, 8 to 24 characters (section 5). */
export const RESOURCE_NAME_LENGTH = { min: 8, max: 24 } as const;

export function resourceNameProblem(name: string): RuleMessage | null {
  return validate(
    name,
    rules.required,
    rules.startsWith(RESOURCE_NAME_PREFIX),
    (v) => (/^[A-Za-z0-9]+$/.test(v) ? null : { key: 'lettersDigitsOnly' }),
    rules.minLength(RESOURCE_NAME_LENGTH.min),
    rules.maxLength(RESOURCE_NAME_LENGTH.max),
  );
}

/**
 * A NEW resource's name must include the environment (section 5): 'nletp' + the environment's first
 * letter, as the resource group prefix 'NL-ETP-D-' gives it to generated names ('nletpd...'), so
 * one installation's resources never take another environment's names. Saved resources keep theirs.
 */
export const resourceNameEnvironmentPrefix = (environment: string) =>
  `${RESOURCE_NAME_PREFIX}${environment.trim().charAt(0).toLowerCase()}`;

export function newResourceNameProblem(name: string, environment: string): RuleMessage | null {
  const prefix = resourceNameEnvironmentPrefix(environment);
  return (
    resourceNameProblem(name) ??
    (name.toLowerCase().startsWith(prefix) ? null : { key: 'mustIncludeEnvironment', params: { prefix } })
  );
}

/** Tag: required, at most 100 characters ('tag max length exceeded'). */
export function resourceTagProblem(tag: string): RuleMessage | null {
  if (tag.trim() === '') return { key: 'fieldCannotBeEmpty' };
  return tag.length > RESOURCE_TAG_MAX ? { key: 'tagMaxLengthExceeded' } : null;
}

/** The five template types of the Import template modal, spelled as the spec shows them. */
export const TENANT_TEMPLATE_TYPES = [
  'WKR Analytics Engagement',
  'WKR Analtyics Base Tenant',
  'Payroll Analytics Engagement',
  'Payroll Analytics Base Tenant',
  'Payroll Automation',
] as const;
export type TenantTemplateType = (typeof TENANT_TEMPLATE_TYPES)[number];

/** One resource a template proposes: its type, the name part of the generation rule, preset keys. */
export interface TenantTemplateEntry {
  type: TenantResourceType;
  name: string;
  configuration?: Record<string, unknown>;
}

/**
 * The resources each template proposes (the spec does not show them; docs/tenant-templates.md says
 * why each is there). A template is imported into an empty tenant only, so each one is complete on
 * its own: every resource another one of the template links to is in the same template. Name parts
 * are short because a generated name may have at most 24 characters.
 */
export const TENANT_TEMPLATES: Record<TenantTemplateType, TenantTemplateEntry[]> = {
  'WKR Analytics Engagement': [
    { type: 'ManagedIdentity', name: 'wkr' },
    { type: 'KeyVault', name: 'wkr' },
    { type: 'StorageAccount', name: 'wkr' },
    { type: 'DataLakeStorage', name: 'wkr' },
    { type: 'SqlServer', name: 'wkr' },
    { type: 'SqlDatabase', name: 'wkr', configuration: { seedEntries: true } },
    { type: 'DataFactory', name: 'wkr', configuration: { addDataFactoryLinkedServices: true } },
    { type: 'GitRepository', name: 'wkr' },
    { type: 'PowerBIEmbedded', name: 'wkr' },
    { type: 'PowerBIWorkspace', name: 'wkr' },
  ],
  'WKR Analtyics Base Tenant': [
    { type: 'ManagedIdentity', name: 'base' },
    { type: 'KeyVault', name: 'base' },
    { type: 'GitRepository', name: 'base' },
    { type: 'AppInsights', name: 'base' },
    { type: 'PowerBIEmbedded', name: 'base' },
  ],
  'Payroll Analytics Engagement': [
    { type: 'ManagedIdentity', name: 'pay' },
    { type: 'KeyVault', name: 'pay' },
    { type: 'StorageAccount', name: 'pay' },
    { type: 'DataLakeStorage', name: 'pay' },
    { type: 'SqlServer', name: 'pay' },
    { type: 'SqlDatabase', name: 'pay', configuration: { seedEntries: true } },
    { type: 'DataFactory', name: 'pay', configuration: { addDataFactoryLinkedServices: true } },
    { type: 'GitRepository', name: 'pay' },
    { type: 'PowerBIEmbedded', name: 'pay' },
    { type: 'PowerBIWorkspace', name: 'pay' },
  ],
  'Payroll Analytics Base Tenant': [
    { type: 'ManagedIdentity', name: 'base' },
    { type: 'KeyVault', name: 'base' },
    { type: 'AppInsights', name: 'base' },
    { type: 'GitRepository', name: 'base' },
    { type: 'DataLakeStorage', name: 'base' },
    { type: 'SynapseAnalytics', name: 'base', configuration: { deploySqlPool: true } },
    { type: 'PowerBIEmbedded', name: 'base' },
  ],
  'Payroll Automation': [
    { type: 'ManagedIdentity', name: 'auto' },
    { type: 'KeyVault', name: 'auto' },
    { type: 'StorageAccount', name: 'auto', configuration: { createContainers: true } },
    { type: 'EventGridTopic', name: 'auto' },
    { type: 'FunctionAppPython', name: 'auto' },
    { type: 'AiServices', name: 'auto', configuration: { kind: 6 } },
    { type: 'AppInsights', name: 'auto' },
  ],
};

/**
 * Section 5: generated resource name = lowercased prefix without dashes + lowercased entered name +
 * lowercased capital letters of the type name. ('NL-ETP-Acme', 'wkr', 'SqlDatabase' -> 'nletpacmewkrsd'.)
 */
export function generatedResourceName(prefix: string, name: string, type: string): string {
  const capitals = type.replace(/[^A-Z]/g, '');
  return `${prefix.replace(/-/g, '')}${name}${capitals}`.toLowerCase();
}

// ---------------------------------------------------------------------------------------------------
// Per-type configuration (section 3): one declarative table that the Compose tab's cards render from
// and that the deployment providers read. Keys a type does not list are kept as they are on save.

/** AI services kinds: the stored value is the index (Unknown 0 ... OpenAi 15). */
export const AI_SERVICES_KINDS = [
  'Unknown',
  'CognitiveServices',
  'ComputerVision',
  'CustomVisionPrediction',
  'CustomVisionTraining',
  'Face',
  'FormRecognizer',
  'SpeechServices',
  'Luis',
  'QnaMaker',
  'TextAnalytics',
  'TextTranslation',
  'AnomalyDetector',
  'ContentModerator',
  'Personalizer',
  'OpenAi',
] as const;
export const CONTAINER_REGISTRY_SKUS = ['Basic', 'Standard', 'Premium'] as const;
export const DATABRICKS_PRICING_TIERS = ['Standard', 'Premium'] as const;

/** A condition on another key of the same configuration (`seedEntries` off once set up). */
export interface ConfigurationCondition {
  key: string;
  equals: unknown;
}

interface FieldBase {
  key: string;
  /** Editable only while this holds (linked services only when they are on). */
  enabledWhen?: ConfigurationCondition;
  /** Not editable while this holds (seed entries once the initial setup ran). */
  disabledWhen?: ConfigurationCondition;
}

export type ConfigurationField = FieldBase &
  (
    | { kind: 'boolean'; default?: boolean }
    /** One of fixed options; `value` is what is stored (a number for AI kinds, a string for SKUs). */
    | {
        kind: 'enum';
        options: readonly { value: string | number; label: string }[];
        default?: string | number;
      }
    /** The name of another resource of the tenant of one of these types. */
    | { kind: 'resourceName'; resourceTypes: readonly TenantResourceType[] }
    /** Names of other resources of these types (a list). */
    | { kind: 'resourceNames'; resourceTypes: readonly TenantResourceType[] }
    /** Ids of other, saved resources of these types (a list): ids exist only once saved. */
    | { kind: 'resourceIds'; resourceTypes: readonly TenantResourceType[] }
  );
export type ConfigurationFieldKind = ConfigurationField['kind'];

const bool = (key: string, extra: Partial<FieldBase> = {}): ConfigurationField => ({
  key,
  kind: 'boolean',
  ...extra,
});
const nameOf = (key: string, ...resourceTypes: TenantResourceType[]): ConfigurationField => ({
  key,
  kind: 'resourceName',
  resourceTypes,
});
const named = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const identity = nameOf('managedIdentityName', 'ManagedIdentity');

const STORAGE_FIELDS: ConfigurationField[] = [
  bool('createGatewayEntry'),
  bool('createContainers'),
  bool('deployBlobPrivateEndpoint'),
  bool('deployDfsPrivateEndpoint'),
  bool('deployFilePrivateEndpoint'),
  bool('deployQueuePrivateEndpoint'),
];
const FUNCTION_APP_FIELDS: ConfigurationField[] = [
  bool('createGatewayEntry'),
  identity,
  nameOf('storageAccountName', 'StorageAccount'),
];
const SQL_DATABASE_FIELDS: ConfigurationField[] = [
  bool('seedEntries', { disabledWhen: { key: 'initialSetupPerformed', equals: true } }),
  nameOf('sqlServerName', 'SqlServer'),
];

/** Section 3's configuration keys of each type, in the order the card shows them. */
export const RESOURCE_CONFIGURATION_FIELDS: Record<TenantResourceType, readonly ConfigurationField[]> = {
  AiServices: [
    {
      key: 'kind',
      kind: 'enum',
      options: AI_SERVICES_KINDS.map((label, value) => ({ value, label })),
      default: 1,
    },
    identity,
  ],
  AnalysisServices: [],
  ContainerRegistry: [
    bool('deployContainerRegistryPrivateEndpoint'),
    identity,
    { key: 'skuType', kind: 'enum', options: named(CONTAINER_REGISTRY_SKUS), default: 'Basic' },
  ],
  DatabricksWorkspace: [
    { key: 'pricingTier', kind: 'enum', options: named(DATABRICKS_PRICING_TIERS), default: 'Standard' },
  ],
  DataFactory: [
    bool('deployDataFactoryPrivateEndpoint'),
    bool('addDataFactoryLinkedServices'),
    identity,
    {
      key: 'linkedServiceResourceIds',
      kind: 'resourceIds',
      resourceTypes: ['StorageAccount', 'DataLakeStorage'],
      enabledWhen: { key: 'addDataFactoryLinkedServices', equals: true },
    },
  ],
  DataLakeStorage: STORAGE_FIELDS,
  EventGridTopic: [bool('deployTopicPrivateEndpoint')],
  FunctionAppDotnet: FUNCTION_APP_FIELDS,
  FunctionAppPython: FUNCTION_APP_FIELDS,
  GitRepository: [],
  KeyVault: [
    bool('deployKeyVaultPrivateEndpoint'),
    { key: 'managedIdentityNames', kind: 'resourceNames', resourceTypes: ['ManagedIdentity'] },
  ],
  MachineLearningWorkspace: [
    bool('deployMachineLearningPrivateEndpoint'),
    identity,
    nameOf('storageAccountName', 'StorageAccount'),
    nameOf('keyVaultName', 'KeyVault'),
    nameOf('containerRegistryName', 'ContainerRegistry'),
    nameOf('appInsightsName', 'AppInsights'),
  ],
  PowerBIWorkspace: [nameOf('powerBiCapacityName', 'PowerBIEmbedded')],
  PowerBIEmbedded: [],
  SqlDatabase: SQL_DATABASE_FIELDS,
  SqlServer: [bool('deploySqlServerPrivateEndpoint'), identity],
  StorageAccount: STORAGE_FIELDS,
  SynapseAnalytics: [
    nameOf('dataLakeStorageName', 'DataLakeStorage'),
    identity,
    bool('deploySqlPrivateEndpoint'),
    bool('preventDataExfiltration'),
    bool('deploySparkPool'),
    bool('deploySqlPool'),
  ],
  SynapseDataWarehouse: SQL_DATABASE_FIELDS,
  ManagedIdentity: [],
  AppInsights: [],
};

export const isTenantResourceType = (value: string): value is TenantResourceType =>
  (TENANT_RESOURCE_TYPES as readonly string[]).includes(value);

/** The fields of a type; none for a type this catalogue does not know (its JSON stays editable). */
export const configurationFieldsOf = (type: string): readonly ConfigurationField[] =>
  isTenantResourceType(type) ? RESOURCE_CONFIGURATION_FIELDS[type] : [];

const holds = (condition: ConfigurationCondition | undefined, configuration: Record<string, unknown>) =>
  condition !== undefined && configuration[condition.key] === condition.equals;

/** Whether a field may be changed now, given the rest of the configuration. */
export function configurationFieldEditable(
  field: ConfigurationField,
  configuration: Record<string, unknown>,
) {
  if (field.enabledWhen && !holds(field.enabledWhen, configuration)) return false;
  return !holds(field.disabledWhen, configuration);
}

/** A resource as the catalogue needs it to offer choices: type, name and, once saved, id. */
export interface ResourceChoiceSource {
  id?: string | null;
  name: string;
  resourceType: string;
}

/**
 * The configuration of a new resource: every key of its type with its default (false, the first or
 * given option, empty list), links to the only resource of the linked type among `others` filled in,
 * then `preset` on top.
 */
export function initialConfiguration(
  type: TenantResourceType,
  others: readonly ResourceChoiceSource[] = [],
  preset: Record<string, unknown> = {},
): Record<string, unknown> {
  const configuration: Record<string, unknown> = {};
  for (const field of RESOURCE_CONFIGURATION_FIELDS[type]) {
    const candidates = others.filter(
      (r) => 'resourceTypes' in field && field.resourceTypes.some((t) => t === r.resourceType),
    );
    switch (field.kind) {
      case 'boolean':
        configuration[field.key] = field.default ?? false;
        break;
      case 'enum':
        configuration[field.key] = field.default ?? field.options[0]?.value;
        break;
      case 'resourceName':
        configuration[field.key] = candidates.length === 1 ? candidates[0].name : '';
        break;
      case 'resourceNames':
        configuration[field.key] = candidates.length === 1 ? [candidates[0].name] : [];
        break;
      case 'resourceIds':
        configuration[field.key] = [];
        break;
    }
  }
  return { ...configuration, ...preset };
}

/** One proposal of the Import template modal ('Type - generated name'). */
export interface TemplateProposal {
  resourceType: TenantResourceType;
  name: string;
  configuration: Record<string, unknown>;
}

/**
 * The proposals of a template for a resource group prefix (the fixed prefix plus what the user
 * entered): names by the generation rule, configurations with their links among the template's own
 * resources filled in.
 */
export function templateProposals(
  template: TenantTemplateType,
  resourceGroupPrefix: string,
): TemplateProposal[] {
  const entries = TENANT_TEMPLATES[template];
  const proposed = entries.map((entry) => ({
    resourceType: entry.type,
    name: generatedResourceName(resourceGroupPrefix, entry.name, entry.type),
  }));
  return entries.map((entry, i) => ({
    ...proposed[i],
    configuration: initialConfiguration(
      entry.type,
      proposed.filter((_, j) => j !== i),
      entry.configuration,
    ),
  }));
}
