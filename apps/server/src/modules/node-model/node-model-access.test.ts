// Who may use the node model API: an application with a bearer token (its commits carry its name),
// every route signed out (401), on another engagement (404) and written by a consultant (403), and an
// engagement without the NodeModelGit feature.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import { applicationWithToken, signIn } from '../../test/test-server.js';
import { addWorkingBranch, useNodeModel } from './node-model.test-helpers.js';

const f = useNodeModel(addWorkingBranch);

describe('access', () => {
  it("an application writes with a bearer token; the commit carries the application's name", async () => {
    const { app, accessToken } = await applicationWithToken(
      f.server,
      ROLE_NAMES.configurer,
      engagementScope(f.engagementId),
    );
    const res = await f.server.app.inject({
      method: 'POST',
      url: `${f.base}/branches/working/layers/model/nodes`,
      payload: { name: 'automated_node' },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.statusCode).toBe(201);
    expect(f.commits()[0]).toBe(
      `${app.name} <${app.aadObjectId}@applications.invalid>|Add node model.automated_node`,
    );
  });

  it('every node model route: 401 signed out, 404 on another engagement, 403 for a consultant writing', async () => {
    const db = f.server.database.db;
    const other = await buildEngagement(db, (await buildTenant(db)).id, { features: ['NodeModelGit'] });
    const values: Record<string, string> = {
      branch: 'working',
      layer: 'model',
      node: 'payroll_lines',
      source: 'payroll_2026',
      category: 'payroll_2026',
      test: 'no_missing_ids',
    };
    const routes = f.server.routes.filter((r) => r.url.startsWith('/api/nodeModel/'));
    expect(routes.length).toBe(26);
    for (const route of routes) {
      const url = (engagementId: string) =>
        route.url.replace(/:(\w+)/g, (_, p: string) => (p === 'engagementId' ? engagementId : values[p]));
      const method = route.method as 'GET';
      expect(
        (await f.server.app.inject({ method, url: url(f.engagementId) })).statusCode,
        `${route.method} ${route.url}`,
      ).toBe(401);
      expect(
        (await f.configurer.request(method, url(other.id), {})).statusCode,
        `${route.method} ${route.url}`,
      ).toBe(404);
      if (method !== 'GET')
        expect(
          (await f.consultant.request(method, url(f.engagementId), {})).statusCode,
          `${route.method} ${route.url}`,
        ).toBe(403);
    }
  });

  it('401 without a session', async () => {
    expect((await f.server.app.inject({ method: 'GET', url: `${f.base}/branches` })).statusCode).toBe(401);
  });

  it('403 for a consultant without NodeModel Git Write; nothing is written', async () => {
    const before = f.commits();
    const res = await f.consultant.request('POST', `${f.base}/branches/working/layers/model/nodes`, {
      name: 'sneaky_node',
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await f.consultant.request('PUT', `${f.base}/branches/working`, { readOnly: true })).statusCode,
    ).toBe(403);
    expect(f.commits()).toEqual(before);
  });

  it("404 for another engagement's node model, and for one that does not exist", async () => {
    const db = f.server.database.db;
    const otherTenant = await buildTenant(db);
    const other = await buildEngagement(db, otherTenant.id, { features: ['NodeModelGit'] });
    const res = await f.configurer.request('GET', `/api/nodeModel/engagements/${other.id}/branches`);
    expect(res.statusCode).toBe(404);
    expect(
      (
        await f.configurer.request('POST', `/api/nodeModel/engagements/${other.id}/branches`, {
          name: 'steal',
          parentBranch: 'main',
        })
      ).statusCode,
    ).toBe(404);
    expect(fs.existsSync(f.server.ctx.services.nodeModel.gitdir(other.id))).toBe(false);
    expect(
      (
        await f.configurer.request(
          'GET',
          '/api/nodeModel/engagements/00000000-0000-4000-8000-000000000000/branches',
        )
      ).statusCode,
    ).toBe(404);
  });

  it('serves the node model through the API with NodeModelApi alone, and refuses git there', async () => {
    const db = f.server.database.db;
    const apiOnly = await buildEngagement(db, (await buildTenant(db)).id, { features: ['NodeModelApi'] });
    const user = await buildUser(db, {
      roles: [{ role: ROLE_NAMES.configurer, scope: engagementScope(apiOnly.id) }],
    });
    const client = await signIn(f.server, user.email, PASSWORD);
    const branches = await client.request('GET', `/api/nodeModel/engagements/${apiOnly.id}/branches`);
    expect(branches.statusCode).toBe(200);
    const token = await client.request('POST', '/api/profile/access-tokens', {
      name: 'Laptop',
      expiresInDays: 30,
    });
    const basic = Buffer.from(`git:${(token.json() as { secret: string }).secret}`).toString('base64');
    const clone = await f.server.app.inject({
      url: `/git/${apiOnly.id}.git/info/refs?service=git-upload-pack`,
      headers: { authorization: `Basic ${basic}` },
    });
    expect(clone.statusCode).toBe(404);
    expect(clone.json()).toMatchObject({ code: 'nodeModelNotEnabled' });
  });

  it('404 with a clear message for an engagement without the NodeModelGit feature', async () => {
    const db = f.server.database.db;
    const plain = await buildEngagement(db, (await buildTenant(db)).id, { features: ['Storage'] });
    const user = await buildUser(db, {
      roles: [{ role: ROLE_NAMES.configurer, scope: engagementScope(plain.id) }],
    });
    const client = await signIn(f.server, user.email, PASSWORD);
    const res = await client.request('GET', `/api/nodeModel/engagements/${plain.id}/branches`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'nodeModelNotEnabled',
      detail: 'This engagement has no node model: the NodeModelGit feature is not enabled.',
    });
  });
});
