import { describe, expect, it } from 'vitest';
import { engagementScope, PLATFORM_SCOPE, ROLE_NAMES } from '@cairn/contracts';
import { buildApplication, buildEngagement, buildTenant, buildUser } from '../test/factories.js';
import { useTestServer } from '../test/test-server.js';

const server = useTestServer();

describe('applications (client credentials)', () => {
  it('gets a bearer token and calls the API within its role assignments', async () => {
    const db = server.database.db;
    const tenant = await buildTenant(db);
    const mine = await buildEngagement(db, tenant.id);
    const other = await buildEngagement(db, tenant.id);
    const app = await buildApplication(db, {
      roles: [{ role: ROLE_NAMES.consultant, scope: engagementScope(mine.id) }],
    });
    const tokenRes = await server.app.inject({
      method: 'POST',
      url: '/authorization/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=client_credentials&client_id=${app.aadObjectId}&client_secret=${app.secret}`,
    });
    expect(tokenRes.statusCode).toBe(200);
    const { access_token, token_type, expires_in } = tokenRes.json();
    expect([token_type, expires_in]).toEqual(['Bearer', 3600]);
    const auth = { authorization: `Bearer ${access_token}` };
    expect((await server.app.inject({ url: `/api/engagements/${mine.id}`, headers: auth })).statusCode).toBe(
      200,
    );
    expect((await server.app.inject({ url: `/api/engagements/${other.id}`, headers: auth })).statusCode).toBe(
      404,
    );
    // A bearer call carries no ambient credential, so it needs no CSRF token.
    const query = await server.app.inject({
      method: 'POST',
      url: '/api/authorization/permissions/query',
      headers: auth,
      payload: { scope: engagementScope(mine.id) },
    });
    expect(query.statusCode).toBe(200);
    // Profile calls are for people.
    expect((await server.app.inject({ url: '/api/profile/me', headers: auth })).statusCode).toBe(403);
  });

  it('refuses a wrong secret, an unknown client and another grant type', async () => {
    const app = await buildApplication(server.database.db);
    const post = (payload: object) =>
      server.app.inject({ method: 'POST', url: '/authorization/token', payload });
    expect(
      (await post({ grant_type: 'client_credentials', client_id: app.aadObjectId, client_secret: 'nope' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post({ grant_type: 'client_credentials', client_id: 'unknown', client_secret: 'nope' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post({ grant_type: 'password', client_id: app.aadObjectId, client_secret: app.secret }))
        .statusCode,
    ).toBe(400);
    expect(
      (await server.app.inject({ url: '/api/engagements/mine', headers: { authorization: 'Bearer forged' } }))
        .statusCode,
    ).toBe(401);
  });

  it('a revoked secret ends the tokens it issued at once', async () => {
    const app = await buildApplication(server.database.db);
    const auth = { authorization: `Bearer ${await tokenOf(app.aadObjectId, app.secret)}` };
    expect((await server.app.inject({ url: '/api/engagements/mine', headers: auth })).statusCode).toBe(200);
    const admin = await buildUser(server.database.db, {
      roles: [{ role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE }],
    });
    const caller = {
      type: 'User' as const,
      id: admin.id,
      email: admin.email,
      sessionKind: 'browser' as const,
    };
    await server.ctx.services.applicationSecrets.revoke(caller, app.aadObjectId, app.secretId);
    expect((await server.app.inject({ url: '/api/engagements/mine', headers: auth })).statusCode).toBe(401);
    expect((await token(app.aadObjectId, app.secret)).statusCode).toBe(401);
  });

  it('disabling an application ends its tokens at once, and enabling it again does not bring them back', async () => {
    const app = await buildApplication(server.database.db);
    const auth = { authorization: `Bearer ${await tokenOf(app.aadObjectId, app.secret)}` };
    expect((await server.app.inject({ url: '/api/engagements/mine', headers: auth })).statusCode).toBe(200);
    const { applications } = server.ctx.services;
    await applications.setDisabled(app.id, true);
    expect((await server.app.inject({ url: '/api/engagements/mine', headers: auth })).statusCode).toBe(401);
    await applications.setDisabled(app.id, false);
    expect((await server.app.inject({ url: '/api/engagements/mine', headers: auth })).statusCode).toBe(401);
    expect((await token(app.aadObjectId, app.secret)).statusCode).toBe(200);
  });
});

const token = (clientId: string, secret: string) =>
  server.app.inject({
    method: 'POST',
    url: '/authorization/token',
    payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
  });

async function tokenOf(clientId: string, secret: string): Promise<string> {
  const res = await token(clientId, secret);
  expect(res.statusCode).toBe(200);
  return res.json().access_token;
}
