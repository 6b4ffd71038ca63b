// A real SMTP server on a free loopback port that keeps what it receives (e2e/support/smtp-server.ts):
// the mails Cairn sends (feedback, orchestration alerts) are read from it as a person's mailbox would be.
import { startSmtpServer } from '../../../../e2e/support/smtp-server.js';
import { useFixture } from './fixture.js';

export type { ReceivedMail } from '../../../../e2e/support/smtp-server.js';

/** A real SMTP server on a free loopback port, with one account; `mails` fills as mail arrives. */
export function useSmtpServer(account: { user: string; password: string }) {
  return useFixture(
    () => startSmtpServer(account),
    (smtp) => smtp.close(),
  );
}
