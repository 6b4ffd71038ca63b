// E-mails a feedback or help request to the platform's administrators through the configured SMTP
// server (CAIRN_SMTP_*, net/smtp.ts).
import type { Transporter } from 'nodemailer';
import type { FeedbackKind } from '@cairn/contracts';
import type { MailConfig } from '../../config.js';
import { smtpTransport } from '../../net/smtp.js';

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
  private readonly transporter: () => Promise<Transporter>;

  constructor(private readonly config: MailConfig) {
    this.transporter = smtpTransport(config);
  }

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
}

const firstLine = (text: string) => {
  const line = text.split('\n')[0];
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};
