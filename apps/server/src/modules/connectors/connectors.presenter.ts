// The only way a broker, API connection or connector row becomes JSON. Rows hold no secret values
// (those are in the secret store); an answer says only whether each named secret is set.
import type { ApiConnection, BrokerSftpConfiguration, ConnectorConfiguration } from '@cairn/contracts';
import type {
  apiConnectionConfigurations,
  brokerSftpConfigurations,
  connectorConfigurations,
} from '../../db/schema/connectors.js';

export type BrokerRow = typeof brokerSftpConfigurations.$inferSelect;
export type ApiConnectionRow = typeof apiConnectionConfigurations.$inferSelect;
export type ConnectorRow = typeof connectorConfigurations.$inferSelect;

/** Whether each key name holds a secret (SecretStore.status). */
export type SecretStatus = Record<string, boolean>;

const isSet = (status: SecretStatus, keyName: string) => keyName !== '' && status[keyName] === true;

export function presentBroker(
  row: BrokerRow,
  status: SecretStatus,
  updatedBy: string | null,
  hostKeyFingerprint: string | null,
  abilities: BrokerSftpConfiguration['abilities'],
): BrokerSftpConfiguration {
  return {
    brokerId: row.brokerId,
    version: row.version,
    enabled: row.enabled,
    hostName: row.hostName,
    userName: row.userName,
    passwordKeyName: row.passwordKeyName,
    sshKeyKeyName: row.sshKeyKeyName,
    port: row.port,
    scanPath: row.scanPath,
    fileFilters: row.fileFilters.map((f) => ({ namePattern: f.namePattern })),
    passwordSet: isSet(status, row.passwordKeyName),
    sshKeySet: isSet(status, row.sshKeyKeyName),
    hostKeyFingerprint,
    updatedAt: row.createdAt.toISOString(),
    updatedBy,
    abilities,
  };
}

export function presentApiConnection(
  row: ApiConnectionRow,
  status: SecretStatus,
  updatedBy: string | null,
  abilities: ApiConnection['abilities'],
): ApiConnection {
  return {
    apiName: row.apiName,
    version: row.version,
    enabled: row.enabled,
    clientId: row.clientId,
    clientSecretKeyName: row.clientSecretKeyName,
    tokenUrl: row.tokenUrl,
    scope: row.scope,
    grantType: row.grantType,
    responseType: row.responseType,
    clientSecretSet: isSet(status, row.clientSecretKeyName),
    updatedAt: row.createdAt.toISOString(),
    updatedBy,
    abilities,
  };
}

export const presentConnector = (row: ConnectorRow): ConnectorConfiguration => ({
  connector: row.connector,
  environment: row.environment,
  configuration: row.configuration,
});
