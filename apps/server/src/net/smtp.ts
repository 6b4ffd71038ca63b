// The SMTP server Cairn mails through (CAIRN_SMTP_*): one transport, made on the first mail, since
// most installations send none. Feedback requests and orchestration alerts both use it.
import type { Transporter } from 'nodemailer';
import type { MailConfig } from '../config.js';

export function smtpTransport(config: MailConfig): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    const { host, port, secure, user, password } = config;
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host,
        port,
        secure,
        auth: user && password ? { user, pass: password } : undefined,
        // A dead server fails the mail within seconds instead of holding it for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
    return transport;
  };
}
