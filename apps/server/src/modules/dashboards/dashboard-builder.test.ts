// The dashboard builder's API (issue 27) on a real database and real warehouse processes: a tile's
// live view (writers only, the folder rule, hostile SQL, bounded size, the paused capacity) and the
// save of a definition (the same checks as an upload, nothing stored on error, stored as sent).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  engagementScope,
  ROLE_NAMES,
  type CairnDashboardDefinition,
  type DashboardList,
  type DashboardSummary,
  type TileResult,
} from '@cairn/contracts';
import { and, eq, like } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { signInNewUser, signInWithRole, useTestServer, type SignedInClient } from '../../test/test-server.js';

const builtDefinition: CairnDashboardDefinition = {
  name: 'Built in the builder',
  filters: [
    {
      id: 'country',
      label: 'Country',
      type: 'select',
      optionsQuery: 'SELECT DISTINCT country FROM model.payroll ORDER BY 1',
    },
  ],
  pages: [
    {
      title: 'Page 1',
      tiles: [
        {
          id: 'tile_1',
          title: 'Cost by period',
          query:
            'SELECT period, sum(cost) AS cost FROM model.payroll WHERE $country IS NULL OR country = $country GROUP BY 1 ORDER BY 1',
          chart: { type: 'bar', x: 'period', y: 'cost' },
          width: 16,
        },
      ],
    },
  ],
};

describe('dashboard builder API', () => {
  const server = useTestServer();
  let writer: SignedInClient;
  let reader: SignedInClient;
  let outsider: SignedInClient;
  let base: string;

  beforeAll(async () => {
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    const engagementId = (await buildEngagement(db, tenantId)).id;
    const otherId = (await buildEngagement(db, tenantId)).id;
    const scope = engagementScope(engagementId);
    writer = await signInWithRole(server, ROLE_NAMES.superConfigurer, scope);
    reader = await signInNewUser(server, {
      roles: [
        { role: ROLE_NAMES.consultant, scope },
        { role: ROLE_NAMES.folderReader, scope: `${scope}/storage/import` },
      ],
    });
    outsider = await signInWithRole(server, ROLE_NAMES.superConfigurer, engagementScope(otherId));
    base = `/api/engagements/${engagementId}/dashboards`;
    const sql = await server.ctx.services.warehouse.connect(engagementId);
    try {
      await sql.run('CREATE SCHEMA IF NOT EXISTS model');
      await sql.run(
        `CREATE OR REPLACE TABLE model.payroll AS SELECT * FROM (VALUES
           ('2026-01', 'NL', 100.0), ('2026-01', 'DE', 50.0), ('2026-02', 'NL', 120.0), ('2026-02', 'DE', 70.0))
           AS t(period, country, cost)`,
      );
    } finally {
      await sql.close();
    }
  }, 60_000);

  const count = async () => ((await writer.request('GET', base)).json() as DashboardList).meta.totalItems;

  describe('preview-tile', () => {
    it('asks to sign in and refuses readers and other engagements (it runs SQL the caller wrote)', async () => {
      const body = { query: 'SELECT 1 AS one' };
      const anonymous = await server.app.inject({
        method: 'POST',
        url: `${base}/preview-tile`,
        payload: body,
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await reader.request('POST', `${base}/preview-tile`, body)).statusCode).toBe(403);
      expect([403, 404]).toContain((await outsider.request('POST', `${base}/preview-tile`, body)).statusCode);
    });

    it('answers the rows and columns of the query, filters bound as parameters or null', async () => {
      const query =
        'SELECT period, sum(cost) AS cost FROM model.payroll WHERE $country IS NULL OR country = $country GROUP BY 1 ORDER BY 1';
      const all = await writer.request('POST', `${base}/preview-tile`, { query });
      expect(all.statusCode, all.body).toBe(200);
      // A live view reads: nothing for the audit log however often a tile is previewed (refusals
      // still are, as every denial).
      const logged = await server.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(like(auditLog.action, 'PreviewTile.%'), eq(auditLog.outcome, 'success')));
      expect(logged).toEqual([]);
      const result = all.json() as TileResult;
      expect(result.columns.map((c) => c.name)).toEqual(['period', 'cost']);
      expect(result.rows.map((r) => [r[0], Number(r[1])])).toEqual([
        ['2026-01', 150],
        ['2026-02', 190],
      ]);
      const nl = (
        await writer.request('POST', `${base}/preview-tile`, { query, filters: { country: 'NL' } })
      ).json() as TileResult;
      expect(nl.rows.map((r) => Number(r[1]))).toEqual([100, 120]);
    });

    it('refuses hostile SQL with the reason, oversized SQL with a 400, and stops while paused', async () => {
      const hostile = await writer.request('POST', `${base}/preview-tile`, {
        query: "SELECT * FROM read_csv('/etc/passwd')",
      });
      expect(hostile.statusCode).toBe(422);
      expect(hostile.json().detail).toMatch(/Not allowed in the warehouse/);
      const huge = await writer.request('POST', `${base}/preview-tile`, {
        query: `SELECT 1 -- ${'x'.repeat(20_001)}`,
      });
      expect(huge.statusCode).toBe(400);
      expect((await writer.request('POST', `${base}/preview-tile`, { query: '' })).statusCode).toBe(400);
      expect(
        (await writer.request('POST', `${base}/preview-tile`, { query: 'SELECT 1', extra: 1 })).statusCode,
      ).toBe(400);
      const paused = vi.spyOn(server.ctx.services.dashboardCapacities, 'isPaused').mockResolvedValue(true);
      try {
        expect(
          (await writer.request('POST', `${base}/preview-tile`, { query: 'SELECT 2 AS two' })).statusCode,
        ).toBe(409);
      } finally {
        paused.mockRestore();
      }
    });

    it('keeps the folder rule: a writer who may not read the data gets a 403', async () => {
      // As if the query's tables came from folders the writer may not read (lineage says which).
      const folders = vi.spyOn(server.ctx.services.importedTables, 'mayReadRows').mockResolvedValue(false);
      try {
        const res = await writer.request('POST', `${base}/preview-tile`, {
          query: 'SELECT * FROM model.payroll',
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('folderAccess');
      } finally {
        folders.mockRestore();
      }
    });
  });

  describe('definitions', () => {
    it('refuses readers and signed-out callers, storing nothing', async () => {
      const before = await count();
      const anonymous = await server.app.inject({
        method: 'POST',
        url: `${base}/definitions`,
        payload: { definition: builtDefinition },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(
        (await reader.request('POST', `${base}/definitions`, { definition: builtDefinition })).statusCode,
      ).toBe(403);
      expect(await count()).toBe(before);
    });

    it('saves what the builder sent as a new version of the dashboard of that name', async () => {
      const first = await writer.request('POST', `${base}/definitions`, { definition: builtDefinition });
      expect(first.statusCode, first.body).toBe(201);
      const saved = first.json() as DashboardSummary;
      expect(saved.name).toBe(builtDefinition.name);
      const embed = (await reader.request('GET', `${base}/${saved.id}/embed`)).json();
      expect(embed).toMatchObject({ provider: 'cairn', version: 1, definition: builtDefinition });
      const changed = { ...builtDefinition, description: 'Second version' };
      const second = (
        await writer.request('POST', `${base}/definitions`, { definition: changed })
      ).json() as DashboardSummary;
      expect(second.id).toBe(saved.id);
      const newest = (await reader.request('GET', `${base}/${saved.id}/embed`)).json();
      expect(newest).toMatchObject({ version: 2, definition: changed });
    });

    it('answers 400 naming the place for a bad definition and stores nothing', async () => {
      const before = await count();
      const unknownFilter = structuredClone(builtDefinition);
      unknownFilter.name = 'Bad one';
      unknownFilter.pages[0].tiles[0].query = 'SELECT $nope AS x';
      const bad = await writer.request('POST', `${base}/definitions`, { definition: unknownFilter });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('$nope');
      const noPages = await writer.request('POST', `${base}/definitions`, {
        definition: { name: 'Bad two', pages: [] },
      });
      expect(noPages.statusCode).toBe(400);
      const oversized = structuredClone(builtDefinition);
      oversized.name = 'Bad three';
      oversized.pages[0].tiles[0].query = `SELECT 1 -- ${'x'.repeat(20_001)}`;
      expect(
        (await writer.request('POST', `${base}/definitions`, { definition: oversized })).statusCode,
      ).toBe(400);
      expect(await count()).toBe(before);
    });
  });

  it('serves the definition JSON Schema to readers', async () => {
    const res = await reader.request('GET', `${base}/definition-schema`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Cairn dashboard definition', type: 'object' });
    expect((await server.app.inject({ method: 'GET', url: `${base}/definition-schema` })).statusCode).toBe(
      401,
    );
  });
});
