// A real SMTP server for tests (smtp-server), shared by the server's API tests and the end-to-end
// tests: one account, on a free loopback port, keeping what it receives as a person's mailbox would.
// The end-to-end run starts one in global setup and files each mail in a folder (CAIRN_E2E_MAILBOX),
// where the tests, in other processes, read them.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpServer(
  account: { user: string; password: string },
  onMail: (mail: ReceivedMail) => void = () => undefined,
): Promise<TestSmtpServer> {
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
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        mails.push(mail);
        onMail(mail);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, mails, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** Files each mail as `<n>.json` in `dir` (written whole, then renamed: a reader never sees half). */
export function fileMailsIn(dir: string): (mail: ReceivedMail) => void {
  let count = 0;
  return (mail) => {
    const name = path.join(dir, `${String(++count).padStart(5, '0')}.json`);
    fs.writeFileSync(`${name}.part`, JSON.stringify(mail));
    fs.renameSync(`${name}.part`, name);
  };
}

/** The mails filed so far in the end-to-end run's mailbox, oldest first. */
export function readMailbox(dir = process.env.CAIRN_E2E_MAILBOX): ReceivedMail[] {
  if (!dir) throw new Error('e2e: CAIRN_E2E_MAILBOX is not set (global setup starts the mailbox)');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail);
}
