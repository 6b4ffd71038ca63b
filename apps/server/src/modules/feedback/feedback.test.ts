// The feedback API without an SMTP server: who may send, list, open and move requests along, what a
// form may carry, and that a refused form stores nothing. E-mail: feedback-mail.test.ts.
import { describe, expect, it } from 'vitest';
import {
  MAX_FEEDBACK_MESSAGE_LENGTH,
  MAX_FEEDBACK_PER_HOUR,
  MAX_FEEDBACK_SCREENSHOT_BYTES,
  PLATFORM_SCOPE,
  ROLE_NAMES,
  tenantScope,
  type FeedbackDetail,
  type FeedbackListItem,
  type Paged,
} from '@cairn/contracts';
import { feedbackRequests, feedbackScreenshots } from '../../db/schema/feedback.js';
import { buildTenant, countRows } from '../../test/factories.js';
import { useFixture } from '../../test/fixture.js';
import {
  fieldErrors,
  requestOk,
  signInNewUser,
  signInWithRole,
  useTestServer,
} from '../../test/test-server.js';
import { feedbackForm, PNG } from './feedback.test-helpers.js';

describe('feedback API', () => {
  const server = useTestServer();
  const given = useFixture(async () => {
    const tenantId = (await buildTenant(server.database.db)).id;
    return {
      sender: await signInNewUser(server, { name: 'Fay Sender' }),
      admin: await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE),
      // Runs a whole tenant, but the platform's feedback is not the tenant's.
      superUser: await signInWithRole(server, ROLE_NAMES.superUser, tenantScope(tenantId)),
    };
  });
  const rows = async () => ({
    requests: await countRows(server.database.db, feedbackRequests),
    screenshots: await countRows(server.database.db, feedbackScreenshots),
  });
  const send = (form: ReturnType<typeof feedbackForm>) =>
    given.sender.request('POST', '/api/feedback', form.payload, form.headers);
  const feedback = { kind: 'feedback', message: 'The import page is slow', page: '/engagements/e1/import' };

  it('refuses callers who are not signed in (401)', async () => {
    const form = feedbackForm(feedback);
    for (const [method, url] of [
      ['POST', '/api/feedback'],
      ['GET', '/api/feedback'],
      ['GET', '/api/feedback/00000000-0000-4000-8000-000000000001'],
      ['PATCH', '/api/feedback/00000000-0000-4000-8000-000000000001'],
    ] as const) {
      const res = await server.app.inject({ method, url, payload: form.payload, headers: form.headers });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets only the platform admin list, open and change requests', async () => {
    const { id } = (await send(feedbackForm(feedback))).json<{ id: string }>();
    for (const caller of [given.sender, given.superUser]) {
      for (const [method, url, body] of [
        ['GET', '/api/feedback', undefined],
        ['GET', `/api/feedback/${id}`, undefined],
        ['GET', `/api/feedback/${id}/screenshot`, undefined],
        ['PATCH', `/api/feedback/${id}`, { status: 'Done' }],
      ] as const) {
        const res = await caller.request(method, url, body);
        expect([403, 404], `${method} ${url}: ${res.statusCode}`).toContain(res.statusCode);
      }
    }
    const detail = await requestOk<FeedbackDetail>(given.admin, 'GET', `/api/feedback/${id}`);
    expect(detail.status).toBe('New');
  });

  it('refuses bad input with the field and stores nothing', async () => {
    const before = await rows();
    const cases: [Record<string, string>, string][] = [
      [{ ...feedback, message: '  ' }, 'message'],
      [{ ...feedback, message: 'x'.repeat(MAX_FEEDBACK_MESSAGE_LENGTH + 1) }, 'message'],
      [{ kind: 'feedback', message: 'No page' }, 'page'],
      // Another site's address: the admin screen links to the page.
      [{ ...feedback, page: '//evil.example/login' }, 'page'],
      [{ kind: 'help', message: 'Help me', page: '/storage' }, 'subject'],
      [{ ...feedback, kind: 'praise' }, 'kind'],
    ];
    for (const [fields, field] of cases) {
      const res = await send(feedbackForm(fields));
      expect(fieldErrors(res), JSON.stringify(fields).slice(0, 80)).toContainEqual(
        expect.objectContaining({ field }),
      );
    }
    // JSON, as API clients send it, is checked the same way.
    const json = await given.sender.request('POST', '/api/feedback', { kind: 'feedback', page: '/' });
    expect(fieldErrors(json)).toContainEqual(expect.objectContaining({ field: 'message' }));
    expect(await rows()).toEqual(before);
  });

  it('refuses a screenshot that is too large or not a PNG or JPEG image, and stores nothing', async () => {
    const before = await rows();
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(MAX_FEEDBACK_SCREENSHOT_BYTES)]);
    const cases: [Buffer, string, string][] = [
      [tooLarge, 'shot.png', 'screenshotTooLarge'],
      // Named and typed as a PNG, but a GIF by its bytes.
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'shot.png', 'screenshotNotImage'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'shot.png', 'screenshotNotImage'],
    ];
    for (const [content, name, key] of cases) {
      const res = await send(feedbackForm(feedback, { content, name }));
      expect(fieldErrors(res)).toEqual([expect.objectContaining({ field: 'screenshot', key })]);
    }
    expect(await rows()).toEqual(before);
  });

  it('stores feedback with its page and screenshot, lists it for the admin and moves it to Done', async () => {
    const page = '/engagements/e1/storage/main?path=Payroll';
    const res = await send(feedbackForm({ ...feedback, page }, { content: PNG }));
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const help = await given.sender.request('POST', '/api/feedback', {
      kind: 'help',
      subject: 'Where are my files?',
      message: 'I cannot find the Payroll folder.',
      page: '/storage',
    });
    expect(help.statusCode).toBe(201);

    const list = await requestOk<Paged<FeedbackListItem>>(
      given.admin,
      'GET',
      '/api/feedback?kind=feedback&search=import',
    );
    expect(list.results).toContainEqual(
      expect.objectContaining({
        id,
        kind: 'feedback',
        title: 'The import page is slow',
        senderName: 'Fay Sender',
        page,
        status: 'New',
        hasScreenshot: true,
        // No SMTP server is configured: nothing to e-mail with.
        emailed: null,
      }),
    );
    const helpList = await requestOk<Paged<FeedbackListItem>>(given.admin, 'GET', '/api/feedback?kind=help');
    expect(helpList.results.map((r) => r.title)).toContain('Where are my files?');

    const shot = await given.admin.request('GET', `/api/feedback/${id}/screenshot`);
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.rawPayload.equals(PNG)).toBe(true);

    expect((await given.admin.request('PATCH', `/api/feedback/${id}`, { status: 'Closed' })).statusCode).toBe(
      400,
    );
    const inProgress = await requestOk<FeedbackDetail>(given.admin, 'PATCH', `/api/feedback/${id}`, {
      status: 'InProgress',
    });
    expect(inProgress).toMatchObject({ status: 'InProgress', message: feedback.message, subject: null });
    const done = await requestOk<FeedbackDetail>(given.admin, 'PATCH', `/api/feedback/${id}`, {
      status: 'Done',
    });
    expect(done.status).toBe('Done');
    expect(done.updatedBy).toMatch(/@example\.test$/);
    const open = await requestOk<Paged<FeedbackListItem>>(given.admin, 'GET', '/api/feedback?status=New');
    expect(open.results.map((r) => r.id)).not.toContain(id);
  });

  it('refuses a user who sent too many requests in the last hour (429), before reading the form', async () => {
    const busy = await signInNewUser(server);
    const sendOne = () => busy.request('POST', '/api/feedback', { ...feedback, message: 'Again' });
    for (let i = 0; i < MAX_FEEDBACK_PER_HOUR; i++) expect((await sendOne()).statusCode).toBe(201);
    const before = await rows();
    const refused = await busy.request('POST', '/api/feedback', '"not even a form"', {
      'content-type': 'application/json',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await rows()).toEqual(before);
    // Others still may.
    expect((await send(feedbackForm(feedback))).statusCode).toBe(201);
  });

  it('answers 404 for a request that does not exist', async () => {
    const missing = '/api/feedback/00000000-0000-4000-8000-00000000f00d';
    expect((await given.admin.request('GET', missing)).statusCode).toBe(404);
    expect((await given.admin.request('PATCH', missing, { status: 'Done' })).statusCode).toBe(404);
    expect((await given.admin.request('GET', `${missing}/screenshot`)).statusCode).toBe(404);
  });
});
