// Requirements status (admin-console.md sections 2-6) and the SignedOff lock it puts on storage and
// the node model (workspace.md section 4), through the API on a real database.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  engagementScope,
  PERMISSIONS,
  REQUIREMENTS_STATUSES,
  requirementsStatusWriter,
  ROLE_NAMES,
  type RequirementsStatusAnswer,
} from '@cairn/contracts';
import { rolePermissions, roles } from '../../../db/schema/access.js';
import { auditLog } from '../../../db/schema/audit.js';
import { buildEngagement, buildTenant } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { signInWithRole, useTestServer, type SignedInClient } from '../../../test/test-server.js';
import { expectSignInAsked } from '../../../test/without-session.js';
import { SIGNED_OFF_MESSAGE } from './requirements-status.service.js';

const GAIN_LEAD = 'Gain Lead (test)';
const status = (name: (typeof REQUIREMENTS_STATUSES)[number]) => REQUIREMENTS_STATUSES.indexOf(name);

describe('gain requirements status API', () => {
  const server = useTestServer();
  let gainId: string;
  let plainId: string;
  let admin: SignedInClient;
  let lead: SignedInClient;
  let configurer: SignedInClient;
  let consultant: SignedInClient;
  let outsider: SignedInClient;
  const url = (id = gainId) => `/api/engagements/${id}/gain/requirements-status`;

  beforeAll(async () => {
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    gainId = (await buildEngagement(db, tenantId, { features: ['GAIN', 'Storage', 'NodeModelGit'] })).id;
    plainId = (await buildEngagement(db, tenantId)).id;
    const otherId = (await buildEngagement(db, tenantId, { features: ['GAIN'] })).id;
    // A role that may move the status to two targets only.
    await db.insert(roles).values({ name: GAIN_LEAD, scopeMask: '/engagements/{engagementId}' });
    await db
      .insert(rolePermissions)
      .values(
        [
          PERMISSIONS.gainConfigurationImportReader,
          requirementsStatusWriter('RequirementsStarted'),
          requirementsStatusWriter('ReadyForTesting'),
        ].map((permissionName) => ({ roleName: GAIN_LEAD, permissionName })),
      );
    const user = (role: string, name: string, scope = engagementScope(gainId)) =>
      signInWithRole(server, role, scope, name);
    admin = await user(ROLE_NAMES.admin, 'Ada Admin', '/platform');
    lead = await user(GAIN_LEAD, 'Lea Lead');
    configurer = await user(ROLE_NAMES.configurer, 'Cora Configurer');
    consultant = await user(ROLE_NAMES.consultant, 'Carl Consultant');
    outsider = await user(ROLE_NAMES.superConfigurer, 'Olga Outsider', engagementScope(otherId));
  }, 60_000);

  it('starts at NotStarted with no history, and tells each caller which statuses it may set', async () => {
    const res = await lead.request('GET', url());
    expect(res.statusCode).toBe(200);
    const body = res.json() as RequirementsStatusAnswer;
    expect(body).toMatchObject({ requirementsStatus: 0, current: null, history: [] });
    const lock = await consultant.request('GET', `/api/engagements/${gainId}/gain/sign-off`);
    expect(lock.json()).toEqual({ signedOff: false });
    expect(body.abilities.update).toBe(true);
    expect(Object.entries(body.abilities.setStatus).filter(([, may]) => may)).toEqual([
      ['RequirementsStarted', true],
      ['ReadyForTesting', true],
    ]);
    const configurers = (await configurer.request('GET', url())).json() as RequirementsStatusAnswer;
    expect(configurers.abilities.update).toBe(false);
    expect(Object.values(configurers.abilities.setStatus).some(Boolean)).toBe(false);
  });

  it('is refused without a session (401), for another engagement (404) and without the reader (403)', async () => {
    await expectSignInAsked(server, [
      ['GET', url()],
      ['POST', url(), { requirementsStatus: 1, message: 'x' }],
    ]);
    expect((await outsider.request('GET', url())).statusCode).toBe(404);
    expect((await outsider.request('POST', url(), { requirementsStatus: 1, message: 'x' })).statusCode).toBe(
      404,
    );
    expect((await consultant.request('GET', url())).statusCode).toBe(403);
  });

  it('needs the writer permission of the target status (403) and writes nothing then', async () => {
    const res = await lead.request('POST', url(), {
      requirementsStatus: status('SignedOff'),
      message: 'Done',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('You may not set the requirements status to SignedOff.');
    const asConfigurer = await configurer.request('POST', url(), { requirementsStatus: 1, message: 'Go' });
    expect(asConfigurer.statusCode).toBe(403);
    expect(((await lead.request('GET', url())).json() as RequirementsStatusAnswer).history).toEqual([]);
  });

  it('requires a message and a known status (400 with the field and the spec message)', async () => {
    for (const body of [{ requirementsStatus: 1, message: '   ' }, { requirementsStatus: 1 }]) {
      const res = await lead.request('POST', url(), body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(
        expect.objectContaining({ field: 'message', message: 'This field is required' }),
      );
    }
    expect((await lead.request('POST', url(), { requirementsStatus: 6, message: 'x' })).statusCode).toBe(400);
  });

  it('answers 409 for an engagement that is not a gain engagement', async () => {
    const res = await admin.request('POST', url(plainId), { requirementsStatus: 1, message: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This engagement is not a gain engagement.');
  });

  it('records each update as the current status and in the history, newest first, and audits it', async () => {
    const first = await lead.request('POST', url(), { requirementsStatus: 1, message: 'Kick-off held' });
    expect(first.statusCode).toBe(200);
    const second = await lead.request('POST', url(), {
      requirementsStatus: status('ReadyForTesting'),
      message: ' Mapping reviewed ',
    });
    const body = second.json() as RequirementsStatusAnswer;
    expect(body.requirementsStatus).toBe(status('ReadyForTesting'));
    expect(body.history.map((h) => [h.requirementsStatus, h.updatedBy, h.message])).toEqual([
      [status('ReadyForTesting'), 'Lea Lead', 'Mapping reviewed'],
      [1, 'Lea Lead', 'Kick-off held'],
    ]);
    expect(body.current).toEqual(body.history[0]);
    expect(body.history[0].updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const audited = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'Gain.RequirementsStatus.Update'),
          eq(auditLog.scope, engagementScope(gainId)),
        ),
      );
    expect(audited.map((a) => a.target).sort()).toEqual(['ReadyForTesting', 'RequirementsStarted']);
    expect(audited.find((a) => a.target === 'ReadyForTesting')?.detail).toEqual({
      from: 'RequirementsStarted',
      to: 'ReadyForTesting',
      message: 'Mapping reviewed',
    });
  });

  describe('the SignedOff lock', () => {
    const storageBase = () => `/api/storage/engagements/${gainId}/main`;
    const model = () => `/api/nodeModel/engagements/${gainId}/branches`;
    let folder = '';
    const upload = () => {
      const { payload, headers } = multipartBody([{ name: 'drop.csv', content: 'a,b\n1,2\n' }]);
      return admin.request('POST', `${storageBase()}/files?path=${folder}`, payload, headers);
    };

    it('lets editing happen before the sign-off', async () => {
      const created = await admin.request('POST', `${storageBase()}/folders?path=`, {
        displayName: 'Before',
      });
      expect(created.statusCode).toBe(201);
      folder = created.json().actualName;
      expect((await upload()).statusCode).toBe(200);
      expect(
        (await admin.request('POST', model(), { name: 'before', parentBranch: 'main' })).statusCode,
      ).toBe(201);
      expect(
        (await admin.request('POST', `${model()}/before/layers/model/nodes`, { name: 'payroll_lines' }))
          .statusCode,
      ).toBe(201);
    });

    it('signs off once; no later update is offered or accepted', async () => {
      const res = await admin.request('POST', url(), {
        requirementsStatus: status('SignedOff'),
        message: 'Signed',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as RequirementsStatusAnswer;
      expect(body.abilities.update).toBe(false);
      expect(Object.values(body.abilities.setStatus).some(Boolean)).toBe(false);
      const again = await admin.request('POST', url(), { requirementsStatus: 1, message: 'Reopen' });
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe('The requirements status is SignedOff and can no longer be changed.');
      expect(await server.ctx.services.gainSignOff.isSignedOff(gainId)).toBe(true);
      const lock = await configurer.request('GET', `/api/engagements/${gainId}/gain/sign-off`);
      expect(lock.json()).toEqual({ signedOff: true });
      expect(
        (await server.app.inject({ method: 'GET', url: `/api/engagements/${gainId}/gain/sign-off` }))
          .statusCode,
      ).toBe(401);
      expect((await outsider.request('GET', `/api/engagements/${gainId}/gain/sign-off`)).statusCode).toBe(
        404,
      );
      expect(await server.ctx.services.gainSignOff.isSignedOff(plainId)).toBe(false);
      // Inside a caller's transaction too (no second connection needed).
      await expect(
        server.database.db.transaction((tx) => server.ctx.services.gainSignOff.assertEditable(gainId, tx)),
      ).rejects.toMatchObject({ status: 409, detail: SIGNED_OFF_MESSAGE });
    });

    it('refuses new folders, uploads and deletions in storage with a 409 that says why', async () => {
      const folderRes = await admin.request('POST', `${storageBase()}/folders?path=`, {
        displayName: 'After',
      });
      const file = await upload();
      const removed = await admin.request(
        'DELETE',
        `${storageBase()}/files?path=${encodeURIComponent(`${folder}/drop.csv`)}`,
      );
      for (const res of [folderRes, file, removed]) {
        expect(res.statusCode).toBe(409);
        expect(res.json().detail).toBe(SIGNED_OFF_MESSAGE);
      }
      const listing = await admin.request('GET', `${storageBase()}/folder?path=${folder}`);
      expect(listing.statusCode).toBe(200);
      expect(JSON.stringify(listing.json())).toContain('drop.csv');
      const root = await admin.request('GET', `${storageBase()}/folder?path=`);
      expect(JSON.stringify(root.json())).not.toContain('After');
    });

    it('refuses adding branches, nodes, sources and fields and saving in the node model, reads still work', async () => {
      const node = `${model()}/before/layers/model/nodes/payroll_lines`;
      const calls = [
        admin.request('POST', model(), { name: 'after', parentBranch: 'main' }),
        admin.request('POST', `${model()}/before/layers/model/nodes`, { name: 'another_node' }),
        admin.request('POST', `${node}/sources`, { name: 'source_one' }),
        admin.request('PUT', `${node}/fields`, [{ name: 'amount', dataType: 'INT' }]),
        admin.request('PUT', node, { query: Buffer.from('select 1 as amount').toString('base64') }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(409);
        expect(res.json().detail).toBe(SIGNED_OFF_MESSAGE);
      }
      const nodes = await admin.request('GET', `${model()}/before/layers/model/nodes`);
      expect(nodes.json()).toEqual([{ name: 'payroll_lines', dbSchema: null }]);
    });

    it('stays locked while the GAIN feature is switched off and on again', async () => {
      // As found from outside: a Super Configurer removed GAIN, edited while it was off, put it back.
      const superConfigurer = await signInWithRole(
        server,
        ROLE_NAMES.superConfigurer,
        engagementScope(gainId),
      );
      const setFeatures = async (features: string[]) => {
        const res = await superConfigurer.request('PUT', `/api/engagements/${gainId}/admin`, {
          name: 'Gain engagement',
          features: JSON.stringify(features),
          resourceIds: [],
        });
        expect(res.statusCode).toBe(200);
      };
      const edits = () =>
        Promise.all([
          superConfigurer.request(
            'DELETE',
            `${storageBase()}/files?path=${encodeURIComponent(`${folder}/drop.csv`)}`,
          ),
          superConfigurer.request('POST', `${model()}/before/layers/model/nodes`, { name: 'while_off' }),
        ]);

      await setFeatures(['Storage', 'NodeModelGit']);
      const lock = await configurer.request('GET', `/api/engagements/${gainId}/gain/sign-off`);
      expect(lock.json()).toEqual({ signedOff: true });
      for (const res of await edits()) {
        expect(res.statusCode).toBe(409);
        expect(res.json().detail).toBe(SIGNED_OFF_MESSAGE);
      }
      await setFeatures(['GAIN', 'Storage', 'NodeModelGit']);
      for (const res of await edits()) expect(res.statusCode).toBe(409);
      const nodes = await admin.request('GET', `${model()}/before/layers/model/nodes`);
      expect(nodes.json()).toEqual([{ name: 'payroll_lines', dbSchema: null }]);
    });

    it('offers the revert of the sign-off to a platform Admin only', async () => {
      const admins = (await admin.request('GET', url())).json() as RequirementsStatusAnswer;
      expect(admins.abilities.revertSignOff).toBe(true);
      const leads = (await lead.request('GET', url())).json() as RequirementsStatusAnswer;
      expect(leads.abilities.revertSignOff).toBe(false);
    });

    describe('the revert by an Admin', () => {
      const revert = () => `${url()}/revert`;
      const reverts = () =>
        server.database.db
          .select()
          .from(auditLog)
          .where(
            and(
              eq(auditLog.action, 'Gain.RequirementsStatus.RevertSignOff'),
              eq(auditLog.scope, engagementScope(gainId)),
            ),
          );
      const stillSignedOff = async (historyLength: number) => {
        const now = (await admin.request('GET', url())).json() as RequirementsStatusAnswer;
        expect(now.requirementsStatus).toBe(status('SignedOff'));
        expect(now.history).toHaveLength(historyLength);
        expect(await server.ctx.services.gainSignOff.isSignedOff(gainId)).toBe(true);
        expect(await reverts()).toEqual([]);
      };

      it("is refused to anyone but a platform Admin, the engagement's Super Configurer included", async () => {
        const before = ((await admin.request('GET', url())).json() as RequirementsStatusAnswer).history
          .length;
        const superConfigurer = await signInWithRole(
          server,
          ROLE_NAMES.superConfigurer,
          engagementScope(gainId),
        );
        const res = await superConfigurer.request('POST', revert(), { reason: 'Needs one more node' });
        expect(res.statusCode).toBe(403);
        expect((await lead.request('POST', revert(), { reason: 'Reopen' })).statusCode).toBe(403);
        expect((await outsider.request('POST', revert(), { reason: 'Reopen' })).statusCode).toBe(403);
        expect(
          (await server.app.inject({ method: 'POST', url: revert(), payload: { reason: 'Reopen' } }))
            .statusCode,
        ).toBe(401);
        await stillSignedOff(before);
      });

      it('needs a reason (400 with the field), and changes nothing without one', async () => {
        const before = ((await admin.request('GET', url())).json() as RequirementsStatusAnswer).history
          .length;
        for (const body of [{}, { reason: '   ' }]) {
          const res = await admin.request('POST', revert(), body);
          expect(res.statusCode).toBe(400);
          expect(res.json().errors).toContainEqual(
            expect.objectContaining({ field: 'reason', message: 'This field is required' }),
          );
        }
        expect((await admin.request('POST', revert(), { reason: 'x'.repeat(2001) })).statusCode).toBe(400);
        await stillSignedOff(before);
      });

      it('answers 404 for an unknown engagement and 409 where nothing is signed off', async () => {
        const unknown = '00000000-0000-4000-8000-000000000024';
        expect((await admin.request('POST', `${url(unknown)}/revert`, { reason: 'Reopen' })).statusCode).toBe(
          404,
        );
        const res = await admin.request('POST', `${url(plainId)}/revert`, { reason: 'Reopen' });
        expect(res.statusCode).toBe(409);
        expect(res.json().detail).toBe(
          'This gain engagement is not signed off: there is no sign-off to revert.',
        );
      });

      it('lifts the lock with a reason: the status before the sign-off is back, the history kept, audited', async () => {
        const signed = (await admin.request('GET', url())).json() as RequirementsStatusAnswer;
        const res = await admin.request('POST', revert(), { reason: ' The mapping missed a source ' });
        expect(res.statusCode).toBe(200);
        const body = res.json() as RequirementsStatusAnswer;
        expect(body.requirementsStatus).toBe(status('ReadyForTesting'));
        expect(body.current).toMatchObject({
          updatedBy: 'Ada Admin',
          message: 'The mapping missed a source',
        });
        expect(body.history.slice(1)).toEqual(signed.history);
        expect(body.abilities.revertSignOff).toBe(false);
        expect(body.abilities.update).toBe(true);
        const lock = await configurer.request('GET', `/api/engagements/${gainId}/gain/sign-off`);
        expect(lock.json()).toEqual({ signedOff: false });
        const audited = await reverts();
        expect(audited).toHaveLength(1);
        expect(audited[0].detail).toEqual({
          from: 'SignedOff',
          to: 'ReadyForTesting',
          reason: 'The mapping missed a source',
        });
        expect((await admin.request('POST', revert(), { reason: 'Again' })).statusCode).toBe(409);
      });

      it('lets storage and the node model be edited again', async () => {
        expect((await upload()).statusCode).toBe(200);
        const folderRes = await configurer.request('POST', `${storageBase()}/folders?path=`, {
          displayName: 'Reopened',
        });
        expect(folderRes.statusCode).toBe(201);
        const node = await configurer.request('POST', `${model()}/before/layers/model/nodes`, {
          name: 'after_revert',
        });
        expect(node.statusCode).toBe(201);
      });
    });

    it('locks nothing in an engagement that is not a gain engagement', async () => {
      const res = await admin.request('POST', `/api/storage/engagements/${plainId}/main/folders?path=`, {
        displayName: 'Free',
      });
      expect(res.statusCode).toBe(201);
    });
  });
});
