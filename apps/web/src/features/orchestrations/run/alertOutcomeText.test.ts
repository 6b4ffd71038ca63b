// @vitest-environment happy-dom
// The run page's line about its last alert, in English and German.
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { alertOutcomeText } from './alertOutcomeText';

describe('alertOutcomeText', () => {
  it('says who was e-mailed and what the webhook answered, in the reader language', async () => {
    const sent = {
      kind: 'failure',
      mail: { state: 'sent', recipients: 2 },
      webhook: { state: 'answered', status: 200 },
    } as const;
    const refused = {
      kind: 'longRun',
      mail: { state: 'nobody' },
      webhook: { state: 'failed', error: 'HTTP 503' },
    } as const;
    await i18n.changeLanguage('en');
    expect(alertOutcomeText(sent, i18n.t)).toBe(
      'Failure alert: e-mailed to 2 people; the webhook answered 200',
    );
    expect(alertOutcomeText(refused, i18n.t)).toBe(
      'Long-run alert: nobody chose these e-mails; the webhook failed: HTTP 503',
    );
    await i18n.changeLanguage('de');
    expect(alertOutcomeText({ ...sent, mail: { state: 'noServer', recipients: 1 } }, i18n.t)).toBe(
      'Fehlerbenachrichtigung: von 1 Person gewählt, aber es ist kein E-Mail-Server eingerichtet; der Webhook antwortete 200',
    );
    await i18n.changeLanguage('en');
  });
});
