// Power BI dashboards through the dashboards API against the local stand-in of the Power BI REST
// API (e2e/support/powerbi-stand-in.ts): .pbix import awaited until Succeeded, list, embed token and
// embedUrl, delete; other files 415, a broken package 400, no workspace 409, no session 401, a
// reader may not upload or delete (403), another engagement 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES, type DashboardList, type EmbeddedDashboard } from '@cairn/contracts';
import { startPowerBiStandIn, type PowerBiStandIn } from '../../../../../../e2e/support/powerbi-stand-in.js';
import { buildEngagement, buildTenant } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import {
  signInWithRole,
  testServer,
  type SignedInClient,
  type TestServer,
} from '../../../test/test-server.js';

/** The start of a zip package, as every .pbix is. */
const PBIX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('report layout and model')]);

describe('Power BI dashboards', () => {
  let standIn: PowerBiStandIn;
  let server: TestServer;
  let workspaceId: string;
  let engagementId: string;
  let unconfiguredId: string;
  let writer: SignedInClient;
  let reader: SignedInClient;
  let outsider: SignedInClient;
  let base: string;

  beforeAll(async () => {
    standIn = await startPowerBiStandIn({ publishingPolls: 2 });
    workspaceId = standIn.addWorkspace();
    server = await testServer({ CAIRN_POWERBI_API_URL: standIn.apiUrl });
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    const features = ['Dashboards_PowerBi'];
    engagementId = (await buildEngagement(db, tenantId, { features })).id;
    unconfiguredId = (await buildEngagement(db, tenantId, { features })).id;
    const otherId = (await buildEngagement(db, tenantId, { features })).id;
    const { engagementConfigurations } = server.ctx.services;
    const author = { id: null, name: 'Test' };
    await engagementConfigurations.appendVersion(
      db,
      engagementId,
      'dashboard',
      { dashboardToolType: 'PowerBi', dashboardToolConfiguration: { WorkspaceId: workspaceId } },
      author,
    );
    await engagementConfigurations.appendVersion(
      db,
      unconfiguredId,
      'dashboard',
      { dashboardToolType: 'PowerBi' },
      author,
    );
    const user = (role: string, scope: string) => signInWithRole(server, role, scope);
    writer = await user(ROLE_NAMES.superConfigurer, engagementScope(engagementId));
    reader = await user(ROLE_NAMES.consultant, engagementScope(engagementId));
    outsider = await user(ROLE_NAMES.superConfigurer, engagementScope(otherId));
    base = `/api/engagements/${engagementId}/dashboards`;
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  const upload = (client: SignedInClient, name: string, content: Buffer | string, at = base) => {
    const { payload, headers } = multipartBody([{ name, content }]);
    return client.request('POST', at, payload, headers);
  };

  it('imports a .pbix, lists it, embeds it with a token and deletes it', async () => {
    standIn.requests.length = 0;
    const res = await upload(writer, 'Payroll costs.pbix', PBIX);
    expect(res.statusCode).toBe(201);
    const uploaded = res.json();
    expect(uploaded).toMatchObject({
      name: 'Payroll costs',
      provider: 'powerbi',
      abilities: { delete: true },
    });
    const ws = `/v1.0/myorg/groups/${workspaceId}`;
    expect(standIn.requests.slice(0, 4)).toEqual([
      `POST ${ws}/imports?datasetDisplayName=Payroll%20costs.pbix&nameConflict=CreateOrOverwrite`,
      expect.stringMatching(new RegExp(`^GET ${ws}/imports/[0-9a-f-]+$`)),
      expect.stringMatching(new RegExp(`^GET ${ws}/imports/[0-9a-f-]+$`)),
      expect.stringMatching(new RegExp(`^GET ${ws}/imports/[0-9a-f-]+$`)),
    ]);
    expect(standIn.reports(workspaceId).map((r) => r.id)).toEqual([uploaded.id]);

    const list = (await reader.request('GET', base)).json() as DashboardList;
    expect(list.results).toEqual([
      expect.objectContaining({
        id: uploaded.id,
        name: 'Payroll costs',
        abilities: { open: true, delete: false },
      }),
    ]);
    expect(list.abilities).toMatchObject({ upload: false, provider: 'powerbi', fileExtensions: ['.pbix'] });

    const embed = await reader.request('GET', `${base}/${uploaded.id}/embed`);
    expect(embed.statusCode).toBe(200);
    const embedded = embed.json() as EmbeddedDashboard;
    expect(embedded).toEqual({
      provider: 'powerbi',
      id: uploaded.id,
      name: 'Payroll costs',
      accessToken: standIn.tokens.get(uploaded.id),
      embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${uploaded.id}&groupId=${workspaceId}`,
    });

    expect((await reader.request('DELETE', `${base}/${uploaded.id}`)).statusCode).toBe(403);
    expect((await writer.request('DELETE', `${base}/${uploaded.id}`)).statusCode).toBe(204);
    expect(standIn.reports(workspaceId)).toEqual([]);
    expect((await writer.request('GET', `${base}/${uploaded.id}/embed`)).statusCode).toBe(404);
    expect((await writer.request('DELETE', `${base}/${uploaded.id}`)).statusCode).toBe(404);
  });

  it('refuses other files (415), a broken package (400) and readers (403), storing nothing', async () => {
    standIn.requests.length = 0;
    const json = await upload(writer, 'dashboard.json', '{}');
    expect(json.statusCode).toBe(415);
    expect(json.json().detail).toBe('This file extension is not supported');
    expect(standIn.requests).toEqual([]);
    const broken = await upload(writer, 'broken.pbix', 'not a zip');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toEqual([
      expect.objectContaining({ field: 'file', message: 'The file is not a Power BI report (.pbix).' }),
    ]);
    expect(standIn.requests).toEqual([]);
    expect((await upload(reader, 'Payroll costs.pbix', PBIX)).statusCode).toBe(403);
    expect(standIn.reports(workspaceId)).toEqual([]);
  });

  it('answers 401 without a session, 404 for another engagement, 409 without a workspace', async () => {
    expect((await server.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
    expect((await outsider.request('GET', base)).statusCode).toBe(404);
    expect((await outsider.request('GET', `${base}/${crypto.randomUUID()}/embed`)).statusCode).toBe(404);
    const none = await writer.request('GET', `/api/engagements/${unconfiguredId}/dashboards`);
    expect(none.statusCode).toBe(404);
    const admin = await signInWithRole(server, ROLE_NAMES.admin, '/platform');
    const res = await admin.request('GET', `/api/engagements/${unconfiguredId}/dashboards`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/WorkspaceId/);
    expect((await reader.request('GET', `${base}/not-a-report/embed`)).statusCode).toBe(404);
  });

  it('lets pages frame Power BI reports and nothing else', async () => {
    const csp = String((await server.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' https://*.powerbi.com https://*.fabric.microsoft.com");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
