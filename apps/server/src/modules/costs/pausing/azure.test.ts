// The azure pause provider against a local stand-in of Resource Manager that follows the documented
// contract: client-credentials token, POST .../suspend|pause and .../resume answered 200, or 202
// with Azure-AsyncOperation / Location asked until it ends, ARM's { error: { code, message } } on
// 409 and 400, and the database read that tells a dedicated SQL pool from a General Purpose one.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AzurePauseProvider, PAUSE_API_VERSIONS } from './azure.js';
import type { PausableResource } from './provider.js';

const SUB = '11111111-2222-4333-8444-555555555555';
const RG = 'NL-ETP-D-payroll';
const AT = `/subscriptions/${SUB}/resourceGroups/${RG}/providers`;
const cloud = { subscriptionId: SUB, resourceGroupName: RG };
const resource = (resourceType: string, resourceName: string, configuration = {}): PausableResource => ({
  resourceType,
  resourceName,
  configuration,
  cloud,
});

/** Each known operation: its api-version and its answer (status, headers, body). */
type Answer = { status: number; headers?: Record<string, string>; body?: unknown };

describe('azure pause provider', () => {
  let server: http.Server;
  let base: string;
  const calls: string[] = [];
  let routes: Record<string, { apiVersion?: string; answers: Answer[] }> = {};

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        const send = ({ status, headers, body }: Answer) => {
          res.writeHead(status, { 'content-type': 'application/json', ...headers });
          res.end(body === undefined ? '' : JSON.stringify(body));
        };
        if (req.url?.endsWith('/oauth2/v2.0/token')) {
          const form = new URLSearchParams(text);
          const ok =
            form.get('grant_type') === 'client_credentials' &&
            form.get('client_secret') === 'secret' &&
            form.get('scope') === `${base}/.default`;
          return send(
            ok
              ? { status: 200, body: { access_token: 'arm-token', expires_in: 3600 } }
              : { status: 401, body: { error: 'invalid_client', error_description: 'Bad secret' } },
          );
        }
        const url = new URL(req.url!, base);
        calls.push(`${req.method} ${url.pathname}`);
        if (req.headers.authorization !== 'Bearer arm-token')
          return send({
            status: 401,
            body: { error: { code: 'AuthenticationFailed', message: 'no token' } },
          });
        const route = routes[`${req.method} ${url.pathname}`];
        if (!route)
          return send({ status: 404, body: { error: { code: 'ResourceNotFound', message: url.pathname } } });
        if (route.apiVersion && url.searchParams.get('api-version') !== route.apiVersion)
          return send({
            status: 400,
            body: { error: { code: 'InvalidApiVersionParameter', message: 'bad api-version' } },
          });
        send(route.answers.length > 1 ? route.answers.shift()! : route.answers[0]);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    calls.length = 0;
    routes = {};
  });

  const provider = (clientSecret = 'secret') =>
    new AzurePauseProvider({
      tenantId: 'contoso.onmicrosoft.com',
      clientId: 'client',
      clientSecret,
      authorityHost: base,
      managementUrl: base,
    });

  it('suspends Power BI Embedded (202) and learns the end from Azure-AsyncOperation', async () => {
    const capacity = `${AT}/Microsoft.PowerBIDedicated/capacities/nletppbie01`;
    const operation = `${base}/subscriptions/${SUB}/providers/Microsoft.PowerBIDedicated/locations/westeurope/operationresults/op-1`;
    routes = {
      [`POST ${capacity}/suspend`]: {
        apiVersion: PAUSE_API_VERSIONS.powerBi,
        answers: [{ status: 202, headers: { 'azure-asyncoperation': operation, 'retry-after': '10' } }],
      },
      [`GET ${new URL(operation).pathname}`]: {
        answers: [
          { status: 200, body: { status: 'InProgress' } },
          { status: 200, body: { status: 'Succeeded' } },
        ],
      },
    };
    const azure = provider();
    const started = await azure.pause(resource('PowerBIEmbedded', 'nletppbie01'));
    expect(started).toEqual({ state: 'Pausing', operationUrl: operation });
    expect(await azure.settle(operation, 'pause')).toEqual({ state: 'Pausing', operationUrl: operation });
    expect(await azure.settle(operation, 'pause')).toEqual({ state: 'Paused' });
    expect(calls).toEqual([
      `POST ${capacity}/suspend`,
      `GET ${new URL(operation).pathname}`,
      `GET ${new URL(operation).pathname}`,
    ]);
    expect(PAUSE_API_VERSIONS.powerBi).toBe('2021-01-01');
  });

  it('suspends and resumes Analysis Services with its own api-version (200: done)', async () => {
    const server = `${AT}/Microsoft.AnalysisServices/servers/nletpaas01`;
    routes = {
      [`POST ${server}/suspend`]: { apiVersion: '2017-08-01', answers: [{ status: 200 }] },
      [`POST ${server}/resume`]: { apiVersion: '2017-08-01', answers: [{ status: 200 }] },
    };
    const aas = resource('AnalysisServices', 'nletpaas01');
    expect(await provider().pause(aas)).toEqual({ state: 'Paused' });
    expect(await provider().resume(aas)).toEqual({ state: 'Running' });
    expect(calls).toEqual([`POST ${server}/suspend`, `POST ${server}/resume`]);
  });

  it('pauses a DataWarehouse SqlDatabase on its server and calls a General Purpose one not pausable', async () => {
    const dw = `${AT}/Microsoft.Sql/servers/nletpsql01/databases/nletpdw01`;
    const gp = `${AT}/Microsoft.Sql/servers/nletpsql01/databases/nletpdb01`;
    const location = `${base}/subscriptions/${SUB}/providers/Microsoft.Sql/locations/westeurope/databaseOperationResults/op-2`;
    routes = {
      [`GET ${dw}`]: {
        apiVersion: '2025-01-01',
        answers: [
          { status: 200, body: { name: 'nletpdw01', sku: { name: 'DW100c', tier: 'DataWarehouse' } } },
        ],
      },
      [`POST ${dw}/pause`]: {
        apiVersion: '2025-01-01',
        answers: [{ status: 202, headers: { location } }],
      },
      [`GET ${gp}`]: {
        apiVersion: '2025-01-01',
        answers: [
          { status: 200, body: { name: 'nletpdb01', sku: { name: 'GP_S_Gen5', tier: 'GeneralPurpose' } } },
        ],
      },
      // Location answers 202 while running, then 200 with the resource.
      [`GET ${new URL(location).pathname}`]: {
        answers: [
          { status: 202, headers: { location } },
          { status: 200, body: { name: 'nletpdw01' } },
        ],
      },
    };
    const card = { sqlServerName: 'nletpsql01' };
    const azure = provider();
    expect(await azure.pause(resource('SqlDatabase', 'nletpdw01', card))).toEqual({
      state: 'Pausing',
      operationUrl: location,
    });
    expect(await azure.pause(resource('SqlDatabase', 'nletpdb01', card))).toEqual({
      state: 'NotPausable',
      message: expect.stringMatching(/GeneralPurpose SQL database has no pause operation/),
    });
    expect(await azure.settle(location, 'pause')).toEqual({ state: 'Pausing', operationUrl: location });
    expect(await azure.settle(location, 'pause')).toEqual({ state: 'Paused' });
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([`POST ${dw}/pause`]);
  });

  it("throws ARM's message when Resource Manager refuses (409, 400), and pauses a Synapse pool by its path", async () => {
    const warehouse = `${AT}/Microsoft.Sql/servers/nletpsql01/databases/nletpsdw01`;
    const pool = `${AT}/Microsoft.Synapse/workspaces/nletpsyn01/sqlPools/pool01`;
    routes = {
      [`POST ${warehouse}/pause`]: {
        apiVersion: '2025-01-01',
        answers: [
          {
            status: 409,
            body: {
              error: { code: 'Conflict', message: 'Another operation is in progress on the database.' },
            },
          },
        ],
      },
      [`POST ${pool}/pause`]: {
        apiVersion: '2021-06-01',
        answers: [
          {
            status: 400,
            body: { error: { code: 'InvalidResourceState', message: 'The SQL pool is scaling.' } },
          },
        ],
      },
      [`POST ${pool}/resume`]: { apiVersion: '2021-06-01', answers: [{ status: 200 }] },
    };
    await expect(
      provider().pause(resource('SynapseDataWarehouse', 'nletpsdw01', { sqlServerName: 'nletpsql01' })),
    ).rejects.toThrow(/Conflict: Another operation is in progress on the database\./);
    const synapse = resource('SynapseAnalytics', 'nletpsyn01', {
      deploySqlPool: true,
      sqlPoolName: 'pool01',
    });
    await expect(provider().pause(synapse)).rejects.toThrow(
      /InvalidResourceState: The SQL pool is scaling\./,
    );
    expect(await provider().resume(synapse)).toEqual({ state: 'Running' });
    expect(
      await provider().pause(resource('SynapseAnalytics', 'nletpsyn02', { deploySqlPool: false })),
    ).toEqual({
      state: 'NotPausable',
      message: expect.stringMatching(/no dedicated SQL pool/),
    });
  });

  it('records a failed operation, never sends the token elsewhere, and says what is missing', async () => {
    const operation = `${base}/operations/op-3`;
    routes = {
      'GET /operations/op-3': {
        answers: [
          {
            status: 200,
            body: { status: 'Failed', error: { code: 'InternalError', message: 'Resume failed.' } },
          },
        ],
      },
    };
    expect(await provider().settle(operation, 'resume')).toEqual({
      state: 'Failed',
      message: 'InternalError: Resume failed.',
    });
    expect(await provider().settle('https://elsewhere.example/op', 'pause')).toMatchObject({
      state: 'Failed',
    });
    expect(calls).toEqual(['GET /operations/op-3']);
    await expect(provider().pause(resource('SynapseDataWarehouse', 'nletpsdw01'))).rejects.toThrow(
      /sqlServerName/,
    );
    await expect(
      provider().pause({
        ...resource('PowerBIEmbedded', 'nletppbie01'),
        cloud: { subscriptionId: '', resourceGroupName: '' },
      }),
    ).rejects.toThrow(/SubscriptionId and ResourceGroupName/);
    await expect(provider('wrong').pause(resource('PowerBIEmbedded', 'nletppbie01'))).rejects.toThrow(
      /refused the client credentials: Bad secret/,
    );
    expect(await provider().pause(resource('Warehouse', 'Alpha warehouse'))).toEqual({ state: 'Paused' });
  });
});
