// The azure capacity provider against a local stand-in of Resource Manager that follows the
// documented contract: client-credentials token, POST .../suspend and .../resume answered 202 and
// moving the state through Pausing / Resuming, GET answering properties.state, ARM errors.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARM_OPERATIONS, AzureCapacityProvider, type CapacityPlace } from './azure.js';

const SUB = '11111111-2222-4333-8444-555555555555';
const RG = 'NL-ETP-D-payroll';
const PLACES: Record<string, CapacityPlace> = {
  PowerBi: { subscriptionId: SUB, resourceGroupName: RG, resourceName: 'nletppbie01' },
  AnalysisServices: { subscriptionId: SUB, resourceGroupName: RG, resourceName: 'nletpaas01' },
};

describe('azure capacity provider', () => {
  let server: http.Server;
  let base: string;
  const calls: { method: string; url: string; auth?: string }[] = [];
  /** Resource id (lower case) -> state; a transition settles on the next GET. */
  const states = new Map<string, string>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        const json = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.url?.endsWith('/oauth2/v2.0/token')) {
          const form = new URLSearchParams(text);
          const ok = form.get('client_secret') === 'secret' && form.get('scope') === `${base}/.default`;
          return ok
            ? json(200, { access_token: 'arm-token', expires_in: 3600 })
            : json(401, { error: 'invalid_client', error_description: 'Bad secret' });
        }
        calls.push({ method: req.method!, url: req.url!, auth: req.headers.authorization });
        if (req.headers.authorization !== 'Bearer arm-token')
          return json(401, { error: { code: 'AuthenticationFailed', message: 'no token' } });
        const url = new URL(req.url!, base);
        const match =
          /^(\/subscriptions\/[^/]+\/resourceGroups\/[^/]+\/providers\/([^/]+\/[^/]+)\/([^/]+))(\/suspend|\/resume)?$/.exec(
            url.pathname,
          );
        const apiVersion = Object.values(ARM_OPERATIONS).find((o) => o.type === match?.[2])?.apiVersion;
        if (!match || url.searchParams.get('api-version') !== apiVersion)
          return json(400, { error: { code: 'InvalidApiVersionParameter', message: 'bad api-version' } });
        const id = match[1].toLowerCase();
        if (match[3] === 'missing')
          return json(404, {
            error: { code: 'ResourceNotFound', message: `The resource '${match[3]}' was not found.` },
          });
        const now = states.get(id) ?? 'Succeeded';
        if (req.method === 'POST') {
          states.set(id, match[4] === '/suspend' ? 'Pausing' : 'Resuming');
          res.writeHead(202, { location: `${base}/operationresults/1` });
          return res.end();
        }
        states.set(id, now === 'Pausing' ? 'Paused' : now === 'Resuming' ? 'Succeeded' : now);
        return json(200, {
          id: match[1],
          name: match[3],
          properties: { state: now, provisioningState: 'Succeeded' },
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = (clientSecret = 'secret', places = async (_e: string, tool: string) => PLACES[tool]) =>
    new AzureCapacityProvider(places, {
      tenantId: 'contoso.onmicrosoft.com',
      clientId: 'client',
      clientSecret,
      authorityHost: base,
      managementUrl: base,
    });

  it('suspends and resumes a Power BI Embedded capacity through the documented operations', async () => {
    calls.length = 0;
    const azure = provider();
    expect(await azure.state('e', 'PowerBi')).toBe('Succeeded');
    expect(await azure.suspend('e', 'PowerBi')).toBe('Pausing');
    expect(await azure.state('e', 'PowerBi')).toBe('Pausing');
    expect(await azure.state('e', 'PowerBi')).toBe('Paused');
    expect(await azure.resume('e', 'PowerBi')).toBe('Resuming');
    expect(await azure.state('e', 'PowerBi')).toBe('Resuming');
    expect(await azure.state('e', 'PowerBi')).toBe('Succeeded');
    const resource = `/subscriptions/${SUB}/resourceGroups/${RG}/providers/Microsoft.PowerBIDedicated/capacities/nletppbie01`;
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET ${resource}?api-version=2021-01-01`,
      `POST ${resource}/suspend?api-version=2021-01-01`,
      `GET ${resource}?api-version=2021-01-01`,
      `GET ${resource}?api-version=2021-01-01`,
      `POST ${resource}/resume?api-version=2021-01-01`,
      `GET ${resource}?api-version=2021-01-01`,
      `GET ${resource}?api-version=2021-01-01`,
    ]);
    expect(calls.every((c) => c.auth === 'Bearer arm-token')).toBe(true);
  });

  it('calls Microsoft.AnalysisServices/servers with its own api-version', async () => {
    calls.length = 0;
    expect(await provider().suspend('e', 'AnalysisServices')).toBe('Pausing');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /subscriptions/${SUB}/resourceGroups/${RG}/providers/Microsoft.AnalysisServices/servers/nletpaas01/suspend?api-version=2017-08-01`,
    ]);
  });

  it('fails with the reason when credentials are refused, the resource is missing or not configured', async () => {
    await expect(provider('wrong').state('e', 'PowerBi')).rejects.toThrow(
      /refused the client credentials: Bad secret/,
    );
    await expect(
      provider('secret', async () => ({ ...PLACES.PowerBi, resourceName: 'missing' })).suspend(
        'e',
        'PowerBi',
      ),
    ).rejects.toThrow(/ResourceNotFound/);
    await expect(
      provider('secret', async () => {
        throw new Error("The engagement's dashboard configuration has no PowerBiEmbeddedResourceName.");
      }).state('e', 'PowerBi'),
    ).rejects.toThrow(/PowerBiEmbeddedResourceName/);
  });
});
