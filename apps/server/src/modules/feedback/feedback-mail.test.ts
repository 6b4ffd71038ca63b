// Feedback e-mailed through a real SMTP server (smtp-server, started here): to the platform's admins or
// to CAIRN_FEEDBACK_TO, with the page's address; a server that cannot be reached fails no request, and
// the SMTP password is never in an answer or a log line.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { PLATFORM_SCOPE, ROLE_NAMES, type FeedbackDetail } from '@cairn/contracts';
import { buildUser } from '../../test/factories.js';
import { useFixture } from '../../test/fixture.js';
import { testSecretValue } from '../../test/secret-leak-watch.js';
import { requestOk, signInNewUser, signInWithRole, testServer, TEST_ORIGIN } from '../../test/test-server.js';
import { feedbackForm, PNG } from './feedback.test-helpers.js';
import { useSmtpServer } from '../../test/smtp-server.js';

const account = { user: 'cairn-mailer', password: testSecretValue('smtp-password') };
const smtpEnv = (port: number, extra: Record<string, string> = {}) => ({
  CAIRN_SMTP_HOST: '127.0.0.1',
  CAIRN_SMTP_PORT: String(port),
  CAIRN_SMTP_USER: account.user,
  CAIRN_SMTP_PASSWORD: account.password,
  CAIRN_SMTP_FROM: 'cairn@example.test',
  ...extra,
});

describe('feedback e-mail', () => {
  const smtp = useSmtpServer(account);
  const server = useFixture(
    () => testServer(smtpEnv(smtp.port), { logs: true }),
    (s) => s.close(),
  );

  it("mails the platform admins the request with the page's address and the screenshot", async () => {
    const db = server.database.db;
    const admin = await buildUser(db, { roles: [{ role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE }] });
    const off = await buildUser(db, {
      roles: [{ role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE }],
      disabled: true,
    });
    const sender = await signInNewUser(server, { name: 'Mia Mailer' });
    const form = feedbackForm(
      { kind: 'feedback', message: 'The chart has no legend', page: '/engagements/e7/dashboards' },
      { content: PNG },
    );
    const res = await sender.request('POST', '/api/feedback', form.payload, form.headers);
    expect(res.statusCode).toBe(201);
    await server.ctx.services.feedback.mailsSettled();

    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toContain(admin.email);
    expect(mail.to).not.toContain(off.email);
    expect(mail.user).toBe(account.user);
    expect(mail.raw).toContain(`${TEST_ORIGIN}/engagements/e7/dashboards`);
    expect(mail.raw).toContain('Subject: [Cairn] Feedback: The chart has no legend');
    expect(mail.raw).toContain('filename=screenshot.png');
    const { id } = res.json<{ id: string }>();
    const reader = await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE);
    expect((await requestOk<FeedbackDetail>(reader, 'GET', `/api/feedback/${id}`)).emailed).toBe(true);
    expect(server.logLines.join('\n')).not.toContain(account.password);
  });

  describe('with CAIRN_FEEDBACK_TO', () => {
    const toTeam = useFixture(
      () => testServer(smtpEnv(smtp.port, { CAIRN_FEEDBACK_TO: 'support@example.test' })),
      (s) => s.close(),
    );

    it('mails that address instead', async () => {
      const sender = await signInNewUser(toTeam);
      const res = await sender.request('POST', '/api/feedback', {
        kind: 'help',
        subject: 'Locked out of Payroll',
        message: 'The folder says no access.',
        page: '/engagements/e8/storage',
      });
      expect(res.statusCode).toBe(201);
      await toTeam.ctx.services.feedback.mailsSettled();
      const mail = smtp.mails.at(-1)!;
      expect(mail.to).toEqual(['support@example.test']);
      expect(mail.raw).toContain('Subject: [Cairn] Help request: Locked out of Payroll');
      expect(mail.raw).toContain(`${TEST_ORIGIN}/engagements/e8/storage`);
    });
  });

  describe('when the SMTP server cannot be reached', () => {
    const unreachable = useFixture(
      async () => {
        // A port nothing listens on: taken, then given back.
        const probe = net.createServer();
        await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
        const { port } = probe.address() as net.AddressInfo;
        await new Promise<void>((resolve) => probe.close(() => resolve()));
        return testServer(smtpEnv(port, { CAIRN_FEEDBACK_TO: 'support@example.test' }), { logs: true });
      },
      (s) => s.close(),
    );

    it('still takes the request, logs the failure and shows it as not e-mailed', async () => {
      const sender = await signInNewUser(unreachable);
      const res = await sender.request('POST', '/api/feedback', {
        kind: 'feedback',
        message: 'Mail is down',
        page: '/overview',
      });
      expect(res.statusCode).toBe(201);
      await unreachable.ctx.services.feedback.mailsSettled();
      const admin = await signInWithRole(unreachable, ROLE_NAMES.admin, PLATFORM_SCOPE);
      const detail = await requestOk<FeedbackDetail>(
        admin,
        'GET',
        `/api/feedback/${res.json<{ id: string }>().id}`,
      );
      expect(detail.emailed).toBe(false);
      const logs = unreachable.logLines.join('\n');
      expect(logs).toContain('could not e-mail the feedback to the administrators');
      expect(logs).not.toContain(account.password);
    });
  });
});
