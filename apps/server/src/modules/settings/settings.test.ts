// GET /appSettings.json: what the web app reads before sign-in, and base addresses that lead somewhere.
import { describe, expect, it } from 'vitest';
import { serviceNames } from '@cairn/contracts';
import { useTestServer } from '../../test/test-server.js';

describe('appSettings.json', () => {
  const server = useTestServer();

  it('advertises a base address for every service, each the start of routes this server serves', async () => {
    const res = await server.app.inject({ url: '/appSettings.json' });
    expect(res.statusCode).toBe(200);
    const { baseAddresses } = res.json() as { baseAddresses: Record<string, string> };
    expect(Object.keys(baseAddresses).sort()).toEqual([...serviceNames].sort());
    const paths = Object.keys(
      ((await server.app.inject({ url: '/api/openapi.json' })).json() as { paths: object }).paths,
    );
    const leadingNowhere = Object.entries(baseAddresses).filter(
      ([, base]) => !paths.some((p) => p === base || p.startsWith(`${base}/`)),
    );
    expect(leadingNowhere).toEqual([]);
  });

  it('a route under each base address answers: a sign-in is asked, where a path leading nowhere is 404', async () => {
    const { baseAddresses } = (await server.app.inject({ url: '/appSettings.json' })).json() as {
      baseAddresses: Record<string, string>;
    };
    const doc = (await server.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const someEngagement = '00000000-0000-4000-8000-000000000001';
    for (const [service, base] of Object.entries(baseAddresses)) {
      const path = Object.keys(doc.paths).find(
        (p) => (p === base || p.startsWith(`${base}/`)) && doc.paths[p].get,
      );
      expect(path, service).toBeDefined();
      const url = path!.replace(/\{[^}]+\}/g, someEngagement);
      expect((await server.app.inject({ url })).statusCode, `${service}: GET ${url}`).toBe(401);
    }
    // The address advertised before, /api/authorisation, served nothing.
    expect((await server.app.inject({ url: '/api/authorisation/me' })).statusCode).toBe(404);
  });
});
