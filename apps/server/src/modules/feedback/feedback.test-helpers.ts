// What the feedback tests share: the forms as a browser sends them (multipart/form-data with text
// fields and a file), small images by their real first bytes, and a real SMTP server (smtp-server)
// that keeps what it receives.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { useFixture } from '../../test/fixture.js';

/** A PNG's signature and IHDR: enough bytes for the type check, which reads only the first ones. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

export function feedbackForm(
  fields: Record<string, string>,
  file?: { content: Buffer; name?: string; type?: string; field?: string },
) {
  const boundary = `----cairn-feedback-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'screenshot'}"; filename="${file.name ?? 'shot.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

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
