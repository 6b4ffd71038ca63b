// What a run's last alert did, in the reader's language: "Failure alert: e-mailed to 2 people; the
// webhook answered 200". A mail or web server's error stays in its own words.
import type { TFunction } from 'i18next';
import type { AlertOutcome } from '@cairn/contracts';

export function alertOutcomeText(outcome: AlertOutcome, t: TFunction): string {
  const { mail, webhook } = outcome;
  const parts = [
    mail.state === 'sent' || mail.state === 'noServer'
      ? t(`workflow.run.alert.mail.${mail.state}`, { count: mail.recipients })
      : mail.state === 'failed'
        ? t('workflow.run.alert.mail.failed', { error: mail.error })
        : t('workflow.run.alert.mail.nobody'),
  ];
  if (webhook.state === 'answered')
    parts.push(t('workflow.run.alert.webhook.answered', { status: webhook.status }));
  else if (webhook.state === 'failed')
    parts.push(t('workflow.run.alert.webhook.failed', { error: webhook.error }));
  else if (webhook.state === 'noSecret') parts.push(t('workflow.run.alert.webhook.noSecret'));
  return `${t(`workflow.run.alert.kind.${outcome.kind}`)}: ${parts.join('; ')}`;
}
