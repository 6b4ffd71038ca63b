// Orchestration alerts against a real SMTP server and a real webhook receiver: who is e-mailed (the
// engagement's readers who chose the alert on their profile), the webhook's HMAC signature, its
// retry after a 5xx, the outbound guard, the long-run alert sent once, and the secret never answered.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES, type Orchestration, type OrchestrationRun } from '@cairn/contracts';
import { useFixture } from '../../test/fixture.js';
import { useSmtpServer } from '../../test/smtp-server.js';
import { signInWithRole, testServer } from '../../test/test-server.js';
import { useOrchestrationEngagement } from './orchestrations.test-helpers.js';

const SECRET = 'a-webhook-secret-of-some-length';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on loopback: answers each request with the next status of `answers` (then 200). */
function useReceiver() {
  return useFixture(
    async () => {
      const received: Received[] = [];
      const answers: number[] = [];
      const server = http.createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        req.on('end', () => {
          received.push({ headers: req.headers, body });
          res.statusCode = answers.shift() ?? 200;
          res.end('ok');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      return { server, received, answers, url };
    },
    ({ server }) => new Promise<void>((resolve) => server.close(() => resolve())),
  );
}

describe('orchestration alerts', () => {
  const smtp = useSmtpServer({ user: 'cairn', password: 'smtp-password-1' });
  const receiver = useReceiver();
  const server = useFixture(
    () =>
      testServer({
        CAIRN_SMTP_HOST: '127.0.0.1',
        CAIRN_SMTP_PORT: String(smtp.port),
        CAIRN_SMTP_USER: 'cairn',
        CAIRN_SMTP_PASSWORD: 'smtp-password-1',
        CAIRN_SMTP_FROM: 'cairn@example.test',
        CAIRN_WEBHOOK_BACKOFF_MS: '5',
      }),
    (s) => s.close(),
  );
  const { given, create, finishPipelineRun } = useOrchestrationEngagement(server);
  const orchestrator = () => server.ctx.services.orchestrator;
  const read = async (id: string) =>
    (await given.reader.request('GET', `${given.base}/runs/${id}`)).json() as OrchestrationRun;

  /** Runs the one-step orchestration to its end with the step's pipeline run ending `status`. */
  const runTo = async (made: Orchestration, status: 'Succeeded' | 'Failed') => {
    const { id } = (
      await given.runner.request('POST', `${given.base}/orchestrations/${made.id}/runs`)
    ).json() as OrchestrationRun;
    await orchestrator().tick();
    await finishPipelineRun((await read(id)).steps[0].pipelineRunId!, status);
    await orchestrator().tick();
    return read(id);
  };

  it('e-mails the readers who chose it and posts a signed webhook, retried after a 500, on failure and on recovery', async () => {
    const chooser = await signInWithRole(
      server,
      ROLE_NAMES.consultant,
      engagementScope(given.engagementId),
      'Alma Alert',
    );
    expect((await chooser.request('GET', '/api/profile/me/alerts')).json()).toEqual({
      failure: false,
      recovery: false,
      longRun: false,
    });
    const chosen = await chooser.request('PUT', '/api/profile/me/alerts', {
      failure: true,
      recovery: true,
      longRun: false,
    });
    expect(chosen.json()).toEqual({ failure: true, recovery: true, longRun: false });
    const chooserEmail = ((await chooser.request('GET', '/api/profile/me')).json() as { email: string })
      .email;

    const made = await create({
      name: 'Alerting',
      steps: [{ name: 'model', layer: 'model', pipelineName: 'RunModel' }],
      alerts: { onFailure: true, onRecovery: true, longerThanMinutes: null, webhookUrl: receiver.url },
      webhookSecret: SECRET,
    });
    expect(made.webhookSecretSet).toBe(true);
    expect(JSON.stringify(made)).not.toContain(SECRET);

    receiver.answers.push(500);
    const before = { mails: smtp.mails.length, hooks: receiver.received.length };
    const failed = await runTo(made, 'Failed');
    expect(failed.status).toBe('Failed');
    const mails = smtp.mails.slice(before.mails);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual([chooserEmail]);
    expect(mails[0].raw).toContain('Subject: [Cairn] Alerting failed');
    expect(mails[0].raw).toContain(`/workflow/runs/${failed.id}`);

    const hooks = receiver.received.slice(before.hooks);
    expect(hooks).toHaveLength(2);
    const [, delivered] = hooks;
    expect(delivered.headers['x-cairn-event']).toBe('orchestration.run.failed');
    const expected = crypto
      .createHmac('sha256', SECRET)
      .update(`${String(delivered.headers['x-cairn-timestamp'])}.${delivered.body}`)
      .digest('hex');
    expect(delivered.headers['x-cairn-signature']).toBe(`sha256=${expected}`);
    expect(JSON.parse(delivered.body)).toMatchObject({
      run: { id: failed.id, status: 'Failed' },
      orchestration: { name: 'Alerting' },
    });
    expect(failed.alertOutcome).toEqual({
      kind: 'failure',
      mail: { state: 'sent', recipients: 1 },
      webhook: { state: 'answered', status: 200 },
    });

    const recovered = await runTo(made, 'Succeeded');
    expect(recovered.alertOutcome).toMatchObject({
      kind: 'recovery',
      mail: { state: 'sent', recipients: 1 },
      webhook: { state: 'answered', status: 200 },
    });
    expect(smtp.mails.at(-1)!.raw).toContain('Subject: [Cairn] Alerting succeeded again');
    // Success after success tells nobody.
    const quiet = await runTo(made, 'Succeeded');
    expect(quiet.alertOutcome).toBeNull();
  });

  it('alerts once for a run longer than allowed; a webhook to a private address is refused, not retried', async () => {
    const made = await create({
      name: 'Slow',
      steps: [{ name: 'model', layer: 'model', pipelineName: 'RunModel' }],
      alerts: {
        onFailure: true,
        onRecovery: false,
        longerThanMinutes: 1,
        webhookUrl: 'http://169.254.169.254/latest',
      },
      webhookSecret: SECRET,
    });
    const { id, startedAt } = (
      await given.runner.request('POST', `${given.base}/orchestrations/${made.id}/runs`)
    ).json() as OrchestrationRun;
    await orchestrator().tick(new Date(new Date(startedAt).getTime() + 30_000));
    expect((await read(id)).alertOutcome).toBeNull();
    await orchestrator().tick(new Date(new Date(startedAt).getTime() + 90_000));
    const alerted = (await read(id)).alertOutcome!;
    expect(alerted).toMatchObject({
      kind: 'longRun',
      mail: { state: 'nobody' },
      webhook: { state: 'failed' },
    });
    expect(alerted.webhook).toMatchObject({ error: expect.stringMatching(/169\.254\.169\.254/) });
    await server.database.db.execute(`update orchestration_runs set alert_outcome = null where id = '${id}'`);
    await orchestrator().tick(new Date(new Date(startedAt).getTime() + 150_000));
    expect((await read(id)).alertOutcome).toBeNull();
  });

  it('refuses a webhook without a signing secret, and keeps the secret across saves', async () => {
    const body = {
      name: 'Unsigned',
      steps: [{ name: 'model', layer: 'model', pipelineName: 'RunModel' }],
      alerts: { webhookUrl: receiver.url },
    };
    const refused = await given.writer.request('POST', `${given.base}/orchestrations`, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ field: 'webhookSecret', key: 'webhookSecretNeeded' }),
    ]);
    const made = await create({ ...body, webhookSecret: SECRET });
    const again = await given.writer.request('PUT', `${given.base}/orchestrations/${made.id}`, {
      ...made,
      description: 'kept',
    });
    expect(again.json()).toMatchObject({ version: 2, webhookSecretSet: true });
  });
});
