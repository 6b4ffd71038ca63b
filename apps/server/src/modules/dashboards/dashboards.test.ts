// The dashboards API on a real database and real warehouse processes: uploads (versions, 415, bad
// definitions), list and delete, and Cairn tiles (filters bound, hostile SQL refused, the cache, the
// paused capacity).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DASHBOARD_CAPACITY_PAUSED,
  engagementScope,
  ROLE_NAMES,
  type DashboardList,
  type DashboardSummary,
  type TileResult,
} from '@cairn/contracts';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { multipartBody } from '../../test/multipart.js';
import { PAYROLL_COST_DASHBOARD, TEST_RESULTS_DASHBOARD } from '../../seed/dashboards-demo.js';
import { signInNewUser, signInWithRole, useTestServer, type SignedInClient } from '../../test/test-server.js';

const definition = (name: string, extraTiles: object[] = []) => ({
  name,
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
      title: 'Costs',
      tiles: [
        {
          id: 'by_period',
          title: 'Cost by period',
          query:
            'SELECT period, sum(cost) AS cost FROM model.payroll WHERE $country IS NULL OR country = $country GROUP BY 1 ORDER BY 1',
          chart: { type: 'bar', x: 'period', y: 'cost' },
        },
        {
          id: 'total',
          title: 'Total',
          query: 'SELECT sum(cost) AS cost FROM model.payroll WHERE $country IS NULL OR country = $country',
          chart: { type: 'kpi', value: 'cost' },
        },
        {
          id: 'rows',
          title: 'Rows',
          query: 'SELECT count(*) AS n FROM model.payroll',
          chart: { type: 'table' },
        },
        ...extraTiles,
      ],
    },
  ],
});

describe('dashboards API', () => {
  const server = useTestServer();
  let engagementId: string;
  let writer: SignedInClient;
  let reader: SignedInClient;
  let consultant: SignedInClient;
  let folderOnly: SignedInClient;
  let outsider: SignedInClient;
  let base: string;

  beforeAll(async () => {
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    engagementId = (await buildEngagement(db, tenantId)).id;
    const otherId = (await buildEngagement(db, tenantId)).id;
    const scope = engagementScope(engagementId);
    const user = (role: string, at: string) => signInWithRole(server, role, at);
    writer = await user(ROLE_NAMES.superConfigurer, scope);
    // The tiles read model tables made here by hand (no build, so of unknown origin): reading their
    // rows needs the import storage's root, as a preview would (folder access follows the data).
    reader = await signInNewUser(server, {
      roles: [
        { role: ROLE_NAMES.consultant, scope },
        { role: ROLE_NAMES.folderReader, scope: `${scope}/storage/import` },
      ],
    });
    consultant = await user(ROLE_NAMES.consultant, scope);
    folderOnly = await user(ROLE_NAMES.folderReader, `${scope}/storage/import`);
    outsider = await user(ROLE_NAMES.superConfigurer, engagementScope(otherId));
    base = `/api/engagements/${engagementId}/dashboards`;
    const sql = await server.ctx.services.warehouse.connect(engagementId);
    try {
      await sql.run('CREATE SCHEMA IF NOT EXISTS model');
      // The demo model's two tables the demo dashboards read, in their shape (seed/node-model-demo.ts).
      await sql.run(
        `CREATE OR REPLACE TABLE model.payroll_lines AS SELECT * FROM (VALUES
           (1, DATE '2026-01-31', 'Base salary', 100.0, 'NL'), (NULL, DATE '2026-02-28', 'Unknown', -5.0, 'DE'))
           AS t(employee_id, period, wage_component, amount, country)`,
      );
      await sql.run(
        `CREATE OR REPLACE TABLE model.employee_costs AS SELECT * FROM (VALUES
           (1, DATE '2026-01-31', 'Base salary', 'NL', 'EUR', 100.0, 100.0::DECIMAL(18,2)),
           (2, DATE '2026-02-28', 'Bonus', 'DE', 'GBP', 50.0, 58.5::DECIMAL(18,2)))
           AS t(employee_id, period, wage_component, country, currency, amount, amount_eur)`,
      );
      await sql.run(
        `CREATE OR REPLACE TABLE model.payroll AS SELECT * FROM (VALUES
           ('2026-01', 'NL', 100.0), ('2026-01', 'DE', 50.0), ('2026-02', 'NL', 120.0), ('2026-02', 'DE', 70.0))
           AS t(period, country, cost)`,
      );
    } finally {
      await sql.close();
    }
  }, 60_000);

  const upload = (client: SignedInClient, fileName: string, content: string, at = base) => {
    const { payload, headers } = multipartBody([{ name: fileName, content }]);
    return client.request('POST', at, payload, headers);
  };
  const uploadOk = async (fileName: string, content: string) => {
    const res = await upload(writer, fileName, content);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as DashboardSummary;
  };
  const tileOf = (id: string, tile: string, filters?: object) =>
    `${base}/${id}/tiles/${tile}${filters ? `?filters=${encodeURIComponent(JSON.stringify(filters))}` : ''}`;

  describe('access', () => {
    it('asks to sign in, refuses callers without the permission, hides other engagements', async () => {
      const anonymous = await server.app.inject({ method: 'GET', url: base });
      expect(anonymous.statusCode).toBe(401);
      expect((await folderOnly.request('GET', base)).statusCode).toBe(403);
      expect([403, 404]).toContain((await outsider.request('GET', base)).statusCode);
      expect((await upload(reader, 'd.json', JSON.stringify(definition('R')))).statusCode).toBe(403);
      expect(
        (await reader.request('DELETE', `${base}/00000000-0000-4000-8000-000000000000`)).statusCode,
      ).toBe(403);
      const tile = await server.app.inject({ method: 'GET', url: tileOf('x', 'y') });
      expect(tile.statusCode).toBe(401);
      expect((await folderOnly.request('GET', tileOf('x', 'y'))).statusCode).toBe(403);
    });

    it("refuses a tile's rows to a reader of dashboards who may not read the folders its data came from", async () => {
      const { id } = await uploadOk(
        'folders.json',
        JSON.stringify(
          definition('Folders', [
            {
              id: 'constant',
              title: 'No table',
              query: 'SELECT 42 AS answer',
              chart: { type: 'kpi', value: 'answer' },
            },
          ]),
        ),
      );
      // model.payroll has no build, so its origin is unknown: the import storage's root guards it.
      const refused = await consultant.request('GET', tileOf(id, 'total'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe('This tile shows imported data of folders you may not read.');
      expect((await consultant.request('GET', `${tileOf(id, 'rows')}/csv`)).statusCode).toBe(403);
      expect((await consultant.request('GET', `${base}/${id}/filters/country/options`)).statusCode).toBe(403);
      // A cached answer is not served to them either, and a tile reading no table is theirs to see.
      expect((await reader.request('GET', tileOf(id, 'total'))).statusCode).toBe(200);
      expect((await consultant.request('GET', tileOf(id, 'total'))).statusCode).toBe(403);
      expect((await consultant.request('GET', tileOf(id, 'constant'))).statusCode).toBe(200);
    });
  });

  describe('upload, list, delete', () => {
    it('stores a definition, a re-upload of the same name as its next version, and lists them', async () => {
      const first = await uploadOk('payroll.json', JSON.stringify(definition('Payroll costs')));
      expect(first).toMatchObject({
        name: 'Payroll costs',
        provider: 'cairn',
        abilities: { open: true, delete: true },
      });
      const yaml = `name: Payroll costs\npages:\n  - title: Only\n    tiles:\n      - { id: one, title: One, query: "SELECT 1 AS one", chart: { type: table } }\n`;
      const second = await uploadOk('payroll.yaml', yaml);
      expect(second.id).toBe(first.id);
      const embed = (await reader.request('GET', `${base}/${first.id}/embed`)).json();
      expect(embed).toMatchObject({
        provider: 'cairn',
        id: first.id,
        version: 2,
        definition: { pages: [{ title: 'Only' }] },
      });

      const listRes = await reader.request('GET', base);
      expect(listRes.statusCode, listRes.body).toBe(200);
      const list = listRes.json() as DashboardList;
      expect(list.results.filter((d) => d.id === first.id)).toHaveLength(1);
      expect(list.results[0].abilities).toEqual({ open: true, delete: false });
      expect(list.abilities).toEqual({
        upload: false,
        provider: 'cairn',
        fileExtensions: ['.json', '.yaml', '.yml'],
      });
      expect(((await writer.request('GET', base)).json() as DashboardList).abilities.upload).toBe(true);
      const events = await server.ctx.services.audit.list({
        page: 1,
        pageSize: 10,
        action: 'Dashboard.Upload',
      } as never);
      expect(events.results.length).toBeGreaterThanOrEqual(2);
    });

    it('answers 415 for another file type and 400 naming the place for a bad definition, storing nothing', async () => {
      const before = ((await writer.request('GET', base)).json() as DashboardList).meta.totalItems;
      const pbix = await upload(writer, 'report.pbix', 'PK...');
      expect(pbix.statusCode).toBe(415);
      expect(pbix.json().detail).toBe('This file extension is not supported');
      const bad = definition('Broken');
      (bad.pages[0].tiles[0] as { chart: object }).chart = { type: 'bar', x: 'period' };
      const res = await upload(writer, 'broken.json', JSON.stringify(bad));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({
        field: 'pages[0].tiles[0].chart.y',
        message: 'pages[0].tiles[0].chart.y: This field is required',
      });
      expect((await upload(writer, 'broken.json', '{')).statusCode).toBe(400);
      const noFile = await writer.request('POST', base, {});
      expect(noFile.statusCode).toBe(400);
      expect(((await writer.request('GET', base)).json() as DashboardList).meta.totalItems).toBe(before);
    });

    it('pages and searches the list', async () => {
      for (const name of ['Alpha', 'Beta', 'Gamma'])
        await uploadOk(`${name}.json`, JSON.stringify(definition(name)));
      const page = (
        await reader.request('GET', `${base}?pageSize=2&page=1&sort=name`)
      ).json() as DashboardList;
      expect(page.results.map((d) => d.name)).toEqual(['Alpha', 'Beta']);
      expect(page.meta).toMatchObject({ page: 1, pageSize: 2 });
      const found = (await reader.request('GET', `${base}?search=gam`)).json() as DashboardList;
      expect(found.results.map((d) => d.name)).toEqual(['Gamma']);
      expect((await reader.request('GET', `${base}?pageSize=1000`)).statusCode).toBe(400);
    });

    it('deletes a dashboard (audited) and then answers 404', async () => {
      const doomed = await uploadOk('doomed.json', JSON.stringify(definition('Doomed')));
      const res = await writer.request('DELETE', `${base}/${doomed.id}`);
      expect(res.statusCode).toBe(204);
      expect((await writer.request('DELETE', `${base}/${doomed.id}`)).statusCode).toBe(404);
      expect((await reader.request('GET', `${base}/${doomed.id}/embed`)).statusCode).toBe(404);
      expect((await outsider.request('GET', `${base}/${doomed.id}/embed`)).statusCode).not.toBe(200);
      expect((await reader.request('GET', `${base}/not-an-id/embed`)).statusCode).toBe(404);
    });
  });

  describe('tiles', () => {
    let id: string;
    beforeAll(async () => {
      const hostile = [
        { id: 'logging', title: 'x', query: "SELECT * FROM enable_logging('x')", chart: { type: 'table' } },
        { id: 'files', title: 'x', query: "SELECT * FROM read_csv('/etc/passwd')", chart: { type: 'table' } },
        { id: 'settings', title: 'x', query: 'SELECT * FROM duckdb_settings()', chart: { type: 'table' } },
        { id: 'two', title: 'x', query: 'SELECT 1; DROP TABLE model.payroll', chart: { type: 'table' } },
      ];
      id = (await uploadOk('tiles.json', JSON.stringify(definition('Tiles', hostile)))).id;
    });

    it('runs a tile with every filter bound as a parameter, never spliced', async () => {
      const all = (await reader.request('GET', tileOf(id, 'by_period'))).json() as TileResult;
      expect(all.columns.map((c) => c.name)).toEqual(['period', 'cost']);
      expect(all.rows.map((r) => [r[0], Number(r[1])])).toEqual([
        ['2026-01', 150],
        ['2026-02', 190],
      ]);
      const nl = (await reader.request('GET', tileOf(id, 'total', { country: 'NL' }))).json() as TileResult;
      expect(Number(nl.rows[0][0])).toBe(220);
      const injected = await reader.request('GET', tileOf(id, 'total', { country: "NL' OR '1'='1" }));
      expect(injected.statusCode).toBe(200);
      expect((injected.json() as TileResult).rows[0][0]).toBeNull();
      const options = await reader.request('GET', `${base}/${id}/filters/country/options`);
      expect(options.json()).toEqual({ options: ['DE', 'NL'] });
    });

    it('refuses hostile tile SQL with the reason', async () => {
      for (const tile of ['logging', 'files', 'settings']) {
        const res = await reader.request('GET', tileOf(id, tile));
        expect(res.statusCode, tile).toBe(422);
        expect(res.json().detail).toMatch(/Not allowed in the warehouse/);
      }
      const two = await reader.request('GET', tileOf(id, 'two'));
      expect(two.statusCode).toBe(422);
      expect(two.json().detail).toMatch(/exactly one SELECT/);
      const rows = (await reader.request('GET', tileOf(id, 'rows'))).json() as TileResult;
      expect(Number(rows.rows[0][0])).toBe(4);
    });

    it('answers a second viewer from the cache without opening the warehouse', async () => {
      const fresh = (await uploadOk('cache.json', JSON.stringify(definition('Cached')))).id;
      const sessions = vi.spyOn(server.ctx.services.warehouse, 'session');
      try {
        const first = (
          await writer.request('GET', tileOf(fresh, 'by_period', { country: 'DE' }))
        ).json() as TileResult;
        expect(first.cached).toBe(false);
        expect(sessions).toHaveBeenCalledTimes(1);
        for (const tile of ['by_period', 'total', 'rows']) {
          const again = (
            await reader.request('GET', tileOf(fresh, tile, { country: 'DE' }))
          ).json() as TileResult;
          expect(again.cached, tile).toBe(true);
        }
        // `rows` does not use the filter: another country keeps its cached rows.
        expect(
          ((await reader.request('GET', tileOf(fresh, 'rows', { country: 'NL' }))).json() as TileResult)
            .cached,
        ).toBe(true);
        expect(sessions).toHaveBeenCalledTimes(1);
        expect(
          ((await reader.request('GET', tileOf(fresh, 'total', { country: 'NL' }))).json() as TileResult)
            .cached,
        ).toBe(false);
        expect(sessions).toHaveBeenCalledTimes(2);
      } finally {
        sessions.mockRestore();
      }
    });

    it('runs every tile of the demo dashboards over the demo model', async () => {
      for (const demo of [PAYROLL_COST_DASHBOARD, TEST_RESULTS_DASHBOARD]) {
        const { id: demoId } = await uploadOk('demo.json', JSON.stringify(demo));
        for (const tile of demo.pages.flatMap((p) => p.tiles)) {
          const res = await reader.request('GET', tileOf(demoId, tile.id));
          expect(res.statusCode, `${demo.name} ${tile.id}: ${res.body}`).toBe(200);
          expect((res.json() as TileResult).rows.length, tile.id).toBeGreaterThan(0);
        }
      }
      const [{ id: costId }] = (
        (await reader.request('GET', `${base}?search=Payroll cost by`)).json() as DashboardList
      ).results;
      const de = (
        await reader.request('GET', tileOf(costId, 'total_cost', { country: 'DE' }))
      ).json() as TileResult;
      expect(Number(de.rows[0][0])).toBe(58.5);
      const options = await reader.request('GET', `${base}/${costId}/filters/country/options`);
      expect(options.json()).toEqual({ options: ['DE', 'NL'] });
    });

    it('downloads a tile as CSV', async () => {
      const res = await reader.request(
        'GET',
        `${tileOf(id, 'by_period', { country: 'NL' }).replace('?', '/csv?')}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain('by_period.csv');
      expect(res.body.split('\r\n')[0]).toBe('period,cost');
      expect(res.body.split('\r\n')).toHaveLength(4);
    });

    it('answers 400 for bad filters, 404 for an unknown tile, 409 while the capacity is paused', async () => {
      const bad = await reader.request(
        'GET',
        `${base}/${id}/tiles/total?filters=${encodeURIComponent('{oops')}`,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('filters');
      expect((await reader.request('GET', tileOf(id, 'nope'))).statusCode).toBe(404);
      const paused = vi.spyOn(server.ctx.services.dashboardCapacities, 'isPaused').mockResolvedValue(true);
      try {
        const res = await reader.request('GET', tileOf(id, 'total'));
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ detail: DASHBOARD_CAPACITY_PAUSED, code: 'capacityPaused' });
        expect(paused).toHaveBeenCalledWith(engagementId, 'PowerBi');
      } finally {
        paused.mockRestore();
      }
    });
  });
});
