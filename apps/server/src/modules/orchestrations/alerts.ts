// An orchestration's alerts (docs/orchestrations.md "Alerts"): when a run fails or times out, when
// one succeeds after the run before it failed, and when one goes on longer than the orchestration
// allows. E-mails go to the users who may read the engagement's pipelines and chose that alert on
// their profile; the webhook, if any, gets a JSON body signed with HMAC-SHA256 over
// "<timestamp>.<body>" with the orchestration's secret, retried on 429, 5xx and no answer, and
// reached only where the outbound guard permits (CAIRN_OUTBOUND_ALLOW), like API connections.
import crypto from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import {
  engagementScope,
  PERMISSIONS,
  PLATFORM_SCOPE,
  tenantScope,
  type AlertOutcome,
  type RunStatus,
} from '@cairn/contracts';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client.js';
import { orchestrationRuns } from '../../db/schema/orchestrations.js';
import { guardedPost } from '../../net/guarded-post.js';
import { OutboundAddressRefused, type OutboundAddresses } from '../../net/outbound-addresses.js';
import type { PermissionHolders } from '../authorization/permission-holders.port.js';
import type { AlertKind, AlertPreferenceService } from './alert-preferences.service.js';
import type { OrchestrationRunRow } from './orchestrations.presenter.js';
import { webhookSecretKey } from './orchestrations.service.js';
import type { OrchestrationSecrets } from './ports.js';

export const WEBHOOK_ATTEMPTS = 3;
const EVENT_NAMES: Record<AlertKind, string> = {
  failure: 'orchestration.run.failed',
  recovery: 'orchestration.run.recovered',
  longRun: 'orchestration.run.long_running',
};

export interface AlertDeps {
  db: Db;
  /** Sends through the administrator's SMTP server; absent when none is configured (no e-mails). */
  mail?: { from: string; transport: () => Promise<Transporter> };
  holders: PermissionHolders;
  preferences: AlertPreferenceService;
  secrets: Pick<OrchestrationSecrets, 'reveal'>;
  outbound: OutboundAddresses;
  /** Cairn's address, for the run's link. */
  origin: string;
  /** First wait before a webhook is retried (doubled each time). */
  webhookBackoffMs: number;
}

export class OrchestrationAlerts {
  constructor(private readonly deps: AlertDeps) {}

  /** Alerts for a run that has just ended, as its orchestration asks (orchestrator's RunEnded). */
  readonly runEnded = async (run: OrchestrationRunRow, status: RunStatus): Promise<void> => {
    const alerts = run.definition.alerts;
    if ((status === 'Failed' || status === 'TimedOut') && alerts.onFailure) await this.send(run, 'failure');
    else if (status === 'Succeeded' && alerts.onRecovery && (await this.previousFailed(run)))
      await this.send(run, 'recovery');
  };

  /** Alerts once for each run going on longer than its orchestration's `longerThanMinutes`. */
  async longRuns(now = new Date()) {
    const going = await this.deps.db
      .select()
      .from(orchestrationRuns)
      .where(and(eq(orchestrationRuns.status, 'InProgress'), isNull(orchestrationRuns.longRunAlertedAt)));
    for (const run of going) {
      const minutes = run.definition.alerts.longerThanMinutes;
      if (!minutes || now.getTime() - run.startedAt.getTime() <= minutes * 60_000) continue;
      // Of several processes seeing it, the one that marks it sends it.
      const [marked] = await this.deps.db
        .update(orchestrationRuns)
        .set({ longRunAlertedAt: now })
        .where(and(eq(orchestrationRuns.id, run.id), isNull(orchestrationRuns.longRunAlertedAt)))
        .returning();
      if (marked) await this.send(marked, 'longRun');
    }
  }

  private async previousFailed(run: OrchestrationRunRow) {
    const [previous] = await this.deps.db
      .select({ status: orchestrationRuns.status })
      .from(orchestrationRuns)
      .where(
        and(
          eq(orchestrationRuns.orchestrationId, run.orchestrationId),
          lt(orchestrationRuns.startedAt, run.startedAt),
          inArray(orchestrationRuns.status, ['Succeeded', 'Failed', 'TimedOut']),
        ),
      )
      .orderBy(desc(orchestrationRuns.startedAt))
      .limit(1);
    return previous?.status === 'Failed' || previous?.status === 'TimedOut';
  }

  /** Mails and posts the alert; what happened is kept on the run (shown on its page). */
  private async send(run: OrchestrationRunRow, kind: AlertKind) {
    const [mail, webhook] = await Promise.all([
      this.mail(run, kind).catch((err: Error): AlertOutcome['mail'] => ({
        state: 'failed',
        error: err.message,
      })),
      this.webhook(run, kind).catch((err: Error): AlertOutcome['webhook'] => ({
        state: 'failed',
        error: err.message,
      })),
    ]);
    await this.deps.db
      .update(orchestrationRuns)
      .set({ alertOutcome: { kind, mail, webhook } })
      .where(eq(orchestrationRuns.id, run.id));
  }

  private runUrl(run: OrchestrationRunRow) {
    return `${this.deps.origin}/workflow/runs/${run.id}`;
  }

  private async mail(run: OrchestrationRunRow, kind: AlertKind): Promise<AlertOutcome['mail']> {
    const scopes = [engagementScope(run.engagementId), tenantScope(run.tenantId), PLATFORM_SCOPE];
    const readers = await this.deps.holders.usersAt(PERMISSIONS.pipelinesRead, scopes);
    const chose = new Set(
      await this.deps.preferences.receiving(
        readers.map((r) => r.id),
        kind,
      ),
    );
    const to = readers.filter((r) => chose.has(r.id)).map((r) => r.email);
    if (!to.length) return { state: 'nobody' };
    if (!this.deps.mail) return { state: 'noServer', recipients: to.length };
    const name = run.definition.name;
    const subject = {
      failure: `[Cairn] ${name} ${run.status === 'TimedOut' ? 'timed out' : 'failed'}`,
      recovery: `[Cairn] ${name} succeeded again`,
      longRun: `[Cairn] ${name} is still running after ${run.definition.alerts.longerThanMinutes} minutes`,
    }[kind];
    const transport = await this.deps.mail.transport();
    await transport.sendMail({
      from: this.deps.mail.from,
      // Each recipient sees only themselves.
      bcc: to,
      subject,
      text: [
        subject.replace('[Cairn] ', ''),
        ...(run.message ? ['', run.message] : []),
        '',
        `Open the run: ${this.runUrl(run)}`,
        '',
        'You receive this because you chose orchestration alerts on your profile in Cairn.',
      ].join('\n'),
    });
    return { state: 'sent', recipients: to.length };
  }

  private async webhook(run: OrchestrationRunRow, kind: AlertKind): Promise<AlertOutcome['webhook']> {
    const address = run.definition.alerts.webhookUrl;
    if (!address) return { state: 'none' };
    const secret = await this.deps.secrets.reveal(run.engagementId, webhookSecretKey(run.orchestrationId));
    if (!secret) return { state: 'noSecret' };
    const body = JSON.stringify({
      event: EVENT_NAMES[kind],
      orchestration: { id: run.orchestrationId, name: run.definition.name, version: run.version },
      run: {
        id: run.id,
        status: run.status,
        message: run.message,
        trigger: run.trigger,
        startedAt: run.startedAt.toISOString(),
        endedAt: run.endedAt?.toISOString() ?? null,
        url: this.runUrl(run),
      },
      engagementId: run.engagementId,
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    const headers = {
      'content-type': 'application/json',
      'x-cairn-event': EVENT_NAMES[kind],
      'x-cairn-delivery': crypto.randomUUID(),
      'x-cairn-timestamp': timestamp,
      'x-cairn-signature': `sha256=${signature}`,
    };
    let last = '';
    for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt++) {
      const answer = await guardedPost(new URL(address), headers, body, this.deps.outbound, {
        timeoutMs: 10_000,
      }).catch((err: Error) => err);
      if (!(answer instanceof Error) && answer.status >= 200 && answer.status < 300)
        return { state: 'answered', status: answer.status };
      last = answer instanceof Error ? answer.message : `HTTP ${answer.status}`;
      const retryable =
        answer instanceof Error
          ? !(answer instanceof OutboundAddressRefused)
          : answer.status === 429 || answer.status >= 500;
      if (!retryable) break;
      if (attempt < WEBHOOK_ATTEMPTS)
        await new Promise((resolve) => setTimeout(resolve, this.deps.webhookBackoffMs * 2 ** (attempt - 1)));
    }
    throw new Error(last);
  }
}
