// The route audit: every registered route declares who may call it. A new route without
// `config.access` fails here; public routes are listed by name so adding one is a visible decision.
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/test-server.js';

const PUBLIC_ROUTES = [
  'GET /appSettings.json',
  'GET /healthz',
  'GET /readyz',
  'GET /api/openapi.json',
  'GET /authorization/login',
  'POST /authorization/login',
  'GET /authorization/callback',
  'GET /authorization/logout',
  'POST /authorization/logout',
  'GET /authorization/refresh-token',
  'POST /authorization/token',
  'GET /authorization/set-password',
  'POST /authorization/set-password',
  'GET /*',
].sort();

const server = useTestServer();

describe('route audit', () => {
  it('every route declares an access rule', () => {
    const undeclared = server.routes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    expect(server.routes.length).toBeGreaterThan(15);
  });

  it('public routes are exactly the listed ones', () => {
    const publicRoutes = server.routes
      .filter((r) => r.access && 'public' in r.access)
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual(PUBLIC_ROUTES);
  });

  it('every non-public route refuses an anonymous caller with 401', async () => {
    for (const route of server.routes.filter((r) => r.access && !('public' in r.access))) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await server.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('the OpenAPI document states the access of each route', async () => {
    const doc = (await server.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/engagements/{engagementId}'].get['x-cairn-access']).toBe(
      'Engagements.Reader at /engagements/{engagementId}',
    );
    expect(doc.paths['/api/profile/me'].put['x-cairn-access']).toBe('signed in');
  });

  it('an unknown API address is a problem+json 404, not the web app', async () => {
    const res = await server.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
