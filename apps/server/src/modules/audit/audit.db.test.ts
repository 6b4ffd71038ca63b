// The audit log: what writes a row (changes, sign-ins, denials, files, runs), that rows cannot be
// changed or removed, and the platform admin's list and CSV export (not signed in, no permission,
// bad input, filters, escaping).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  AUDIT_ACTIONS,
  engagementScope,
  PLATFORM_SCOPE,
  ROLE_NAMES,
  storageScope,
  type AuditEvent,
} from '@cairn/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { engagements, tenants } from '../../db/schema/tenancy.js';
import { buildApplication, buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import { multipartBody } from '../../test/multipart.js';
import {
  requestOk,
  signIn,
  signInWithRole,
  TEST_ORIGIN,
  useTestServer,
  type SignedInClient,
} from '../../test/test-server.js';
import { recordAuditEvent } from './audit.service.js';

const server = useTestServer();
let tenantId: string;
let engagementId: string;
let otherEngagementId: string;
let admin: SignedInClient;
let adminEmail: string;
let configurer: SignedInClient;
let configurerEmail: string;
let consultant: SignedInClient;

beforeAll(async () => {
  const db = server.database.db;
  tenantId = (await buildTenant(db)).id;
  engagementId = (await buildEngagement(db, tenantId)).id;
  otherEngagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
  const user = async (role: string, scope: string) => {
    const u = await buildUser(db, { roles: [{ role, scope }] });
    return { email: u.email, client: await signIn(server, u.email, PASSWORD) };
  };
  ({ email: adminEmail, client: admin } = await user(ROLE_NAMES.admin, PLATFORM_SCOPE));
  ({ email: configurerEmail, client: configurer } = await user(
    ROLE_NAMES.configurer,
    engagementScope(engagementId),
  ));
  ({ client: consultant } = await user(ROLE_NAMES.consultant, engagementScope(engagementId)));
}, 60_000);

const rowsOf = (action: string) =>
  server.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
const anonymous = (method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN } });

describe('audit log rows', () => {
  it('records who changed what (named in words), when and at which scope; not reads, not refused calls', async () => {
    const db = server.database.db;
    const user = await buildUser(db, {
      roles: [{ role: ROLE_NAMES.consultant, scope: engagementScope(engagementId) }],
    });
    const client = await signIn(server, user.email, PASSWORD);
    await client.request('GET', '/api/profile/me');
    await client.request('POST', '/api/authorization/permissions/query', { scope: '/platform' });
    await client.request('PUT', '/api/profile/me', {
      language: 'xx',
      displayName: 'No',
      templateName: 'Default',
    });
    await client.request('PUT', '/api/engagements/current', { engagementId });
    const rows = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.principalId, user.id))
      .orderBy(desc(auditLog.id));
    expect(rows.map((r) => r.action)).toEqual(['CurrentEngagement.Choose', AUDIT_ACTIONS.signInLocal]);
    expect(rows[0]).toMatchObject({
      principalType: 'User',
      actor: user.email,
      scope: engagementScope(engagementId),
      engagementId,
      tenantId,
      // The route names no object (the engagement chosen is the scope); the route stays in the detail.
      target: null,
      outcome: 'success',
      status: 200,
      detail: { route: 'PUT /api/engagements/current', path: '/api/engagements/current' },
    });
    expect(rows[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0].requestId).not.toBe(rows[1].requestId);
    expect(rows[0].at.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records local sign-ins, failed ones under the e-mail typed', async () => {
    const user = await buildUser(server.database.db);
    const wrong = await anonymous('POST', '/authorization/login', {
      email: user.email.toUpperCase(),
      password: 'wrong-password-1',
    });
    expect(wrong.statusCode).toBe(401);
    await signIn(server, user.email, PASSWORD);
    const rows = (await rowsOf(AUDIT_ACTIONS.signInLocal)).filter((r) => r.actor === user.email);
    expect(rows.map((r) => [r.principalType, r.outcome, r.status])).toEqual([
      ['User', 'success', 200],
      ['Anonymous', 'failure', 401],
    ]);
    expect(rows[1]).toMatchObject({
      principalId: null,
      target: user.email,
      detail: { reason: 'invalidCredentials' },
    });
    expect(rows[1].requestId).toBeTruthy();
  });

  it('records client-credentials sign-ins, failed ones under the client id', async () => {
    const app = await buildApplication(server.database.db);
    const token = (secret: string) =>
      anonymous('POST', '/authorization/token', {
        grant_type: 'client_credentials',
        client_id: app.aadObjectId,
        client_secret: secret,
      });
    expect((await token('not-the-secret')).statusCode).toBe(401);
    expect((await token(app.secret)).statusCode).toBe(200);
    const rows = (await rowsOf(AUDIT_ACTIONS.signInClientCredentials)).filter(
      (r) => r.target === app.aadObjectId,
    );
    expect(rows.map((r) => [r.principalType, r.principalId, r.actor, r.outcome])).toEqual([
      ['Application', app.id, app.name, 'success'],
      ['Anonymous', null, app.aadObjectId, 'failure'],
    ]);
  });

  it('records denials of the route access hook: 403, and 404 for a scope the caller may not know', async () => {
    const start = (at: string) =>
      consultant.request('POST', `/api/pipelines/engagements/${at}/runs`, {
        pipelineName: 'RunModel',
        layer: 'model',
      });
    expect((await start(engagementId)).statusCode).toBe(403);
    expect((await start(otherEngagementId)).statusCode).toBe(404);
    const [hidden, forbidden] = await rowsOf(AUDIT_ACTIONS.accessDenied);
    expect(forbidden).toMatchObject({
      outcome: 'denied',
      status: 403,
      scope: engagementScope(engagementId),
      engagementId,
      tenantId,
      target: `POST /api/pipelines/engagements/${engagementId}/runs`,
      detail: {
        permission: 'Pipelines.Start',
        route: '/api/pipelines/engagements/:engagementId/runs',
        attempted: 'Run.Start',
      },
    });
    expect(hidden).toMatchObject({ outcome: 'denied', status: 404, engagementId: otherEngagementId });
    // Not signed in is no denial: every page asks before sign-in.
    const before = (await rowsOf(AUDIT_ACTIONS.accessDenied)).length;
    expect((await anonymous('POST', `/api/pipelines/engagements/${engagementId}/runs`, {})).statusCode).toBe(
      401,
    );
    expect(await rowsOf(AUDIT_ACTIONS.accessDenied)).toHaveLength(before);
  });

  it('records file uploads, downloads and deletes with their path, instead of the generic row', async () => {
    const base = `/api/storage/engagements/${engagementId}/main`;
    const folder = await requestOk<{ actualName: string }>(configurer, 'POST', `${base}/folders?path=`, {
      displayName: 'Audit files',
      metadata: {},
    });
    const { payload, headers } = multipartBody([{ name: 'pay.csv', content: 'a,b\n1,2\n' }]);
    const up = await configurer.request('POST', `${base}/files?path=${folder.actualName}`, payload, headers);
    expect(up.statusCode).toBe(200);
    const file = `${folder.actualName}/${up.json().resultingFileNames[0]}`;
    expect((await configurer.request('GET', `${base}/files/content?path=${file}`)).statusCode).toBe(200);
    expect((await configurer.request('DELETE', `${base}/files?path=${file}`)).statusCode).toBe(204);
    for (const action of [AUDIT_ACTIONS.fileUpload, AUDIT_ACTIONS.fileDownload, AUDIT_ACTIONS.fileDelete]) {
      const [row] = await rowsOf(action);
      expect(row).toMatchObject({
        actor: configurerEmail,
        target: `main/${file}`,
        engagementId,
        outcome: 'success',
      });
    }
    expect((await rowsOf(AUDIT_ACTIONS.fileUpload))[0].scope).toBe(
      storageScope(engagementId, 'main', [folder.actualName]),
    );
    // The explicit row only: no generic row for the same request.
    const upload = (await rowsOf(AUDIT_ACTIONS.fileUpload))[0];
    const sameRequest = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, upload.requestId!));
    expect(sameRequest).toHaveLength(1);
  });

  it('names a generic row after its route in words, and what it was done to after its last parameter', async () => {
    const syncer = await buildUser(server.database.db, {
      roles: [{ role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE }],
    });
    const client = await signIn(server, syncer.email, PASSWORD);
    await requestOk(client, 'POST', `/api/rbac/engagements/${engagementId}/sync`);
    const [row] = await rowsOf('EngagementAccess.Sync');
    expect(row).toMatchObject({ actor: syncer.email, engagementId, target: engagementId });
    expect(row.detail).toMatchObject({ route: 'POST /api/rbac/engagements/:engagementId/sync' });
  });

  it('records runs started and cancelled', async () => {
    const base = `/api/pipelines/engagements/${engagementId}/runs`;
    const run = await requestOk<{ id: string }>(configurer, 'POST', base, {
      pipelineName: 'RunModel',
      layer: 'model',
    });
    await requestOk(configurer, 'POST', `${base}/${run.id}/cancel`);
    const [started] = await rowsOf(AUDIT_ACTIONS.runStart);
    const [cancelled] = await rowsOf(AUDIT_ACTIONS.runCancel);
    expect(started).toMatchObject({
      actor: configurerEmail,
      target: `RunModel ${run.id}`,
      engagementId,
      detail: { runId: run.id },
    });
    expect(cancelled).toMatchObject({
      actor: configurerEmail,
      target: `RunModel ${run.id}`,
      detail: { status: 'Cancelled' },
    });
  });

  it('is append-only: UPDATE, DELETE and TRUNCATE fail', async () => {
    const db = server.database.db;
    const [row] = await db.select().from(auditLog).limit(1);
    // Drizzle wraps the database's error; the trigger's words are in its cause.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'written',
        (err: Error) => String((err.cause as Error | undefined)?.message ?? err.message),
      );
    expect(await refusal(db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.id, row.id)))).toBe(
      'audit_log is append-only: UPDATE refused',
    );
    expect(await refusal(db.delete(auditLog).where(eq(auditLog.id, row.id)))).toBe(
      'audit_log is append-only: DELETE refused',
    );
    expect(await refusal(db.execute(sql`truncate audit_log`))).toBe(
      'audit_log is append-only: TRUNCATE refused',
    );
    const [after] = await db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(after).toEqual(row);
  });
});

describe('GET /api/audit/events', () => {
  const list = (client: SignedInClient, query: Record<string, string> = {}) =>
    client.request('GET', `/api/audit/events?${new URLSearchParams(query)}`);

  it('needs a signed-in caller with Authorization.Reader at the platform', async () => {
    expect((await anonymous('GET', '/api/audit/events')).statusCode).toBe(401);
    expect((await anonymous('GET', '/api/audit/events.csv')).statusCode).toBe(401);
    expect((await list(consultant)).statusCode).toBe(403);
    expect((await consultant.request('GET', '/api/audit/events.csv')).statusCode).toBe(403);
    // An engagement's Authorization.Reader (engagement manager) is not a platform admin.
    const manager = await signInWithRole(server, ROLE_NAMES.engagementManager, engagementScope(engagementId));
    expect((await list(manager)).statusCode).toBe(403);
  });

  it('answers 400 for bad filters and paging', async () => {
    const bad: Record<string, string>[] = [
      { from: 'yesterday' },
      { to: '2026-13-01T00:00:00Z' },
      { pageSize: '0' },
      { sort: 'actor' },
      { actor: 'x'.repeat(201) },
    ];
    for (const query of bad) {
      const res = await list(admin, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors[0].field).toBe(`querystring.${Object.keys(query)[0]}`);
    }
  });

  it('lists rows written before routes were named under a name in words too', async () => {
    await recordAuditEvent(server.database.db, {
      action: 'PUT /api/tenants/:tenantId',
      actor: null,
      target: `/api/tenants/${tenantId}`,
    });
    const [event]: AuditEvent[] = (await list(admin, { pageSize: '1' })).json().results;
    expect(event.action).toBe('Tenant.Update');
  });

  it('pages newest first and filters by actor, scope, action and time', async () => {
    const page = (await list(admin, { pageSize: '2' })).json();
    expect(page.meta).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.meta.totalItems).toBeGreaterThan(2);
    expect(page.results).toHaveLength(2);
    expect(page.results[0].at >= page.results[1].at).toBe(true);

    const byActor: AuditEvent[] = (
      await list(admin, { actor: configurerEmail.slice(0, 12).toUpperCase(), pageSize: '100' })
    ).json().results;
    expect(byActor.length).toBeGreaterThan(3);
    expect(byActor.every((e) => e.actor === configurerEmail)).toBe(true);

    const byAction: AuditEvent[] = (await list(admin, { action: 'File.', pageSize: '100' })).json().results;
    expect(new Set(byAction.map((e) => e.action))).toEqual(
      new Set(['File.Upload', 'File.Download', 'File.Delete']),
    );
    const exact: AuditEvent[] = (await list(admin, { action: 'File.Upload' })).json().results;
    expect(exact.map((e) => e.action)).toEqual(['File.Upload']);

    const byScope: AuditEvent[] = (
      await list(admin, { scope: engagementScope(engagementId), pageSize: '100' })
    ).json().results;
    expect(byScope.length).toBeGreaterThan(3);
    expect(byScope.every((e) => e.scope!.startsWith(engagementScope(engagementId)))).toBe(true);
    expect(byScope.some((e) => e.action === 'File.Upload')).toBe(true);
    // A tenant's scope takes in its engagements' events.
    const byTenant: AuditEvent[] = (
      await list(admin, { scope: `/tenants/${tenantId}`, pageSize: '100' })
    ).json().results;
    expect(byTenant.map((e) => e.id)).toEqual(byScope.map((e) => e.id));

    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await list(admin, { from: future })).json().meta.totalItems).toBe(0);
    const all = (await list(admin)).json().meta.totalItems;
    expect((await list(admin, { from: '2000-01-01T00:00:00Z', to: future })).json().meta.totalItems).toBe(
      all,
    );
    expect((await list(admin, { to: '2000-01-01T00:00:00+01:00' })).json().meta.totalItems).toBe(0);
  });

  it("names each event's engagement, tenant and target from this page's ids", async () => {
    const db = server.database.db;
    const [engagement] = await db.select().from(engagements).where(eq(engagements.id, engagementId));
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
    await recordAuditEvent(db, {
      action: 'Test.Names',
      actor: null,
      target: `engagement:${engagementId}`,
      scope: `/tenants/${tenantId}`,
    });
    const [named]: AuditEvent[] = (await list(admin, { action: 'Test.Names' })).json().results;
    expect(named).toMatchObject({
      tenantName: tenant.name,
      engagementName: null,
      targetName: engagement.name,
    });
    const inEngagement: AuditEvent[] = (
      await list(admin, { scope: engagementScope(engagementId), pageSize: '5' })
    ).json().results;
    expect(inEngagement.length).toBeGreaterThan(0);
    for (const event of inEngagement)
      expect(event).toMatchObject({ engagementName: engagement.name, tenantName: tenant.name });
  });

  it('shows the admin its own reads nowhere, and its sign-in as a success', async () => {
    const mine: AuditEvent[] = (await list(admin, { actor: adminEmail })).json().results;
    expect(mine.map((e) => [e.action, e.outcome])).toEqual([[AUDIT_ACTIONS.signInLocal, 'success']]);
  });
});

describe('GET /api/audit/events.csv', () => {
  it('exports the filtered events as RFC 4180 CSV with formula cells escaped', async () => {
    const db = server.database.db;
    const targets = ['=1+2', '+SUM(A1)', '-3', '@cmd', '\tTAB', '\rCR', 'say "hi", then\nleave', 'plain'];
    for (const target of targets)
      await recordAuditEvent(db, {
        action: 'Test.Csv',
        actor: { type: 'System', label: '=HYPERLINK("x")' },
        target,
        requestId: null,
      });
    const res = await admin.request('GET', '/api/audit/events.csv?action=Test.Csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{8}-\d{6}\.csv"$/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'time_utc,actor,principal_type,action,target,scope,tenant_id,engagement_id,outcome,status,request_id,detail',
    );
    expect(lines).toHaveLength(1 + targets.length + 1); // header, the rows (breaks inside cells are bare LF or CR), after the final CRLF
    const body = lines.slice(1).join('\r\n');
    // Newest first; each formula start gets an apostrophe; quotes, commas and breaks are quoted.
    const cells = (target: string) => `,"'=HYPERLINK(""x"")",System,Test.Csv,${target},,,,success,200,,\r\n`;
    expect(body).toContain(cells(`'=1+2`));
    expect(body).toContain(cells(`'+SUM(A1)`));
    expect(body).toContain(cells(`'-3`));
    expect(body).toContain(cells(`'@cmd`));
    expect(body).toContain(cells(`'\tTAB`));
    expect(body).toContain(cells(`"'\rCR"`));
    expect(body).toContain(cells(`"say ""hi"", then\nleave"`));
    expect(body).toContain(cells('plain'));
    expect(body.indexOf(cells('plain'))).toBeLessThan(body.indexOf(cells(`'=1+2`)));
  });

  it('applies the same filters as the list', async () => {
    const csv = (
      await admin.request(
        'GET',
        `/api/audit/events.csv?actor=${encodeURIComponent(configurerEmail)}&action=File.Upload`,
      )
    ).body;
    const lines = csv.trim().split('\r\n');
    const listed = (
      await admin.request(
        'GET',
        `/api/audit/events?actor=${encodeURIComponent(configurerEmail)}&action=File.Upload`,
      )
    ).json();
    expect(lines).toHaveLength(1 + listed.meta.totalItems);
    expect(lines[1]).toContain(`,${configurerEmail},User,File.Upload,main/`);
    expect((await admin.request('GET', '/api/audit/events.csv?from=soon')).statusCode).toBe(400);
  });

  it("fills tenant and engagement from any writer's scope, and derives the outcome", async () => {
    const db = server.database.db;
    await db.insert(auditLog).values({
      principalType: 'User',
      action: 'Test.Derive',
      scope: `${engagementScope(engagementId)}/storage/main/x`,
      status: 409,
    });
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'Test.Derive')));
    expect(row).toMatchObject({ engagementId, tenantId, outcome: 'failure' });
  });
});
