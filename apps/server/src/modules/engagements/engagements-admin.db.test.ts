// Engagements administration on a real database: the paged overview with search, create (rules, AWS
// refusal, the tenant's Writer), one engagement with its abilities, the General / Resources save
// (features kept or provisioned, resourceIds of the engagement's own tenant only), cross-tenant 404s.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLATFORM_SCOPE, ROLE_NAMES, type EngagementAdmin, type Paged } from '@cairn/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { storageConfigurations } from '../../db/schema/storage.js';
import { engagements } from '../../db/schema/tenancy.js';
import { tenantResources } from '../../db/schema/tenants.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { useFixture } from '../../test/fixture.js';
import { signInWithRole, testServer, useTestServer, type SignedInClient } from '../../test/test-server.js';
import { alphaAndBravo } from '../../test/two-tenants.js';

describe('engagements administration API', () => {
  const server = useTestServer();
  const setup = useFixture(
    async () => {
      const db = server.database.db;
      const alphaBravo = await alphaAndBravo(server, {
        engagementFeatures: ['Reporting'],
        engagementRole: ROLE_NAMES.consultant,
      });
      const { tenantA, tenantB } = alphaBravo;
      const engagementB = (await buildEngagement(db, tenantB, { name: 'Bravo Payroll' })).id;
      for (let i = 0; i < 11; i++)
        await buildEngagement(db, tenantA, { name: `Bulk ${String(i).padStart(2, '0')}` });
      const [{ id: resourceA }] = await db
        .insert(tenantResources)
        .values({ tenantId: tenantA, name: 'nletpalphasql', resourceType: 'SqlDatabase', tag: 'a' })
        .returning();
      const [{ id: resourceB }] = await db
        .insert(tenantResources)
        .values({ tenantId: tenantB, name: 'nletpbravosql', resourceType: 'SqlDatabase', tag: 'b' })
        .returning();
      return { ...alphaBravo, engagementB, resourceA, resourceB };
    },
    undefined,
    60_000,
  );

  const anonymous = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    server.app.inject({ method, url, payload: payload as object });
  const update = (client: SignedInClient, id: string, body: Record<string, unknown>) =>
    client.request('PUT', `/api/engagements/${id}/admin`, body);

  describe('GET /api/engagements/admin', () => {
    it('needs a signed-in caller', async () => {
      expect((await anonymous('GET', '/api/engagements/admin')).statusCode).toBe(401);
    });

    it('pages by 10, sorted by name, every engagement for the platform admin', async () => {
      const res = await setup.admin.request('GET', '/api/engagements/admin');
      expect(res.statusCode).toBe(200);
      const page = res.json() as Paged<EngagementAdmin>;
      expect(page.meta).toEqual({ totalItems: 13, page: 1, pageSize: 10 });
      expect(page.results[0].name).toBe('Alpha Payroll');
      expect(page.results[0].abilities).toEqual({ update: true, assignRoles: true, syncRbac: true });
      const second = (
        await setup.admin.request('GET', '/api/engagements/admin?page=2')
      ).json() as Paged<EngagementAdmin>;
      expect(second.results.map((e) => e.name)).toEqual(['Bulk 08', 'Bulk 09', 'Bulk 10']);
    });

    it('searches name and id', async () => {
      const byName = (await setup.admin.request('GET', '/api/engagements/admin?search=bravo')).json();
      expect(byName.results.map((e: EngagementAdmin) => e.id)).toEqual([setup.engagementB]);
      const byId = (
        await setup.admin.request('GET', `/api/engagements/admin?search=${setup.engagementA.slice(0, 8)}`)
      ).json();
      expect(byId.results.map((e: EngagementAdmin) => e.id)).toContain(setup.engagementA);
    });

    it('holds only the engagements the caller may read', async () => {
      const tenant = (await setup.superUserA.request('GET', '/api/engagements/admin?pageSize=100')).json();
      expect(tenant.meta.totalItems).toBe(12);
      expect(tenant.results.map((e: EngagementAdmin) => e.id)).not.toContain(setup.engagementB);
      const one = (await setup.engagementUser.request('GET', '/api/engagements/admin')).json();
      expect(one.results.map((e: EngagementAdmin) => [e.id, e.abilities.update])).toEqual([
        [setup.engagementA, false],
      ]);
      expect((await setup.nobody.request('GET', '/api/engagements/admin')).json().meta.totalItems).toBe(0);
    });
  });

  describe('POST /api/engagements', () => {
    it('needs a signed-in caller and the Writer at the tenant', async () => {
      expect(
        (await anonymous('POST', '/api/engagements', { name: 'New one', tenantId: setup.tenantA }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await setup.engagementUser.request('POST', '/api/engagements', {
            name: 'New one',
            tenantId: setup.tenantA,
          })
        ).statusCode,
      ).toBe(403);
      // Another tenant is not found for a tenant's super user.
      expect(
        (
          await setup.superUserA.request('POST', '/api/engagements', {
            name: 'New one',
            tenantId: setup.tenantB,
          })
        ).statusCode,
      ).toBe(404);
    });

    it('checks the name (required, at least 3, format) and the tenant, writing nothing', async () => {
      const before = (await server.database.db.select().from(engagements)).length;
      const cases: [Record<string, string>, string, string][] = [
        [{ name: '  ', tenantId: setup.tenantA }, 'name', 'This field is required'],
        [{ name: 'ab', tenantId: setup.tenantA }, 'name', 'Please enter at least 3 characters'],
        [
          { name: 'Bad/name', tenantId: setup.tenantA },
          'name',
          'Only letters, digits, dashes and spaces are allowed',
        ],
        [{ name: 'Good name', tenantId: '' }, 'tenantId', 'This field is required'],
      ];
      for (const [body, field, message] of cases) {
        const res = await setup.admin.request('POST', '/api/engagements', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
      }
      expect((await server.database.db.select().from(engagements)).length).toBe(before);
    });

    it('creates an engagement without features for the tenant and audits it', async () => {
      const res = await setup.superUserA.request('POST', '/api/engagements', {
        name: ' Gamma Tax ',
        tenantId: setup.tenantA,
      });
      expect(res.statusCode).toBe(201);
      const created = res.json() as EngagementAdmin;
      expect(created).toMatchObject({
        name: 'Gamma Tax',
        tenantId: setup.tenantA,
        tenantName: 'Alpha Tenant',
      });
      expect(created.features).toEqual([]);
      const events = await server.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `engagement:${created.id}`));
      expect(events.map((e) => e.action)).toEqual(['Engagement.Create']);
    });
  });

  describe('GET and PUT /api/engagements/:engagementId/admin', () => {
    it('needs a signed-in caller, the Reader to read and the Writer to save', async () => {
      expect((await anonymous('GET', `/api/engagements/${setup.engagementA}/admin`)).statusCode).toBe(401);
      expect((await anonymous('PUT', `/api/engagements/${setup.engagementA}/admin`, {})).statusCode).toBe(
        401,
      );
      const read = await setup.engagementUser.request('GET', `/api/engagements/${setup.engagementA}/admin`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ name: 'Alpha Payroll', features: ['Reporting'], resourceIds: [] });
      const body = { name: 'Alpha Payroll', features: '[]', resourceIds: [] };
      expect((await update(setup.engagementUser, setup.engagementA, body)).statusCode).toBe(403);
    });

    it("answers 404 for another tenant's engagement", async () => {
      expect(
        (await setup.superUserA.request('GET', `/api/engagements/${setup.engagementB}/admin`)).statusCode,
      ).toBe(404);
      const body = { name: 'Taken over', features: '[]', resourceIds: [] };
      expect((await update(setup.superUserA, setup.engagementB, body)).statusCode).toBe(404);
      expect(
        (await setup.superUserA.request('GET', `/api/engagements/${setup.engagementB}/tenant-resources`))
          .statusCode,
      ).toBe(404);
    });

    it('checks name and features, writing nothing', async () => {
      for (const [body, field] of [
        [{ name: 'ab', features: '[]', resourceIds: [] }, 'name'],
        [{ name: 'Alpha Payroll', features: '["Nope"]', resourceIds: [] }, 'features'],
        [{ name: 'Alpha Payroll', features: 'not json', resourceIds: [] }, 'features'],
      ] as const) {
        const res = await update(setup.admin, setup.engagementA, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
      }
      const [row] = await server.database.db
        .select()
        .from(engagements)
        .where(eq(engagements.id, setup.engagementA));
      expect(row).toMatchObject({ name: 'Alpha Payroll', features: ['Reporting'] });
    });

    it("takes resourceIds only from the engagement's own tenant (400 otherwise)", async () => {
      const res = await update(setup.admin, setup.engagementA, {
        name: 'Alpha Payroll',
        features: '["Reporting"]',
        resourceIds: [setup.resourceA, setup.resourceB],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'resourceIds.1' })]);
      const [row] = await server.database.db
        .select()
        .from(engagements)
        .where(eq(engagements.id, setup.engagementA));
      expect(row.resourceIds).toEqual([]);
      const rows = (
        await setup.engagementUser.request('GET', `/api/engagements/${setup.engagementA}/tenant-resources`)
      ).json();
      expect(rows).toEqual([
        {
          id: setup.resourceA,
          name: 'nletpalphasql',
          resourceType: 'SqlDatabase',
          ofAnotherEngagement: false,
        },
      ]);
    });

    it('saves name, features and resources, and provisions the features turned on', async () => {
      const db = server.database.db;
      const fresh = (await (
        await setup.admin.request('POST', '/api/engagements', {
          name: 'Delta Payroll',
          tenantId: setup.tenantA,
        })
      ).json()) as EngagementAdmin;
      // A feature the provider does not offer stays as it was (Dashboards_AnalysisServices is not selectable).
      await db
        .update(engagements)
        .set({ features: ['Dashboards_AnalysisServices'] })
        .where(eq(engagements.id, fresh.id));
      const res = await update(setup.superUserA, fresh.id, {
        name: 'Delta Payroll 2026',
        features: JSON.stringify(['NodeModelGit', 'Pipelines', 'Storage']),
        resourceIds: [setup.resourceA],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Delta Payroll 2026',
        features: ['Dashboards_AnalysisServices', 'NodeModelGit', 'Pipelines', 'Storage'],
        resourceIds: [setup.resourceA],
      });
      expect(fs.existsSync(`${server.config.dataDir}/git/${fresh.id}.git`)).toBe(true);
      const purposes = await db
        .select({ purpose: storageConfigurations.storagePurpose })
        .from(storageConfigurations)
        .where(eq(storageConfigurations.engagementId, fresh.id));
      expect(purposes.map((p) => p.purpose).sort()).toEqual([
        'classification',
        'configuration',
        'import',
        'main',
      ]);
      const pipelines = await setup.superUserA.request(
        'GET',
        `/api/pipelines/engagements/${fresh.id}/pipelines`,
      );
      expect(pipelines.statusCode).toBe(200);
      expect(pipelines.json().length).toBeGreaterThan(0);
      // The workspace's engagement answer sees the same.
      const workspace = (await setup.superUserA.request('GET', `/api/engagements/${fresh.id}`)).json();
      expect(workspace.name).toBe('Delta Payroll 2026');
    });
  });
});

describe('engagements administration API on AWS', () => {
  it('refuses to create an engagement (409) and offers only the AWS features', async () => {
    const server = await testServer({ CAIRN_CLOUD_PROVIDER: 'aws' });
    try {
      const db = server.database.db;
      const tenantId = (await buildTenant(db)).id;
      const engagementId = (await buildEngagement(db, tenantId, { features: ['Reporting'] })).id;
      const admin = await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE);
      const res = await admin.request('POST', '/api/engagements', { name: 'Cloud Engagement', tenantId });
      expect(res.statusCode).toBe(409);
      expect((await db.select().from(engagements)).length).toBe(1);
      // Reporting is no AWS choice: it stays; Workflow cannot be turned on there.
      const saved = await admin.request('PUT', `/api/engagements/${engagementId}/admin`, {
        name: 'Cloud Engagement',
        features: '["GAIN","Workflow"]',
        resourceIds: [],
      });
      expect(saved.json()).toMatchObject({
        features: ['Reporting', 'GAIN'],
        abilities: { syncRbac: false },
      });
    } finally {
      await server.close();
    }
  }, 60_000);
});
