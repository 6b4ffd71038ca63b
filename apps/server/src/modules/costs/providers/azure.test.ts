// The azure cost provider against a local fake of the Cost Management query contract: the token from
// the client-credentials flow, the documented request body per period, the columns/rows answer read
// by column name, and nextLink pages followed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AzureCostProvider, COST_MANAGEMENT_API_VERSION } from './azure.js';

const SUB = '11111111-2222-4333-8444-555555555555';
const RG = 'NL-ETP-D-payroll';
const STORAGE = `/subscriptions/${SUB}/resourceGroups/${RG}/providers/Microsoft.Storage/storageAccounts/nletpstore01`;
const SQL = `/subscriptions/${SUB}/resourceGroups/${RG}/providers/Microsoft.Sql/servers/nletpsql01/databases/db`;

describe('azure cost provider', () => {
  let server: http.Server;
  let base: string;
  const queries: { url: string; auth?: string; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        if (req.url?.endsWith('/oauth2/v2.0/token')) {
          const form = new URLSearchParams(text);
          const ok =
            form.get('grant_type') === 'client_credentials' && form.get('client_secret') === 'secret';
          res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify(ok ? { access_token: 'token-1', expires_in: 3600 } : { error: 'invalid_client' }),
          );
          return;
        }
        const body = JSON.parse(text) as Record<string, unknown>;
        queries.push({ url: req.url!, auth: req.headers.authorization, body });
        const monthToDate = body.timeframe === 'MonthToDate';
        const columns = [
          { name: 'Cost', type: 'Number' },
          { name: 'ResourceId', type: 'String' },
          { name: 'Currency', type: 'String' },
        ];
        const page2 = req.url!.includes('page=2');
        const rows = monthToDate
          ? page2
            ? [[1.5, SQL.toLowerCase(), 'EUR']]
            : [[4.25, STORAGE.toLowerCase(), 'EUR']]
          : [[10, STORAGE.toLowerCase(), 'EUR']];
        const nextLink = monthToDate && !page2 ? `${base}${req.url}&page=2` : null;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'q', properties: { columns, rows, nextLink } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = (clientSecret = 'secret') =>
    new AzureCostProvider({
      tenantId: 'contoso.onmicrosoft.com',
      clientId: 'client',
      clientSecret,
      authorityHost: base,
      managementUrl: base,
    });
  const period = { lastMonthStart: '2026-10-01', monthStart: '2026-11-01', today: '2026-11-23' };
  const cloud = { subscriptionId: SUB, resourceGroupName: RG };

  it('asks Cost Management for both periods with the documented body and reads its rows', async () => {
    queries.length = 0;
    const rows = await provider().rows({ tenantId: 't', engagementIds: 'all', period, cloud });
    expect(queries.map((q) => q.url.split('&page')[0])).toEqual(
      Array(3).fill(
        `/subscriptions/${SUB}/resourceGroups/${RG}/providers/Microsoft.CostManagement/query?api-version=${COST_MANAGEMENT_API_VERSION}`,
      ),
    );
    expect(queries.every((q) => q.auth === 'Bearer token-1')).toBe(true);
    const dataset = {
      granularity: 'None',
      aggregation: { totalCost: { name: 'Cost', function: 'Sum' } },
      grouping: [{ type: 'Dimension', name: 'ResourceId' }],
    };
    expect(queries.map((q) => q.body)).toEqual(
      expect.arrayContaining([
        {
          type: 'ActualCost',
          timeframe: 'Custom',
          timePeriod: { from: '2026-10-01T00:00:00Z', to: '2026-10-31T23:59:59Z' },
          dataset,
        },
        { type: 'ActualCost', timeframe: 'MonthToDate', dataset },
      ]),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        resourcePath: SQL.toLowerCase(),
        resourceName: 'db',
        resourceType: 'microsoft.sql/servers',
        details: [
          expect.objectContaining({ lastMonth: 'N/A', monthToDate: { currency: 'EUR', amount: 1.5 } }),
        ],
      }),
      expect.objectContaining({
        resourcePath: STORAGE.toLowerCase(),
        resourceName: 'nletpstore01',
        resourceType: 'microsoft.storage/storageaccounts',
        details: [
          expect.objectContaining({
            lastMonth: { currency: 'EUR', amount: 10 },
            monthToDate: { currency: 'EUR', amount: 4.25 },
          }),
        ],
      }),
    ]);
  });

  it('gives an engagement-only reader no rows (Azure knows resources, not engagements)', async () => {
    queries.length = 0;
    expect(await provider().rows({ tenantId: 't', engagementIds: ['e'], period, cloud })).toEqual([]);
    expect(queries).toEqual([]);
  });

  it('fails with a clear message when the credentials are refused or the tenant has no resource group', async () => {
    await expect(
      provider('wrong').rows({ tenantId: 't', engagementIds: 'all', period, cloud }),
    ).rejects.toThrow(/refused the client credentials: invalid_client \(HTTP 401\)/);
    await expect(
      provider().rows({
        tenantId: 't',
        engagementIds: 'all',
        period,
        cloud: { subscriptionId: SUB, resourceGroupName: '' },
      }),
    ).rejects.toThrow(/ResourceGroupName/);
  });
});
