// Per-tenant request limits through the API (issue 30): one tenant's flood is answered 429 with
// Retry-After before its handlers run, and another tenant's users are served as before.
import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@cairn/contracts';
import { signedInEngagement, useTestServer } from '../test/test-server.js';

const BURST = 5;

describe('per-tenant request limits', () => {
  // A rate so low that no request is refilled while the test runs: exactly BURST requests pass.
  const server = useTestServer({
    CAIRN_TENANT_REQUESTS_PER_SECOND: '0.01',
    CAIRN_TENANT_REQUEST_BURST: String(BURST),
    // The hold before a refusal is answered is request-budget.test.ts's; here it would only add seconds.
    CAIRN_TENANT_REFUSAL_HOLD_MS: '0',
  });

  it('answers a tenant past its budget 429 with Retry-After, and serves another tenant', async () => {
    const noisy = await signedInEngagement(server, ROLE_NAMES.consultant);
    const quiet = await signedInEngagement(server, ROLE_NAMES.consultant);
    const runsOf = (engagementId: string) => `/api/pipelines/engagements/${engagementId}/runs?daysBack=30`;

    const statuses: number[] = [];
    for (let i = 0; i < BURST + 3; i++)
      statuses.push((await noisy.client.request('GET', runsOf(noisy.engagementId))).statusCode);
    expect(statuses).toEqual([...Array(BURST).fill(200), 429, 429, 429]);

    const refused = await noisy.client.request('GET', runsOf(noisy.engagementId));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'tooManyRequests' });

    // The other tenant's budget is its own.
    expect((await quiet.client.request('GET', runsOf(quiet.engagementId))).statusCode).toBe(200);
  });

  it('counts a caller outside every tenant on their own', async () => {
    const first = await signedInEngagement(server, ROLE_NAMES.consultant);
    const second = await signedInEngagement(server, ROLE_NAMES.consultant);
    for (let i = 0; i < BURST; i++)
      expect((await first.client.request('GET', '/api/profile/me')).statusCode).toBe(200);
    expect((await first.client.request('GET', '/api/profile/me')).statusCode).toBe(429);
    expect((await second.client.request('GET', '/api/profile/me')).statusCode).toBe(200);
  });
});
