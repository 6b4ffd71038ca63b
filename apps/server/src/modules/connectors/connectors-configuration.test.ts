// The connectors configuration (any cloud) through the API, and the broker and API connection routes
// refused outside AWS, where their tabs are not offered.
import { beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES } from '@cairn/contracts';
import {
  signedInEngagement,
  signInWithRole,
  testServer,
  useTestServer,
  type SignedInClient,
} from '../../test/test-server.js';
import { broker } from './connectors.test-helpers.js';

describe('connectors configuration API', () => {
  const server = useTestServer({ CAIRN_CLOUD_PROVIDER: 'aws' });
  let base: string;
  let writer: SignedInClient;
  let configurer: SignedInClient;
  let reader: SignedInClient;
  let outsider: SignedInClient;

  beforeAll(async () => {
    let engagementId: string;
    ({ engagementId, client: writer } = await signedInEngagement(server, ROLE_NAMES.superConfigurer));
    const user = (role: string) => signInWithRole(server, role, engagementScope(engagementId));
    configurer = await user(ROLE_NAMES.configurer);
    reader = await user(ROLE_NAMES.consultant);
    outsider = (await signedInEngagement(server, ROLE_NAMES.superConfigurer)).client;
    base = `/api/engagements/${engagementId}`;
  }, 60_000);

  it('refuses the broker and API connection routes outside AWS, as their tabs are AWS only', async () => {
    const azure = await testServer();
    try {
      const { engagementId, client } = await signedInEngagement(azure, ROLE_NAMES.superConfigurer);
      const at = `/api/engagements/${engagementId}`;
      for (const [method, url, body] of [
        ['GET', `${at}/brokers`],
        ['PUT', `${at}/brokers/Payroll`, broker()],
        ['GET', `${at}/api-connections`],
        ['POST', `${at}/api-connections/Workday/test`],
      ] as const) {
        const res = await client.request(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(409);
        expect(res.json().detail).toBe(
          'Broker SFTP and API connections are available on AWS only; this installation runs on azure.',
        );
      }
      // The connectors configuration is not an AWS page: it answers.
      expect((await client.request('GET', `${at}/connectors`)).statusCode).toBe(200);
    } finally {
      await azure.close();
    }
  });

  describe('connectors configuration', () => {
    it('lists the available connectors and saves the list with Connectors Configuration Writer only', async () => {
      expect((await server.app.inject({ method: 'GET', url: `${base}/connectors` })).statusCode).toBe(401);
      expect((await outsider.request('GET', `${base}/connectors`)).statusCode).toBe(404);
      const empty = (await configurer.request('GET', `${base}/connectors`)).json();
      expect(empty).toMatchObject({ connectors: [], updatedAt: null, abilities: { update: false } });
      expect(empty.availableConnectors).toContain('Sftp');
      const body = {
        connectors: [{ connector: 'Sftp', environment: 'Production', configuration: '{"Host":"x"}' }],
      };
      expect((await configurer.request('PUT', `${base}/connectors`, body)).statusCode).toBe(403);
      const bad = await writer.request('PUT', `${base}/connectors`, {
        connectors: [
          { connector: '', environment: '', configuration: '{' },
          { connector: 'Sftp', environment: 'Production', configuration: '{}' },
          { connector: 'Sftp', environment: 'production', configuration: '[1]' },
        ],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.map((e: { field: string; key: string }) => `${e.field}:${e.key}`)).toEqual([
        'connectors.0.connector:thisFieldIsRequired',
        'connectors.0.environment:thisFieldIsRequired',
        'connectors.0.configuration:invalidJson',
        'connectors.2.environment:connectorEnvironmentTaken',
        'connectors.2.configuration:invalidJson',
      ]);
      const saved = await writer.request('PUT', `${base}/connectors`, body);
      expect(saved.json()).toMatchObject({ connectors: body.connectors, abilities: { update: true } });
      expect((await reader.request('GET', `${base}/connectors`)).json().connectors).toEqual(body.connectors);
    });
  });
});
