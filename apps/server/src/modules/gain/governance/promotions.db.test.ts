// Promotions (admin-console.md sections 2-4, docs/gain.md "Promotions"): the rules on a real
// database through the service with fake test imports, and the routes' access and input checks.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  engagementScope,
  PROMOTION_STATUSES,
  ROLE_NAMES,
  type GainImportConfiguration,
  type GainPromotionList,
  type PromotionStatus,
} from '@cairn/contracts';
import type { Principal } from '../../../access/principal.js';
import { gainPromotions } from '../../../db/schema/gain-governance.js';
import { PrincipalDirectory } from '../../authorization/principal-directory.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../../test/factories.js';
import { signIn, useTestServer, type SignedInClient } from '../../../test/test-server.js';
import type { GainDryRunReport } from '../ports.js';
import { gainEngagements, principalNameOf } from './governance.ports.js';
import { PromotionService } from './promotions.service.js';
import { revertPlan } from './promotions.policy.js';

const S = (name: PromotionStatus) => PROMOTION_STATUSES.indexOf(name);

describe('gain promotions', () => {
  const server = useTestServer();
  let gainId: string;
  let plainId: string;
  let writer: SignedInClient;
  let consultant: SignedInClient;
  let outsider: SignedInClient;
  let writerPrincipal: Principal;
  let service: PromotionService;
  /** Versions the fake configuration store holds, and what the fake test import answers per version. */
  const versions = new Set([1, 2, 3, 4]);
  let verdict: (version: number) => GainDryRunReport | Promise<GainDryRunReport>;
  const tested: number[] = [];
  const url = (id = gainId) => `/api/engagements/${id}/gain/promotions`;

  beforeAll(async () => {
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    gainId = (await buildEngagement(db, tenantId, { features: ['GAIN'] })).id;
    plainId = (await buildEngagement(db, tenantId)).id;
    const otherId = (await buildEngagement(db, tenantId, { features: ['GAIN'] })).id;
    const scope = engagementScope(gainId);
    const user = async (role: string, name: string, at = scope) => {
      const built = await buildUser(db, { name, roles: [{ role, scope: at }] });
      return { built, client: await signIn(server, built.email, PASSWORD) };
    };
    const w = await user(ROLE_NAMES.configurer, 'Cora Configurer');
    writer = w.client;
    writerPrincipal = { type: 'User', id: w.built.id, email: w.built.email, sessionKind: 'browser' };
    consultant = (await user(ROLE_NAMES.consultant, 'Carl Consultant')).client;
    outsider = (await user(ROLE_NAMES.superConfigurer, 'Olga Outsider', engagementScope(otherId))).client;
    const { access, engagements } = server.ctx.services;
    const principalNames = new PrincipalDirectory(db);
    const configuration = (version: number): GainImportConfiguration => ({
      processType: 'GainData',
      version,
      timestamp: new Date().toISOString(),
      updatedBy: null,
      fileLogicType: 'BooleanLogic',
      // The fake test import reads the version back from the pattern.
      fileConfigurations: [
        {
          namePattern: `v${version}.csv`,
          isRequired: true,
          isTrigger: true,
          isVersioned: false,
          isArchived: false,
        },
      ],
      tableConfigurations: [],
    });
    service = new PromotionService(
      db,
      access,
      gainEngagements(engagements),
      principalNameOf(principalNames),
      () => ({
        configurations: {
          current: async () => configuration(Math.max(...versions)),
          version: async (_e, _p, v) => (versions.has(v) ? configuration(v) : undefined),
        },
        dryRun: {
          testImportConfiguration: async (_e, _p, c) => {
            const version = Number(c.fileConfigurations[0].namePattern.slice(1, -4));
            tested.push(version);
            return verdict(version);
          },
        },
      }),
    );
  }, 60_000);
  beforeEach(async () => {
    await server.database.db.delete(gainPromotions);
    tested.length = 0;
    verdict = () => ({ ok: true, report: 'All good' });
  });

  const scopeOf = () => server.ctx.services.access.resolve(engagementScope(gainId));
  const list = async () => service.list(writerPrincipal, await scopeOf(), gainId, 'GainData');
  const promote = async (sourceVersion: number, comment?: string) => {
    const added = await service.promote(writerPrincipal, gainId, {
      processType: 'GainData',
      sourceVersion,
      comment,
    });
    await service.settled();
    return added;
  };
  const summary = (l: GainPromotionList) =>
    l.results.map((p) => [
      p.sourceVersion,
      PROMOTION_STATUSES[p.status],
      p.abilities.revert,
      p.isRevertTarget,
    ]);

  it('answers InProgress at once, then Success when the test import of that version passes', async () => {
    let release: (() => void) | undefined;
    verdict = () => new Promise((done) => (release = () => done({ ok: true, report: '' })));
    const added = await service.promote(writerPrincipal, gainId, {
      processType: 'GainData',
      sourceVersion: 2,
    });
    expect(added).toMatchObject({ sourceVersion: 2, status: S('InProgress'), createdBy: 'Cora Configurer' });
    const during = await list();
    expect(during.inProgress).toBe(true);
    expect(during.abilities.promote).toBe(false);
    await expect(
      service.promote(writerPrincipal, gainId, { processType: 'GainData', sourceVersion: 3 }),
    ).rejects.toMatchObject({ status: 409 });
    while (!release) await new Promise((r) => setTimeout(r, 5));
    release();
    await service.settled();
    const after = await list();
    expect(summary(after)).toEqual([[2, 'Success', false, false]]);
    expect(after.versionForRuns).toBe(2);
    expect(await service.versionForRuns(gainId, 'FxRate')).toBeUndefined();
    expect(tested).toEqual([2]);
  });

  it('fails a promotion whose test import fails, keeping the report, and runs keep the last success', async () => {
    await promote(1);
    verdict = () => ({ ok: false, report: 'payroll_2026-10.csv row 3: amount is not a Number' });
    await promote(2);
    const l = await list();
    expect(summary(l)).toEqual([
      [2, 'Failed', true, false],
      [1, 'Success', false, true],
    ]);
    expect(l.results[0].statusMessage).toBe('payroll_2026-10.csv row 3: amount is not a Number');
    expect(l.versionForRuns).toBe(1);
  });

  it('fails when the test import cannot run at all', async () => {
    verdict = () => Promise.reject(new Error('warehouse unavailable'));
    await promote(1);
    const [row] = (await list()).results;
    expect(PROMOTION_STATUSES[row.status]).toBe('Failed');
    expect(row.statusMessage).toBe('The test import could not run: warehouse unavailable');
  });

  it('refuses a version that does not exist (400 on sourceVersion)', async () => {
    await expect(
      service.promote(writerPrincipal, gainId, { processType: 'GainData', sourceVersion: 9 }),
    ).rejects.toMatchObject({ status: 400, errors: [{ field: 'sourceVersion', message: 'Invalid value' }] });
  });

  it('offers Revert on the latest finished version with the highest Success below it as the target', async () => {
    await promote(1);
    await promote(2);
    await promote(3);
    expect(summary(await list())).toEqual([
      [3, 'Success', true, false],
      [2, 'Success', false, true],
      [1, 'Success', false, false],
    ]);
  });

  it('reverts: the latest becomes Reverted and the target is promoted back with the comment', async () => {
    await promote(1);
    await promote(2);
    const [latest] = (await list()).results;
    const added = await service.revert(writerPrincipal, gainId, 'GainData', {
      promotionId: latest.promotionId,
      comment: 'Version 2 breaks the October drop',
    });
    expect(added).toMatchObject({
      sourceVersion: 1,
      status: S('InProgress'),
      comment: 'Version 2 breaks the October drop',
    });
    await service.settled();
    const l = await list();
    expect(summary(l)).toEqual([
      [1, 'Success', false, false],
      [2, 'Reverted', false, false],
      [1, 'Success', false, false],
    ]);
    expect(l.versionForRuns).toBe(1);
    expect(tested).toEqual([1, 2, 1]);
  });

  it('refuses to revert anything but the latest finished promotion, or with nothing to restore', async () => {
    await promote(1);
    const [only] = (await list()).results;
    await expect(
      service.revert(writerPrincipal, gainId, 'GainData', { promotionId: only.promotionId, comment: 'x' }),
    ).rejects.toMatchObject({ status: 409 });
    await promote(2);
    await expect(
      service.revert(writerPrincipal, gainId, 'GainData', { promotionId: only.promotionId, comment: 'x' }),
    ).rejects.toMatchObject({ status: 409 });
    expect(summary(await list())).toEqual([
      [2, 'Success', true, false],
      [1, 'Success', false, true],
    ]);
  });

  it('treats a promotion cut off by a restart as Failed after a while', async () => {
    await server.database.db.insert(gainPromotions).values({
      engagementId: gainId,
      processType: 'GainData',
      sourceVersion: 1,
      status: S('InProgress'),
      promotedAt: new Date(Date.now() - 3_600_000),
    });
    const l = await list();
    expect(l.inProgress).toBe(false);
    expect(l.results[0].statusMessage).toBe('The test import was interrupted (the server stopped).');
  });

  it('plans reverts by version, not by time (policy)', () => {
    const at = (m: number) => new Date(2026, 0, 1, 0, m);
    const row = (id: string, sourceVersion: number, status: PromotionStatus, m: number) => ({
      id,
      sourceVersion,
      status: S(status),
      promotedAt: at(m),
    });
    expect(
      revertPlan([row('a', 1, 'Success', 1), row('b', 3, 'Failed', 2), row('c', 2, 'Failed', 3)]),
    ).toEqual({
      latest: row('b', 3, 'Failed', 2),
      target: row('a', 1, 'Success', 1),
    });
    expect(revertPlan([row('a', 1, 'Success', 1), row('b', 2, 'InProgress', 2)])).toBeUndefined();
    expect(revertPlan([row('a', 1, 'Failed', 1), row('b', 2, 'Success', 2)])).toBeUndefined();
  });

  describe('routes', () => {
    it('lists for a reader with what the caller may do', async () => {
      await promote(1);
      const res = await writer.request('GET', url());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        inProgress: false,
        versionForRuns: 1,
        abilities: { promote: true },
        results: [{ sourceVersion: 1, status: S('Success'), createdBy: 'Cora Configurer', comment: null }],
      });
      expect((await writer.request('GET', `${url()}?processType=FxRate`)).json().results).toEqual([]);
    });

    it('is refused without a session (401), elsewhere (404) and without the reader or writer (403)', async () => {
      for (const [method, path] of [
        ['GET', url()],
        ['POST', url()],
        ['POST', `${url()}/revert`],
      ] as const)
        expect((await server.app.inject({ method, url: path, payload: {} })).statusCode).toBe(401);
      expect((await outsider.request('GET', url())).statusCode).toBe(404);
      expect((await outsider.request('POST', url(), { sourceVersion: 1 })).statusCode).toBe(404);
      expect((await consultant.request('GET', url())).statusCode).toBe(403);
      expect((await consultant.request('POST', url(), { sourceVersion: 1 })).statusCode).toBe(403);
      expect(
        (await consultant.request('POST', `${url()}/revert`, { promotionId: 'x', comment: 'y' })).statusCode,
      ).toBe(403);
    });

    it('checks the input (400) and answers 409 for an engagement that is not a gain engagement', async () => {
      const noComment = await writer.request('POST', `${url()}/revert`, { promotionId: 'x', comment: ' ' });
      expect(noComment.statusCode).toBe(400);
      expect(noComment.json().errors).toContainEqual(
        expect.objectContaining({ field: 'comment', message: 'This field is required' }),
      );
      const noVersion = await writer.request('POST', url(), {});
      expect(noVersion.statusCode).toBe(400);
      expect(noVersion.json().errors).toContainEqual(
        expect.objectContaining({ field: 'sourceVersion', message: 'This field is required' }),
      );
      expect((await writer.request('GET', `${url()}?processType=Other`)).statusCode).toBe(400);
      const admin = await signIn(
        server,
        (await buildUser(server.database.db, { roles: [{ role: ROLE_NAMES.admin, scope: '/platform' }] }))
          .email,
        PASSWORD,
      );
      const plain = await admin.request('POST', url(plainId), { sourceVersion: 1 });
      expect(plain.statusCode).toBe(409);
      const listed = await admin.request('GET', url(plainId));
      expect(listed.json().abilities.promote).toBe(false);
    });

    it('reverts through the route only what may be reverted (409) and knows no other promotion (404)', async () => {
      await promote(1);
      const [row] = await server.database.db
        .select()
        .from(gainPromotions)
        .where(eq(gainPromotions.engagementId, gainId));
      const res = await writer.request('POST', `${url()}/revert`, { promotionId: row.id, comment: 'Back' });
      expect(res.statusCode).toBe(409);
      const unknown = await writer.request('POST', `${url()}/revert`, {
        promotionId: '00000000-0000-4000-8000-000000000000',
        comment: 'Back',
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
