// Broker SFTP configurations, API connections and the connectors configuration of an engagement
// (admin-console.md sections 3, 4, 5, 7 "Engagement configurations", 8 and 9): the shapes, and the
// section-5 rules written once: the web forms check them, the server answers a 400 with their keys.
// Secrets (the SFTP password and private key, the client secret) are written through these calls
// into the engagement's secret store under their key names; an answer only says whether one is set.
//
// GET    /api/engagements/:engagementId/brokers                         -> BrokerList
// GET    /api/engagements/:engagementId/brokers/:brokerId/history       -> BrokerSftpConfiguration[] (newest first)
// PUT    /api/engagements/:engagementId/brokers/:brokerId   BrokerSave  -> BrokerSftpConfiguration (a new version)
// POST   /api/engagements/:engagementId/brokers/:brokerId/restore {version} -> BrokerSftpConfiguration
// DELETE /api/engagements/:engagementId/brokers/:brokerId               -> 204
// DELETE /api/engagements/:engagementId/brokers/:brokerId/host-key      -> 204 (trust the next key seen)
// (the same five under /api-connections/:apiName, plus POST .../:apiName/test -> ApiConnectionTestResult)
// GET    /api/engagements/:engagementId/connectors                      -> ConnectorsConfiguration
// PUT    /api/engagements/:engagementId/connectors   ConnectorsSave     -> ConnectorsConfiguration
import { z } from 'zod';
import './zod-messages.js';
import { MIN_NAME_LENGTH } from './constants.js';
import type { FieldProblem } from './roles-api.js';
import { rules, validate, type Rule, type RuleMessage } from './validation.js';

/** Section 9: broker port integer 1 to 65535. */
export const BROKER_PORT = { min: 1, max: 65535, default: 22 } as const;
export const MAX_BROKER_NAME_LENGTH = 50;
export const MAX_FILE_FILTERS = 20;
/** Section 9: grant type default client_credentials, response type default token. */
export const API_CONNECTION_DEFAULTS = { grantType: 'client_credentials', responseType: 'token' } as const;

/** The APIs an engagement can connect to; a new connection takes one not yet used. */
export const API_CONNECTION_NAMES = ['Workday', 'SuccessFactors', 'Adp', 'Dayforce', 'Personio'] as const;
export type ApiConnectionName = (typeof API_CONNECTION_NAMES)[number];

/** Connectors an engagement's pipelines can use, and the environments each may point at. */
export const AVAILABLE_CONNECTORS = ['Sftp', 'AzureBlobStorage', 'AmazonS3', 'RestApi', 'SqlServer'] as const;
export const CONNECTOR_ENVIRONMENTS = ['Development', 'Test', 'Acceptance', 'Production'] as const;

const write = z.object({ update: z.boolean(), delete: z.boolean() });
export const connectorListAbilitiesSchema = z.object({ create: z.boolean() });

// --- broker SFTP ------------------------------------------------------------------------------

export const brokerSftpConfigurationSchema = z.object({
  brokerId: z.string(),
  version: z.number().int(),
  enabled: z.boolean(),
  hostName: z.string(),
  userName: z.string(),
  passwordKeyName: z.string(),
  sshKeyKeyName: z.string(),
  port: z.number().int(),
  scanPath: z.string(),
  fileFilters: z.array(z.object({ namePattern: z.string() })),
  /** Whether the secret store holds a value under each key name (never the value). */
  passwordSet: z.boolean(),
  sshKeySet: z.boolean(),
  /**
   * The SFTP server's host key trusted on the first poll (`SHA256:...`, as OpenSSH shows it); a poll
   * meeting another key is refused until the trust is reset. Null before the first connection.
   */
  hostKeyFingerprint: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  abilities: write,
});
export type BrokerSftpConfiguration = z.infer<typeof brokerSftpConfigurationSchema>;

export const brokerListSchema = z.object({
  results: z.array(brokerSftpConfigurationSchema),
  abilities: connectorListAbilitiesSchema,
});
export type BrokerList = z.infer<typeof brokerListSchema>;

export const brokerSaveSchema = z.object({
  /** null for a new broker (the name is checked then); the version edited otherwise. */
  version: z.number().int().nullable(),
  enabled: z.boolean().default(true),
  hostName: z.string().max(255),
  userName: z.string().max(255),
  passwordKeyName: z.string().max(200).default(''),
  sshKeyKeyName: z.string().max(200).default(''),
  /** A number from the form; checked as a whole number 1 to 65535 by the rules below. */
  port: z.number(),
  scanPath: z.string().max(1000),
  fileFilters: z
    .array(z.object({ namePattern: z.string().max(200) }))
    .max(MAX_FILE_FILTERS)
    .default([]),
  /** Write-only: stored under passwordKeyName / sshKeyKeyName, never answered. */
  password: z.string().max(1000).optional(),
  sshPrivateKey: z.string().max(20_000).optional(),
});
export type BrokerSave = z.input<typeof brokerSaveSchema>;

export const restoreVersionSchema = z.object({ version: z.number().int().min(1) });

// --- API connections --------------------------------------------------------------------------

export const apiConnectionSchema = z.object({
  apiName: z.string(),
  version: z.number().int(),
  enabled: z.boolean(),
  clientId: z.string(),
  clientSecretKeyName: z.string(),
  tokenUrl: z.string(),
  scope: z.string(),
  grantType: z.string(),
  responseType: z.string(),
  clientSecretSet: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  abilities: write.extend({ test: z.boolean() }),
});
export type ApiConnection = z.infer<typeof apiConnectionSchema>;

export const apiConnectionListSchema = z.object({
  results: z.array(apiConnectionSchema),
  /** Names a new connection may take (section 3: only unused names can be added). */
  availableApiNames: z.array(z.string()),
  abilities: connectorListAbilitiesSchema,
});
export type ApiConnectionList = z.infer<typeof apiConnectionListSchema>;

export const apiConnectionSaveSchema = z.object({
  version: z.number().int().nullable(),
  enabled: z.boolean().default(true),
  clientId: z.string().max(255),
  clientSecretKeyName: z.string().max(200),
  tokenUrl: z.string().max(2000),
  scope: z.string().max(1000),
  grantType: z.string().max(100).default(API_CONNECTION_DEFAULTS.grantType),
  responseType: z.string().max(100).default(API_CONNECTION_DEFAULTS.responseType),
  /** Write-only: stored under clientSecretKeyName, never answered. */
  clientSecret: z.string().max(2000).optional(),
});
export type ApiConnectionSave = z.input<typeof apiConnectionSaveSchema>;

export const apiConnectionTestResultSchema = z.object({
  success: z.boolean(),
  /** The token endpoint's error, or what kept the call from being made. */
  message: z.string(),
  tokenType: z.string().optional(),
  expiresIn: z.number().optional(),
});
export type ApiConnectionTestResult = z.infer<typeof apiConnectionTestResultSchema>;

// --- connectors -------------------------------------------------------------------------------

export const connectorConfigurationSchema = z.object({
  connector: z.string(),
  environment: z.string(),
  /** JSON text. */
  configuration: z.string(),
});
export type ConnectorConfiguration = z.infer<typeof connectorConfigurationSchema>;

export const connectorsConfigurationSchema = z.object({
  connectors: z.array(connectorConfigurationSchema),
  availableConnectors: z.array(z.string()),
  environments: z.array(z.string()),
  updatedAt: z.string().nullable(),
  abilities: z.object({ update: z.boolean() }),
});
export type ConnectorsConfiguration = z.infer<typeof connectorsConfigurationSchema>;

export const connectorsSaveSchema = z.object({
  connectors: z
    .array(
      z.object({
        connector: z.string().max(100),
        environment: z.string().max(100),
        configuration: z.string().max(100_000),
      }),
    )
    .max(50),
});
export type ConnectorsSave = z.infer<typeof connectorsSaveSchema>;

// --- section 5 rules --------------------------------------------------------------------------

const problem = (field: string, message: RuleMessage | null): FieldProblem[] =>
  message ? [{ field, message }] : [];
const thisFieldIsRequired: Rule = (v) => (v.trim() === '' ? { key: 'thisFieldIsRequired' } : null);

/** New broker name: required, at least 3, the name format (used in folder names), at most 50. */
export const brokerNameRules: Rule[] = [
  thisFieldIsRequired,
  rules.minLength(MIN_NAME_LENGTH),
  rules.maxLength(MAX_BROKER_NAME_LENGTH),
  rules.lettersDigitsDashUnderscore,
];

/** Port: a whole number 1 to 65535 (the form gives a number, or text while typing). */
export function brokerPortProblem(port: unknown): RuleMessage | null {
  if (port === null || port === undefined || port === '') return { key: 'thisFieldIsRequired' };
  const n = typeof port === 'number' ? port : Number(port);
  return Number.isInteger(n) && n >= BROKER_PORT.min && n <= BROKER_PORT.max
    ? null
    : { key: 'numberRange', params: { min: BROKER_PORT.min, max: BROKER_PORT.max } };
}

/**
 * A broker's fields (section 5); `existingNames` are the engagement's other brokers, so a new name
 * taken ignoring case is 'this name already exists'.
 */
export function brokerProblems(
  input: {
    brokerId: string;
    isNew: boolean;
    hostName: string;
    userName: string;
    scanPath: string;
    port: unknown;
    passwordKeyName: string;
    sshKeyKeyName: string;
    fileFilters: { namePattern: string }[];
  },
  existingNames: readonly string[] = [],
): FieldProblem[] {
  const nameTaken = existingNames.some((n) => n.toLowerCase() === input.brokerId.trim().toLowerCase());
  const neitherKey = input.passwordKeyName.trim() === '' && input.sshKeyKeyName.trim() === '';
  return [
    ...(input.isNew
      ? problem(
          'brokerId',
          validate(input.brokerId.trim(), ...brokerNameRules) ??
            (nameTaken ? { key: 'brokerNameTaken' } : null),
        )
      : []),
    ...problem('hostName', thisFieldIsRequired(input.hostName)),
    ...problem('userName', thisFieldIsRequired(input.userName)),
    ...problem('scanPath', thisFieldIsRequired(input.scanPath)),
    ...problem('port', brokerPortProblem(input.port)),
    ...problem('passwordKeyName', neitherKey ? { key: 'brokerPasswordOrSshKey' } : null),
    ...problem('sshKeyKeyName', neitherKey ? { key: 'brokerPasswordOrSshKey' } : null),
    ...input.fileFilters.flatMap((f, i) =>
      problem(`fileFilters.${i}.namePattern`, thisFieldIsRequired(f.namePattern)),
    ),
  ];
}

/** API connection (section 5): the four fields required; a new one names an unused API. */
export function apiConnectionProblems(
  input: {
    apiName: string;
    isNew: boolean;
    clientId: string;
    clientSecretKeyName: string;
    tokenUrl: string;
    scope: string;
  },
  usedNames: readonly string[] = [],
): FieldProblem[] {
  const available = API_CONNECTION_NAMES.filter((n) => !usedNames.includes(n));
  return [
    ...(input.isNew
      ? problem(
          'apiName',
          thisFieldIsRequired(input.apiName) ??
            ((available as readonly string[]).includes(input.apiName) ? null : { key: 'invalidValue' }),
        )
      : []),
    ...problem('clientId', thisFieldIsRequired(input.clientId)),
    ...problem('clientSecretKeyName', thisFieldIsRequired(input.clientSecretKeyName)),
    ...problem('tokenUrl', thisFieldIsRequired(input.tokenUrl) ?? tokenUrlProblem(input.tokenUrl)),
    ...problem('scope', thisFieldIsRequired(input.scope)),
  ];
}

/** A token endpoint is an http(s) address. */
export function tokenUrlProblem(url: string): RuleMessage | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? null : { key: 'invalidUrl' };
  } catch {
    return { key: 'invalidUrl' };
  }
}

/** New connector (section 5): connector and environment required, configuration JSON checked. */
export function connectorProblems(connectors: ConnectorsSave['connectors']): FieldProblem[] {
  const seen = new Set<string>();
  return connectors.flatMap((c, i) => {
    const at = (field: string) => `connectors.${i}.${field}`;
    const key = `${c.connector}\u0000${c.environment}`.toLowerCase();
    const duplicate = seen.has(key);
    seen.add(key);
    return [
      ...problem(
        at('connector'),
        thisFieldIsRequired(c.connector) ??
          ((AVAILABLE_CONNECTORS as readonly string[]).includes(c.connector)
            ? null
            : { key: 'invalidValue' }),
      ),
      ...problem(
        at('environment'),
        thisFieldIsRequired(c.environment) ?? (duplicate ? { key: 'connectorEnvironmentTaken' } : null),
      ),
      ...problem(at('configuration'), connectorConfigurationRule(c.configuration)),
    ];
  });
}

/** Configuration text: valid JSON, an object (empty text counts as `{}`). */
export const connectorConfigurationRule: Rule = (v) => {
  if (v.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(v);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? null : { key: 'invalidJson' };
  } catch {
    return { key: 'invalidJson' };
  }
};

/** A file filter's name pattern (`*` any characters, `?` one) as a whole-name, case-insensitive match. */
export function fileNameMatches(patterns: readonly string[], name: string): boolean {
  if (patterns.length === 0) return true;
  return patterns.some((pattern) => {
    const re = pattern
      .trim()
      .split('')
      .map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('');
    return new RegExp(`^${re}$`, 'i').test(name);
  });
}
