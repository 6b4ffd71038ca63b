// The costs page's call shows what auto-pause did per resource (issue 26): a tenant reader sees every
// pausable resource's state with the provider's message, an engagement reader only its engagement's
// warehouse, another tenant's reader nothing; stopping cost saving shows the resumed state.
import { beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES, tenantScope, type Costs } from '@cairn/contracts';
import { pauseStates } from '../../db/schema/costs.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { signInNewUser, useTestServer, type SignedInClient } from '../../test/test-server.js';

describe('pause states on the costs page', () => {
  const server = useTestServer();
  let tenantId: string;
  let alpha: string;
  let beta: string;
  let superUser: SignedInClient;
  let manager: SignedInClient;
  let outsider: SignedInClient;

  beforeAll(async () => {
    const db = server.database.db;
    tenantId = (await buildTenant(db, 'Paused Tenant')).id;
    const otherTenant = (await buildTenant(db, 'Elsewhere')).id;
    alpha = (await buildEngagement(db, tenantId, { name: 'Alpha' })).id;
    beta = (await buildEngagement(db, tenantId, { name: 'Beta' })).id;
    superUser = await signInNewUser(server, {
      name: 'Sam Super',
      roles: [{ role: ROLE_NAMES.superUser, scope: tenantScope(tenantId) }],
    });
    manager = await signInNewUser(server, {
      name: 'Meg Manager',
      roles: [{ role: ROLE_NAMES.engagementManager, scope: engagementScope(alpha) }],
    });
    outsider = await signInNewUser(server, {
      name: 'Otto Outsider',
      roles: [{ role: ROLE_NAMES.superUser, scope: tenantScope(otherTenant) }],
    });
    const row = (
      resourceKey: string,
      name: string,
      type: string,
      state: 'Paused' | 'Failed',
      extra = {},
    ) => ({
      tenantId,
      resourceKey,
      resourceName: name,
      resourceType: type,
      state,
      ...extra,
    });
    await db.insert(pauseStates).values([
      row('aas', 'nletpaas01', 'AnalysisServices', 'Failed', {
        message:
          'Resource Manager refused suspend of nletpaas01: Conflict: Another operation is in progress.',
      }),
      row(`warehouse:${alpha}`, 'Alpha warehouse', 'Warehouse', 'Paused', { engagementId: alpha }),
      row(`warehouse:${beta}`, 'Beta warehouse', 'Warehouse', 'Paused', { engagementId: beta }),
    ]);
  }, 60_000);

  const statesOf = async (client: SignedInClient) => {
    const res = await client.request('GET', `/api/costs?tenantId=${tenantId}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Costs).pauseStates.map((s) => [s.resourceName, s.state, s.message]);
  };

  it("shows a tenant reader every resource's state and, on failure, Azure's message", async () => {
    expect(await statesOf(superUser)).toEqual([
      ['Alpha warehouse', 'Paused', null],
      ['Beta warehouse', 'Paused', null],
      [
        'nletpaas01',
        'Failed',
        'Resource Manager refused suspend of nletpaas01: Conflict: Another operation is in progress.',
      ],
    ]);
  });

  it("shows an engagement reader only its engagement's warehouse, and another tenant's reader nothing", async () => {
    expect(await statesOf(manager)).toEqual([['Alpha warehouse', 'Paused', null]]);
    expect((await outsider.request('GET', `/api/costs?tenantId=${tenantId}`)).statusCode).toBe(404);
  });

  it('shows the resumed state once cost saving is stopped', async () => {
    const res = await superUser.request('POST', `/api/costs/engagements/${beta}/stop-cost-saving`, {
      hours: 1,
      minutes: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statesOf(superUser)).toEqual([
      ['Alpha warehouse', 'Paused', null],
      ['Beta warehouse', 'Running', null],
      ['nletpaas01', 'Failed', expect.stringContaining('Conflict')],
    ]);
  });
});
