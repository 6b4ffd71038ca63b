// The powerbi provider's calls with Entra ID credentials (a token for the Power BI resource on every
// call) and its answers to Power BI's failures: a failed import is a 400 with Power BI's reason,
// another refusal a 502, a missing workspace a 409.
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../access/principal.js';
import { PowerBiDashboardProvider } from './powerbi.provider.js';

const caller: Principal = { type: 'User', id: 'u', email: 'u@example.test', sessionKind: 'browser' };
const PBIX = { fileName: 'Costs.pbix', bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakePowerBi(answer: (method: string, url: string) => Response) {
  const calls: { method: string; url: string; auth: string | null; body?: string }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({
      method,
      url,
      auth: new Headers(init.headers).get('authorization'),
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    if (url.endsWith('/oauth2/v2.0/token')) return json(200, { access_token: 'pbi-token', expires_in: 3600 });
    return answer(method, url);
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const provider = (fetchImpl: typeof fetch, workspace: string | null = 'ws-1') =>
  new PowerBiDashboardProvider(
    {
      apiUrl: 'https://pbi.test/v1.0/myorg',
      importPollMs: 1,
      credentials: {
        tenantId: 'contoso.onmicrosoft.com',
        clientId: 'client',
        clientSecret: 'secret',
        authorityHost: 'https://login.test',
        managementUrl: 'https://analysis.windows.net/powerbi/api',
      },
    },
    async () => workspace ?? undefined,
    fetchImpl,
    async () => undefined,
  );

describe('powerbi provider', () => {
  it('asks Entra ID for a Power BI token and sends it with every call', async () => {
    const { calls, fetchImpl } = fakePowerBi((method, url) =>
      url.endsWith('/GenerateToken')
        ? json(200, { token: 'embed-1', expiration: '2026-11-23T12:00:00Z' })
        : json(200, {
            id: 'r-1',
            name: 'Costs',
            embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=r-1',
          }),
    );
    const id = '0f6f5a2e-3a55-4c3e-9a57-1f9cbd1d6c11';
    expect(await provider(fetchImpl).embed('e', id, caller)).toMatchObject({ accessToken: 'embed-1' });
    const [token, ...rest] = calls;
    expect(token.url).toBe('https://login.test/contoso.onmicrosoft.com/oauth2/v2.0/token');
    expect(rest.map((c) => `${c.method} ${c.url} ${c.auth}`)).toEqual([
      `GET https://pbi.test/v1.0/myorg/groups/ws-1/reports/${id} Bearer pbi-token`,
      `POST https://pbi.test/v1.0/myorg/groups/ws-1/reports/${id}/GenerateToken Bearer pbi-token`,
    ]);
    expect(JSON.parse(rest[1].body!)).toEqual({ accessLevel: 'View' });
  });

  it("answers a failed import with Power BI's reason (400), a refusal with 502, no workspace with 409", async () => {
    const failed = fakePowerBi((method) =>
      method === 'POST'
        ? json(202, { id: 'i-1' })
        : json(200, {
            id: 'i-1',
            importState: 'Failed',
            error: { code: 'PackageNotValid', details: 'Corrupt package' },
          }),
    );
    await expect(provider(failed.fetchImpl).upload('e', PBIX, caller)).rejects.toMatchObject({
      status: 400,
      detail: 'Power BI could not import the file: Corrupt package',
    });
    const refused = fakePowerBi(() =>
      json(403, { error: { code: 'Unauthorized', message: 'No access to the workspace' } }),
    );
    await expect(provider(refused.fetchImpl).list('e')).rejects.toMatchObject({
      status: 502,
      detail: expect.stringContaining('No access to the workspace'),
    });
    await expect(provider(refused.fetchImpl, null).list('e')).rejects.toMatchObject({ status: 409 });
  });
});
