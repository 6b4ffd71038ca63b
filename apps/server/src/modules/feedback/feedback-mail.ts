// E-mails a feedback or help request to the platform's administrators through the configured SMTP
// server (CAIRN_SMTP_*). nodemailer is loaded on the first mail: most installations send none.
import type { Transporter } from 'nodemailer';
import type { FeedbackKind } from '@cairn/contracts';
import type { MailConfig } from '../../config.js';

export interface FeedbackMail {
  kind: FeedbackKind;
  senderName: string;
  senderEmail: string;
  subject: string | null;
  message: string;
  /** The page's full address, so an administrator can open it from the mail. */
  pageUrl: string;
  /** The request on the Feedback screen. */
  requestUrl: string;
  screenshot?: { contentType: string; bytes: Buffer };
}

/** Sends one mail; throws when the server refuses it or cannot be reached. */
export interface FeedbackMailer {
  send(to: string[], mail: FeedbackMail): Promise<void>;
}

export class SmtpFeedbackMailer implements FeedbackMailer {
  private transport: Promise<Transporter> | undefined;

  constructor(private readonly config: MailConfig) {}

  async send(to: string[], mail: FeedbackMail) {
    const transport = await this.transporter();
    const what = mail.kind === 'help' ? 'Help request' : 'Feedback';
    const about = mail.subject ?? firstLine(mail.message);
    await transport.sendMail({
      from: this.config.from,
      to,
      // Answering the mail answers the user who sent the request.
      replyTo: mail.senderEmail,
      subject: `[Cairn] ${what}: ${about}`,
      text: [
        `${what} from ${mail.senderName} <${mail.senderEmail}>`,
        `Page: ${mail.pageUrl}`,
        ...(mail.subject ? [`Subject: ${mail.subject}`] : []),
        '',
        mail.message,
        '',
        `Open it in Cairn: ${mail.requestUrl}`,
      ].join('\n'),
      attachments: mail.screenshot
        ? [
            {
              filename: mail.screenshot.contentType === 'image/png' ? 'screenshot.png' : 'screenshot.jpg',
              content: mail.screenshot.bytes,
              contentType: mail.screenshot.contentType,
            },
          ]
        : [],
    });
  }

  private transporter() {
    const { host, port, secure, user, password } = this.config;
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
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
    return this.transport;
  }
}

const firstLine = (text: string) => {
  const line = text.split('\n')[0];
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};
