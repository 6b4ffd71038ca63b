// The demo's connectors as a signed-in configurer sees them: on AWS a broker and an API connection
// with two versions and their secrets set; the connectors configuration everywhere.
import { beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { requestOk, signIn, useTestServer } from '../test/test-server.js';
import { seedConnectorsDemo } from './connectors-demo.js';

describe('connectors demo', () => {
  const server = useTestServer({ CAIRN_CLOUD_PROVIDER: 'aws' });
  beforeAll(async () => {}, 60_000);

  it('seeds a connector list, and on AWS a broker and an API connection with history and secrets', async () => {
    const db = server.database.db;
    const engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    const user = await buildUser(db, {
      name: 'Cora Configurer',
      roles: [{ role: ROLE_NAMES.superConfigurer, scope: engagementScope(engagementId) }],
    });
    await seedConnectorsDemo(db, server.config, engagementId, user);
    const client = await signIn(server, user.email, PASSWORD);
    const base = `/api/engagements/${engagementId}`;
    const connectors = await requestOk<{ connectors: { connector: string }[] }>(
      client,
      'GET',
      `${base}/connectors`,
    );
    expect(connectors.connectors.map((c) => c.connector)).toEqual(['Sftp', 'RestApi']);
    const brokers = await requestOk<{ results: object[] }>(client, 'GET', `${base}/brokers`);
    expect(brokers.results).toMatchObject([
      {
        brokerId: 'NorthwindPayroll',
        version: 2,
        enabled: false,
        passwordSet: true,
        updatedBy: 'Cora Configurer',
      },
    ]);
    const apis = await requestOk<{ results: object[] }>(client, 'GET', `${base}/api-connections`);
    expect(apis.results).toMatchObject([{ apiName: 'Workday', version: 2, clientSecretSet: true }]);
    expect(await requestOk<object[]>(client, 'GET', `${base}/brokers/NorthwindPayroll/history`)).toHaveLength(
      2,
    );
  });
});
