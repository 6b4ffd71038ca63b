// Demo connectors (issue 12): the regular engagement's connectors configuration and, in the AWS
// configuration (where the Broker SFTP and API connections tabs show), a broker and an API connection
// with two versions each and their secrets in the secret store. The broker is disabled: the demo has
// no SFTP server to poll, and an enabled one would fail a run every poll.
import crypto from 'node:crypto';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import {
  apiConnectionConfigurations,
  brokerSftpConfigurations,
  connectorConfigurations,
} from '../db/schema/connectors.js';
import { brokerSecretOwner } from '../modules/connectors/brokers.service.js';
import { SecretStore } from '../modules/secrets/secret-store.js';

export async function seedConnectorsDemo(
  db: Db,
  config: Pick<Config, 'dataDir' | 'cloudProvider'>,
  engagementId: string,
  savedBy: { id: string },
) {
  await db.insert(connectorConfigurations).values([
    {
      engagementId,
      connector: 'Sftp',
      environment: 'Production',
      configuration: JSON.stringify({ Host: 'sftp.northwind.example', Port: 22, ScanPath: '/outbox' }),
      position: 0,
      updatedBy: savedBy.id,
    },
    {
      engagementId,
      connector: 'RestApi',
      environment: 'Test',
      configuration: JSON.stringify({ BaseUrl: 'https://api.test.northwind.example', TimeoutSeconds: 30 }),
      position: 1,
      updatedBy: savedBy.id,
    },
  ]);
  if (config.cloudProvider !== 'aws') return;

  const broker = {
    engagementId,
    brokerId: 'NorthwindPayroll',
    enabled: false,
    hostName: 'sftp.northwind.example',
    userName: 'cairn',
    passwordKeyName: 'broker.northwind.password',
    sshKeyKeyName: '',
    scanPath: '/outbox',
    createdBy: savedBy.id,
  };
  await db.insert(brokerSftpConfigurations).values([
    { ...broker, version: 1, port: 22, fileFilters: [{ namePattern: '*.csv' }] },
    {
      ...broker,
      version: 2,
      port: 2222,
      fileFilters: [{ namePattern: '*.csv' }, { namePattern: 'payroll_*.xlsx' }],
    },
  ]);
  const api = {
    engagementId,
    apiName: 'Workday',
    enabled: true,
    clientId: 'cairn-northwind',
    clientSecretKeyName: 'api.workday.clientSecret',
    scope: 'payroll.read',
    grantType: 'client_credentials',
    responseType: 'token',
    createdBy: savedBy.id,
  };
  await db.insert(apiConnectionConfigurations).values([
    { ...api, version: 1, tokenUrl: 'https://login.workday.example/oauth2/token' },
    { ...api, version: 2, tokenUrl: 'https://login.workday.example/oauth2/v2/token' },
  ]);
  const secrets = new SecretStore(db, config.dataDir);
  const demoSecret = () => crypto.randomBytes(18).toString('base64url');
  await secrets
    .ownedBy(engagementId, brokerSecretOwner(broker.brokerId))
    .set(db, broker.passwordKeyName, demoSecret(), null);
  await secrets
    .ownedBy(engagementId, { kind: 'api-connection', id: api.apiName })
    .set(db, api.clientSecretKeyName, demoSecret(), null);
}
