// Local entries of the Broker SFTP and API connections tabs (admin-console.md section 4): a new entry
// is local and has no version until saved; a card's edits are pushed to the tab at once (so the tab
// knows every unsaved change), and an explicit Save persists one entry.
import {
  API_CONNECTION_DEFAULTS,
  BROKER_PORT,
  type ApiConnection,
  type ApiConnectionSave,
  type BrokerSave,
  type BrokerSftpConfiguration,
} from '@cairn/contracts';

export interface Draft<Saved, Values> {
  /** Stable across saves: a card keeps its place and its form. */
  key: string;
  /** The saved entry, or null while it exists only here. */
  saved: Saved | null;
  values: Values;
}

let counter = 0;
export const localKey = () => `local-${++counter}`;

export interface BrokerValues {
  brokerId: string;
  enabled: boolean;
  hostName: string;
  userName: string;
  port: number | null;
  scanPath: string;
  passwordKeyName: string;
  sshKeyKeyName: string;
  fileFilters: { namePattern: string }[];
  /** Write-only: a new value replaces the stored secret; empty keeps it. */
  password: string;
  sshPrivateKey: string;
}
export type BrokerDraft = Draft<BrokerSftpConfiguration, BrokerValues>;

export const brokerValues = (b: BrokerSftpConfiguration): BrokerValues => ({
  brokerId: b.brokerId,
  enabled: b.enabled,
  hostName: b.hostName,
  userName: b.userName,
  port: b.port,
  scanPath: b.scanPath,
  passwordKeyName: b.passwordKeyName,
  sshKeyKeyName: b.sshKeyKeyName,
  fileFilters: b.fileFilters.map((f) => ({ ...f })),
  password: '',
  sshPrivateKey: '',
});

export const savedBrokerDraft = (b: BrokerSftpConfiguration, key = localKey()): BrokerDraft => ({
  key,
  saved: b,
  values: brokerValues(b),
});

export const newBrokerDraft = (): BrokerDraft => ({
  key: localKey(),
  saved: null,
  values: {
    brokerId: '',
    enabled: true,
    hostName: '',
    userName: '',
    port: BROKER_PORT.default,
    scanPath: '',
    passwordKeyName: '',
    sshKeyKeyName: '',
    fileFilters: [],
    password: '',
    sshPrivateKey: '',
  },
});

/** What Save sends: the version edited (null when new) and a secret only when one was typed. */
export function brokerSaveBody(draft: BrokerDraft): BrokerSave {
  const { brokerId: _name, password, sshPrivateKey, port, ...rest } = draft.values;
  return {
    ...rest,
    version: draft.saved?.version ?? null,
    port: port ?? Number.NaN,
    fileFilters: rest.fileFilters.filter((f) => f !== undefined),
    ...(password ? { password } : {}),
    ...(sshPrivateKey ? { sshPrivateKey } : {}),
  };
}

export interface ApiConnectionValues {
  apiName: string;
  enabled: boolean;
  clientId: string;
  clientSecretKeyName: string;
  tokenUrl: string;
  scope: string;
  grantType: string;
  responseType: string;
  clientSecret: string;
}
export type ApiConnectionDraft = Draft<ApiConnection, ApiConnectionValues>;

export const apiConnectionValues = (c: ApiConnection): ApiConnectionValues => ({
  apiName: c.apiName,
  enabled: c.enabled,
  clientId: c.clientId,
  clientSecretKeyName: c.clientSecretKeyName,
  tokenUrl: c.tokenUrl,
  scope: c.scope,
  grantType: c.grantType,
  responseType: c.responseType,
  clientSecret: '',
});

export const savedApiConnectionDraft = (c: ApiConnection, key = localKey()): ApiConnectionDraft => ({
  key,
  saved: c,
  values: apiConnectionValues(c),
});

export const newApiConnectionDraft = (apiName: string): ApiConnectionDraft => ({
  key: localKey(),
  saved: null,
  values: {
    apiName,
    enabled: true,
    clientId: '',
    clientSecretKeyName: '',
    tokenUrl: '',
    scope: '',
    grantType: API_CONNECTION_DEFAULTS.grantType,
    responseType: API_CONNECTION_DEFAULTS.responseType,
    clientSecret: '',
  },
});

export function apiConnectionSaveBody(draft: ApiConnectionDraft): ApiConnectionSave {
  const { apiName: _name, clientSecret, ...rest } = draft.values;
  return { ...rest, version: draft.saved?.version ?? null, ...(clientSecret ? { clientSecret } : {}) };
}

/** The saved list merged into the local one: saved entries not shown yet are added, local ones kept. */
export function mergeSaved<S, V>(
  drafts: Draft<S, V>[],
  saved: S[],
  nameOf: (s: S) => string,
  toDraft: (s: S) => Draft<S, V>,
): Draft<S, V>[] {
  const shown = new Set(drafts.flatMap((d) => (d.saved ? [nameOf(d.saved).toLowerCase()] : [])));
  return [...drafts, ...saved.filter((s) => !shown.has(nameOf(s).toLowerCase())).map(toDraft)];
}
