// Outgoing e-mail: the SMTP server Cairn sends through (feedback and help requests to the platform's
// administrators, modules/feedback). Unset, nothing is e-mailed and the Feedback screen is the only way
// requests reach the administrators.
import { z } from 'zod';
import { bool, envVar, type EnvArea } from './env-helpers.js';

export const mailEnv = {
  title: 'E-mail',
  vars: {
    CAIRN_SMTP_HOST: envVar(
      z.string().trim().min(1).optional(),
      'the SMTP server Cairn sends e-mail through (`smtp.example.com`); unset: Cairn sends no e-mail',
    ),
    CAIRN_SMTP_PORT: envVar(z.coerce.number().int().min(1).max(65535).default(587), 'its port'),
    CAIRN_SMTP_SECURE: envVar(
      bool.default(false),
      '`true` for TLS from the first byte (port 465); `false` upgrades with STARTTLS when the server offers it',
    ),
    CAIRN_SMTP_USER: envVar(z.string().min(1).optional(), 'the account to sign in to the SMTP server with'),
    CAIRN_SMTP_PASSWORD: envVar(
      z.string().min(1).optional(),
      "that account's password: a secret, never logged nor shown in any answer",
    ),
    CAIRN_SMTP_FROM: envVar(
      z.email().optional(),
      'the sender address of the e-mails; required with `CAIRN_SMTP_HOST`',
    ),
    CAIRN_FEEDBACK_TO: envVar(
      z.email().optional(),
      "where feedback and help requests are e-mailed (a team's mailbox)",
      'every active user holding `Feedback.Reader` through a role at `/platform`',
    ),
  },
} satisfies EnvArea;
