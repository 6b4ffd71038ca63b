// A real SMTP server (smtp-server) on a free loopback port that keeps what it receives: the mails
// Cairn sends (feedback, orchestration alerts) are read from it as a person's mailbox would be.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { useFixture } from './fixture.js';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A real SMTP server on a free loopback port, with one account; `mails` fills as mail arrives. */
export function useSmtpServer(account: { user: string; password: string }) {
  return useFixture(
    async () => {
      const mails: ReceivedMail[] = [];
      const smtp = new SMTPServer({
        // Loopback only, so plain text AUTH is fine here (nodemailer uses STARTTLS when offered).
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        logger: false,
        onAuth: (auth, _session, done) =>
          auth.username === account.user && auth.password === account.password
            ? done(null, { user: auth.username })
            : done(new Error('Invalid username or password')),
        onData: (stream, session, done) => {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            mails.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
              to: session.envelope.rcptTo.map((r) => r.address),
              user: session.user as string | undefined,
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            done();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const { port } = smtp.server.address() as AddressInfo;
      return { smtp, port, mails };
    },
    ({ smtp }) => new Promise<void>((resolve) => smtp.close(() => resolve())),
  );
}
