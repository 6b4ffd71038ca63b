// The connectors configuration (any cloud) through the API, and the broker and API connection routes
// refused outside AWS, where their tabs are not offered.
import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@cairn/contracts';
import { signedInEngagement, testServer, useTestServer } from '../../test/test-server.js';
import { AWS, broker, useConnectorsEngagement } from './connectors.test-helpers.js';

describe('connectors configuration API', () => {
  const server = useTestServer(AWS);
  const f = useConnectorsEngagement(server);

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
      expect((await server.app.inject({ method: 'GET', url: `${f.base}/connectors` })).statusCode).toBe(401);
      expect((await f.outsider.request('GET', `${f.base}/connectors`)).statusCode).toBe(404);
      const empty = (await f.configurer.request('GET', `${f.base}/connectors`)).json();
      expect(empty).toMatchObject({ connectors: [], updatedAt: null, abilities: { update: false } });
      expect(empty.availableConnectors).toContain('Sftp');
      const body = {
        connectors: [{ connector: 'Sftp', environment: 'Production', configuration: '{"Host":"x"}' }],
      };
      expect((await f.configurer.request('PUT', `${f.base}/connectors`, body)).statusCode).toBe(403);
      const bad = await f.writer.request('PUT', `${f.base}/connectors`, {
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
      const saved = await f.writer.request('PUT', `${f.base}/connectors`, body);
      expect(saved.json()).toMatchObject({ connectors: body.connectors, abilities: { update: true } });
      expect((await f.reader.request('GET', `${f.base}/connectors`)).json().connectors).toEqual(
        body.connectors,
      );
    });
  });
});
